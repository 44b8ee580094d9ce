import { proxy, subscribe } from 'valtio';
import type { Pagination, VotingBatchSummary } from '@backoffice/api-client';
import { DEFAULT_PAGE_SIZE, type SortDirection } from '@backoffice/domain';
import {
  changeListQuery,
  pageInsteadOfEmpty,
  pageRange,
  type ListQuery,
} from '@admin/components/ListPage/list-query';
import { authStore } from '@admin/stores/auth';
import { listVotingBatches, type VotingBatchesQuery, type VotingBatchesSortBy } from '../api/voting-batches';

// The state of /batch-votings/list (spec §3: `votingBatches` plus pagination {total, offset, limit, sortDirection,
// sortBy}), the query that asks for it (search, sort, page) and how its page is loaded.

export const BATCHES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface BatchVotingsListState extends ListQuery<VotingBatchesSortBy> {
  /** The page of batches, in the server's order. */
  votingBatches: VotingBatchSummary[];
  /** What the server answered for that page. */
  pagination: Pagination;
  load: 'idle' | 'loading' | 'ready' | 'failed';
  /** True once a page has arrived: later loads keep the table on screen. */
  loaded: boolean;
}

const initialState = (): BatchVotingsListState => ({
  search: '',
  sortBy: 'createdAt',
  sortDirection: 'desc',
  page: 1,
  votingBatches: [],
  pagination: { total: 0, offset: 0, limit: BATCHES_PAGE_SIZE, sortBy: 'createdAt', sortDirection: 'desc' },
  load: 'idle',
  loaded: false,
});

export const batchVotingsList = proxy<BatchVotingsListState>(initialState());

export function resetBatchVotingsList(): void {
  latest += 1;
  Object.assign(batchVotingsList, initialState());
}

// Signing out forgets the page (the next user may see another company's workspaces).
subscribe(authStore, () => {
  if (!authStore.token && batchVotingsList.load !== 'idle') resetBatchVotingsList();
});

/** True when a search narrows the list (an empty answer then means "nothing matches"). */
export const isFiltered = (state: Pick<BatchVotingsListState, 'search'>) => Boolean(state.search.trim());

function currentQuery(state: BatchVotingsListState = batchVotingsList): VotingBatchesQuery {
  const { search, sortBy, sortDirection, page } = state;
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    sortBy,
    sortDirection,
    ...pageRange(page, BATCHES_PAGE_SIZE),
  };
}

let latest = 0;

/** Loads the page of the current query; an answer to an older query is dropped. */
export async function loadBatchVotings(): Promise<void> {
  const request = ++latest;
  batchVotingsList.load = 'loading';
  try {
    const { votingBatches, pagination } = await listVotingBatches(currentQuery());
    if (request !== latest) return;
    const instead = pageInsteadOfEmpty(
      batchVotingsList.page,
      votingBatches.length,
      pagination.total,
      BATCHES_PAGE_SIZE,
    );
    if (instead !== null) {
      batchVotingsList.page = instead;
      return loadBatchVotings();
    }
    Object.assign(batchVotingsList, { votingBatches, pagination, load: 'ready', loaded: true });
  } catch (error) {
    if (request !== latest) return;
    console.error('Batch votings list failed', error);
    batchVotingsList.load = 'failed';
  }
}

function changeQuery(change: Partial<BatchVotingsListState>): Promise<void> {
  return changeListQuery(batchVotingsList, change) ? loadBatchVotings() : Promise.resolve();
}

export const setSearch = (search: string) => changeQuery({ search });
export const clearFilters = () => changeQuery({ search: '' });
export const setSort = (sortBy: VotingBatchesSortBy, sortDirection: SortDirection) =>
  changeQuery({ sortBy, sortDirection });
export const setPage = (page: number) => changeQuery({ page });
