import { IDENTITY_TRIES, PIN_SENDS_PER_HOUR, PIN_TRIES, TAX_ID_CHECK_LENGTH } from './constants.ts';
import type { TaxIdType } from './taxId.ts';

/**
 * What is wrong with the last 4 characters of the CPF/CNPJ a voter typed (spec §5), or null when they are well formed
 * — whether they are the voter's is the server's to say, and only a well-formed entry is compared (and counts as a
 * try). A CPF's are digits ('Somente números são permitidos'). A CNPJ's are the last 2 characters of its base (digits,
 * or letters of an alphanumeric CNPJ, any case) and then its 2 check digits, which are always digits.
 * `partial`: the entry is still being typed, so fewer than 4 characters are fine; any other character is refused as
 * it is typed. The portal checks as the voter types and before sending, the server before it compares.
 */
export type Last4Issue = 'last4Required' | 'last4DigitsOnly' | 'last4CnpjCharacters' | 'last4Length';

const CPF_CHECK = /^[0-9]*$/;
const CNPJ_CHECK = /^[0-9A-Za-z]{0,2}[0-9]{0,2}$/;

export function validateLast4(
  value: string | null | undefined,
  taxIdType: TaxIdType,
  { partial = false }: { partial?: boolean } = {},
): Last4Issue | null {
  if (value == null || value === '') return partial ? null : 'last4Required';
  if (taxIdType === 'CPF' ? !CPF_CHECK.test(value) : !CNPJ_CHECK.test(value.slice(0, TAX_ID_CHECK_LENGTH))) {
    return taxIdType === 'CPF' ? 'last4DigitsOnly' : 'last4CnpjCharacters';
  }
  if (value.length > TAX_ID_CHECK_LENGTH) return 'last4Length';
  if (!partial && value.length !== TAX_ID_CHECK_LENGTH) return 'last4Length';
  return null;
}

/** The window PIN_SENDS_PER_HOUR counts in: any hour before now. */
export const PIN_SEND_WINDOW_MS = 60 * 60_000;

/**
 * Seconds until the hourly cap lets another PIN go to a voter (0: now), given when the earlier ones were e-mailed
 * (ms since the epoch, any order): with PIN_SENDS_PER_HOUR of them in the hour before `nowMs`, until the oldest of
 * those is an hour old.
 */
export function pinSendWaitSeconds(sentAtMs: readonly number[], nowMs: number): number {
  const recent = sentAtMs.filter((sent) => sent > nowMs - PIN_SEND_WINDOW_MS).sort((a, b) => a - b);
  if (recent.length < PIN_SENDS_PER_HOUR) return 0;
  const oldest = recent[recent.length - PIN_SENDS_PER_HOUR]!;
  return Math.max(1, Math.ceil((oldest + PIN_SEND_WINDOW_MS - nowMs) / 1000));
}

export interface BallotAnswerKey {
  itemId: string;
  choice: string;
  representedPartyId?: string | null;
}

/**
 * A ballot's answers as one text, whatever order they came in: a line `itemId:representedPartyId:choice` per answer
 * (ids in lower case, no party: empty), sorted by code unit, joined by LF. Two submissions of one idempotency key
 * are the same retry only when this text is the same (the server keeps its SHA-256; migration 0012 builds the same
 * text in SQL).
 */
export function canonicalAnswers(answers: readonly BallotAnswerKey[]): string {
  return answers
    .map((a) => `${a.itemId.toLowerCase()}:${a.representedPartyId?.toLowerCase() ?? ''}:${a.choice}`)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join('\n');
}

// The voter portal's clock (issue 17: the server and the portal's fake read these, neither writes its own): how long a
// lock, a PIN and a session last.

/** A step's last wrong try locks the voter's link this long (both steps refuse every try meanwhile). */
export const ACCESS_LOCK_MS = 15 * 60_000;
/** An e-mailed PIN is valid this long. */
export const PIN_VALID_MS = 10 * 60_000;
/** A new PIN at most this often. */
export const PIN_RESEND_MS = 30_000;
/** A voter session's idle lifetime, renewed by every use. */
export const VOTER_SESSION_IDLE_MS = 30 * 60_000;
/** A voter session ends this long after the PIN opened it, used or not. */
export const VOTER_SESSION_MAX_MS = 4 * 3_600_000;

/** The access steps: the last 4 of the CPF/CNPJ, then the e-mailed PIN. Each counts its own wrong tries. */
export type AccessStep = 'identity' | 'pin';

/** Wrong tries each step allows before the lock. */
export const ACCESS_TRIES: Readonly<Record<AccessStep, number>> = {
  identity: IDENTITY_TRIES,
  pin: PIN_TRIES,
};

export type WrongTry =
  { locked: false; failed: number; attemptsLeft: number } | { locked: true; lockedUntilMs: number };

