import type { Voter } from '@backoffice/api-client';
import { withWorkspace } from '../db/tenant.ts';
import {
  addVoter,
  updateVoter,
  voidVoter,
  type VoterChangeContext,
} from '../services/voters/change-voter.ts';
import { listVoters, type VoterListQuery } from '../services/voters/list-voters.ts';
import { unlockVoterAccess } from '../services/voters/unlock-voter.ts';
import { requireVoting } from '../services/voters/voting-gate.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type AuthorizedSession,
  type JsonBody,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// The voters of a voting of the caller's current workspace (x-scope: workspace): every query runs in withWorkspace,
// so a voting of another workspace or company is simply not there (404).

function changeContext(
  session: AuthorizedSession & { currentWorkspaceId: string },
  votingId: string,
): VoterChangeContext {
  return {
    companyId: session.companyId,
    workspaceId: session.currentWorkspaceId,
    votingId,
    userId: session.userId,
  };
}

export function listVotersHandler({ database }: AppDependencies): RouteHandler {
  return async (request) => {
    const session = requireWorkspaceSession(request);
    const { votingId } = request.params as PathParams<'listVoters'>;
    return withWorkspace(database.db, session.companyId, session.currentWorkspaceId, async (trx) => {
      await requireVoting(trx, votingId);
      return listVoters(trx, votingId, request.query as VoterListQuery);
    });
  };
}

export function addVoterHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ voter: Voter }> => {
    const session = requireWorkspaceSession(request);
    const { votingId } = request.params as PathParams<'addVoter'>;
    const voter = await withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      addVoter(trx, changeContext(session, votingId), request.body as JsonBody<'addVoter'>),
    );
    reply.code(201);
    return { voter };
  };
}

export function updateVoterHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ voter: Voter }> => {
    const session = requireWorkspaceSession(request);
    const { votingId, voterId } = request.params as PathParams<'updateVoter'>;
    const voter = await withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      updateVoter(trx, changeContext(session, votingId), voterId, request.body as JsonBody<'updateVoter'>),
    );
    return { voter };
  };
}

export function voidVoterHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ voter: Voter }> => {
    const session = requireWorkspaceSession(request);
    const { votingId, voterId } = request.params as PathParams<'voidVoter'>;
    const { reason } = request.body as JsonBody<'voidVoter'>;
    const voter = await withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      voidVoter(trx, changeContext(session, votingId), voterId, reason),
    );
    return { voter };
  };
}

export function unlockVoterAccessHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ voter: Voter; unlocked: boolean }> => {
    const session = requireWorkspaceSession(request);
    const { votingId, voterId } = request.params as PathParams<'unlockVoterAccess'>;
    return withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      unlockVoterAccess(trx, changeContext(session, votingId), voterId, new Date()),
    );
  };
}
