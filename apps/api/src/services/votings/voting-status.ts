import { sql, type RawBuilder } from 'kysely';
import {
  checkAction,
  effectiveStatus as statusAt,
  VOTING_STATUSES,
  type VotingAction,
  type VotingStatus,
} from '@backoffice/domain';
import { Refusal } from '../refusal.ts';

// A voting's status as its actions left it (the `status` column) and as time has made it — the rule and the table of
// what each status allows are packages/domain's (votingStatus.ts); here they read a row, and the same rule in SQL.
// The jobs 'voting-open' and 'voting-close' write the time's moves when they are due; until they have run (a runner
// that is late, a server that was down), every read computes the effective status instead, and every write settles
// the voting first (settle-voting.ts). So no answer ever shows a status the clock has passed.

/** The lifecycle's order: what a sort by status follows. */
export const STATUS_ORDER: readonly VotingStatus[] = VOTING_STATUSES;

export interface StatusFields {
  status: VotingStatus;
  opens_at: Date | string | null;
  deadline: Date | string;
}

/** The status at `now`. */
export const effectiveStatus = (voting: StatusFields, now: Date): VotingStatus =>
  statusAt({ status: voting.status, opensAt: voting.opens_at, deadline: voting.deadline }, now);

/** The effective status, when it allows `action`; otherwise the rule's refusal (`invalid_state`). */
export function requireAction(
  voting: StatusFields,
  now: Date,
  action: VotingAction,
  detail?: (status: VotingStatus) => string,
): VotingStatus {
  const status = effectiveStatus(voting, now);
  const check = checkAction(status, action);
  if (!check.ok)
    throw new Refusal(check.code, detail?.(status) ?? `A ${status} voting does not allow ${action}`);
  return status;
}

/** The same rule in SQL, over the columns of `alias` (the list's filter and sort). */
export function effectiveStatusSql(alias: string, now: Date): RawBuilder<VotingStatus> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<VotingStatus>`case
    when ${column('status')} in ('scheduled', 'open') and ${column('deadline')} <= ${now} then 'closed'
    when ${column('status')} = 'scheduled' and ${column('opens_at')} <= ${now} then 'open'
    else ${column('status')} end`;
}

/** The rank of the effective status in STATUS_ORDER, in SQL (sorting by status follows the lifecycle). */
export function statusRankSql(alias: string, now: Date): RawBuilder<number> {
  const cases = STATUS_ORDER.map((status, index) => sql`when ${sql.lit(status)} then ${sql.lit(index)}`);
  return sql<number>`case ${effectiveStatusSql(alias, now)} ${sql.join(cases, sql` `)} end`;
}
