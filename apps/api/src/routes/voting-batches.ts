import type {
  Pagination,
  VotingBatch,
  VotingBatchChildResult,
  VotingBatchHolderImport,
  VotingBatchSummary,
} from '@backoffice/api-client';
import type { FastifyRequest } from 'fastify';
import { withWorkspace } from '../db/tenant.ts';
import { voterImportBody } from '../http/binary-bodies.ts';
import { HttpProblem } from '../http/problem.ts';
import { batchView, loadBatch } from '../services/voting-batches/batch-view.ts';
import { prepareBatchInput } from '../services/voting-batches/batch-input.ts';
import { confirmBatchHolders } from '../services/voting-batches/confirm-holders.ts';
import { uploadBatchHolders } from '../services/voting-batches/holder-import.ts';
import { listVotingBatches, type BatchListQuery } from '../services/voting-batches/list-batches.ts';
import { publishBatch } from '../services/voting-batches/publish-batch.ts';
import { actOnBatchChildren, type BatchChildAction } from '../services/voting-batches/bulk-actions.ts';
import { userActor, type VotingActor } from '../services/votings/voting-actor.ts';
import { checkBallotTemplate } from '../services/votings/voting-input.ts';
import { cleanFileName } from './voter-imports.ts';
import { cleanReason } from './votings.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type JsonBody,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// Batch votings of the caller's current workspace (x-scope: workspace; votings.read / votings.run as the votings'
// routes): list, create, detail with each fund's progress, the holders spreadsheet (read, then confirmed into one
// child voting per fund), bulk publish, and the bulk extend / close / remind-pending of its open children. Every query runs in withWorkspace: a batch of another workspace or company
// is simply not there (404).

function batchRequest(request: FastifyRequest) {
  const session = requireWorkspaceSession(request);
  return { session, actor: userActor(session), now: new Date() };
}

async function viewOf(
  deps: AppDependencies,
  actor: VotingActor,
  batchId: string,
  now: Date,
): Promise<VotingBatch> {
  const view = await withWorkspace(deps.database.db, actor.companyId, actor.workspaceId, async (trx) => {
    const row = await loadBatch(trx, batchId);
    return row && batchView(trx, row, now);
  });
  if (!view) throw new HttpProblem('not_found');
  return view;
}

export function listVotingBatchesHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ votingBatches: VotingBatchSummary[]; pagination: Pagination }> => {
    const { session, now } = batchRequest(request);
    return withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      listVotingBatches(trx, session.currentWorkspaceId, request.query as BatchListQuery, now),
    );
  };
}

export function createVotingBatchHandler(deps: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ votingBatch: VotingBatch }> => {
    const { actor, now } = batchRequest(request);
    const content = prepareBatchInput(request.body as JsonBody<'createVotingBatch'>);
    const votingBatch = await withWorkspace(
      deps.database.db,
      actor.companyId,
      actor.workspaceId,
      async (trx) => {
        await checkBallotTemplate(trx, actor.workspaceId, content.ballotTemplateId);
        const { id } = await trx
          .insertInto('voting_batches')
          .values({
            company_id: actor.companyId,
            workspace_id: actor.workspaceId,
            kind: content.kind,
            title: content.title,
            description: content.description,
            weighting: content.weighting,
            items: JSON.stringify(content.items),
            ballot_template_id: content.ballotTemplateId,
            opens_at: content.opensAt,
            deadline: content.deadline,
            fiscal_year_end: content.fiscalYearEnd,
            statements_available_on: content.statementsAvailableOn,
            statements_lead_days: content.statementsLeadDays,
            fund_kind: content.fundKind,
            created_by: actor.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await loadBatch(trx, id);
        return batchView(trx, row!, now);
      },
    );
    reply.code(201);
    return { votingBatch };
  };
}

export function getVotingBatchHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ votingBatch: VotingBatch }> => {
    const { actor, now } = batchRequest(request);
    const { batchId } = request.params as PathParams<'getVotingBatch'>;
    return { votingBatch: await viewOf(deps, actor, batchId, now) };
  };
}

export function uploadVotingBatchHoldersHandler(deps: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ holderImport: VotingBatchHolderImport }> => {
    const { actor } = batchRequest(request);
    const { batchId } = request.params as PathParams<'uploadVotingBatchHolders'>;
    const { fileName } = request.query as { fileName: string };
    const bytes = voterImportBody(request);
    const holderImport = await uploadBatchHolders(deps.database, deps.fileStorage, actor, batchId, {
      name: cleanFileName(fileName),
      bytes,
    });
    reply.code(201);
    return { holderImport };
  };
}

export function confirmVotingBatchHoldersHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ votingBatch: VotingBatch }> => {
    const { actor, now } = batchRequest(request);
    const { batchId, importId } = request.params as PathParams<'confirmVotingBatchHolders'>;
    const body = (request.body ?? {}) as JsonBody<'confirmVotingBatchHolders'>;
    await confirmBatchHolders(deps.database, deps.fileStorage, actor, batchId, importId, body);
    return { votingBatch: await viewOf(deps, actor, batchId, now) };
  };
}

export function publishVotingBatchHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ votingBatch: VotingBatch; published: string[] }> => {
    const { actor, now } = batchRequest(request);
    const { batchId } = request.params as PathParams<'publishVotingBatch'>;
    const body = (request.body ?? {}) as JsonBody<'publishVotingBatch'>;
    const published = await publishBatch(deps.database, actor, batchId, body.votingIds, now);
    return { votingBatch: await viewOf(deps, actor, batchId, now), published };
  };
}

/** A bulk action on the batch's open children (all, or `votingIds`): the batch after it, and each child's result. */
function bulkActionHandler(
  deps: AppDependencies,
  actionOf: (body: JsonBody<'extendVotingBatchDeadline'> & JsonBody<'closeVotingBatch'>) => BatchChildAction,
): RouteHandler {
  return async (request): Promise<{ votingBatch: VotingBatch; results: VotingBatchChildResult[] }> => {
    const { actor, now } = batchRequest(request);
    const { batchId } = request.params as PathParams<'closeVotingBatch'>;
    const body = (request.body ?? {}) as JsonBody<'extendVotingBatchDeadline'> & JsonBody<'closeVotingBatch'>;
    const action = actionOf(body);
    const results = await actOnBatchChildren(deps.database, actor, batchId, body.votingIds, action, now);
    return { votingBatch: await viewOf(deps, actor, batchId, now), results };
  };
}

export const extendVotingBatchDeadlineHandler = (deps: AppDependencies): RouteHandler =>
  bulkActionHandler(deps, (body) => ({
    kind: 'extend',
    deadline: new Date(body.deadline),
    reason: cleanReason(body.reason),
  }));

export const closeVotingBatchHandler = (deps: AppDependencies): RouteHandler =>
  bulkActionHandler(deps, (body) => ({ kind: 'close', reason: cleanReason(body.reason) }));

export const remindVotingBatchPendingHandler = (deps: AppDependencies): RouteHandler =>
  bulkActionHandler(deps, () => ({ kind: 'remind' }));