/**
 * One more wrong try of `step`, after `failedBefore` of them (well-formed entries only): the step's count and the
 * tries left, or — at the step's ACCESS_TRIES-th — the lock until ACCESS_LOCK_MS after `nowMs` (the count then starts
 * again at 0, and the pending PIN is discarded).
 */
export function wrongAccessTry(step: AccessStep, failedBefore: number, nowMs: number): WrongTry {
  const failed = failedBefore + 1;
  const limit = ACCESS_TRIES[step];
  if (failed < limit) return { locked: false, failed, attemptsLeft: limit - failed };
  return { locked: true, lockedUntilMs: nowMs + ACCESS_LOCK_MS };
}

/** Seconds until a new PIN may be sent after the one sent at `lastSentAtMs` (0: now, or none was sent). */
export function pinResendWaitSeconds(lastSentAtMs: number | null, nowMs: number): number {
  if (lastSentAtMs === null) return 0;
  const wait = lastSentAtMs + PIN_RESEND_MS - nowMs;
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/** When a session the right PIN opens at `nowMs` expires: idle (renewed by use) and at the latest (absolute). */
export function newVoterSession(nowMs: number): { expiresAtMs: number; absoluteExpiresAtMs: number } {
  return { expiresAtMs: nowMs + VOTER_SESSION_IDLE_MS, absoluteExpiresAtMs: nowMs + VOTER_SESSION_MAX_MS };
}

/** An answer as far as the ballot's shape goes: the item, and the represented party it answers for (none: the voter). */
export interface BallotAnswerSubject {
  itemId: string;
  representedPartyId?: string | null;
}

/** The contract's FieldError. */
export interface BallotAnswerError {
  field: string;
  code: string;
  params?: Record<string, string | number | boolean>;
}

/**
 * What is wrong with a ballot's answers (none: it is whole): every subject it answers for — the voter (answers
 * without a party) and each represented party named — answers every item of the voting exactly once, and only items
 * of the voting (`answers/i/itemId` not_found / duplicate; `answers` item_unanswered per item and subject, the party
 * '' for the voter; `answers` minItems for no answer). A ballot may answer for parties only.
 */
export function ballotAnswerErrors(
  answers: readonly BallotAnswerSubject[],
  itemIds: readonly string[],
): BallotAnswerError[] {
  const items = new Set(itemIds);
  const errors: BallotAnswerError[] = [];
  const seen = new Map<string | null, Set<string>>();
  answers.forEach((answer, index) => {
    const subject = answer.representedPartyId ?? null;
    const answered = seen.get(subject) ?? new Set<string>();
    seen.set(subject, answered);
    if (!items.has(answer.itemId)) errors.push({ field: `answers/${index}/itemId`, code: 'not_found' });
    else if (answered.has(answer.itemId))
      errors.push({ field: `answers/${index}/itemId`, code: 'duplicate' });
    answered.add(answer.itemId);
  });
  for (const [subject, answered] of seen) {
    for (const itemId of itemIds) {
      if (answered.has(itemId)) continue;
      errors.push({
        field: 'answers',
        code: 'item_unanswered',
        params: { itemId, representedPartyId: subject ?? '' },
      });
    }
  }
  if (answers.length === 0) errors.push({ field: 'answers', code: 'minItems', params: { limit: 1 } });
  return errors;
}

/** Whether the ballot answers for a represented party (it then needs a power of attorney). */
export const answersForParties = (answers: readonly BallotAnswerSubject[]): boolean =>
  answers.some((answer) => Boolean(answer.representedPartyId));

export type PortalBallotRefusal =
  'policy_not_accepted' | 'support_document_required' | 'power_of_attorney_required';

export interface PortalBallotFacts {
  /** The voter accepted the policy in its current version (VOTER_POLICY_VERSION). */
  policyAccepted: boolean;
  requiresSupportDocument: boolean;
  /** See answersForParties. */
  representsParties: boolean;
  /** The kinds of the voter's uploads that go with the ballot ('support', 'power_of_attorney'). */
  uploadKinds: readonly string[];
}

/**
 * The portal's own rules for a ballot (after the voting's: open, whole, no subject voted), in this order (422 each):
 * the policy accepted, a support document when the voting requires one, a power of attorney when the ballot answers
 * for represented parties. Null: none is broken.
 */
export function portalBallotRefusal(facts: PortalBallotFacts): PortalBallotRefusal | null {
  if (!facts.policyAccepted) return 'policy_not_accepted';
  if (facts.requiresSupportDocument && !facts.uploadKinds.includes('support'))
    return 'support_document_required';
  if (facts.representsParties && !facts.uploadKinds.includes('power_of_attorney')) {
    return 'power_of_attorney_required';
  }
  return null;
}
