import type { VotingBatch, VotingBatchChildResult } from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';

// The batch's bulk actions on its children (the selection, or every open one when `votingIds` is null): remind the
// pending voters, extend the deadline, close now. Each answers the batch after it and every child's result.

export interface BulkAnswer {
  votingBatch: VotingBatch;
  results: VotingBatchChildResult[];
}

const batchPath = (batchId: string) => ({ params: { path: { batchId } } });
const selection = (votingIds: readonly string[] | null) => (votingIds ? { votingIds: [...votingIds] } : {});

/** POST /voting-batches/{batchId}/remind-pending (remindVotingBatchPending). */
export async function remindBatchPending(
  batchId: string,
  votingIds: readonly string[] | null,
): Promise<BulkAnswer> {
  const { data } = await api.POST('/voting-batches/{batchId}/remind-pending', {
    ...batchPath(batchId),
    body: selection(votingIds),
  });
  return unwrap(data);
}

/** POST /voting-batches/{batchId}/extend-deadline (extendVotingBatchDeadline). */
export async function extendBatchDeadline(
  batchId: string,
  votingIds: readonly string[] | null,
  deadline: string,
  reason: string,
): Promise<BulkAnswer> {
  const { data } = await api.POST('/voting-batches/{batchId}/extend-deadline', {
    ...batchPath(batchId),
    body: { ...selection(votingIds), deadline, reason },
  });
  return unwrap(data);
}

/** POST /voting-batches/{batchId}/close (closeVotingBatch). */
export async function closeBatch(
  batchId: string,
  votingIds: readonly string[] | null,
  reason: string,
): Promise<BulkAnswer> {
  const { data } = await api.POST('/voting-batches/{batchId}/close', {
    ...batchPath(batchId),
    body: { ...selection(votingIds), reason },
  });
  return unwrap(data);
}
