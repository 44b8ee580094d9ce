import type { Pagination, VotingBatchSummary } from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import { normalizeForSearch } from '@backoffice/domain';
import { delay } from 'msw';
import { callerOf, type FeatureHandlers } from '../fake-feature';
import { fail } from '../votings/refusals';
import { fakeBatchVotings, type BatchVotingsFakeState, type FakeBatchRow } from './state';

// listVotingBatches as the server answers it: every word of the search in the title (case and accents ignored), the
// sort (createdAt, deadline or title; ties by id, so pages never overlap) and the page, over the current workspace.

const toSummary = ({
  workspaceId: _workspace,
  batch: _batch,
  ...summary
}: FakeBatchRow): VotingBatchSummary => summary;

type SortBy = 'createdAt' | 'deadline' | 'title';

function listAnswer(
  state: BatchVotingsFakeState,
  workspaceId: string,
  url: URL,
): { votingBatches: VotingBatchSummary[]; pagination: Pagination } {
  const query = url.searchParams;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const sortBy = (query.get('sortBy') ?? 'createdAt') as SortBy;
  const sortDirection = (query.get('sortDirection') ?? 'desc') as Pagination['sortDirection'];
  const words = normalizeForSearch(query.get('search') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const found = state.batches
    .filter((row) => row.workspaceId === workspaceId)
    .filter((row) => words.every((word) => normalizeForSearch(row.title).includes(word)))
    .sort((a, b) => {
      const order =
        sortBy === 'title' ? a.title.localeCompare(b.title, 'pt-BR') : a[sortBy].localeCompare(b[sortBy]);
      return (sortDirection === 'desc' ? -order : order) || a.id.localeCompare(b.id);
    });
  return {
    votingBatches: found.slice(offset, offset + limit).map(toSummary),
    pagination: { total: found.length, offset, limit, sortBy, sortDirection },
  };
}

export const batchListHandlers: FeatureHandlers = (options) => [
  http.get('/voting-batches', ({ request, response }) => {
    const state = fakeBatchVotings(options);
    if (state.listPending) return delay('infinite');
    if (state.failList) return refuse(response, fail(500, 'internal'));
    return response(200).json(
      listAnswer(state, callerOf(options).currentWorkspaceId ?? '', new URL(request.url)),
    );
  }),
];
