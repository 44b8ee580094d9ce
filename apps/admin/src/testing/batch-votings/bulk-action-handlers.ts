import type { VotingBatch, VotingBatchChild, VotingBatchChildResult } from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import { batchStatus, checkAction, childOutcome, type VotingAction } from '@backoffice/domain';
import { callerOf, type FeatureHandlers } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { bodyOf } from '../votings/access';
import { fail, isRefusal } from '../votings/refusals';
import { fakeBatchVotings, type FakeBatchRow } from './state';

// extendVotingBatchDeadline, closeVotingBatch and remindVotingBatchPending as the server answers them: the selection
// (votingIds not of the batch: 422 on them, nothing done) or every open child; each child checked by the single
// voting's rule (the domain's checkAction: refused invalid_state), an extension also refused `unprocessable` on
// `deadline` when not later than the child's deadline and now; a refusal never stops the others.

type Body = { votingIds?: string[]; deadline?: string; reason?: string };

const rowOf = (options: FakeApiOptions, batchId: string): FakeBatchRow | undefined => {
  const workspaceId = callerOf(options).currentWorkspaceId ?? '';
  return fakeBatchVotings(options).batches.find(
    (row) => row.id === batchId && row.workspaceId === workspaceId,
  );
};

/** The children acted on, or the field errors of ids that are not the batch's. */
function targetsOf(batch: VotingBatch, votingIds: string[] | undefined) {
  if (!votingIds) return { children: batch.children.filter((c) => c.status === 'open'), unknown: [] };
  const unknown = votingIds.flatMap((id, index) =>
    batch.children.some((c) => c.votingId === id) ? [] : [{ field: `votingIds/${index}`, code: 'not_found' }],
  );
  return { children: batch.children.filter((c) => votingIds.includes(c.votingId)), unknown };
}

function settle(row: FakeBatchRow, batch: VotingBatch) {
  const reading = batchStatus(batch.children.map((c) => c.status));
  Object.assign(batch, { status: reading.status, statusCounts: reading.counts });
  row.status = reading.status;
}

let dispatches = 0;

function act(
  row: FakeBatchRow,
  child: VotingBatchChild,
  action: VotingAction,
  body: Body,
): VotingBatchChildResult {
  const { votingId } = child;
  const check = checkAction(child.status, action);
  if (!check.ok) return { votingId, outcome: 'refused', code: check.code };
  if (action === 'extendDeadline') {
    const current = row.childDeadlines?.[votingId] ?? row.batch!.deadline;
    const next = Date.parse(body.deadline ?? '');
    if (!(next > Date.parse(current) && next > Date.now()))
      return {
        votingId,
        outcome: 'refused',
        code: 'unprocessable',
        errors: [{ field: 'deadline', code: 'not_later' }],
      };
    (row.childDeadlines ??= {})[votingId] = new Date(next).toISOString();
    return { votingId, outcome: 'done' };
  }
  if (action === 'closeEarly') {
    child.status = 'closed';
    child.outcome = childOutcome({
      status: 'closed',
      participants: child.voted,
      auditorOpinion: child.auditorOpinion,
      regulationAllowsTacitApproval: child.tacitApprovalAllowed,
      items: row.batch!.items.map(() => (child.quorumReached ? 'approved' : 'quorum_not_reached')),
    }).outcome;
    return { votingId, outcome: 'done' };
  }
  dispatches += 1;
  return {
    votingId,
    outcome: 'done',
    dispatchId: `e1000000-0000-4000-8000-${String(dispatches).padStart(12, '0')}`,
  };
}

/** The action on the batch's targets: the batch after it and each child's result, or a refusal of the whole. */
async function run(options: FakeApiOptions, batchId: string, request: Request, action: VotingAction) {
  const row = rowOf(options, batchId);
  const batch = row?.batch;
  if (!row || !batch) return fail(404, 'not_found');
  const body = ((await bodyOf(request)) ?? {}) as Body;
  const { children, unknown } = targetsOf(batch, body.votingIds);
  if (unknown.length) return fail(422, 'unprocessable', unknown);
  const results = children.map((child) => act(row, child, action, body));
  settle(row, batch);
  return { votingBatch: batch, results };
}

export const batchBulkActionHandlers: FeatureHandlers = (options) => [
  http.post('/voting-batches/{batchId}/extend-deadline', async ({ params, request, response }) => {
    const answer = await run(options, params.batchId, request, 'extendDeadline');
    return isRefusal(answer) ? refuse(response, answer) : response(200).json(answer);
  }),
  http.post('/voting-batches/{batchId}/close', async ({ params, request, response }) => {
    const answer = await run(options, params.batchId, request, 'closeEarly');
    return isRefusal(answer) ? refuse(response, answer) : response(200).json(answer);
  }),
  http.post('/voting-batches/{batchId}/remind-pending', async ({ params, request, response }) => {
    const answer = await run(options, params.batchId, request, 'remind');
    return isRefusal(answer) ? refuse(response, answer) : response(200).json(answer);
  }),
];
