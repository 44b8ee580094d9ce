import { sql } from 'kysely';
import type { Voter, VoterParticipation } from '@backoffice/api-client';
import { canonicalDecimal, isAccessLocked } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso, toIsoOrNull } from '../../db/timestamps.ts';
import { lastInvitations, type LastInvitation } from '../voting-dispatch/last-invitations.ts';

// A voter as the contract shows it: its row, plus what the votes say (participation, votedAt), its latest
// invitation (from the dispatch deliveries) and how many parties it represents. Participation: `voided` for a
// voided voter; `completed` for an active voter with a vote on every item of the voting (its own or, as an
// attorney, a represented party's); `pending` for every other active voter.

/** The voters of one voting, each with the count of items it has voted on and when it last voted (alias p). */
export function votersWithVotes(trx: TenantTransaction, votingId: string) {
  const votes = trx
    .selectFrom('votes')
    .select([
      'voter_id',
      sql<string | number>`count(distinct item_id)`.as('items_voted'),
      sql<Date | string>`max(cast_at)`.as('voted_at'),
    ])
    .where('voting_id', '=', votingId)
    .groupBy('voter_id');
  return trx
    .selectFrom('voters as v')
    .leftJoin(votes.as('p'), 'p.voter_id', 'v.id')
    .where('v.voting_id', '=', votingId);
}

/** The voters query before its selection: filters and sorts apply to it. */
export type VotersQuery = ReturnType<typeof votersWithVotes>;

/** How many items the voting has: a voter is done when it voted on that many (never for a voting without items). */
export async function countItems(trx: TenantTransaction, votingId: string): Promise<number> {
  const row = await trx
    .selectFrom('voting_items')
    .select(sql<string | number>`count(*)`.as('items'))
    .where('voting_id', '=', votingId)
    .executeTakeFirstOrThrow();
  return Number(row.items);
}

export function whereParticipation(
  query: VotersQuery,
  participation: VoterParticipation,
  items: number,
): VotersQuery {
  if (participation === 'voided') return query.where('v.status', '=', 'voided');
  const active = query.where('v.status', '=', 'active');
  const done = sql<boolean>`${items > 0} and coalesce(p.items_voted, 0) >= ${items}`;
  return participation === 'completed' ? active.where(done) : active.where(sql<boolean>`not (${done})`);
}

export const VOTER_COLUMNS = [
  'v.id',
  'v.name',
  'v.tax_id_type',
  'v.tax_id',
  'v.email',
  'v.phone',
  'v.weight',
  'v.status',
  'v.void_reason',
  'v.voided_at',
  'v.created_at',
  'p.items_voted',
  'p.voted_at',
] as const;

export function selectVoterColumns(query: VotersQuery) {
  return query.select(VOTER_COLUMNS);
}

type VoterRow = Awaited<ReturnType<ReturnType<typeof selectVoterColumns>['executeTakeFirstOrThrow']>>;

function participationOf(row: VoterRow, items: number): VoterParticipation {
  if (row.status === 'voided') return 'voided';
  return items > 0 && Number(row.items_voted ?? 0) >= items ? 'completed' : 'pending';
}

/** The rows as the contract's voters, with their latest invitation and represented parties read for them. */
export async function toVoters(
  trx: TenantTransaction,
  votingId: string,
  rows: readonly VoterRow[],
  items: number,
): Promise<Voter[]> {
  const ids = rows.map((row) => row.id);
  const [invitations, represented, locks] = await Promise.all([
    lastInvitations(trx, votingId, ids),
    representedCounts(trx, votingId, ids),
    accessLocks(trx, votingId, ids, new Date()),
  ]);
  return rows.map((row) => ({
    ...toVoter(row, items, invitations.get(row.id) ?? null, represented.get(row.id) ?? 0),
    accessLockedUntil: locks.get(row.id) ?? null,
  }));
}

function toVoter(
  row: VoterRow,
  items: number,
  lastInvitation: LastInvitation | null,
  represented: number,
): Omit<Voter, 'accessLockedUntil'> {
  return {
    id: row.id,
    name: row.name,
    taxIdType: row.tax_id_type,
    taxId: row.tax_id,
    email: row.email,
    phone: row.phone,
    weight: canonicalDecimal(row.weight),
    status: row.status,
    participation: participationOf(row, items),
    voidReason: row.void_reason,
    voidedAt: toIsoOrNull(row.voided_at),
    votedAt: row.voted_at === null ? null : toIso(row.voted_at),
    lastInvitation,
    representedParties: represented,
    createdAt: toIso(row.created_at),
  };
}

async function representedCounts(
  trx: TenantTransaction,
  votingId: string,
  voterIds: readonly string[],
): Promise<Map<string, number>> {
  if (voterIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('represented_parties')
    .select(['attorney_voter_id', sql<string | number>`count(*)`.as('parties')])
    .where('voting_id', '=', votingId)
    .where('attorney_voter_id', 'in', voterIds)
    .groupBy('attorney_voter_id')
    .execute();
  return new Map(rows.map((row) => [row.attorney_voter_id, Number(row.parties)]));
}

/**
 * Until when each of these voters is locked out of the portal (too many wrong tries: voter-portal/voter-access.ts),
 * for those locked at `now` only.
 */
async function accessLocks(
  trx: TenantTransaction,
  votingId: string,
  voterIds: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  if (voterIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('voter_access')
    .select(['voter_id', 'locked_until'])
    .where('voting_id', '=', votingId)
    .where('voter_id', 'in', voterIds)
    .where('locked_until', '>', now)
    .execute();
  return new Map(
    rows.flatMap((row) =>
      isAccessLocked(row.locked_until, now) ? [[row.voter_id, toIso(row.locked_until!)] as const] : [],
    ),
  );
}

/** One voter of the voting as the contract shows it, or undefined. */
export async function loadVoter(
  trx: TenantTransaction,
  votingId: string,
  voterId: string,
): Promise<Voter | undefined> {
  const row = await selectVoterColumns(
    votersWithVotes(trx, votingId).where('v.id', '=', voterId),
  ).executeTakeFirst();
  if (!row) return undefined;
  const [voter] = await toVoters(trx, votingId, [row], await countItems(trx, votingId));
  return voter;
}
