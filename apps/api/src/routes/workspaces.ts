import type { Workspace, WorkspaceDeletion, WorkspaceSummary, Pagination } from '@backoffice/api-client';
import { withTenant } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import {
  createWorkspace,
  listWorkspacePage,
  loadWorkspace,
  updateWorkspace,
  type WorkspaceListQuery,
} from '../services/workspace-admin.ts';
import { deleteWorkspace, workspaceDeletion } from '../services/workspace-deletion.ts';
import {
  requireSession,
  type AppDependencies,
  type JsonBody,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// The workspaces of the caller's company (contract tag `workspaces`). The authorization hook has already checked
// the role (workspaces.read / workspaces.manage) and that the path's company is the caller's (404 otherwise); each
// request is one withTenant transaction, so a refusal writes nothing.

export function listWorkspacesHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ workspaces: WorkspaceSummary[]; pagination: Pagination }> => {
    const session = requireSession(request);
    // Defaults filled in by the contract's validation.
    const query = (request.query ?? {}) as WorkspaceListQuery;
    const sortBy = query.sortBy ?? 'name';
    const sortDirection = query.sortDirection ?? 'asc';
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 20;
    const { workspaces, total } = await withTenant(database.db, session.companyId, (trx) =>
      listWorkspacePage(trx, { search: query.search, sortBy, sortDirection, offset, limit }),
    );
    return { workspaces, pagination: { total, offset, limit, sortBy, sortDirection } };
  };
}

export function getWorkspaceHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ workspace: Workspace }> => {
    const session = requireSession(request);
    const { workspaceId } = request.params as PathParams<'getWorkspace'>;
    const workspace = await withTenant(database.db, session.companyId, (trx) =>
      loadWorkspace(trx, workspaceId),
    );
    if (!workspace) throw new HttpProblem('not_found');
    return { workspace };
  };
}

export function createWorkspaceHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ workspace: Workspace }> => {
    const session = requireSession(request);
    const input = request.body as JsonBody<'createWorkspace'>;
    const workspace = await withTenant(database.db, session.companyId, (trx) =>
      createWorkspace(trx, session, input),
    );
    reply.code(201);
    return { workspace };
  };
}

export function updateWorkspaceHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ workspace: Workspace }> => {
    const session = requireSession(request);
    const { workspaceId } = request.params as PathParams<'updateWorkspace'>;
    const input = request.body as JsonBody<'updateWorkspace'>;
    const workspace = await withTenant(database.db, session.companyId, (trx) =>
      updateWorkspace(trx, session, workspaceId, input),
    );
    return { workspace };
  };
}

export function getWorkspaceDeletionHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ deletion: WorkspaceDeletion }> => {
    const session = requireSession(request);
    const { workspaceId } = request.params as PathParams<'getWorkspaceDeletion'>;
    const deletion = await withTenant(database.db, session.companyId, (trx) =>
      workspaceDeletion(trx, session, workspaceId, new Date()),
    );
    if (!deletion) throw new HttpProblem('not_found');
    return { deletion };
  };
}

export function deleteWorkspaceHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const session = requireSession(request);
    const { workspaceId } = request.params as PathParams<'deleteWorkspace'>;
    const keys = await withTenant(database.db, session.companyId, (trx) =>
      deleteWorkspace(trx, session, workspaceId, new Date()),
    );
    // The drafts' files go after the commit; one left behind is housekeeping, not a failed delete.
    for (const key of keys) {
      await fileStorage.remove(key).catch((error: unknown) => {
        request.log.warn({ err: error, key }, 'could not remove a stored file');
      });
    }
    return reply.code(204).send();
  };
}
