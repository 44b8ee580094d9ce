import type {
  AuditChainStatus,
  AuditEntry,
  Pagination,
  RepresentedVote,
  VotingResults,
} from '@backoffice/api-client';
import { withWorkspace } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import { listAuditPage } from '../services/votings/audit-page.ts';
import { listRepresentedVotes } from '../services/votings/represented-votes.ts';
import { votingResults } from '../services/votings/results.ts';
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

export function getVotingResultsHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ results: VotingResults }> => {
    const session = requireWorkspaceSession(request);
    const actor = userActor(session);
    const now = new Date();
    const { votingId } = request.params as PathParams<'getVotingResults'>;
    const results = await withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
      const voting = await loadSettledVoting(trx, systemActor(actor), votingId, now);
      return voting && votingResults(trx, voting, now);
    });
    if (!results) throw new HttpProblem('not_found');
    return { results };
  };
}

export function listRepresentedVotesHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ representedVotes: RepresentedVote[]; pagination: Pagination }> => {
    const session = requireWorkspaceSession(request);
    const { votingId } = request.params as PathParams<'listRepresentedVotes'>;
    const query = request.query as { search?: string; offset?: number; limit?: number };
    return withWorkspace(database.db, session.companyId, session.currentWorkspaceId, async (trx) => {
      const voting = await trx
        .selectFrom('votings')
        .select('id')
        .where('id', '=', votingId)
        .executeTakeFirst();
      if (!voting) throw new HttpProblem('not_found');
      return listRepresentedVotes(trx, votingId, query);
    });
  };
}
