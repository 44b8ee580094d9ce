import type { VoteMap } from '@backoffice/api-client';
import { VOTE_MAP_KINDS, voteMapDueTimes, type VoteMapKind } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import { concatVoteMaps } from '../../reports/fund-vote-map-csv.ts';
import { Refusal } from '../refusal.ts';
import type { LockedVoting } from '../votings/audit-log.ts';

// Reading the vote maps the jobs wrote (vote-map-jobs.ts), in the caller's workspace transaction: row-level
// security keeps another workspace's or company's maps out, so a voting or batch that is not the caller's is simply
// not found. A map not written yet is 409 vote_map_not_ready.

const notReady = (kind: VoteMapKind) =>
  new Refusal('vote_map_not_ready', `The ${kind} vote map has not been generated yet`);

/** A batch fund's three maps (due from its current deadline, written or not); none for a voting outside a batch. */
export async function listVoteMaps(trx: TenantTransaction, voting: LockedVoting): Promise<VoteMap[]> {
  if (!voting.batch_id) return [];
  const written = await trx
    .selectFrom('vote_maps')
    .select(['kind', 'generated_at', 'size'])
    .where('voting_id', '=', voting.id)
    .execute();
  const due = voteMapDueTimes(voting.deadline);
  return VOTE_MAP_KINDS.map((kind) => {
    const row = written.find((map) => map.kind === kind);
    return {
      kind,
      dueAt: due[kind].toISOString(),
      generatedAt: row ? toIso(row.generated_at) : null,
      size: row ? row.size : null,
    };
  });
}

/** The map's CSV as written (409 until then). */
export async function fundVoteMap(
  trx: TenantTransaction,
  votingId: string,
  kind: VoteMapKind,
): Promise<string> {
  const row = await trx
    .selectFrom('vote_maps')
    .select('content')
    .where('voting_id', '=', votingId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) throw notReady(kind);
  return row.content;
}

/**
 * The batch's funds' maps of a kind under one header, by fund name: only the funds whose map is written (409 while
 * none is). Undefined when the workspace has no such batch.
 */
export async function batchVoteMap(
  trx: TenantTransaction,
  batchId: string,
  kind: VoteMapKind,
): Promise<{ title: string; content: string } | undefined> {
  const batch = await trx
    .selectFrom('voting_batches')
    .select('title')
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!batch) return undefined;
  const rows = await trx
    .selectFrom('vote_maps as m')
    .innerJoin('votings as v', (join) =>
      join.onRef('v.company_id', '=', 'm.company_id').onRef('v.id', '=', 'm.voting_id'),
    )
    .select('m.content')
    .where('v.batch_id', '=', batchId)
    .where('m.kind', '=', kind)
    .orderBy('v.fund_name')
    .orderBy('v.id')
    .execute();
  if (!rows.length) throw notReady(kind);
  return { title: batch.title, content: concatVoteMaps(rows.map((row) => row.content)) };
}
