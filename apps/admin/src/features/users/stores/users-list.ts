import { proxy } from 'valtio';
import type { User } from '@backoffice/api-client';
import { DEFAULT_PAGE_SIZE, type Role, type SortDirection } from '@backoffice/domain';
import {
  changeListQuery,
  pageInsteadOfEmpty,
  pageRange,
  type ListQuery,
} from '@admin/components/ListPage/list-query';
import { sessionStore } from '@admin/stores/session';
import { fetchUsers, type UserSortBy } from '../api/users';
import { SignedOutError } from '@admin/lib/api-client';

// The users list (server-side search, role filter, sort and pages). It outlives the screen: coming back from a
// user's form shows the same page, with the saved or deleted user merged in by id instead of a refetch.

export const USERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface UsersListState extends ListQuery<UserSortBy> {
  /** The company the rows belong to; another session starts over. */
  companyId: string | null;
  role: Role | null;
  status: ListStatus;
  /** True once a page has arrived: later loads keep the table and its header on screen. */
  loaded: boolean;
  users: User[];
  total: number;
  /** The rows may be out of date (a user was created): the next visit loads them again. */
  stale: boolean;
}

const initialState = (): UsersListState => ({
  companyId: null,
  search: '',
  role: null,
  sortBy: 'name',
  sortDirection: 'asc',
  page: 1,
  status: 'idle',
  loaded: false,
  users: [],
  total: 0,
  stale: false,
});

export const usersList = proxy<UsersListState>(initialState());

export function resetUsersList(): void {
  sequence += 1;
  Object.assign(usersList, initialState());
}

/** The caller's company: the one of their current workspace, or the loaded company. */
export function sessionCompanyId(): string | null {
  return sessionStore.user?.workspace?.companyId ?? sessionStore.company?.id ?? null;
}

let sequence = 0;

/**
 * Loads the page the list state asks for. Only the latest request lands; a `quiet` load keeps the rows and the
 * status as they are while it runs (a refresh after a delete).
 */
export async function loadUsers({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
  const companyId = sessionCompanyId();
  if (!companyId) return;
  const mine = ++sequence;
  usersList.companyId = companyId;
  if (!quiet) usersList.status = 'loading';
  try {
    const { users, pagination } = await fetchUsers(companyId, {
      ...(usersList.search.trim() ? { search: usersList.search.trim() } : {}),
      ...(usersList.role ? { role: usersList.role } : {}),
      sortBy: usersList.sortBy,
      sortDirection: usersList.sortDirection,
      ...pageRange(usersList.page, USERS_PAGE_SIZE),
    });
    if (mine !== sequence) return;
    // The page emptied since it was chosen (users deleted meanwhile): show the last one that has rows.
    const instead = pageInsteadOfEmpty(usersList.page, users.length, pagination.total, USERS_PAGE_SIZE);
    if (instead !== null) {
      usersList.page = instead;
      return loadUsers({ quiet });
    }
    Object.assign(usersList, { users, total: pagination.total, status: 'ready', loaded: true, stale: false });
  } catch (error) {
    if (mine !== sequence || error instanceof SignedOutError) return;
    console.error('Users list load failed', error);
    usersList.status = 'error';
  }
}

/** On entering the list: loads unless the rows on hand are this company's and current. */
export function ensureUsersLoaded(): Promise<void> {
  const companyId = sessionCompanyId();
  if (usersList.companyId !== companyId) resetUsersList();
  if (usersList.status === 'ready' && !usersList.stale) return Promise.resolve();
  if (usersList.status === 'loading') return Promise.resolve();
  return loadUsers();
}

/** A change of the query loads the list again (from the first page, unless the page is what changes). */
function changeQuery(change: Partial<UsersListState>): void {
  if (changeListQuery(usersList, change)) void loadUsers();
}

export const setSearch = (search: string) => changeQuery({ search });
export const setRoleFilter = (role: Role | null) => changeQuery({ role });
export const clearFilters = () => changeQuery({ search: '', role: null });
export const setSort = (sortBy: UserSortBy, sortDirection: SortDirection) =>
  changeQuery({ sortBy, sortDirection });
export const setPage = (page: number) => changeQuery({ page });

/** A saved user: replaced in place when on the page at hand; a new one makes the rows stale (its place is the
 * server's to say). */
export function mergeUser(user: User, created: boolean): void {
  const index = usersList.users.findIndex((row) => row.id === user.id);
  if (index >= 0) usersList.users[index] = user;
  if (created) usersList.stale = true;
}

/** A deleted user leaves the rows; when a later page would move a row up into this one, that page is asked for
 * again in the background. */
export function forgetUser(userId: string): void {
  const before = usersList.users.length;
  usersList.users = usersList.users.filter((row) => row.id !== userId);
  if (usersList.users.length === before) return;
  usersList.total = Math.max(0, usersList.total - 1);
  const rowsAfterThisPage = usersList.total >= usersList.page * USERS_PAGE_SIZE;
  if (usersList.users.length === 0 && usersList.page > 1) {
    usersList.page -= 1;
    void loadUsers();
  } else if (rowsAfterThisPage && usersList.status === 'ready') {
    void loadUsers({ quiet: true });
  }
}
