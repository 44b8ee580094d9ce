import { describe, expect, it } from 'vitest';
import { formatPhone, readPhone } from './phone.ts';
import { forAll } from './testing/seededRandom.ts';

describe('readPhone', () => {
  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['11987654321', '+5511987654321'],
    ['011 98765-4321', '+5511987654321'],
    ['55 11 98765-4321', '+5511987654321'],
    ['5511987654321', '+5511987654321'],
    ['+55 (11) 98765-4321', '+5511987654321'],
    ['+55 11 91950-9313', '+5511919509313'],
    ['(21) 3456-7890', '+552134567890'],
    ['21.3456.7890', '+552134567890'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+44 20 7946 0958', '+442079460958'],
    ["'+5511987654321", '+5511987654321'],
  ])('normalizes %j to %s', (cell, phone) => {
    expect(readPhone(cell)).toEqual({ ok: true, phone });
  });

  it.each([
    '98765-4321', // no area code
    '(01) 98765-4321', // area codes have no zero
    '(11) 8765-4321', // 8 digits starting with 8: a mobile without its 9
    '(11) 88765-4321', // 9 digits must start with 9
    '+55 11 1234-5678', // a landline starts with 2–5
    '+1234567', // too short for E.164
    '+1234567890123456', // longer than 15 digits
    '5,51199E+12', // what Excel writes for a long number in a narrow column
    'ramal 123',
    '+',
  ])('refuses %j', (cell) => {
    expect(readPhone(cell)).toEqual({ ok: false, code: 'phone_invalid' });
  });
});

describe('formatPhone', () => {
  it.each([
    // Brazil: +55, the area code, then the number with its hyphen (9 digits: mobile, 8: landline).
    ['+5511919509313', '+55 11 91950-9313'],
    ['+5511987654321', '+55 11 98765-4321'],
    ['+552134567890', '+55 21 3456-7890'],
    ['+558432101234', '+55 84 3210-1234'],
    // North America (+1): area code, exchange, line.
    ['+14155552671', '+1 415 555 2671'],
    // Elsewhere: the country code (1, 2 or 3 digits, from ITU-T E.164), then the number in groups of three, the last
    // one or two of four so that no digit stands alone.
    ['+442079460958', '+44 207 946 0958'],
    ['+351912345678', '+351 912 345 678'],
    ['+33612345678', '+33 612 345 678'],
    ['+4930123456', '+49 3012 3456'],
    ['+79161234567', '+7 916 123 4567'],
    ['+861012345678', '+86 101 234 5678'],
    ['+97143123456', '+971 4312 3456'],
    ['+5491123456789', '+54 911 2345 6789'],
    ['+3545512345', '+354 551 2345'],
    ['+6881234', '+688 1234'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it.each([
    ['', ''],
    ['5511919509313', '5511919509313'], // not E.164 (no '+'): shown as stored
    ['+55 11 91950-9313', '+55 11 91950-9313'],
    ['+551191950931', '+551191950931'], // Brazil with 10 digits after 55 that are no valid number
    ['ramal 123', 'ramal 123'],
  ])('shows %j, which is no E.164 number it knows, as it is', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('keeps every digit in order, never a digit alone, and reads back to the stored number', () => {
    forAll(400, (random) => {
      const code = random.pick(['1', '7', '20', '44', '55', '351', '886', '971']);
      const length = random.int(6, 15 - code.length);
      const national = Array.from({ length }, (_, index) => random.int(index === 0 ? 1 : 0, 9)).join('');
      const stored = `+${code}${national}`;
      const shown = formatPhone(stored);
      expect(shown.replace(/[ -]/g, '')).toBe(stored);
      expect(shown).not.toMatch(/[ -]\d(?:[ -]|$)/);
      expect(readPhone(shown)).toEqual(readPhone(stored));
    });
  });
});
