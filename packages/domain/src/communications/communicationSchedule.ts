// When a communication may be scheduled to go (issue 20): far enough ahead that the operator can still take it back
// before the job wakes (and that a clock a little off does not send it at once), and not so far that a legal notice
// sits forgotten for years. The server refuses the rest (422 on sendAt); the screen says the same before asking.

/** A scheduled send is at least this far ahead of now. */
export const SCHEDULE_MIN_LEAD_MINUTES = 5;
/** …and at most this far. */
export const SCHEDULE_MAX_AHEAD_DAYS = 366;

export type ScheduleIssue = 'too_soon' | 'too_far';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Why `sendAt` cannot be a communication's send time at `now`, or null. */
export function scheduleIssue(sendAt: Date, now: Date): ScheduleIssue | null {
  const ahead = sendAt.getTime() - now.getTime();
  if (!(ahead >= SCHEDULE_MIN_LEAD_MINUTES * MINUTE)) return 'too_soon';
  if (ahead > SCHEDULE_MAX_AHEAD_DAYS * DAY) return 'too_far';
  return null;
}
