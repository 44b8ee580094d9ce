import { PIN_SENDS_PER_HOUR } from './constants.ts';

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
