import { proxy, subscribe } from 'valtio';
import type { VotingStatus } from '@backoffice/api-client';
import { DEFAULT_PAGE_SIZE, type SortDirection } from '@backoffice/domain';
import {
  changeListQuery,
  pageInsteadOfEmpty,
  pageRange,
  type ListQuery,
} from '@admin/components/ListPage/list-query';
import { authStore } from '@admin/stores/auth';
import { listVotings, type VotingsQuery, type VotingsSortBy } from '../api/votings';
import { mergeVotings, votingsStore } from './votings';

// The query of /votings/list (search, status filter, sort, page) and how its page is loaded. The rows themselves live
// in the votings store (votings + pagination), merged by id: the live refresh updates a row in place.

export const VOTINGS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** How often the page is asked again while one of its votings is open (and the tab is visible). */
export const LIVE_REFRESH_MS = 20_000;

export interface VotingsListState extends ListQuery<VotingsSortBy> {
  status: VotingStatus | null;
  load: 'idle' | 'loading' | 'ready' | 'failed';
  /** True once a page has arrived: later loads keep the table on screen. */
  loaded: boolean;
}

const initialState = (): VotingsListState => ({
  search: '',
  status: null,
  sortBy: 'createdAt',
  sortDirection: 'desc',
  page: 1,
  load: 'idle',
  loaded: false,
});

export const votingsList = proxy<VotingsListState>(initialState());

export function resetVotingsList(): void {
  latest += 1;
  Object.assign(votingsList, initialState());
}

subscribe(authStore, () => {
  if (!authStore.token && votingsList.load !== 'idle') resetVotingsList();
});

/** True when a search or the status filter narrows the list (an empty answer then means "nothing matches"). */
export function isFiltered(state: Pick<VotingsListState, 'search' | 'status'>): boolean {
  return Boolean(state.search.trim() || state.status);
}

export function currentQuery(state: VotingsListState = votingsList): VotingsQuery {
  const { search, status, sortBy, sortDirection, page } = state;
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(status ? { status } : {}),
    sortBy,
    sortDirection,
    ...pageRange(page, VOTINGS_PAGE_SIZE),
  };
}

let latest = 0;

/**
 * Loads the page of the current query and merges it into the votings store by id; an answer to an older query is
 * dropped. `quiet` (the live refresh) keeps the screen as it is while asking and on a failure.
 */
export async function loadVotings({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
  const request = ++latest;
  if (!quiet) votingsList.load = 'loading';
  try {
    const { votings, pagination } = await listVotings(currentQuery());
    if (request !== latest) return;
    const instead = pageInsteadOfEmpty(votingsList.page, votings.length, pagination.total, VOTINGS_PAGE_SIZE);
    if (instead !== null) {
      votingsList.page = instead;
      return loadVotings({ quiet });
    }
    mergeVotings(votings, pagination);
    votingsList.load = 'ready';
    votingsList.loaded = true;
  } catch (error) {
    if (request !== latest) return;
    console.error('Votings list failed', error);
    if (!quiet) votingsList.load = 'failed';
  }
}

/** True while a voting of the page can still receive votes (or open by itself): its counts move. */
export function pageIsLive(): boolean {
  return votingsStore.votings.some((voting) => voting.status === 'open' || voting.status === 'scheduled');
}

function changeQuery(change: Partial<VotingsListState>): Promise<void> {
  return changeListQuery(votingsList, change) ? loadVotings() : Promise.resolve();
}

export const setSearch = (search: string) => changeQuery({ search });
export const setStatusFilter = (status: VotingStatus | null) => changeQuery({ status });
export const clearFilters = () => changeQuery({ search: '', status: null });
export const setSort = (sortBy: VotingsSortBy, sortDirection: SortDirection) =>
  changeQuery({ sortBy, sortDirection });
export const setPage = (page: number) => changeQuery({ page });
