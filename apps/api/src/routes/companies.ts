import type { Company, SessionUser } from '@backoffice/api-client';
import { hasRole } from '@backoffice/domain';
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

/** Roles that may change another user's current workspace (within their own company). */
const USER_MANAGERS = ['MASTER', 'ADMIN'] as const;

export function companyHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ company: Company }> => {
    const session = requireSession(request);
    const { companyId } = request.params as PathParams<'getCompany'>;
    // Another company answers exactly like a missing one: its existence is not revealed.
    if (companyId !== session.companyId) throw new HttpProblem('not_found');
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
    if (companyId !== session.companyId) throw new HttpProblem('not_found');
    const user = await withTenant(database.db, session.companyId, async (trx) => {
      if (userId !== session.userId) {
        const callerRole = await loadUserRole(trx, session.userId);
        if (!hasRole(callerRole, USER_MANAGERS)) throw new HttpProblem('forbidden');
        if (!(await loadUserRole(trx, userId)))
          throw new HttpProblem('not_found', 'No such user in this company');
      }
      if (!(await isMember(trx, userId, workspaceId))) throw new HttpProblem('workspace_not_member');
      await setCurrentWorkspace(trx, userId, workspaceId);
      return loadSessionUser(trx, userId);
    });
    if (!user) throw new HttpProblem('not_found');
    return { user };
  };
}
