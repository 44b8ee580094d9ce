import { proxy, subscribe } from 'valtio';
import type { Communication, CommunicationStatus } from '@backoffice/api-client';
import type { SortDirection } from '@backoffice/domain';
import {
  changeListQuery,
  pageInsteadOfEmpty,
  pageRange,
  type ListQuery,
} from '@admin/components/ListPage/list-query';
import { authStore } from '@admin/stores/auth';
import { listCommunications, type CommunicationsQuery } from '../api/communications';

// The communications list: the query (search, status, sort, page) kept while the user visits a communication and
// comes back, and the page the server answered for it. Newest first, as the server's default.

export const PAGE_SIZE = 20;

export type CommunicationsSortBy = 'createdAt' | 'name';

export interface CommunicationsListState extends ListQuery<CommunicationsSortBy> {
  statusFilter: CommunicationStatus | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  communications: Communication[];
  total: number;
}

const initialState = (): CommunicationsListState => ({
  search: '',
  statusFilter: null,
  sortBy: 'createdAt',
  sortDirection: 'desc',
  page: 1,
  status: 'idle',
  communications: [],
  total: 0,
});

export const communicationsListStore = proxy<CommunicationsListState>(initialState());

export function resetCommunicationsList(): void {
  Object.assign(communicationsListStore, initialState());
}

// Signing out (or a 401) ends the session: the next user starts with a fresh list.
subscribe(authStore, () => {
  if (!authStore.token && communicationsListStore.status !== 'idle') resetCommunicationsList();
});

/** True when a search or filter narrows the list (an empty answer then means "nothing matches"). */
export function isFiltered(state: Pick<CommunicationsListState, 'search' | 'statusFilter'>): boolean {
  return Boolean(state.search.trim() || state.statusFilter);
}

function currentQuery(): CommunicationsQuery {
  const { search, statusFilter, sortBy, sortDirection, page } = communicationsListStore;
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(statusFilter ? { status: statusFilter } : {}),
    sortBy,
    sortDirection,
    ...pageRange(page, PAGE_SIZE),
  };
}

let latest = 0;

/** Loads the page of the current query; an answer to an older query is dropped. */
export async function loadCommunications(): Promise<void> {
  const request = ++latest;
  communicationsListStore.status = 'loading';
  try {
    const { communications, pagination } = await listCommunications(currentQuery());
    if (request !== latest) return;
    const instead = pageInsteadOfEmpty(
      communicationsListStore.page,
      communications.length,
      pagination.total,
      PAGE_SIZE,
    );
    if (instead !== null) {
      communicationsListStore.page = instead;
      return loadCommunications();
    }
    communicationsListStore.communications = communications;
    communicationsListStore.total = pagination.total;
    communicationsListStore.status = 'ready';
  } catch (error) {
    if (request !== latest) return;
    console.error('Communications list failed', error);
    communicationsListStore.status = 'failed';
  }
}

/** A change of the query loads the list again (from the first page, unless the page is what changes). */
function changeQuery(change: Partial<CommunicationsListState>): Promise<void> {
  return changeListQuery(communicationsListStore, change) ? loadCommunications() : Promise.resolve();
}

export const setSearch = (search: string) => changeQuery({ search });
export const setStatusFilter = (statusFilter: CommunicationStatus | null) => changeQuery({ statusFilter });
export const clearFilters = () => changeQuery({ search: '', statusFilter: null });
export const setSort = (sortBy: CommunicationsSortBy, sortDirection: SortDirection) =>
  changeQuery({ sortBy, sortDirection });
export const setPage = (page: number) => changeQuery({ page });
