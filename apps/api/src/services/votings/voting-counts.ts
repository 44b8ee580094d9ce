import { sql, type RawBuilder } from 'kysely';
import type { VotingCounts } from '@backoffice/api-client';
import {
  listParticipation,
  votingParticipation,
  type ListParticipation,
  type ParticipationVotingStatus,
  type VotingParticipation,
} from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';

// The SQL that feeds packages/domain's votingParticipation — who may vote in a voting and who has — in one place.
// The rule is the domain's (docs/decisions.md, "One count of a voting"); here it is counted:
// - a subject is a CPF/CNPJ: an active voter's, or one an active voter represents as attorney ("represented" when it
//   is no active voter's);
// - a vote counts when its ballot is 'counted' (not under review by the third-party approver, not returned) and the
//   voter who cast it is active; under review: its ballot is 'under_review' and the voter who cast it active.
// The list reads the same counts from counters kept with the votings' rows (migrations 0011 and 0014); the voting's
// page, its results and its reports count them when read. Tests hold the counters to the fresh counts below.
//
// The voters' tabs (completed / pending / voided) list voters, not subjects: VotingCounts, defined by
// services/voters/voter-view.ts (a voter who voted on every item, its own vote or as attorney).

/** A counted vote of an active voter: `b` (ballots) and `vo` (the voter who cast it) aliases in the caller's query. */
export const COUNTED = sql`b.status = 'counted' and vo.status = 'active'`;
/** A vote under review, cast by an active voter (same aliases). */
const UNDER_REVIEW = sql`b.status = 'under_review' and vo.status = 'active'`;

/** SQL: whether `taxId` is the CPF/CNPJ of an active voter of the voting (`company`, `voting` references). */
export function isActiveVoterSql(
  company: RawBuilder<unknown>,
  voting: RawBuilder<unknown>,
  taxId: RawBuilder<unknown>,
) {
  return sql<boolean>`exists (select 1 from voters x where x.company_id = ${company} and x.voting_id = ${voting}
    and x.tax_id = ${taxId} and x.status = 'active')`;
}

/**
 * SQL: the represented subjects of the voting (`company`, `voting` references): one row per CPF/CNPJ an active voter
 * represents that is no active voter's, with the largest weight declared for it (`tax_id`, `weight`).
 */
export function representedSubjectsSql(company: RawBuilder<unknown>, voting: RawBuilder<unknown>) {
  return sql`select rp.tax_id, max(rp.weight) as weight from represented_parties rp
    join voters a on a.company_id = rp.company_id and a.id = rp.attorney_voter_id and a.status = 'active'
    where rp.company_id = ${company} and rp.voting_id = ${voting}
      and not ${isActiveVoterSql(sql.ref('rp.company_id'), sql.ref('rp.voting_id'), sql.ref('rp.tax_id'))}
    group by rp.tax_id`;
}

const refs = (alias: string) => ({ company: sql.ref(`${alias}.company_id`), voting: sql.ref(`${alias}.id`) });

/** SQL: the active voters of voting `alias`.id, counted now. */
export function activeVotersSql(alias: string): RawBuilder<number> {
  const { company, voting } = refs(alias);
  return sql<number>`(select count(*)::int from voters vo
    where vo.company_id = ${company} and vo.voting_id = ${voting} and vo.status = 'active')`;
}

/** SQL: the represented subjects (CPF/CNPJs only represented) of voting `alias`.id, counted now. */
export function representedOnlySql(alias: string): RawBuilder<number> {
  const { company, voting } = refs(alias);
  return sql<number>`(select count(*)::int from (${representedSubjectsSql(company, voting)}) r)`;
}

/** SQL: the subjects with a counted vote in voting `alias`.id, counted now (whatever its status). */
export function votedSql(alias: string): RawBuilder<number> {
  const { company, voting } = refs(alias);
  return sql<number>`(select count(distinct vt.subject_tax_id)::int from votes vt
      join ballots b on b.company_id = vt.company_id and b.id = vt.ballot_id
      join voters vo on vo.company_id = vt.company_id and vo.id = vt.voter_id
    where vt.company_id = ${company} and vt.voting_id = ${voting} and ${COUNTED})`;
}

/** SQL: the list's counters of voting `alias` (kept with its row: they equal the fresh counts above). */
export function keptCountersSql(alias: string) {
  return {
    activeVoters: sql<number>`${sql.ref(`${alias}.voters_active`)}`,
    representedOnly: sql<number>`${sql.ref(`${alias}.represented_only`)}`,
    voted: sql<number>`${sql.ref(`${alias}.subjects_counted`)}`,
  };
}

