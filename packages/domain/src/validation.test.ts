import { describe, expect, it } from 'vitest';
import { forAll } from './testing/seededRandom.ts';
import {
  PIN_LENGTH,
  validateEmail,
  validatePasswordMatch,
  validatePin,
  validateRequired,
} from './validation.ts';

describe('validateEmail', () => {
  it('requires a value', () => {
    for (const value of ['', '   ', null, undefined]) expect(validateEmail(value)).toBe('emailRequired');
  });

  it('accepts ordinary addresses, surrounding spaces trimmed', () => {
    for (const value of [
      'admin@demo.local',
      'primeiro-acesso@demo.local',
      'Ana.Silva+fundos@gestora.com.br',
      '  operator@demo.local ',
      'x@a-b.co',
    ]) {
      expect(validateEmail(value)).toBeNull();
    }
  });

  it('rejects what is not an address', () => {
    for (const value of [
      'admin',
      'admin@',
      '@demo.local',
      'admin@demo',
      'admin@@demo.local',
      'ad min@demo.local',
      'admin@demo..local',
      'admin@-demo.local',
      'admin@demo.l',
      'admin@demo.123',
      `${'a'.repeat(250)}@demo.local`,
    ]) {
      expect(validateEmail(value), value).toBe('emailInvalid');
    }
  });
});

describe('validateRequired', () => {
  it('returns the given code for a missing or blank value', () => {
    for (const value of ['', ' \t', null, undefined])
      expect(validateRequired(value, 'passwordRequired')).toBe('passwordRequired');
  });

  it('accepts any other value', () => {
    for (const value of ['x', ' senha ', 0, false, []])
      expect(validateRequired(value, 'nameRequired')).toBeNull();
  });
});

describe('validatePasswordMatch', () => {
  it('accepts equal passwords and refuses different ones, case and spaces included', () => {
    expect(validatePasswordMatch('Demo@2026!', 'Demo@2026!')).toBeNull();
    expect(validatePasswordMatch('Demo@2026!', 'demo@2026!')).toBe('passwordsMismatch');
    expect(validatePasswordMatch('Demo@2026!', 'Demo@2026! ')).toBe('passwordsMismatch');
    expect(validatePasswordMatch('', 'x')).toBe('passwordsMismatch');
  });
});

describe('validatePin', () => {
  it('accepts exactly six digits', () => {
    expect(PIN_LENGTH).toBe(6);
    expect(validatePin('012345')).toBeNull();
  });

  it('requires a value', () => {
    expect(validatePin('')).toBe('pinRequired');
    expect(validatePin(null)).toBe('pinRequired');
    expect(validatePin(undefined)).toBe('pinRequired');
  });

  it('allows only digits', () => {
    for (const value of ['12345a', '12 345', ' 123456', '12-456', '１２３４５６', '١٢٣٤٥٦', '+12345']) {
      expect(validatePin(value), value).toBe('pinDigitsOnly');
    }
  });

  it('refuses a wrong length', () => {
    expect(validatePin('12345')).toBe('pinLength');
    expect(validatePin('1234567')).toBe('pinLength');
  });

  it('property: a digit string is valid exactly when it has six digits', () => {
    forAll(200, (random) => {
      const pin = Array.from({ length: random.int(1, 10) }, () => String(random.int(0, 9))).join('');
      expect(validatePin(pin)).toBe(pin.length === 6 ? null : 'pinLength');
    });
  });
});
