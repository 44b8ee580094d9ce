import type { VotingStatus } from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import { batchStatus, hasBlockingIssue } from '@backoffice/domain';
import { callerOf, type FeatureHandlers } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { bodyOf } from '../votings/access';
import { fail } from '../votings/refusals';
import { fakeBatchVotings } from './state';

// getVotingBatch and publishVotingBatch: a financial-statement batch whose calendar blocks is refused first with 422
// calendar_blocked and every issue in `errors`; otherwise the selected (or every) draft child opens (or is scheduled
// at the batch's opening) and the batch's status follows its children's (the domain's batchStatus).

const batchOf = (options: FakeApiOptions, batchId: string) => {
  const workspaceId = callerOf(options).currentWorkspaceId ?? '';
  return fakeBatchVotings(options).batches.find(
    (row) => row.id === batchId && row.workspaceId === workspaceId,
  );
};

export const batchDetailHandlers: FeatureHandlers = (options) => [
  http.get('/voting-batches/{batchId}', ({ params, response }) => {
    const row = batchOf(options, params.batchId);
    if (!row?.batch) return refuse(response, fail(404, 'not_found'));
    if (fakeBatchVotings(options).failDetail) return refuse(response, fail(500, 'internal'));
    return response(200).json({ votingBatch: row.batch });
  }),

  http.post('/voting-batches/{batchId}/publish', async ({ params, request, response }) => {
    const row = batchOf(options, params.batchId);
    const batch = row?.batch;
    if (!row || !batch) return refuse(response, fail(404, 'not_found'));
    if (hasBlockingIssue(batch.calendarIssues))
      return refuse(
        response,
        fail(
          422,
          'calendar_blocked',
          batch.calendarIssues.map(({ code, params: figures }) => ({
            field: 'calendar',
            code,
            ...(figures ? { params: figures } : {}),
          })),
        ),
      );
    const { votingIds } = ((await bodyOf(request)) ?? {}) as { votingIds?: string[] };
    const unknown = votingIds?.findIndex((id) => !batch.children.some((c) => c.votingId === id)) ?? -1;
    if (unknown >= 0)
      return refuse(
        response,
        fail(422, 'unprocessable', [{ field: `votingIds/${unknown}`, code: 'not_found' }]),
      );
    const chosen = batch.children.filter((c) =>
      votingIds ? votingIds.includes(c.votingId) : c.status === 'draft',
    );
    if (chosen.some((c) => c.status !== 'draft')) return refuse(response, fail(409, 'invalid_state'));
    const opened: VotingStatus = batch.opensAt && new Date(batch.opensAt) > new Date() ? 'scheduled' : 'open';
    for (const c of chosen) c.status = opened;
    const reading = batchStatus(batch.children.map((c) => c.status));
    Object.assign(batch, { status: reading.status, statusCounts: reading.counts });
    row.status = reading.status;
    return response(200).json({ votingBatch: batch, published: chosen.map((c) => c.votingId) });
  }),
];
