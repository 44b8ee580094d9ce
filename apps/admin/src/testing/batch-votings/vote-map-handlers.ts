import type { VoteMap, VoteMapKind } from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import { VOTE_MAP_KINDS, voteMapDueTimes } from '@backoffice/domain';
import { callerOf, fakeState, type FeatureHandlers } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { votingFor } from '../votings/access';
import { fail } from '../votings/refusals';
import { fakeBatchVotings } from './state';

// The vote maps (issue 19) as the server answers them: a batch fund's three maps due at the domain's times
// (voteMapDueTimes from its deadline), the ones "written" downloadable (409 vote_map_not_ready before), the batch's
// kind as its funds' written maps under one header. A voting outside a batch has none.

export interface VoteMapsFakeState {
  /** Per fund voting: its deadline and the maps written (kind → when). */
  funds: Record<
    string,
    { fundName: string; deadline: string; written: Partial<Record<VoteMapKind, string>> }
  >;
}

const STATE_KEY = 'vote-maps';

export function voteMapsFakeState(funds: VoteMapsFakeState['funds']): Record<string, VoteMapsFakeState> {
  return { [STATE_KEY]: { funds } };
}

const fakeVoteMaps = (options: FakeApiOptions) =>
  fakeState<VoteMapsFakeState>(options, STATE_KEY, () => ({ funds: {} }));

const HEADER = 'Fundo;CNPJ do fundo;Mapa;Item;Aprovar (cotas)';
const mapLine = (fundName: string, kind: VoteMapKind) => `${fundName};00.000.000/0001-91;${kind};1. Item;100`;

export const voteMapHandlers: FeatureHandlers = (options) => [
  http.get('/votings/{votingId}/vote-maps', ({ params, response }) => {
    const fund = fakeVoteMaps(options).funds[params.votingId];
    if (!fund) {
      const { refusal } = votingFor(options, params.votingId, 'read');
      if (refusal) return refuse(response, refusal);
      return response(200).json({ voteMaps: [] });
    }
    const due = voteMapDueTimes(fund.deadline);
    const voteMaps: VoteMap[] = VOTE_MAP_KINDS.map((kind) => ({
      kind,
      dueAt: due[kind].toISOString(),
      generatedAt: fund.written[kind] ?? null,
      size: fund.written[kind] ? 120 : null,
    }));
    return response(200).json({ voteMaps });
  }),
  http.get('/votings/{votingId}/vote-maps/{kind}.csv', ({ params, response }) => {
    const fund = fakeVoteMaps(options).funds[params.votingId];
    if (!fund) {
      const { refusal } = votingFor(options, params.votingId, 'read');
      if (refusal) return refuse(response, refusal);
    }
    if (!fund?.written[params.kind]) return refuse(response, fail(409, 'vote_map_not_ready'));
    return response(200).text(`\uFEFF${HEADER}\r\n${mapLine(fund.fundName, params.kind)}\r\n`, {
      headers: { 'content-type': 'text/csv' },
    });
  }),
  http.get('/voting-batches/{batchId}/vote-maps/{kind}.csv', ({ params, response }) => {
    const workspaceId = callerOf(options).currentWorkspaceId ?? '';
    const row = fakeBatchVotings(options).batches.find(
      (candidate) => candidate.id === params.batchId && candidate.workspaceId === workspaceId,
    );
    if (!row) return refuse(response, fail(404, 'not_found'));
    const funds = fakeVoteMaps(options).funds;
    const lines = (row.batch?.children ?? [])
      .filter((child) => funds[child.votingId]?.written[params.kind])
      .sort((a, b) => a.fundName.localeCompare(b.fundName))
      .map((child) => mapLine(child.fundName, params.kind));
    if (!lines.length) return refuse(response, fail(409, 'vote_map_not_ready'));
    return response(200).text(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, {
      headers: { 'content-type': 'text/csv' },
    });
  }),
];
