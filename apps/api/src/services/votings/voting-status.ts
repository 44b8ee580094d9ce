import { sql, type RawBuilder } from 'kysely';
import type { VotingStatus } from '@backoffice/api-client';

// A voting's status as its actions left it (the `status` column) and as time has made it: a scheduled voting is open
// from its opening time, and scheduled or open ones are closed from their deadline. The jobs 'voting-open' and
// 'voting-close' write those moves when they are due; until they have run (a runner that is late, a server that was
// down), every read computes the effective status instead, and every write settles the voting first
// (settle-voting.ts). So no answer ever shows a status the clock has passed.

/** The lifecycle's order: what a sort by status follows. */
export const STATUS_ORDER: readonly VotingStatus[] = ['draft', 'scheduled', 'open', 'closed', 'cancelled'];

export interface StatusFields {
  status: VotingStatus;
  opens_at: Date | string | null;
  deadline: Date | string;
}

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** The status at `now`. */
export function effectiveStatus(voting: StatusFields, now: Date): VotingStatus {
  const at = now.getTime();
  if (voting.status !== 'scheduled' && voting.status !== 'open') return voting.status;
  if (time(voting.deadline) <= at) return 'closed';
  if (voting.status === 'scheduled' && voting.opens_at !== null && time(voting.opens_at) <= at) return 'open';
  return voting.status;
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
