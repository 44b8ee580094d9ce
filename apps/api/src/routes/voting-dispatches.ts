import type { VotingDispatch } from '@backoffice/api-client';
import { withWorkspace } from '../db/tenant.ts';
import { listVotingDispatches } from '../services/voting-dispatch/list-dispatches.ts';
import { remindPendingVoters, resendInvitation } from '../services/voting-dispatch/operator-rounds.ts';
import { queueTestInvitation } from '../services/voting-dispatch/test-invitation.ts';
import { requireVoting } from '../services/voters/voting-gate.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type JsonBody,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// Invitation and reminder rounds of a voting of the caller's current workspace. Queuing answers 202: the durable
// job sends in the background and listVotingDispatches shows how far it got.

export function listVotingDispatchesHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ dispatches: VotingDispatch[] }> => {
    const session = requireWorkspaceSession(request);
    const { votingId } = request.params as PathParams<'listVotingDispatches'>;
    const dispatches = await withWorkspace(
      database.db,
      session.companyId,
      session.currentWorkspaceId,
      async (trx) => {
        await requireVoting(trx, votingId);
        return listVotingDispatches(trx, votingId);
      },
    );
    return { dispatches };
  };
}

export function resendInvitationHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ dispatch: VotingDispatch }> => {
    const session = requireWorkspaceSession(request);
    const { votingId, voterId } = request.params as PathParams<'resendInvitation'>;
    const { rotateLink = false } = (request.body ?? {}) as JsonBody<'resendInvitation'>;
    const context = {
      companyId: session.companyId,
      workspaceId: session.currentWorkspaceId,
      votingId,
      userId: session.userId,
    };
    const dispatch = await withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      resendInvitation(trx, context, voterId, rotateLink),
    );
    reply.code(202);
    return { dispatch };
  };
}

export function remindPendingVotersHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ dispatch: VotingDispatch }> => {
    const session = requireWorkspaceSession(request);
    const { votingId } = request.params as PathParams<'remindPendingVoters'>;
    const context = {
      companyId: session.companyId,
      workspaceId: session.currentWorkspaceId,
      votingId,
      userId: session.userId,
    };
    const dispatch = await withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      remindPendingVoters(trx, context),
    );
    reply.code(202);
    return { dispatch };
  };
}

/** The voting's invitation, filled for a sample voter, to the caller's own e-mail (202: the job sends it). */
export function sendTestInvitationHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ sentTo: string }> => {
    const session = requireWorkspaceSession(request);
    const { votingId } = request.params as PathParams<'sendTestInvitation'>;
    const context = {
      companyId: session.companyId,
      workspaceId: session.currentWorkspaceId,
      votingId,
      userId: session.userId,
    };
    const answer = await withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      queueTestInvitation(trx, context),
    );
    reply.code(202);
    return answer;
  };
}
