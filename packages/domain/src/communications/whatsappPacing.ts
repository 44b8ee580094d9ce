// How fast a WhatsApp number may send (issue 20; Meta's Cloud API limits, domain-notes.md):
// - throughput: messages per second per number (80 by default, up to 1,000); over it the API answers 130429, and the
//   sender backs off and tries again;
// - the same person at most about once every 6 s (131056);
// - the messaging limit: unique people reached in a rolling 24 h (250 → 2,000 → 10,000 → 100,000 → unlimited). What
//   exceeds it waits for the window to free up: the operator is told before sending how many go now and when the rest
//   go (messagingWindows).

export const WHATSAPP_DEFAULT_MESSAGES_PER_SECOND = 80;
export const WHATSAPP_MAX_MESSAGES_PER_SECOND = 1_000;
export const WHATSAPP_SAME_PERSON_INTERVAL_MS = 6_000;
export const WHATSAPP_THROUGHPUT_ERROR = 130429;
export const WHATSAPP_SAME_PERSON_ERROR = 131056;

export type MessagingLimit = 250 | 2_000 | 10_000 | 100_000 | 'unlimited';
export const MESSAGING_LIMITS: readonly MessagingLimit[] = [250, 2_000, 10_000, 100_000, 'unlimited'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the `index`-th message (from 0) of a run that starts at `start` may go, `messagesPerSecond` at most. */
export function throughputSlot(start: Date, index: number, messagesPerSecond: number): Date {
  return new Date(start.getTime() + Math.floor((index * 1000) / messagesPerSecond));
}

/** When a person last messaged at `lastSentAt` may be messaged again (now, if long enough ago). */
export function samePersonReadyAt(lastSentAt: Date | null, now: Date): Date {
  if (!lastSentAt) return now;
  return new Date(Math.max(now.getTime(), lastSentAt.getTime() + WHATSAPP_SAME_PERSON_INTERVAL_MS));
}

/** The wait before the `attempt`-th retry (from 1) after a throughput error: 1 s, doubling, at most a minute. */
export function throttleBackoffMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

export interface SendWindow {
  at: Date;
  people: number;
}

/**
 * When `people` new people can be reached by a number whose limit is `limit`, having reached others at `reachedAt`
 * (any order; only the last 24 h count): as many as the window has room for now, then one more each time an earlier
 * reach leaves the rolling 24 h. Consecutive people at the same moment make one window. Empty for no one.
 */
export function messagingWindows(
  people: number,
  limit: MessagingLimit,
  reachedAt: readonly Date[],
  now: Date,
): SendWindow[] {
  if (people <= 0) return [];
  if (limit === 'unlimited') return [{ at: now, people }];
  const nowMs = now.getTime();
  // Reaches still in the window, oldest first; each new person joins the queue when sent.
  const reaches = reachedAt
    .map((time) => time.getTime())
    .filter((time) => time > nowMs - DAY_MS && time <= nowMs)
    .sort((a, b) => a - b);
  const windows: SendWindow[] = [];
  let oldest = 0;
  for (let person = 0; person < people; person++) {
    let at = nowMs;
    if (reaches.length - oldest >= limit) {
      // The window is full: this person goes when the oldest reach in it leaves.
      at = Math.max(nowMs, reaches[oldest]! + DAY_MS);
      oldest++;
    }
    reaches.push(at);
    const last = windows.at(-1);
    if (last && last.at.getTime() === at) last.people++;
    else windows.push({ at: new Date(at), people: 1 });
  }
  return windows;
}

/** A messaging limit as stored and sent ('250' … 'unlimited'); an unknown text is the lowest tier. */
export function messagingLimitOf(text: string): MessagingLimit {
  const limit = MESSAGING_LIMITS.find((candidate) => String(candidate) === text);
  return limit ?? 250;
}

/**
 * How long a WhatsApp send cut off mid-hand-over (its process died) waits before it is sent again: the Cloud API has
 * no idempotency key, so a message that did go is recognised by its status webhook (which names the delivery) within
 * this time and is then never sent twice; one that did not go is sent once the time is up.
 */
export const WHATSAPP_RECONCILE_MS = 60_000;
