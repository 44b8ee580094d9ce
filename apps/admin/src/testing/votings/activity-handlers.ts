import type { Pagination, RepresentedVote } from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import { normalizeForSearch } from '@backoffice/domain';
import type { FeatureHandlers } from '../fake-feature';
import { pageOf, votingFor } from './access';
import { appendAudit, auditOf } from './audit';
import { fakeVotingDetail } from './detail-state';
import { advanceDispatches, newDispatch } from './dispatches';
import { actionRefusal, takeRefusal } from './refusals';
import { votersOf } from './state';
import { searchWords } from './voters-handlers';

// What happened in a voting, on the detail screen's tabs: remindPendingVoters and listVotingDispatches (running
// rounds advance on each read), listRepresentedVotes (search, pages) and listVotingAudit (a hash chain that
// verifies, or is tampered with).

export const activityHandlers: FeatureHandlers = (options) => [
  http.post('/votings/{votingId}/reminders', ({ params, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'write');
    if (refusal) return refuse(response, refusal);
    const state = fakeVotingDetail(options);
    const refused = takeRefusal(state, [400, 404, 409, 500]) ?? actionRefusal(row, 'remind');
    if (refused) return refuse(response, refused);
    const pending = votersOf(options, row.id).filter((voter) => voter.participation === 'pending').length;
    appendAudit(state, row.id, 'reminder.queued', { count: pending });
    return response(202).json({ dispatch: newDispatch(state, row, 'reminder', pending) });
  }),
  http.get('/votings/{votingId}/dispatches', ({ params, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'read');
    if (refusal) return refuse(response, refusal);
    const state = fakeVotingDetail(options);
    advanceDispatches(state, row.id);
    const dispatches = state.dispatches
      .filter((dispatch) => dispatch.votingId === row.id)
      .map(({ votingId: _, ...dispatch }) => structuredClone(dispatch));
    return response(200).json({ dispatches });
  }),
  http.get('/votings/{votingId}/represented-votes', ({ params, request, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'read');
    if (refusal) return refuse(response, refusal);
    const url = new URL(request.url);
    const { offset, limit } = pageOf(url);
    const wanted = searchWords(url.searchParams.get('search'));
    const found = fakeVotingDetail(options)
      .represented.filter((vote) => vote.votingId === row.id)
      .filter((vote) => {
        const text = normalizeForSearch(`${vote.name} ${vote.attorney.name} ${vote.taxId}`);
        return wanted.every((word) => text.includes(word));
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    const pagination: Pagination = {
      total: found.length,
      offset,
      limit,
      sortBy: 'name',
      sortDirection: 'asc',
    };
    const representedVotes: RepresentedVote[] = found
      .slice(offset, offset + limit)
      .map(({ votingId: _, ...vote }) => structuredClone(vote));
    return response(200).json({ representedVotes, pagination });
  }),
  http.get('/votings/{votingId}/audit', ({ params, request, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'read');
    if (refusal) return refuse(response, refusal);
    const { offset, limit } = pageOf(new URL(request.url));
    const { entries, chain } = auditOf(fakeVotingDetail(options), row.id);
    return response(200).json({
      entries: entries.slice(offset, offset + limit),
      chain,
      pagination: { total: entries.length, offset, limit, sortBy: 'seq', sortDirection: 'asc' },
    });
  }),
];
