import type { AuditChainStatus, AuditEntry, Pagination } from '@backoffice/api-client';
import { withWorkspace } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import { listAuditPage } from '../services/votings/audit-page.ts';
import { loadSettledVoting } from '../services/votings/settle-voting.ts';
import { systemActor, userActor } from '../services/votings/voting-actor.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// What a voting has recorded (votings.read): its audit trail, its results and the votes cast for represented
// parties. Each read settles the voting first, so a move the clock has made is in the trail and the totals.

export function listVotingAuditHandler({ database }: AppDependencies): RouteHandler {
  return async (
    request,
  ): Promise<{ entries: AuditEntry[]; chain: AuditChainStatus; pagination: Pagination }> => {
    const session = requireWorkspaceSession(request);
    const actor = userActor(session);
    const { votingId } = request.params as PathParams<'listVotingAudit'>;
    const { offset = 0, limit = 20 } = request.query as { offset?: number; limit?: number };
    return withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
      if (!(await loadSettledVoting(trx, systemActor(actor), votingId, new Date()))) {
        throw new HttpProblem('not_found');
      }
      return listAuditPage(trx, votingId, { offset, limit });
    });
  };
}
