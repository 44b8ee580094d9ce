import { proxy } from 'valtio';
import type { WorkspaceSummary } from '@backoffice/api-client';
import { DEFAULT_PAGE_SIZE, type SortDirection } from '@backoffice/domain';
import {
  changeListQuery,
  pageInsteadOfEmpty,
  pageRange,
  type ListQuery,
} from '@admin/components/ListPage/list-query';
import { listWorkspaces, type WorkspaceSortKey } from '../api/workspaces';

// The workspaces list screen: its query (search, sort, page — all answered by the server) and the page it shows.

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface WorkspaceListState extends ListQuery<WorkspaceSortKey> {
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
      ...pageRange(page, DEFAULT_PAGE_SIZE),
    });
    if (request !== latest) return;
    // A page past the end (the last row of the last page was deleted): go back to the last page there is.
    const instead = pageInsteadOfEmpty(page, workspaces.length, pagination.total, DEFAULT_PAGE_SIZE);
    if (instead !== null) {
      workspaceListStore.page = instead;
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

/** A change of the query loads the list again (from the first page, unless the page is what changes). */
function changeQuery(change: Partial<WorkspaceListState>): void {
  if (changeListQuery(workspaceListStore, change)) void loadWorkspaces();
}

export const setSearch = (search: string) => changeQuery({ search });
export const setSort = (sortBy: WorkspaceSortKey, sortDirection: SortDirection) =>
  changeQuery({ sortBy, sortDirection });
export const setPage = (page: number) => changeQuery({ page });
