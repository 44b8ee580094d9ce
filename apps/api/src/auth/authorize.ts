import type { FastifyRequest } from 'fastify';
import { checkOperationAccess, type Role } from '@backoffice/domain';
import type { OperationAccess } from '@backoffice/contract';
import type { AppDatabase } from '../db/open-database.ts';
import { withTenant } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import type { CallerContext } from '../routes/types.ts';

/**
 * The caller's role, current workspace, company flags and whether they are linked to any workspace, read once per
 * request inside their tenant (one statement).
 */
async function loadCallerContext(database: AppDatabase, companyId: string, userId: string) {
  return withTenant(database.db, companyId, (trx) =>
    trx
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.company_id', 'u.company_id')
      .select([
        'u.role',
        'u.current_workspace_id',
        'c.feature_communication',
        'c.feature_forms',
        'c.active as company_active',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('memberships as m')
              .select('m.workspace_id')
              .whereRef('m.company_id', '=', 'u.company_id')
              .whereRef('m.user_id', '=', 'u.id'),
          )
          .as('has_workspace'),
      )
      .where('u.id', '=', userId)
      .executeTakeFirst(),
  );
}

/**
 * The role matrix and tenancy, enforced for every protected operation from its contract entry (x-permission,
 * x-scope, x-feature, x-no-workspace) before the body is validated: a caller learns nothing about a request they may
 * not make.
 * - a `companyId` path parameter that is not the caller's company → 404, exactly as a company that does not exist;
 * - a caller linked to no workspace → 403 `workspace_not_member` on every operation but those marked x-no-workspace
 *   (who they are, and that they have no workspace), whatever their role: the app refuses them, and the server
 *   lets them read nothing of the company (its data, users and e-mails, workspaces);
 * - a role below the permission's → 403 `forbidden`; a company feature flag that is off → 403 `feature_disabled`;
 * - a workspace-scoped operation without a current workspace → 403 `workspace_not_member`.
 * Handlers then read `request.session` (role, current workspace) and keep workspace rows to the current one.
 */
export function authorize(access: OperationAccess, database: AppDatabase) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = request.session;
    if (!session) throw new HttpProblem('unauthorized');
    const params = (request.params ?? {}) as Record<string, unknown>;
    const pathCompanyId = 'companyId' in params ? String(params.companyId) : undefined;
    // Another company's id answers before any read: not found, as a company that does not exist.
    if (pathCompanyId !== undefined && pathCompanyId !== session.companyId)
      throw new HttpProblem('not_found');

    const row = await loadCallerContext(database, session.companyId, session.userId);
    if (!row || !row.company_active) throw new HttpProblem('unauthorized', 'No active user for this token');
    const caller: CallerContext = {
      role: row.role as Role,
      currentWorkspaceId: row.current_workspace_id,
      features: { communication: row.feature_communication, forms: row.feature_forms },
    };
    Object.assign(session, caller);

    const decision = checkOperationAccess(
      access,
      { ...caller, companyId: session.companyId, hasWorkspace: Boolean(row.has_workspace) },
      pathCompanyId,
    );
    if (!decision.ok)
      throw new HttpProblem(
        decision.code,
        decision.code === 'workspace_not_member' && !row.has_workspace
          ? 'A user linked to no workspace reaches nothing of the company'
          : undefined,
      );
  };
}
