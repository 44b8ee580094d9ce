import type { Company, SessionUser } from '@backoffice/api-client';
import { can, canManageRole } from '@backoffice/domain';
import { withTenant } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import { loadCompany } from '../services/company.ts';
import { loadSessionUser, loadUserRole } from '../services/session-user.ts';
import { isMember, setCurrentWorkspace } from '../services/workspaces.ts';
import {
  requireSession,
  type AppDependencies,
  type JsonBody,
  type PathParams,
  type RouteHandler,
} from './types.ts';

export function companyHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ company: Company }> => {
    const session = requireSession(request);
    const { companyId } = request.params as PathParams<'getCompany'>;
    const company = await withTenant(database.db, session.companyId, (trx) => loadCompany(trx, companyId));
    if (!company) throw new HttpProblem('not_found');
    return { company };
  };
}

export function changeWorkspaceHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ user: SessionUser }> => {
    const session = requireSession(request);
    const { companyId, userId } = request.params as PathParams<'changeWorkspace'>;
    const { workspaceId } = request.body as JsonBody<'changeWorkspace'>;
    // The path's company is the caller's: the authorization hook answered 404 otherwise.
    const user = await withTenant(database.db, companyId, async (trx) => {
      if (userId !== session.userId) {
        // Anyone may change their own current workspace; another user's is user management, and only of a user
        // whose role is not above the caller's (a MASTER never moves an ADMIN).
        if (!can(session.role, 'users.manage')) throw new HttpProblem('forbidden');
        const role = await loadUserRole(trx, userId);
        if (!role) throw new HttpProblem('not_found', 'No such user in this company');
        if (!canManageRole(session.role, role))
          throw new HttpProblem('role_not_allowed', "Another user's current workspace is theirs to change");
      }
      if (!(await isMember(trx, userId, workspaceId))) throw new HttpProblem('workspace_not_member');
      await setCurrentWorkspace(trx, userId, workspaceId);
      return loadSessionUser(trx, userId);
    });
    if (!user) throw new HttpProblem('not_found');
    return { user };
  };
}
