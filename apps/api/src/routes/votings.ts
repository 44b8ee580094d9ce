import type { Voting, VotingSummary, Pagination } from '@backoffice/api-client';
import type { FastifyRequest } from 'fastify';
import { withWorkspace, type TenantTransaction } from '../db/tenant.ts';
import { fieldProblem, HttpProblem } from '../http/problem.ts';
import type { LockedVoting } from '../services/votings/audit-log.ts';
import {
  cancelVoting,
  closeVotingEarly,
  extendDeadline,
  publishVoting,
} from '../services/votings/lifecycle.ts';
import { listVotings, type VotingListQuery } from '../services/votings/list-votings.ts';
import { discardDraft } from '../services/votings/discard-draft.ts';
import { duplicateVoting } from '../services/votings/duplicate-voting.ts';
import { insertVoting, updateVoting } from '../services/votings/save-voting.ts';
import { loadSettledVoting } from '../services/votings/settle-voting.ts';
import { systemActor, userActor, type VotingActor } from '../services/votings/voting-actor.ts';
import { checkBallotTemplate, prepareVotingInput } from '../services/votings/voting-input.ts';
import { scheduleOpening } from '../services/votings/voting-schedule.ts';
import { votingView } from '../services/votings/voting-view.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type JsonBody,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// Votings of the caller's current workspace (x-scope: workspace) and their lifecycle. The authorization hook has
// checked the role (votings.read / votings.run); every query runs in withWorkspace, so a voting of another
// workspace or company is simply not there (404). Every voting is settled before it is read or changed (a time
// move that is due is written first, by the system), so no answer shows a status the clock has passed.

/** The caller's voting work: the session's scope, one clock reading for the whole request. */
function votingRequest(request: FastifyRequest) {
  const session = requireWorkspaceSession(request);
  return { session, actor: userActor(session), now: new Date() };
}

/** Runs `work` on the settled voting, locked for the rest of the transaction; 404 when there is none. */
async function onLockedVoting<T>(
  deps: AppDependencies,
  actor: VotingActor,
  votingId: string,
  now: Date,
  work: (trx: TenantTransaction, voting: LockedVoting) => Promise<T>,
): Promise<T> {
  return withWorkspace(deps.database.db, actor.companyId, actor.workspaceId, async (trx) => {
    const voting = await loadSettledVoting(trx, systemActor(actor), votingId, now, { lock: true });
    if (!voting) throw new HttpProblem('not_found');
    return work(trx, voting);
  });
}

/** A reason as written (trimmed); one that is blank once trimmed is 400 like a short one. */
export function cleanReason(reason: string): string {
  const text = reason.normalize('NFC').trim();
  if (text.length < 3)
    throw fieldProblem('validation_failed', [{ field: 'reason', code: 'minLength', params: { limit: 3 } }]);
  return text;
}

export function listVotingsHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ votings: VotingSummary[]; pagination: Pagination }> => {
    const { session, now } = votingRequest(request);
    return withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      listVotings(trx, session.currentWorkspaceId, request.query as VotingListQuery, now),
    );
  };
}

export function createVotingHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ voting: Voting }> => {
    const { actor, now } = votingRequest(request);
    const content = prepareVotingInput(request.body as JsonBody<'createVoting'>);
    const voting = await withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
      await checkBallotTemplate(trx, actor.workspaceId, content.ballotTemplateId);
      const votingId = await insertVoting(trx, actor, content);
      const row = await trx
        .selectFrom('votings')
        .selectAll()
        .where('id', '=', votingId)
        .executeTakeFirstOrThrow();
      return votingView(trx, row, now);
    });
    reply.code(201);
    return { voting };
  };
}

export function getVotingHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ voting: Voting }> => {
    const { actor, now } = votingRequest(request);
    const { votingId } = request.params as PathParams<'getVoting'>;
    const voting = await withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
      const row = await loadSettledVoting(trx, systemActor(actor), votingId, now);
      return row && votingView(trx, row, now);
    });
    if (!voting) throw new HttpProblem('not_found');
    return { voting };
  };
}

