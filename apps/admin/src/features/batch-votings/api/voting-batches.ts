import type {
  MessageTemplate,
  Pagination,
  VotingBatch,
  VotingBatchInput,
  VotingBatchSummary,
  operations,
} from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';

// The batch votings operations of the contract (openapi/paths/voting-batches*.yaml) that the list and the new-batch
// screen's details call; the holders spreadsheet's calls are in holder-imports.ts (loaded with its panel). Failures
// reject with the client's ApiError; a 401 has already sent the app to sign-in.

export type VotingBatchesQuery = NonNullable<operations['listVotingBatches']['parameters']['query']>;
export type VotingBatchesSortBy = NonNullable<VotingBatchesQuery['sortBy']>;

export interface VotingBatchesPage {
  votingBatches: VotingBatchSummary[];
  pagination: Pagination;
}

/** GET /voting-batches (listVotingBatches): one page, searched and sorted by the server. */
export async function listVotingBatches(
  query: VotingBatchesQuery,
  signal?: AbortSignal,
): Promise<VotingBatchesPage> {
  const { data } = await api.GET('/voting-batches', { params: { query }, signal });
  return unwrap(data);
}

/** POST /voting-batches (createVotingBatch): a draft batch, with no child voting yet. */
export async function createVotingBatch(body: VotingBatchInput): Promise<VotingBatch> {
  const { data } = await api.POST('/voting-batches', { body });
  return unwrap(data).votingBatch;
}

/** GET /templates?kind=ballot (listTemplates): the workspace's invitation templates the batch's votings may use. */
export async function listBallotTemplates(signal?: AbortSignal): Promise<MessageTemplate[]> {
  const { data } = await api.GET('/templates', {
    params: { query: { kind: 'ballot', sortBy: 'name', sortDirection: 'asc', offset: 0, limit: 100 } },
    signal,
  });
  return unwrap(data).templates;
}
