import { describe, expect, it } from 'vitest';
import { IDENTITY_TRIES, PIN_SENDS_PER_HOUR, PIN_TRIES } from './constants.ts';
import {
  canonicalAnswers,
  PIN_SEND_WINDOW_MS,
  pinSendWaitSeconds,
  validateLast4,
} from './voterPortalRules.ts';

const NOW = Date.UTC(2026, 10, 26, 12);
const MINUTE = 60_000;

describe('pinSendWaitSeconds', () => {
  it('lets a PIN go while fewer than the cap were sent in the last hour', () => {
    expect(pinSendWaitSeconds([], NOW)).toBe(0);
    const under = Array.from({ length: PIN_SENDS_PER_HOUR - 1 }, (_, i) => NOW - i * MINUTE);
    expect(pinSendWaitSeconds(under, NOW)).toBe(0);
  });

  it('at the cap, waits until the oldest of the hour is an hour old (any order, older sends ignored)', () => {
    const sends = [
      NOW - 50 * MINUTE,
      NOW - 2 * MINUTE,
      NOW - 90 * MINUTE,
      NOW - 10 * MINUTE,
      NOW - 40 * MINUTE,
    ];
    sends.push(NOW - 30 * MINUTE); // 5 within the hour, one older
    expect(PIN_SENDS_PER_HOUR).toBe(5);
    expect(pinSendWaitSeconds(sends, NOW)).toBe(10 * 60);
  });

  it('never answers 0 while capped (a send exactly at the edge still waits a second)', () => {
    const sends = Array.from({ length: PIN_SENDS_PER_HOUR }, () => NOW - PIN_SEND_WINDOW_MS + 1);
    expect(pinSendWaitSeconds(sends, NOW)).toBe(1);
  });
});

describe('canonicalAnswers', () => {
  const a = { itemId: 'AAAA', choice: 'approve' };
  const b = { itemId: 'bbbb', choice: 'reject', representedPartyId: 'P1' };
  it('is the same text in any order and any id case', () => {
    expect(canonicalAnswers([a, b])).toBe(canonicalAnswers([b, { ...a, itemId: 'aaaa' }]));
    expect(canonicalAnswers([a, b])).toBe('aaaa::approve\nbbbb:p1:reject');
  });
  it('differs when a choice or a represented party differs', () => {
    expect(canonicalAnswers([a])).not.toBe(canonicalAnswers([{ ...a, choice: 'reject' }]));
    expect(canonicalAnswers([a])).not.toBe(canonicalAnswers([{ ...a, representedPartyId: 'p1' }]));
  });
});

describe('validateLast4', () => {
  it('takes 4 digits for a CPF, and refuses any other character as it is typed (the spec’s digits-only rule)', () => {
    expect(validateLast4('7735', 'CPF')).toBeNull();
    expect(validateLast4('0000', 'CPF')).toBeNull();
    for (const value of ['77a5', 'abcd', '77-5', '7 35', '７７３５', '773٥', 'A']) {
      expect(validateLast4(value, 'CPF'), value).toBe('last4DigitsOnly');
      expect(validateLast4(value, 'CPF', { partial: true }), value).toBe('last4DigitsOnly');
    }
  });

  it('takes digits or letters then 2 digits for a CNPJ (its base’s last 2, then its check digits)', () => {
    for (const value of ['0135', 'DE35', 'de35', '1e35', 'A035']) {
      expect(validateLast4(value, 'CNPJ'), value).toBeNull();
    }
    for (const value of ['12AB', '123A', 'DEF5', 'de-5', 'd.35', 'ç135']) {
      expect(validateLast4(value, 'CNPJ'), value).toBe('last4CnpjCharacters');
    }
    expect(validateLast4('DE3', 'CNPJ', { partial: true })).toBeNull();
    expect(validateLast4('DEF', 'CNPJ', { partial: true })).toBe('last4CnpjCharacters');
  });

  it('requires exactly 4 once sent; while typing, fewer are fine and a 5th is refused', () => {
    for (const type of ['CPF', 'CNPJ'] as const) {
      expect(validateLast4('', type)).toBe('last4Required');
      expect(validateLast4(null, type)).toBe('last4Required');
      expect(validateLast4(undefined, type)).toBe('last4Required');
      expect(validateLast4('', type, { partial: true })).toBeNull();
      expect(validateLast4('773', type)).toBe('last4Length');
      expect(validateLast4('773', type, { partial: true })).toBeNull();
      expect(validateLast4('77351', type)).toBe('last4Length');
      expect(validateLast4('77351', type, { partial: true })).toBe('last4Length');
    }
  });
});

describe('the tries of each access step', () => {
  it('are counted apart, 5 each (the identity service’s limit the spec names)', () => {
    expect(IDENTITY_TRIES).toBe(5);
    expect(PIN_TRIES).toBe(5);
  });
});