/** The list's figures of a voting from its kept counters (keptCountersSql's columns). */
export function keptParticipation(
  row: { active_voters: number; represented_only: number; voted: number },
  status: ParticipationVotingStatus,
): ListParticipation {
  return listParticipation(
    { activeVoters: row.active_voters, representedOnly: row.represented_only, voted: row.voted },
    status,
  );
}

/** Every figure of one voting, counted now (its page, its results and its reports). */
export async function loadParticipation(
  trx: TenantTransaction,
  voting: { id: string; company_id: string },
  status: ParticipationVotingStatus,
): Promise<VotingParticipation> {
  const company = sql.val(voting.company_id);
  const votingId = sql.val(voting.id);
  // A voter's own vote is for its own CPF/CNPJ: only the votes cast for a represented party can be for a subject that
  // is no active voter's, so only those are looked up.
  const notVoter = sql`vt.represented_party_id is not null
    and not ${isActiveVoterSql(sql.ref('vt.company_id'), sql.ref('vt.voting_id'), sql.ref('vt.subject_tax_id'))}`;
  const { rows } = await sql<{
    active: number;
    voided: number;
    represented: number;
    voted: number;
    voted_represented: number;
    review: number;
    review_represented: number;
  }>`select
      (select count(*) filter (where status = 'active')::int from voters
        where company_id = ${company} and voting_id = ${votingId}) as active,
      (select count(*) filter (where status = 'voided')::int from voters
        where company_id = ${company} and voting_id = ${votingId}) as voided,
      (select count(*)::int from (${representedSubjectsSql(company, votingId)}) r) as represented,
      count(distinct vt.subject_tax_id) filter (where ${COUNTED})::int as voted,
      count(distinct vt.subject_tax_id) filter (where ${COUNTED} and ${notVoter})::int as voted_represented,
      count(distinct vt.subject_tax_id) filter (where ${UNDER_REVIEW})::int as review,
      count(distinct vt.subject_tax_id) filter (where ${UNDER_REVIEW} and ${notVoter})::int as review_represented
    from votes vt
      join ballots b on b.company_id = vt.company_id and b.id = vt.ballot_id
      join voters vo on vo.company_id = vt.company_id and vo.id = vt.voter_id
    where vt.company_id = ${company} and vt.voting_id = ${votingId}`.execute(trx);
  const row = rows[0]!;
  return votingParticipation(
    {
      activeVoters: row.active,
      voidedVoters: row.voided,
      representedOnly: row.represented,
      voted: { voters: row.voted - row.voted_represented, represented: row.voted_represented },
      underReview: { voters: row.review - row.review_represented, represented: row.review_represented },
    },
    status,
  );
}

/** SQL: the active voters of voting `alias`.id with a vote on every item (none when it has no items). */
function completedCount(alias: string): RawBuilder<number> {
  const { company, voting } = refs(alias);
  return sql<number>`(select count(*)::int from voters vo
    where vo.company_id = ${company} and vo.voting_id = ${voting} and vo.status = 'active'
      and (select count(distinct vt.item_id) from votes vt
           where vt.company_id = vo.company_id and vt.voting_id = vo.voting_id and vt.voter_id = vo.id)
        >= greatest(1, (select count(*) from voting_items i where i.company_id = ${company} and i.voting_id = ${voting})))`;
}

/** SQL: the voters of voting `alias`.id (by status when given). */
function votersCount(alias: string, status?: 'active' | 'voided'): RawBuilder<number> {
  const { company, voting } = refs(alias);
  const byStatus = status ? sql`and vo.status = ${sql.lit(status)}` : sql``;
  return sql<number>`(select count(*)::int from voters vo
    where vo.company_id = ${company} and vo.voting_id = ${voting} ${byStatus})`;
}

/**
 * The voters' tabs of one voting: every voter, voided ones included; completed = active voters who voted on every
 * item (their own vote or, as attorneys, a represented party's); pending = the other active voters; voided.
 */
export async function loadVotingCounts(trx: TenantTransaction, votingId: string): Promise<VotingCounts> {
  const row = await trx
    .selectFrom('votings as v')
    .select([
      votersCount('v').as('voters'),
      votersCount('v', 'voided').as('voided'),
      votersCount('v', 'active').as('active'),
      completedCount('v').as('completed'),
    ])
    .where('v.id', '=', votingId)
    .executeTakeFirstOrThrow();
  return {
    voters: row.voters,
    completed: row.completed,
    pending: row.active - row.completed,
    voided: row.voided,
  };
}
