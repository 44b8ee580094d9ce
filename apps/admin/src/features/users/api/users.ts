import type { Pagination, User, UserInput, WorkspaceSummary } from '@backoffice/api-client';
import type { Role } from '@backoffice/domain';
import { api, SignedOutError, unwrap } from '@admin/lib/api-client';

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

export async function fetchUsers(companyId: string, query: UserListQuery): Promise<UserPage> {
  const { data } = await api.GET('/companies/{companyId}/users', {
    params: { path: { companyId }, query },
  });
  return unwrap(data);
}

export async function fetchUser(companyId: string, userId: string): Promise<User> {
  const { data } = await api.GET('/companies/{companyId}/users/{userId}', {
    params: { path: { companyId, userId } },
  });
  return unwrap(data).user;
}

export async function createUser(companyId: string, body: UserInput): Promise<User> {
  const { data } = await api.POST('/companies/{companyId}/users', { params: { path: { companyId } }, body });
  return unwrap(data).user;
}

export async function updateUser(companyId: string, userId: string, body: UserInput): Promise<User> {
  const { data } = await api.PUT('/companies/{companyId}/users/{userId}', {
    params: { path: { companyId, userId } },
    body,
  });
  return unwrap(data).user;
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
    const page = unwrap(data);
    all.push(...page.workspaces);
    if (page.workspaces.length === 0 || all.length >= page.pagination.total) return all;
  }
}
