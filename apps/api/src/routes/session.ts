import type { SessionUser, UserInfo } from '@backoffice/api-client';
import { withTenant } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import { loadSessionUser } from '../services/session-user.ts';
import { listMemberWorkspaces } from '../services/workspaces.ts';
import { requireSession, type AppDependencies, type RouteHandler } from './types.ts';

export function sessionUserHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ user: SessionUser }> => {
    const session = requireSession(request);
    const user = await withTenant(database.db, session.companyId, (trx) =>
      loadSessionUser(trx, session.userId),
    );
    if (!user) throw new HttpProblem('unauthorized', 'No user for this token');
    return { user };
  };
}

export function userInfoHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<UserInfo> => {
    const session = requireSession(request);
    const workspaces = await withTenant(database.db, session.companyId, (trx) =>
      listMemberWorkspaces(trx, session.userId),
    );
    return { workspaces };
  };
}
