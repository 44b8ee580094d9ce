import { PIN_SENDS_PER_HOUR, TAX_ID_CHECK_LENGTH } from './constants.ts';
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
