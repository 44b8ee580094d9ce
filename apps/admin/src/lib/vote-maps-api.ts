import type { VoteMap, VoteMapKind } from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';

// The vote maps' calls (issue 19), shared by the voting detail's list and the batch detail's downloads.

/** GET /votings/{votingId}/vote-maps (listVoteMaps): a batch fund's three maps; none outside a batch. */
export async function listVoteMaps(votingId: string): Promise<VoteMap[]> {
  const { data } = await api.GET('/votings/{votingId}/vote-maps', { params: { path: { votingId } } });
  return unwrap(data).voteMaps;
}

/** GET /votings/{votingId}/vote-maps/{kind}.csv (downloadFundVoteMap): 409 vote_map_not_ready until written. */
export async function downloadFundVoteMap(votingId: string, kind: VoteMapKind): Promise<Blob> {
  const { data } = await api.GET('/votings/{votingId}/vote-maps/{kind}.csv', {
    params: { path: { votingId, kind } },
    parseAs: 'blob',
  });
  return unwrap(data);
}

/** GET /voting-batches/{batchId}/vote-maps/{kind}.csv (downloadBatchVoteMap): every fund's written map of a kind. */
export async function downloadBatchVoteMap(batchId: string, kind: VoteMapKind): Promise<Blob> {
  const { data } = await api.GET('/voting-batches/{batchId}/vote-maps/{kind}.csv', {
    params: { path: { batchId, kind } },
    parseAs: 'blob',
  });
  return unwrap(data);
}
