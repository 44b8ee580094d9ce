import { describe, expect, it } from 'vitest';
import { PIN_SENDS_PER_HOUR } from './constants.ts';
import { canonicalAnswers, PIN_SEND_WINDOW_MS, pinSendWaitSeconds } from './voterPortalRules.ts';

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
