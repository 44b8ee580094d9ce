// The vote maps of a batch's fund voting (issue 19), each written once by a job when it is due:
// - 'preliminary': the summary of the votes so far, 24 h before the deadline (partial: the voting is still open);
// - 'final': the final summary map (per item totals) at the start of the next business day after the deadline;
// - 'detailed': the final detailed map (per holder, CPF/CNPJ masked) at the start of the last of the 7 business days.
// The dates are voteMapSchedule's (financialStatementCalendar.ts, Brazilian business days); a day "starts" at
// midnight in Brasília. A map due after the deadline needs the voting closed; none is written for a voting that was
// cancelled (or never published).
import { calendarDateOf, dayNumber, type CalendarDate } from './calendarDate.ts';
import { voteMapSchedule } from './financialStatementCalendar.ts';
import { startOfDayInZone } from './timeZone.ts';
import type { VotingStatus } from './votingStatus.ts';

export const VOTE_MAP_KINDS = ['preliminary', 'final', 'detailed'] as const;
export type VoteMapKind = (typeof VOTE_MAP_KINDS)[number];

export const isVoteMapKind = (value: string): value is VoteMapKind =>
  (VOTE_MAP_KINDS as readonly string[]).includes(value);

const DAY_MS = 24 * 3_600_000;

/** Midnight in Brasília at the start of `date`. */
const startOfDate = (date: CalendarDate): Date =>
  new Date(startOfDayInZone(dayNumber(date) * DAY_MS + DAY_MS / 2));

/** When each map is due, from the voting's deadline (an instant). */
export function voteMapDueTimes(deadline: Date | string): Record<VoteMapKind, Date> {
  const at = new Date(deadline);
  const schedule = voteMapSchedule(calendarDateOf(at));
  return {
    preliminary: new Date(at.getTime() - DAY_MS),
    final: startOfDate(schedule.finalSummary),
    detailed: startOfDate(schedule.detailedDueBy),
  };
}

export type VoteMapStep =
  /** Write the map now, from the voting as it is. */
  | { action: 'write' }
  /** Not yet: look again at `until` (the deadline was extended, or the voting has not closed). */
  | { action: 'wait'; until: Date }
  /** No map will ever be written (a cancelled voting, or one that was never published). */
  | { action: 'skip' };

/** What a vote map's job does with its voting at `now` (the voting's status settled by the clock). */
export function voteMapStep(
  kind: VoteMapKind,
  voting: { status: VotingStatus; deadline: Date | string },
  now: Date,
): VoteMapStep {
  if (voting.status === 'cancelled' || voting.status === 'draft') return { action: 'skip' };
  const due = voteMapDueTimes(voting.deadline)[kind];
  if (now.getTime() < due.getTime()) return { action: 'wait', until: due };
  if (kind === 'preliminary' || voting.status === 'closed') return { action: 'write' };
  // Due, yet the voting is not closed (its status not settled yet): look again at the deadline, or in a minute.
  const deadline = new Date(voting.deadline);
  return {
    action: 'wait',
    until: deadline.getTime() > now.getTime() ? deadline : new Date(now.getTime() + 60_000),
  };
}
