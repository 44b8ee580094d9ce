import { http, refuse } from '@backoffice/api-client/testing';
import type { FeatureHandlers } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { bodyOf, votingFor } from './access';
import { appendAudit } from './audit';
import { iso } from './clock';
import { representedOf } from './detail-demo-votings';
import { fakeVotingDetail } from './detail-state';
import { refreshParticipation } from './participation';
import { actionRefusal, fail, takeRefusal } from './refusals';
import { toVoting } from './rows';
import { votersOf } from './state';

// A published voting's moves on the detail screen: closeVoting (open only), cancelVoting and extendVotingDeadline
// (scheduled or open; the new deadline later than the current one and than now), each with its reason, audited.
// What each status allows is the domain's table (VOTING_ACTIONS); a refusal a story set (refuseNext) comes first.

/** The voting, the detail's state and the body, after the role, the voting and a refusal set for this write. */
async function writeOn(options: FakeApiOptions, votingId: string, request: Request) {
  const { row, refusal } = votingFor(options, votingId, 'write');
  if (refusal) return { refusal };
  const state = fakeVotingDetail(options);
  const refused = takeRefusal(state, [400, 404, 409, 422, 500]);
  if (refused) return { refusal: refused };
  return { row, state, body: await bodyOf(request) };
}

export const lifecycleHandlers: FeatureHandlers = (options) => [
  http.post('/votings/{votingId}/close', async ({ params, request, response }) => {
    const { row, state, body, refusal } = await writeOn(options, params.votingId, request);
    if (refusal) return refuse(response, refusal);
    const refused = actionRefusal(row, 'closeEarly');
    if (refused) return refuse(response, refused);
    const now = iso(Date.now());
    Object.assign(row, { status: 'closed', closedAt: now, updatedAt: now });
    appendAudit(state, row.id, 'voting.closed', { reason: (body as { reason: string }).reason });
    return response(200).json({ voting: toVoting(row) });
  }),
  http.post('/votings/{votingId}/cancel', async ({ params, request, response }) => {
    const { row, state, body, refusal } = await writeOn(options, params.votingId, request);
    if (refusal) return refuse(response, refusal);
    const refused = actionRefusal(row, 'cancel');
    if (refused) return refuse(response, refused);
    const now = iso(Date.now());
    const reason = (body as { reason: string }).reason;
    Object.assign(row, { status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now });
    refreshParticipation(votersOf(options, row.id), representedOf(state, row.id), row);
    appendAudit(state, row.id, 'voting.cancelled', { reason });
    return response(200).json({ voting: toVoting(row) });
  }),
  http.post('/votings/{votingId}/deadline', async ({ params, request, response }) => {
    const { row, state, body, refusal } = await writeOn(options, params.votingId, request);
    if (refusal) return refuse(response, refusal);
    const refused = actionRefusal(row, 'extendDeadline');
    if (refused) return refuse(response, refused);
    const input = body as { deadline: string; reason: string };
    const next = Date.parse(input.deadline);
    if (next <= Date.parse(row.deadline) || next <= Date.now())
      return refuse(response, fail(422, 'unprocessable', [{ field: 'deadline', code: 'not_later' }]));
    const from = row.deadline;
    Object.assign(row, { deadline: iso(next), updatedAt: iso(Date.now()) });
    appendAudit(state, row.id, 'voting.deadline_extended', { from, to: row.deadline, reason: input.reason });
    return response(200).json({ voting: toVoting(row) });
  }),
];
