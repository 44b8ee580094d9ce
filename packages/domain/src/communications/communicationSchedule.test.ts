import { describe, expect, it } from 'vitest';
import { scheduleIssue, type ScheduleIssue } from './communicationSchedule.ts';

describe('a communication’s send time', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;

  it.each<[string, Date, ScheduleIssue | null]>([
    ['in the past', at(-MINUTE), 'too_soon'],
    ['now', now, 'too_soon'],
    ['a moment before the lead', at(5 * MINUTE - 1), 'too_soon'],
    ['exactly the lead ahead', at(5 * MINUTE), null],
    ['tomorrow', at(DAY), null],
    ['366 days ahead', at(366 * DAY), null],
    ['a moment past 366 days', at(366 * DAY + 1), 'too_far'],
    ['an invalid date', new Date(Number.NaN), 'too_soon'],
  ])('%s', (_label, sendAt, issue) => {
    expect(scheduleIssue(sendAt, now)).toBe(issue);
  });
});
