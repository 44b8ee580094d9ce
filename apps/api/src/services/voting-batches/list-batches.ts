import type { Pagination, VotingBatchSummary, VotingStatus, operations } from '@backoffice/api-client';
import { batchStatus } from '@backoffice/domain';
import { countRows, orderByName, whereEveryWord } from '../../db/search.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso, toIsoOrNull } from '../../db/timestamps.ts';
import { effectiveStatusSql } from '../votings/voting-status.ts';

export type BatchListQuery = NonNullable<operations['listVotingBatches']['parameters']['query']>;

/**
 * One page of the workspace's batches (the spec's `votingBatches` with its pagination). `search`: every word in the
 * title (case and accents ignored); sorted by creation, deadline or title, then by id so pages never overlap. Each
 * batch's status comes from its children's effective statuses (packages/domain batchStatus), read for the page only.
 */
export async function listVotingBatches(
  trx: TenantTransaction,
  workspaceId: string,
  query: BatchListQuery,
  now: Date,
): Promise<{ votingBatches: VotingBatchSummary[]; pagination: Pagination }> {
  const sortBy = query.sortBy ?? 'createdAt';
  const sortDirection = query.sortDirection ?? 'desc';
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;

  const base = whereEveryWord(
    trx.selectFrom('voting_batches as b').where('b.workspace_id', '=', workspaceId),
    query.search,
    ['b.title'],
  );
  const total = await countRows(base);
  let page = base.select(['b.id', 'b.title', 'b.kind', 'b.opens_at', 'b.deadline', 'b.created_at']);
  if (sortBy === 'title') page = orderByName(page, 'b.title', sortDirection);
  else page = page.orderBy(sortBy === 'createdAt' ? 'b.created_at' : 'b.deadline', sortDirection);
  const rows = await page.orderBy('b.id', sortDirection).offset(offset).limit(limit).execute();

  const ids = rows.map((row) => row.id);
  const children = ids.length
    ? await trx
        .selectFrom('votings as v')
        .select(['v.batch_id', effectiveStatusSql('v', now).as('status')])
        .where('v.batch_id', 'in', ids)
        .execute()
    : [];
  const statusesOf = new Map<string, VotingStatus[]>();
  for (const child of children) {
    const list = statusesOf.get(child.batch_id!) ?? [];
    list.push(child.status);
    statusesOf.set(child.batch_id!, list);
  }

  return {
    votingBatches: rows.map((row) => {
      const statuses = statusesOf.get(row.id) ?? [];
      return {
        id: row.id,
        title: row.title,
        kind: row.kind,
        status: batchStatus(statuses).status,
        funds: statuses.length,
        opensAt: toIsoOrNull(row.opens_at),
        deadline: toIso(row.deadline),
        createdAt: toIso(row.created_at),
      };
    }),
    pagination: { total, offset, limit, sortBy, sortDirection },
  };
}
