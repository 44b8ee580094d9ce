import { sql } from 'kysely';
import type {
  ItemTally as ContractItemTally,
  ParticipationPoint,
  VotingResults,
} from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { decimalToString, parseDecimal } from '../../reports/decimal.ts';
import { tallyItem, type Amount, type ItemVoteTotals } from '../../reports/tally-item.ts';
import type { VoteChoice } from '../../reports/report-data.ts';
import type { LockedVoting } from './audit-log.ts';

// The totals of a voting, per item, from the database: what the overview shows live and the minutes print. The
// arithmetic (conflict apart and out of the quorum base, shares) is tallyItem's (reports/tally-item.ts); this file
// decides what is counted:
// - a vote counts when its ballot is 'counted' (not under review, not returned) and whoever cast it is an active
//   voter (a voided voter's votes — and the parties it voted for as attorney — are left out); nothing counts in a
//   cancelled voting;
// - eligible on an item: every active voter (with its weight), plus every other subject with a counted vote on it
//   (represented parties), where a subject that voted weighs what its vote weighs. So the votes of an item never
//   exceed its eligible subjects, by head or by weight.

const ZERO: Amount = { count: 0, weight: '0' };

/** SQL: the counted votes of the voting (item, subject, choice, weight). */
function countedVotes(votingId: string) {
  return sql`select vt.item_id, vt.subject_tax_id, vt.choice, vt.weight, vt.voter_id, vt.represented_party_id, vt.cast_at
    from votes vt
    join ballots b on b.company_id = vt.company_id and b.id = vt.ballot_id
    join voters vo on vo.company_id = vt.company_id and vo.id = vt.voter_id
    join votings v on v.company_id = vt.company_id and v.id = vt.voting_id
    where vt.voting_id = ${votingId} and b.status = 'counted' and vo.status = 'active' and v.status <> 'cancelled'`;
}

const canonical = (weight: string | null) => decimalToString(parseDecimal(weight ?? '0'));

/** Each item's totals: counted votes per choice and its eligible subjects. */
export async function loadItemTotals(
  trx: TenantTransaction,
  votingId: string,
): Promise<Map<string, ItemVoteTotals>> {
  const { rows: choices } = await sql<{ item_id: string; choice: VoteChoice; count: number; weight: string }>`
    with counted as (${countedVotes(votingId)})
    select item_id, choice, count(*)::int as count, sum(weight)::text as weight
    from counted group by item_id, choice`.execute(trx);
  // eligible = active voters + subjects with a counted vote − the active voters among them (counted once, with
  // their vote's weight instead of the voter's).
  const { rows: eligible } = await sql<{ item_id: string; count: number; weight: string }>`
    with counted as (${countedVotes(votingId)}),
    active as (select count(*)::int as count, coalesce(sum(weight), 0) as weight
               from voters where voting_id = ${votingId} and status = 'active'),
    voted as (select item_id, count(*)::int as count, sum(weight) as weight from counted group by item_id),
    voters_voted as (
      select c.item_id, count(*)::int as count, sum(vo.weight) as weight
      from counted c join voters vo on vo.voting_id = ${votingId} and vo.status = 'active' and vo.tax_id = c.subject_tax_id
      group by c.item_id)
    select i.id as item_id,
      (a.count + coalesce(vv.count, 0) - coalesce(m.count, 0))::int as count,
      (a.weight + coalesce(vv.weight, 0) - coalesce(m.weight, 0))::text as weight
    from voting_items i cross join active a
    left join voted vv on vv.item_id = i.id
    left join voters_voted m on m.item_id = i.id
    where i.voting_id = ${votingId}`.execute(trx);

  const totals = new Map<string, ItemVoteTotals>();
  for (const row of eligible) {
    totals.set(row.item_id, {
      approve: ZERO,
      reject: ZERO,
      abstain: ZERO,
      conflict: ZERO,
      eligible: { count: row.count, weight: canonical(row.weight) },
    });
  }
  for (const row of choices) {
    const item = totals.get(row.item_id);
    if (item) item[row.choice] = { count: row.count, weight: canonical(row.weight) };
  }
  return totals;
}

