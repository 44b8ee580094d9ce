import type { Pagination, VotingInput, VotingStatus, VotingSummary } from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import { listParticipation, normalizeForSearch, VOTING_STATUSES } from '@backoffice/domain';
import { delay } from 'msw';
import { callerOf, type FeatureHandlers } from '../fake-feature';
import { bodyOf } from './access';
import { demoRow } from './demo-votings';
import { fail } from './refusals';
import { newId, toVoting, type FakeVotingRow } from './rows';
import { fakeVotings, type VotingsFakeState } from './state';
import { applyInput, ballotOf } from './voting-input';

// listVotings (every word of the search in the title, ignoring case and accents; the status filter; the sort, ties
// by id; pages) and createVoting, over the current workspace's votings.

function toSummary(row: FakeVotingRow): VotingSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    kind: row.kind,
    createdAt: row.createdAt,
    deadline: row.deadline,
    opensAt: row.opensAt,
    participation: listParticipation(
      {
        activeVoters: row.participation.eligible.voters,
        representedOnly: row.participation.eligible.represented,
        voted: row.participation.voted.total,
      },
      row.status,
    ),
    ballotTemplate: row.ballotTemplate,
  };
}

function listAnswer(
  state: VotingsFakeState,
  workspaceId: string,
  url: URL,
): { votings: VotingSummary[]; pagination: Pagination } {
  const query = url.searchParams;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const sortBy = query.get('sortBy') ?? 'createdAt';
  const sortDirection = (query.get('sortDirection') ?? 'desc') as Pagination['sortDirection'];
  const status = query.get('status');
  const words = normalizeForSearch(query.get('search') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  // A sort by status follows the lifecycle (the domain's VOTING_STATUSES order), as the server's.
  const rank = (value: VotingStatus) => VOTING_STATUSES.indexOf(value);
  const found = state.votings
    .filter((row) => row.workspaceId === workspaceId)
    .filter((row) => !status || row.status === status)
    .filter((row) => words.every((word) => normalizeForSearch(row.title).includes(word)))
    .sort((a, b) => {
      const order =
        sortBy === 'title'
          ? a.title.localeCompare(b.title, 'pt-BR')
          : sortBy === 'status'
            ? rank(a.status) - rank(b.status)
            : a[sortBy as 'createdAt' | 'deadline'].localeCompare(b[sortBy as 'createdAt' | 'deadline']);
      return (sortDirection === 'desc' ? -order : order) || a.id.localeCompare(b.id);
    });
  return {
    votings: found.slice(offset, offset + limit).map(toSummary),
    pagination: { total: found.length, offset, limit, sortBy, sortDirection },
  };
}

export const votingListHandlers: FeatureHandlers = (options) => [
  http.get('/votings', ({ request, response }) => {
    const state = fakeVotings(options);
    if (state.listPending) return delay('infinite');
    if (state.failList) return refuse(response, fail(500, 'internal'));
    return response(200).json(
      listAnswer(state, callerOf(options).currentWorkspaceId ?? '', new URL(request.url)),
    );
  }),
  http.post('/votings', async ({ request, response }) => {
    const state = fakeVotings(options);
    if (state.failSave) return refuse(response, fail(500, 'internal'));
    const input = (await bodyOf(request)) as VotingInput;
    const workspaceId = callerOf(options).currentWorkspaceId ?? '';
    const ballot = ballotOf(options, workspaceId, input.ballotTemplateId);
    if (!ballot.ok)
      return refuse(response, fail(422, 'unprocessable', [{ field: 'ballotTemplateId', code: 'not_found' }]));
    const now = new Date().toISOString();
    const row: FakeVotingRow = {
      ...demoRow({ n: 0, title: '', status: 'draft', createdAt: now, deadline: input.deadline, items: [] }),
      id: newId(state, 'd0000000'),
      workspaceId,
    };
    applyInput(state, row, input, ballot.ref);
    state.votings.push(row);
    return response(201).json({ voting: toVoting(row) });
  }),
];
