import type { VotingBatch } from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';

// The batch's detail screen: the batch with each fund's progress, and the bulk publish of its draft children.

const batchPath = (batchId: string) => ({ params: { path: { batchId } } });

/** GET /voting-batches/{batchId} (getVotingBatch). */
export async function getVotingBatch(batchId: string): Promise<VotingBatch> {
  const { data } = await api.GET('/voting-batches/{batchId}', batchPath(batchId));
  return unwrap(data).votingBatch;
}

/** POST /voting-batches/{batchId}/publish (publishVotingBatch): the selected children, or every draft one. */
export async function publishVotingBatch(
  batchId: string,
  votingIds: readonly string[] | null,
): Promise<{ votingBatch: VotingBatch; published: string[] }> {
  const { data } = await api.POST('/voting-batches/{batchId}/publish', {
    ...batchPath(batchId),
    body: votingIds ? { votingIds: [...votingIds] } : {},
  });
  return unwrap(data);
}
