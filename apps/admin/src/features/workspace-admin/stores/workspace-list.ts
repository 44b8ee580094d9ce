import { proxy } from 'valtio';
import type { WorkspaceSummary } from '@backoffice/api-client';
import { DEFAULT_PAGE_SIZE } from '@backoffice/domain';
import { listWorkspaces, type WorkspaceSortKey } from '../api/workspaces';

// The workspaces list screen: its query (search, sort, page — all answered by the server) and the page it shows.

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface WorkspaceListState {
  search: string;
  sortBy: WorkspaceSortKey;
  sortDirection: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  status: ListStatus;
  /** The rows shown; kept while the next page loads, so the table does not jump. */
  rows: WorkspaceSummary[];
  total: number;
  /** The search the rows answer (the empty state names it). */
  shownSearch: string;
  /** True once a first page has arrived: later loads keep the table on screen. */
  loaded: boolean;
}

const initialState = (): WorkspaceListState => ({
  search: '',
  sortBy: 'name',
  sortDirection: 'asc',
  page: 1,
  status: 'loading',
  rows: [],
  total: 0,
  shownSearch: '',
  loaded: false,
});

export const workspaceListStore = proxy<WorkspaceListState>(initialState());

export function resetWorkspaceList(): void {
  Object.assign(workspaceListStore, initialState());
}

let latest = 0;

/** Loads the page the query asks for; an answer that a newer query has overtaken is dropped. */
export async function loadWorkspaces(): Promise<void> {
  const request = ++latest;
  const { search, sortBy, sortDirection, page } = workspaceListStore;
  workspaceListStore.status = 'loading';
  try {
    const { workspaces, pagination } = await listWorkspaces({
      search,
      sortBy,
      sortDirection,
      offset: (page - 1) * DEFAULT_PAGE_SIZE,
      limit: DEFAULT_PAGE_SIZE,
    });
    if (request !== latest) return;
    // A page past the end (the last row of the last page was deleted): go back to the last page there is.
    const lastPage = Math.max(1, Math.ceil(pagination.total / DEFAULT_PAGE_SIZE));
    if (workspaces.length === 0 && page > lastPage) {
      workspaceListStore.page = lastPage;
      return loadWorkspaces();
    }
    Object.assign(workspaceListStore, {
      rows: workspaces,
      total: pagination.total,
      shownSearch: search,
      status: 'ready',
      loaded: true,
    });
  } catch (error) {
    if (request !== latest) return;
    console.error('Workspace list failed', error);
    workspaceListStore.status = 'failed';
  }
}

/** A new search starts at the first page. */
export function setSearch(search: string): void {
  if (search === workspaceListStore.search) return;
  workspaceListStore.search = search;
  workspaceListStore.page = 1;
  void loadWorkspaces();
}

export function setSort(sortBy: WorkspaceSortKey, sortDirection: 'asc' | 'desc'): void {
  workspaceListStore.sortBy = sortBy;
  workspaceListStore.sortDirection = sortDirection;
  workspaceListStore.page = 1;
  void loadWorkspaces();
}

export function setPage(page: number): void {
  workspaceListStore.page = page;
  void loadWorkspaces();
}
