import { sql } from 'kysely';
import type {
  ItemTally as ContractItemTally,
  ParticipationPoint,
  VotingResults,
} from '@backoffice/api-client';
import {
  canonicalDecimal,
  participationShare,
  startOfDayInZone,
  tallyItem,
  type Amount,
  type ItemVoteTotals,
} from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import type { VoteChoice } from '../../reports/report-data.ts';
import type { LockedVoting } from './audit-log.ts';
import { COUNTED, representedSubjectsSql } from './voting-counts.ts';

// The totals of a voting, per item, from the database: what the overview shows live and the minutes print. The
// arithmetic (conflict apart and out of the quorum base, shares) is packages/domain's tallyItem; who may vote
// and whose vote counts is packages/domain's votingParticipation, counted in voting-counts.ts:
// - a vote counts when its ballot is 'counted' (not under review, not returned) and whoever cast it is an active
//   voter (a voided voter's votes — and the parties it voted for as attorney — are left out); nothing counts in a
//   cancelled voting;
// - eligible, on every item: the voting's eligible subjects (active voters and the CPF/CNPJs only represented), each
//   weighing its counted vote's weight when it has one, else its registered weight (the voter's, or the largest a
//   party was declared with). So the votes of an item never exceed its eligible subjects, by head or by weight.

const ZERO: Amount = { count: 0, weight: '0' };

/** SQL: the counted votes of the voting (item, subject, choice, weight). */
function countedVotes(votingId: string) {
  return sql`select vt.item_id, vt.subject_tax_id, vt.choice, vt.weight, vt.voter_id, vt.represented_party_id, vt.cast_at,
      b.submitted_at
    from votes vt
    join ballots b on b.company_id = vt.company_id and b.id = vt.ballot_id
    join voters vo on vo.company_id = vt.company_id and vo.id = vt.voter_id
    join votings v on v.company_id = vt.company_id and v.id = vt.voting_id
    where vt.voting_id = ${votingId} and ${COUNTED} and v.status <> 'cancelled'`;
}

const canonical = (weight: string | null) => canonicalDecimal(weight ?? '0');

/** The voting's eligible subjects and their weight (see above). */
export async function loadEligible(trx: TenantTransaction, voting: LockedVoting): Promise<Amount> {
  const company = sql.val(voting.company_id);
  const votingId = sql.val(voting.id);
  const { rows } = await sql<{ count: number; weight: string }>`
    with voted as (select subject_tax_id, max(weight) as weight from (${countedVotes(voting.id)}) c
                   group by subject_tax_id),
    subjects as (
      select tax_id, weight from voters where company_id = ${company} and voting_id = ${votingId} and status = 'active'
      union all
      ${representedSubjectsSql(company, votingId)})
    select count(*)::int as count, coalesce(sum(coalesce(vv.weight, s.weight)), 0)::text as weight
    from subjects s left join voted vv on vv.subject_tax_id = s.tax_id`.execute(trx);
  const row = rows[0]!;
  return { count: row.count, weight: canonical(row.weight) };
}

/** Each item's totals: counted votes per choice, and the voting's eligible subjects (loadEligible's). */
export async function loadItemTotals(
  trx: TenantTransaction,
  voting: LockedVoting,
  eligible: Amount,
): Promise<Map<string, ItemVoteTotals>> {
  const { rows: choices } = await sql<{ item_id: string; choice: VoteChoice; count: number; weight: string }>`
    with counted as (${countedVotes(voting.id)})
    select item_id, choice, count(*)::int as count, sum(weight)::text as weight
    from counted group by item_id, choice`.execute(trx);
  const items = await trx
    .selectFrom('voting_items')
    .select('id')
    .where('voting_id', '=', voting.id)
    .execute();

  const totals = new Map<string, ItemVoteTotals>();
  for (const item of items) {
    totals.set(item.id, { approve: ZERO, reject: ZERO, abstain: ZERO, conflict: ZERO, eligible });
  }
  for (const row of choices) {
    const item = totals.get(row.item_id);
    if (item) item[row.choice] = { count: row.count, weight: canonical(row.weight) };
  }
  return totals;
}

function contractTally(
  item: { id: string; position: number; title: string },
  totals: ItemVoteTotals,
  weighting: LockedVoting['weighting'],
): ContractItemTally {
  const tally = tallyItem(totals, weighting);
  const amount = (value: Amount) => ({ count: value.count, weight: value.weight });
  return {
    itemId: item.id,
    position: item.position,
    title: item.title,
    approve: amount(tally.options.approve),
    reject: amount(tally.options.reject),
    abstain: amount(tally.options.abstain),
    conflict: amount(tally.conflict),
    quorumBase: amount(tally.quorumBase),
    participation: participationShare(tally),
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Subjects (voters and represented parties) whose counted vote was in by each point — the last point is the voting's
 * participation.voted.total: hourly over a span of up to two days, daily beyond; from the opening (or the first
 * ballot) to the close (or now), each point at the end of its bucket.
 */
async function participationOverTime(
  trx: TenantTransaction,
  voting: LockedVoting,
  now: Date,
): Promise<ParticipationPoint[]> {
  if (voting.status === 'draft' || voting.status === 'cancelled') return [];
  const { rows } = await sql<{ first_at: Date | string }>`
    select min(c.submitted_at) as first_at from (${countedVotes(voting.id)}) c
    group by c.subject_tax_id order by 1`.execute(trx);
  const firsts = rows.map((row) => new Date(row.first_at).getTime());
  const opened = voting.opens_at ? new Date(voting.opens_at).getTime() : firsts[0];
  if (opened === undefined) return [];
  const start = Math.min(opened, firsts[0] ?? opened);
  const endOfVoting = voting.closed_at ?? voting.deadline;
  const end = Math.max(start, Math.min(now.getTime(), new Date(endOfVoting).getTime()));
  const bucket = end - start <= 2 * DAY ? HOUR : DAY;
  // Hourly buckets start on the hour; daily ones at midnight in the product's time zone (domain's TIME_ZONE).
  const first = bucket === HOUR ? Math.floor(start / HOUR) * HOUR : startOfDayInZone(start);

  const points: ParticipationPoint[] = [{ at: new Date(start).toISOString(), voted: 0 }];
  let index = 0;
  for (let at = first + bucket; ; at += bucket) {
    const pointAt = Math.min(at, end);
    while (index < firsts.length && firsts[index]! <= pointAt) index++;
    points.push({ at: new Date(pointAt).toISOString(), voted: index });
    if (pointAt >= end) break;
  }
  return points;
}

export async function votingResults(
  trx: TenantTransaction,
  voting: LockedVoting,
  now: Date,
): Promise<VotingResults> {
  const items = await trx
    .selectFrom('voting_items')
    .select(['id', 'position', 'title'])
    .where('voting_id', '=', voting.id)
    .orderBy('position')
    .execute();
  const eligible = await loadEligible(trx, voting);
  const totals = await loadItemTotals(trx, voting, eligible);
  const empty: ItemVoteTotals = {
    approve: ZERO,
    reject: ZERO,
    abstain: ZERO,
    conflict: ZERO,
    eligible: ZERO,
  };
  return {
    votingId: voting.id,
    weighting: voting.weighting,
    eligible,
    items: items.map((item) => contractTally(item, totals.get(item.id) ?? empty, voting.weighting)),
    participationOverTime: await participationOverTime(trx, voting, now),
    updatedAt: now.toISOString(),
  };
}
