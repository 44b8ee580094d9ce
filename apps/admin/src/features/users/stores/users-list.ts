import { proxy } from 'valtio';
import type { User } from '@backoffice/api-client';
import { DEFAULT_PAGE_SIZE, type Role } from '@backoffice/domain';
import { sessionStore } from '../../../stores/session';
import { fetchUsers, SignedOutError, type UserSortBy } from '../api/users';

// The users list (server-side search, role filter, sort and pages). It outlives the screen: coming back from a
// user's form shows the same page, with the saved or deleted user merged in by id instead of a refetch.

export const USERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const SEARCH_DEBOUNCE_MS = 300;

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface UsersListState {
  /** The company the rows belong to; another session starts over. */
  companyId: string | null;
  search: string;
  role: Role | null;
  sortBy: UserSortBy;
  sortDirection: 'asc' | 'desc';
  /** 1-based. */
  page: number;
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
      offset: (usersList.page - 1) * USERS_PAGE_SIZE,
      limit: USERS_PAGE_SIZE,
    });
    if (mine !== sequence) return;
    const lastPage = Math.max(1, Math.ceil(pagination.total / USERS_PAGE_SIZE));
    if (users.length === 0 && usersList.page > lastPage) {
      // The page emptied since it was chosen (users deleted meanwhile): show the last one that has rows.
      usersList.page = lastPage;
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

export function setSearch(search: string): void {
  if (search === usersList.search) return;
  usersList.search = search;
  usersList.page = 1;
  void loadUsers();
}

export function setRoleFilter(role: Role | null): void {
  if (role === usersList.role) return;
  usersList.role = role;
  usersList.page = 1;
  void loadUsers();
}

export function clearFilters(): void {
  usersList.search = '';
  usersList.role = null;
  usersList.page = 1;
  void loadUsers();
}

export function setSort(sortBy: UserSortBy, sortDirection: 'asc' | 'desc'): void {
  usersList.sortBy = sortBy;
  usersList.sortDirection = sortDirection;
  usersList.page = 1;
  void loadUsers();
}

export function setPage(page: number): void {
  if (page === usersList.page) return;
  usersList.page = page;
  void loadUsers();
}

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
