import type { Pagination, User, UserInput, WorkspaceSummary } from '@backoffice/api-client';
import type { Role } from '@backoffice/domain';
import { api } from '../../../lib/api-client';

// The users operations of the contract (listUsers, getUser, createUser, updateUser, deleteUser) and the company's
// workspaces the form offers (listWorkspaces). Failures reject with the client's ApiError; a 401 has already sent
// the app to sign-in, and the call rejects so that no screen goes on with missing data.

export type UserSortBy = 'name' | 'email' | 'role' | 'createdAt';

export interface UserListQuery {
  search?: string;
  role?: Role;
  sortBy: UserSortBy;
  sortDirection: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface UserPage {
  users: User[];
  pagination: Pagination;
}

/** Raised when a call came back without data: a 401, after which the app is on its way to sign-in. */
export class SignedOutError extends Error {
  override readonly name = 'SignedOutError';
}

function required<T>(data: T | undefined): T {
  if (data === undefined) throw new SignedOutError('The session ended during the call.');
  return data;
}

export async function fetchUsers(companyId: string, query: UserListQuery): Promise<UserPage> {
  const { data } = await api.GET('/companies/{companyId}/users', {
    params: { path: { companyId }, query },
  });
  return required(data);
}

export async function fetchUser(companyId: string, userId: string): Promise<User> {
  const { data } = await api.GET('/companies/{companyId}/users/{userId}', {
    params: { path: { companyId, userId } },
  });
  return required(data).user;
}

export async function createUser(companyId: string, body: UserInput): Promise<User> {
  const { data } = await api.POST('/companies/{companyId}/users', { params: { path: { companyId } }, body });
  return required(data).user;
}

export async function updateUser(companyId: string, userId: string, body: UserInput): Promise<User> {
  const { data } = await api.PUT('/companies/{companyId}/users/{userId}', {
    params: { path: { companyId, userId } },
    body,
  });
  return required(data).user;
}

export async function deleteUser(companyId: string, userId: string): Promise<void> {
  const { response } = await api.DELETE('/companies/{companyId}/users/{userId}', {
    params: { path: { companyId, userId } },
  });
  if (response.status === 401) throw new SignedOutError('The session ended during the call.');
}

const WORKSPACE_PAGE = 100;

/** Every workspace of the company (not only the caller's), by name, page after page of the contract's maximum. */
export async function fetchCompanyWorkspaces(companyId: string): Promise<WorkspaceSummary[]> {
  const all: WorkspaceSummary[] = [];
  for (let offset = 0; ; offset += WORKSPACE_PAGE) {
    const { data } = await api.GET('/companies/{companyId}/workspaces', {
      params: {
        path: { companyId },
        query: { sortBy: 'name', sortDirection: 'asc', offset, limit: WORKSPACE_PAGE },
      },
    });
    const page = required(data);
    all.push(...page.workspaces);
    if (page.workspaces.length === 0 || all.length >= page.pagination.total) return all;
  }
}
