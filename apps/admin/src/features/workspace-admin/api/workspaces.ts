import type {
  User,
  Workspace,
  WorkspaceDeletion,
  WorkspaceInput,
  WorkspaceSummary,
  Pagination,
} from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';
import { sessionStore } from '@admin/stores/session';

// The workspace-admin calls of the contract (listWorkspaces, getWorkspace, createWorkspace, updateWorkspace,
// getWorkspaceDeletion, deleteWorkspace) and the company's users for the member picker. Failures reject with the client's ApiError.

export type WorkspaceSortKey = 'name' | 'createdAt' | 'memberCount';

export interface WorkspaceQuery {
  search: string;
  sortBy: WorkspaceSortKey;
  sortDirection: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The caller's company: the one every path of this feature is under. */
export function currentCompanyId(): string {
  const id = sessionStore.user?.workspace?.companyId ?? sessionStore.company?.id;
  if (!id) throw new Error('The session has no company.');
  return id;
}

const companyPath = () => ({ companyId: currentCompanyId() });

export async function listWorkspaces(
  query: WorkspaceQuery,
): Promise<{ workspaces: WorkspaceSummary[]; pagination: Pagination }> {
  const search = query.search.trim();
  const { data } = await api.GET('/companies/{companyId}/workspaces', {
    params: {
      path: companyPath(),
      query: {
        ...(search ? { search } : {}),
        sortBy: query.sortBy,
        sortDirection: query.sortDirection,
        offset: query.offset,
        limit: query.limit,
      },
    },
  });
  return unwrap(data);
}

export async function getWorkspace(workspaceId: string): Promise<Workspace> {
  const { data } = await api.GET('/companies/{companyId}/workspaces/{workspaceId}', {
    params: { path: { ...companyPath(), workspaceId } },
  });
  return unwrap(data).workspace;
}

export async function createWorkspace(input: WorkspaceInput): Promise<Workspace> {
  const { data } = await api.POST('/companies/{companyId}/workspaces', {
    params: { path: companyPath() },
    body: input,
  });
  return unwrap(data).workspace;
}

export async function updateWorkspace(workspaceId: string, input: WorkspaceInput): Promise<Workspace> {
  const { data } = await api.PUT('/companies/{companyId}/workspaces/{workspaceId}', {
    params: { path: { ...companyPath(), workspaceId } },
    body: input,
  });
  return unwrap(data).workspace;
}

/** What deleting the workspace would take with it and what refuses it (the confirmation's counts). */
export async function getWorkspaceDeletion(workspaceId: string): Promise<WorkspaceDeletion> {
  const { data } = await api.GET('/companies/{companyId}/workspaces/{workspaceId}/deletion', {
    params: { path: { ...companyPath(), workspaceId } },
  });
  return unwrap(data).deletion;
}

export async function deleteWorkspace(workspaceId: string): Promise<void> {
  const { response } = await api.DELETE('/companies/{companyId}/workspaces/{workspaceId}', {
    params: { path: { ...companyPath(), workspaceId } },
  });
  if (response.status === 401) throw new Error('Signed out.');
}

/** One page of the company's users matching `search` (name or e-mail), for the member picker. */
export async function searchCompanyUsers(search: string): Promise<User[]> {
  const text = search.trim();
  const { data } = await api.GET('/companies/{companyId}/users', {
    params: { path: companyPath(), query: { ...(text ? { search: text } : {}), limit: 20 } },
  });
  return unwrap(data).users;
}

/**
 * After a workspace is created, renamed or deleted: the session user (its current workspace's name may have
 * changed, or it may have moved) and the workspaces the switcher lists, without reloading the whole session
 * (loadSession would put the shell back into its loading state and unmount the screen).
 */
export async function refreshSessionWorkspaces(): Promise<void> {
  try {
    const [user, info] = await Promise.all([api.GET('/session-user'), api.GET('/user-info')]);
    if (user.data) sessionStore.user = user.data.user;
    if (info.data) sessionStore.workspaces = info.data.workspaces;
  } catch (error) {
    // The change itself succeeded; the switcher catches up at the next page load.
    console.error('Workspace list refresh failed', error);
  }
}
