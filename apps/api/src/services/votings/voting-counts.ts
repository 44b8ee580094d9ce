import { sql, type RawBuilder } from 'kysely';
import type { VotingCounts } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';

// Who has voted, per voting. The rules (the overview's tabs and the list's "votes counted"):
// - voters: every voter of the list, voided ones included; voided: those voided;
// - completed: active voters who have voted on every item (their own vote or, as attorneys, a represented
//   party's), as the voters' tabs say (services/voters/voter-view.ts); pending: the other active voters;
// - votesCounted: the subjects (voters and represented parties, by CPF/CNPJ) with a counted vote from an active
//   voter — a ballot under review (third-party approval) or returned is not counted, and nothing is in a
//   cancelled voting, whose votes are kept for the record only.

/** A counted ballot of an active voter: `b` and `vo` aliases in the caller's query. */
const COUNTED = sql`b.status = 'counted' and vo.status = 'active'`;

/** SQL: the voters of voting `alias`.id (by status when given). */
function votersCount(alias: string, status?: 'active' | 'voided'): RawBuilder<number> {
  const voting = sql.ref(`${alias}.id`);
  const company = sql.ref(`${alias}.company_id`);
  const byStatus = status ? sql`and vo.status = ${sql.lit(status)}` : sql``;
  return sql<number>`(select count(*)::int from voters vo
    where vo.company_id = ${company} and vo.voting_id = ${voting} ${byStatus})`;
}

/** SQL: the active voters of voting `alias`.id with a vote on every item (none when it has no items). */
function completedCount(alias: string): RawBuilder<number> {
  const voting = sql.ref(`${alias}.id`);
  const company = sql.ref(`${alias}.company_id`);
  return sql<number>`(select count(*)::int from voters vo
    where vo.company_id = ${company} and vo.voting_id = ${voting} and vo.status = 'active'
      and (select count(distinct vt.item_id) from votes vt
           where vt.company_id = vo.company_id and vt.voting_id = vo.voting_id and vt.voter_id = vo.id)
        >= greatest(1, (select count(*) from voting_items i where i.company_id = ${company} and i.voting_id = ${voting})))`;
}

/** SQL: the subjects with a counted vote in voting `alias`.id (0 when cancelled). */
export function votesCountedSql(alias: string): RawBuilder<number> {
  const voting = sql.ref(`${alias}.id`);
  const company = sql.ref(`${alias}.company_id`);
  const status = sql.ref(`${alias}.status`);
  return sql<number>`(case when ${status} = 'cancelled' then 0 else (
    select count(distinct vt.subject_tax_id)::int from votes vt
      join ballots b on b.company_id = vt.company_id and b.id = vt.ballot_id
      join voters vo on vo.company_id = vt.company_id and vo.id = vt.voter_id
    where vt.company_id = ${company} and vt.voting_id = ${voting} and ${COUNTED}) end)`;
}

/** SQL: every voter of voting `alias`.id (the list's "voters"). */
export function votersSql(alias: string): RawBuilder<number> {
  return votersCount(alias);
}

/**
 * SQL: the list's "votes counted" of voting `alias`, from the counter kept with the rows (migration 0011: the
 * subjects whose counted votes, as votesCountedSql defines them, are above zero); 0 when cancelled, as there.
 */
export function keptVotesCountedSql(alias: string): RawBuilder<number> {
  return sql<number>`(case when ${sql.ref(`${alias}.status`)} = 'cancelled' then 0
    else ${sql.ref(`${alias}.subjects_counted`)} end)`;
}

/** SQL: the list's "voters" of voting `alias`, from the counter kept with the rows (as votersSql counts them). */
export function keptVotersSql(alias: string): RawBuilder<number> {
  return sql<number>`${sql.ref(`${alias}.voter_count`)}`;
}

/** The counts of one voting. */
export async function loadVotingCounts(trx: TenantTransaction, votingId: string): Promise<VotingCounts> {
  const row = await trx
    .selectFrom('votings as v')
    .select([
      votersCount('v').as('voters'),
      votersCount('v', 'voided').as('voided'),
      votersCount('v', 'active').as('active'),
      completedCount('v').as('completed'),
      votesCountedSql('v').as('votesCounted'),
    ])
    .where('v.id', '=', votingId)
    .executeTakeFirstOrThrow();
  return {
    voters: row.voters,
    completed: row.completed,
    pending: row.active - row.completed,
    voided: row.voided,
    votesCounted: row.votesCounted,
  };
}
