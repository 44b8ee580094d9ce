import { describe, expect, it } from 'vitest';
import { IDENTITY_TRIES, PIN_SENDS_PER_HOUR, PIN_TRIES } from './constants.ts';
import {
  ACCESS_LOCK_MS,
  ACCESS_TRIES,
  answersForParties,
  ballotAnswerErrors,
  canonicalAnswers,
  newVoterSession,
  PIN_RESEND_MS,
  PIN_SEND_WINDOW_MS,
  PIN_VALID_MS,
  pinResendWaitSeconds,
  pinSendWaitSeconds,
  portalBallotRefusal,
  validateLast4,
  VOTER_SESSION_IDLE_MS,
  VOTER_SESSION_MAX_MS,
  wrongAccessTry,
  type PortalBallotFacts,
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

describe('the portal’s clock', () => {
  it('locks for 15 minutes, keeps a PIN 10, resends after 30 s, and a session 30 idle / 4 hours at most', () => {
    expect(ACCESS_LOCK_MS).toBe(15 * MINUTE);
    expect(PIN_VALID_MS).toBe(10 * MINUTE);
    expect(PIN_RESEND_MS).toBe(30_000);
    expect(VOTER_SESSION_IDLE_MS).toBe(30 * MINUTE);
    expect(VOTER_SESSION_MAX_MS).toBe(240 * MINUTE);
    expect(newVoterSession(NOW)).toEqual({
      expiresAtMs: NOW + 30 * MINUTE,
      absoluteExpiresAtMs: NOW + 240 * MINUTE,
    });
  });

  it.each<[number | null, number, number]>([
    [null, NOW, 0],
    [NOW, NOW, 30],
    [NOW - 29_001, NOW, 1],
    [NOW - 30_000, NOW, 0],
    [NOW - MINUTE, NOW, 0],
  ])('after a PIN sent at %s, waits %s → %i s', (sent, now, wait) => {
    expect(pinResendWaitSeconds(sent, now)).toBe(wait);
  });
});

describe('wrongAccessTry', () => {
  it.each(['identity', 'pin'] as const)('counts the %s step’s wrong tries and locks at its last', (step) => {
    expect(ACCESS_TRIES[step]).toBe(step === 'identity' ? IDENTITY_TRIES : PIN_TRIES);
    expect(wrongAccessTry(step, 0, NOW)).toEqual({ locked: false, failed: 1, attemptsLeft: 4 });
    expect(wrongAccessTry(step, 3, NOW)).toEqual({ locked: false, failed: 4, attemptsLeft: 1 });
    expect(wrongAccessTry(step, 4, NOW)).toEqual({ locked: true, lockedUntilMs: NOW + ACCESS_LOCK_MS });
  });
});

describe('ballotAnswerErrors', () => {
  const items = ['i1', 'i2'];
  const whole = [
    { itemId: 'i1', choice: 'yes' },
    { itemId: 'i2', choice: 'no' },
  ];

  it.each<[string, { itemId: string; representedPartyId?: string | null }[]]>([
    ['the voter’s own ballot', whole],
    ['a ballot for parties only', [...whole.map((a) => ({ ...a, representedPartyId: 'p1' }))]],
    [
      'the voter and two parties',
      [
        ...whole,
        ...whole.map((a) => ({ ...a, representedPartyId: 'p1' })),
        ...whole.map((a) => ({ ...a, representedPartyId: 'p2' })),
      ],
    ],
  ])('takes %s answering every item once', (_, answers) => {
    expect(ballotAnswerErrors(answers, items)).toEqual([]);
  });

  it.each<[string, { itemId: string; representedPartyId?: string | null }[], object[]]>([
    ['no answer', [], [{ field: 'answers', code: 'minItems', params: { limit: 1 } }]],
    [
      'an item left out',
      [whole[0]!],
      [{ field: 'answers', code: 'item_unanswered', params: { itemId: 'i2', representedPartyId: '' } }],
    ],
    [
      'an item left out for a party',
      [...whole, { itemId: 'i2', representedPartyId: 'p1' }],
      [{ field: 'answers', code: 'item_unanswered', params: { itemId: 'i1', representedPartyId: 'p1' } }],
    ],
    [
      'an item answered twice',
      [...whole, { itemId: 'i1' }],
      [{ field: 'answers/2/itemId', code: 'duplicate' }],
    ],
    [
      'an item of another voting',
      [...whole, { itemId: 'x' }],
      [{ field: 'answers/2/itemId', code: 'not_found' }],
    ],
  ])('refuses %s', (_, answers, errors) => {
    expect(ballotAnswerErrors(answers, items)).toEqual(errors);
  });

  it('tells whether a ballot answers for a party', () => {
    expect(answersForParties(whole)).toBe(false);
    expect(answersForParties([...whole, { itemId: 'i1', representedPartyId: null }])).toBe(false);
    expect(answersForParties([...whole, { itemId: 'i1', representedPartyId: 'p1' }])).toBe(true);
  });
});

describe('portalBallotRefusal', () => {
  const ready: PortalBallotFacts = {
    policyAccepted: true,
    requiresSupportDocument: true,
    representsParties: true,
    uploadKinds: ['support', 'power_of_attorney'],
  };

  it.each<[string, Partial<PortalBallotFacts>, string | null]>([
    ['everything there', {}, null],
    [
      'nothing required, nothing attached',
      { requiresSupportDocument: false, representsParties: false, uploadKinds: [] },
      null,
    ],
    ['the policy not accepted (first)', { policyAccepted: false, uploadKinds: [] }, 'policy_not_accepted'],
    [
      'no support document when required',
      { uploadKinds: ['power_of_attorney'] },
      'support_document_required',
    ],
    ['no power of attorney for parties', { uploadKinds: ['support'] }, 'power_of_attorney_required'],
    ['both missing: the support document first', { uploadKinds: [] }, 'support_document_required'],
  ])('answers %s', (_, facts, refusal) => {
    expect(portalBallotRefusal({ ...ready, ...facts })).toBe(refusal);
  });
});