/** The voting's eligible subjects: active voters plus the other subjects (represented parties) with counted votes. */
async function loadEligible(trx: TenantTransaction, votingId: string): Promise<Amount> {
  const { rows } = await sql<{ count: number; weight: string }>`
    with counted as (${countedVotes(votingId)}),
    others as (
      select c.subject_tax_id, max(c.weight) as weight from counted c
      where not exists (select 1 from voters x where x.voting_id = ${votingId} and x.status = 'active'
                        and x.tax_id = c.subject_tax_id)
      group by c.subject_tax_id),
    active as (select count(*)::int as count, coalesce(sum(weight), 0) as weight
               from voters where voting_id = ${votingId} and status = 'active')
    select (a.count + (select count(*) from others))::int as count,
      (a.weight + coalesce((select sum(weight) from others), 0))::text as weight
    from active a`.execute(trx);
  const row = rows[0]!;
  return { count: row.count, weight: canonical(row.weight) };
}

/** part ÷ whole as a share from 0 to 1 with 6 places ('0.75'); '0' when the whole is empty. */
export function shareOf(part: bigint, whole: bigint): string {
  if (whole <= 0n) return '0';
  const millionths = (part * 1_000_000n * 2n + whole) / (whole * 2n);
  return decimalToString(millionths);
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
    participation: {
      count: shareOf(BigInt(tally.present.count), BigInt(tally.quorumBase.count)),
      weight: shareOf(parseDecimal(tally.present.weight), parseDecimal(tally.quorumBase.weight)),
    },
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Daily buckets start at midnight in Brasília (UTC−3, no daylight saving since 2019). */
const BRASILIA_OFFSET = 3 * HOUR;

/**
 * Voters whose first counted ballot was in by each point: hourly over a span of up to two days, daily beyond;
 * from the opening (or the first ballot) to the close (or now), each point at the end of its bucket.
 */
async function participationOverTime(
  trx: TenantTransaction,
  voting: LockedVoting,
  now: Date,
): Promise<ParticipationPoint[]> {
  if (voting.status === 'draft' || voting.status === 'cancelled') return [];
  const { rows } = await sql<{ first_at: Date | string }>`
    select min(b.submitted_at) as first_at from ballots b
    join voters vo on vo.company_id = b.company_id and vo.id = b.voter_id and vo.status = 'active'
    where b.voting_id = ${voting.id} and b.status = 'counted'
    group by b.voter_id order by 1`.execute(trx);
  const firsts = rows.map((row) => new Date(row.first_at).getTime());
  const opened = voting.opens_at ? new Date(voting.opens_at).getTime() : firsts[0];
  if (opened === undefined) return [];
  const start = Math.min(opened, firsts[0] ?? opened);
  const endOfVoting = voting.closed_at ?? voting.deadline;
  const end = Math.max(start, Math.min(now.getTime(), new Date(endOfVoting).getTime()));
  const bucket = end - start <= 2 * DAY ? HOUR : DAY;
  const origin = bucket === HOUR ? 0 : BRASILIA_OFFSET;
  const first = Math.floor((start - origin) / bucket) * bucket + origin;

  const points: ParticipationPoint[] = [{ at: new Date(start).toISOString(), voters: 0 }];
  let index = 0;
  for (let at = first + bucket; ; at += bucket) {
    const pointAt = Math.min(at, end);
    while (index < firsts.length && firsts[index]! <= pointAt) index++;
    points.push({ at: new Date(pointAt).toISOString(), voters: index });
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
  const totals = await loadItemTotals(trx, voting.id);
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
    eligible: await loadEligible(trx, voting.id),
    items: items.map((item) => contractTally(item, totals.get(item.id) ?? empty, voting.weighting)),
    participationOverTime: await participationOverTime(trx, voting, now),
    updatedAt: now.toISOString(),
  };
}