export function updateVotingHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ voting: Voting }> => {
    const { actor, now } = votingRequest(request);
    const { votingId } = request.params as PathParams<'updateVoting'>;
    const content = prepareVotingInput(request.body as JsonBody<'updateVoting'>);
    const voting = await onLockedVoting(deps, actor, votingId, now, async (trx, row) => {
      await checkBallotTemplate(trx, actor.workspaceId, content.ballotTemplateId);
      const { opensAtMoved } = await updateVoting(trx, actor, row, content, now);
      // Moved earlier: a job for the new time (moved later, the queued job waits again when it wakes).
      const previous = row.opens_at === null ? Infinity : new Date(row.opens_at).getTime();
      if (opensAtMoved && content.opensAt && content.opensAt.getTime() < previous) {
        await scheduleOpening(trx, { ...actor, votingId }, content.opensAt);
      }
      const updated = await trx
        .selectFrom('votings')
        .selectAll()
        .where('id', '=', votingId)
        .executeTakeFirstOrThrow();
      return votingView(trx, updated, now);
    });
    return { voting };
  };
}

export function deleteVotingHandler(deps: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { actor, now } = votingRequest(request);
    const { votingId } = request.params as PathParams<'deleteVoting'>;
    const keys = await onLockedVoting(deps, actor, votingId, now, (trx, row) =>
      discardDraft(trx, actor, row, now),
    );
    // The files go after the commit; one left behind is housekeeping, not a failed delete.
    for (const key of keys) {
      await deps.fileStorage.remove(key).catch((error: unknown) => {
        request.log.warn({ err: error, key }, 'could not remove a stored file');
      });
    }
    return reply.code(204).send();
  };
}

export function duplicateVotingHandler(deps: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ voting: Voting }> => {
    const { actor, now } = votingRequest(request);
    const { votingId } = request.params as PathParams<'duplicateVoting'>;
    const body = request.body as JsonBody<'duplicateVoting'>;
    const storedKeys: string[] = [];
    try {
      const voting = await withWorkspace(
        deps.database.db,
        actor.companyId,
        actor.workspaceId,
        async (trx) => {
          // Read, not locked: copying a large roll must not hold up the source's ballots.
          const source = await loadSettledVoting(trx, systemActor(actor), votingId, now);
          if (!source) throw new HttpProblem('not_found');
          const input = { title: body.title, includeVoters: body.includeVoters ?? false };
          const copyId = await duplicateVoting(trx, actor, source, input, now, deps.fileStorage, storedKeys);
          const row = await trx
            .selectFrom('votings')
            .selectAll()
            .where('id', '=', copyId)
            .executeTakeFirstOrThrow();
          return votingView(trx, row, now);
        },
      );
      reply.code(201);
      return { voting };
    } catch (error) {
      // The copy's files are written as it goes; a copy that did not commit leaves none behind.
      for (const key of storedKeys) await deps.fileStorage.remove(key).catch(() => undefined);
      throw error;
    }
  };
}

export function publishVotingHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ voting: Voting }> => {
    const { actor, now } = votingRequest(request);
    const { votingId } = request.params as PathParams<'publishVoting'>;
    const body = request.body as JsonBody<'publishVoting'>;
    const opensAt = body.opensAt ? new Date(body.opensAt) : null;
    const voting = await onLockedVoting(deps, actor, votingId, now, async (trx, row) =>
      votingView(trx, await publishVoting(trx, actor, row, opensAt, now), now),
    );
    return { voting };
  };
}

export function closeVotingHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ voting: Voting }> => {
    const { actor, now } = votingRequest(request);
    const { votingId } = request.params as PathParams<'closeVoting'>;
    const reason = cleanReason((request.body as JsonBody<'closeVoting'>).reason);
    const voting = await onLockedVoting(deps, actor, votingId, now, async (trx, row) =>
      votingView(trx, await closeVotingEarly(trx, actor, row, reason, now), now),
    );
    return { voting };
  };
}

export function cancelVotingHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ voting: Voting }> => {
    const { actor, now } = votingRequest(request);
    const { votingId } = request.params as PathParams<'cancelVoting'>;
    const reason = cleanReason((request.body as JsonBody<'cancelVoting'>).reason);
    const voting = await onLockedVoting(deps, actor, votingId, now, async (trx, row) =>
      votingView(trx, await cancelVoting(trx, actor, row, reason, now), now),
    );
    return { voting };
  };
}

export function extendVotingDeadlineHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ voting: Voting }> => {
    const { actor, now } = votingRequest(request);
    const { votingId } = request.params as PathParams<'extendVotingDeadline'>;
    const body = request.body as JsonBody<'extendVotingDeadline'>;
    const reason = cleanReason(body.reason);
    const voting = await onLockedVoting(deps, actor, votingId, now, async (trx, row) =>
      votingView(trx, await extendDeadline(trx, actor, row, new Date(body.deadline), reason, now), now),
    );
    return { voting };
  };
}
