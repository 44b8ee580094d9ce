import type { FieldError, VotingInput } from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import { nextDeadlineFor, publishGaps, readCopyTitle } from '@backoffice/domain';
import { delay } from 'msw';
import { callerOf, type FeatureHandlers } from '../fake-feature';
import { bodyOf, votingFor } from './access';
import { fakeVotingDetail } from './detail-state';
import { demoRow } from './demo-votings';
import { actionRefusal, fail } from './refusals';
import { newId, toVoting, type FakeVotingRow } from './rows';
import { fakeVotings, type VotingsFakeState } from './state';
import { addVoterRow } from './voter-rows';
import { applyInput, ballotOf, changesFixedFields } from './voting-input';

// One voting: getVoting, updateVoting (what is fixed once published by the domain's rule), deleteVoting (drafts
// only), publishVoting (422 voting_incomplete with one error per missing thing, by the domain's publishGaps),
// duplicateVoting and sendTestInvitation (recorded, nothing else changes). What each status allows is the domain's
// table (VOTING_ACTIONS). Unlike the server the fake does not move votings in time (scheduled → open → closed): the
// statuses are as stored, so the demo stories keep theirs.

/** What publishing still misses, one error per thing (the server's 422 voting_incomplete, by the domain's rule). */
function missingForPublish(row: FakeVotingRow, opensAt: string | null): FieldError[] {
  return publishGaps(
    {
      items: row.items.length,
      activeVoters: row.counts.voters - row.counts.voided,
      documents: row.documents.length,
      hasBallotTemplate: row.ballotTemplate !== null,
      requiresSupportDocument: row.requiresSupportDocument,
      deadline: row.deadline,
      opensAt,
    },
    new Date(),
  );
}

/**
 * As the server's duplicateVoting: a new draft with what the operator wrote (items, documents, settings), the
 * deadline by the domain's nextDeadlineFor, no opening; the active voters only when asked.
 */
function duplicate(
  state: VotingsFakeState,
  row: FakeVotingRow,
  title: string,
  includeVoters: boolean,
): FakeVotingRow {
  const now = new Date();
  const deadline = nextDeadlineFor(new Date(row.deadline), now).toISOString();
  const copy: FakeVotingRow = {
    ...demoRow({ n: 0, title, status: 'draft', createdAt: now.toISOString(), deadline, items: [] }),
    id: newId(state, 'd0000000'),
    workspaceId: row.workspaceId,
    description: row.description,
    kind: row.kind,
    weighting: row.weighting,
    requiresSupportDocument: row.requiresSupportDocument,
    ballotTemplate: row.ballotTemplate ? { ...row.ballotTemplate } : null,
  };
  copy.items = row.items.map((item) => ({ ...item, id: newId(state, 'e0000000') }));
  copy.documents = row.documents.map((document) => ({
    ...document,
    id: newId(state, 'f0000000'),
    createdAt: now.toISOString(),
  }));
  state.votings.push(copy);
  if (includeVoters) {
    const active = state.voters.filter((voter) => voter.votingId === row.id && voter.status === 'active');
    for (const voter of active) {
      const { name, taxIdType, taxId, email, phone, weight } = voter;
      addVoterRow(state, copy, { name, taxIdType, taxId, email, phone, weight });
    }
  }
  return copy;
}

export const votingHandlers: FeatureHandlers = (options) => [
  http.get('/votings/{votingId}', ({ params, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'read');
    if (refusal) return refuse(response, refusal);
    if (fakeVotingDetail(options).votingPending) return delay('infinite');
    if (fakeVotings(options).failGet) return refuse(response, fail(500, 'internal'));
    return response(200).json({ voting: toVoting(row) });
  }),
  http.put('/votings/{votingId}', async ({ params, request, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'write');
    if (refusal) return refuse(response, refusal);
    const state = fakeVotings(options);
    if (state.failSave) return refuse(response, fail(500, 'internal'));
    const notNow = actionRefusal(row, 'edit');
    if (notNow) return refuse(response, notNow);
    const input = (await bodyOf(request)) as VotingInput;
    if (changesFixedFields(row, input)) return refuse(response, fail(409, 'invalid_state'));
    const ballot = ballotOf(options, row.workspaceId, input.ballotTemplateId);
    if (!ballot.ok)
      return refuse(response, fail(422, 'unprocessable', [{ field: 'ballotTemplateId', code: 'not_found' }]));
    applyInput(state, row, input, ballot.ref);
    return response(200).json({ voting: toVoting(row) });
  }),
  http.delete('/votings/{votingId}', ({ params, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'write');
    if (refusal) return refuse(response, refusal);
    const notNow = actionRefusal(row, 'discard');
    if (notNow) return refuse(response, notNow);
    const state = fakeVotings(options);
    state.votings.splice(state.votings.indexOf(row), 1);
    return response(204).empty();
  }),
  http.post('/votings/{votingId}/publish', async ({ params, request, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'write');
    if (refusal) return refuse(response, refusal);
    const notNow = actionRefusal(row, 'publish');
    if (notNow) return refuse(response, notNow);
    const state = fakeVotings(options);
    if (state.rejectPublish) {
      const errors = state.rejectPublish;
      delete state.rejectPublish;
      return refuse(response, fail(422, 'voting_incomplete', errors));
    }
    const opensAt = ((await bodyOf(request)) as { opensAt?: string | null } | undefined)?.opensAt ?? null;
    const missing = missingForPublish(row, opensAt);
    if (missing.length) return refuse(response, fail(422, 'voting_incomplete', missing));
    const now = new Date().toISOString();
    row.status = opensAt ? 'scheduled' : 'open';
    row.opensAt = opensAt ?? now;
    row.publishedAt = now;
    row.updatedAt = now;
    return response(200).json({ voting: toVoting(row) });
  }),
  http.post('/votings/{votingId}/duplicate', async ({ params, request, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'write');
    if (refusal) return refuse(response, refusal);
    const input = ((await bodyOf(request)) ?? {}) as { title?: unknown; includeVoters?: unknown };
    const title = readCopyTitle(typeof input.title === 'string' ? input.title : '');
    // The server's reading of the copy's title (domain's readCopyTitle; nothing left is 400 minLength).
    if (!title)
      return refuse(
        response,
        fail(400, 'validation_failed', [{ field: 'title', code: 'minLength', params: { limit: 1 } }]),
      );
    const copy = duplicate(fakeVotings(options), row, title, input.includeVoters === true);
    return response(201).json({ voting: toVoting(copy) });
  }),
  http.post('/votings/{votingId}/test-invitation', ({ params, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'write');
    if (refusal) return refuse(response, refusal);
    // As the server: a closed or cancelled voting 409, no template 422; the test goes to the caller only.
    const notNow = actionRefusal(row, 'testInvitation');
    if (notNow) return refuse(response, notNow);
    if (!row.ballotTemplate)
      return refuse(
        response,
        fail(422, 'voting_incomplete', [{ field: 'ballotTemplateId', code: 'required' }]),
      );
    const state = fakeVotings(options);
    const sentTo = callerOf(options).email;
    state.testInvitations = [...(state.testInvitations ?? []), { votingId: row.id, to: sentTo }];
    return response(202).json({ sentTo });
  }),
];
