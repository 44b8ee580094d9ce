import { http, refuse } from '@backoffice/api-client/testing';
import { HttpResponse } from 'msw';
import type { FeatureHandlers } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { votingFor } from './access';
import { fakeVotingDetail, type VotingDetailFakeState } from './detail-state';
import { actionRefusal, fail } from './refusals';
import type { FakeVotingRow } from './rows';
import { votersOf } from './state';
import { castOneBallot, resultsOf } from './tally';

// getVotingResults (the tally by the domain's rule; `live` records one more ballot on each read of an open voting)
// and the two reports of a closed voting, downloadVoteMap and downloadVotingReport (409 until closed).

function voteMapCsv(options: FakeApiOptions, state: VotingDetailFakeState, row: FakeVotingRow): string {
  const voters = votersOf(options, row.id);
  const lines = ['votante;cpf_cnpj;item;voto;cotas'];
  for (const ballot of state.ballots.filter((candidate) => candidate.votingId === row.id)) {
    const voter = voters.find((candidate) => candidate.id === ballot.voterId);
    if (!voter || voter.status !== 'active') continue;
    const masked = `***${voter.taxId.slice(3, -2).replace(/./g, '*')}${voter.taxId.slice(-2)}`;
    for (const item of row.items)
      lines.push(`${voter.name};${masked};${item.position};${ballot.choices[item.id]};${voter.weight}`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const resultsHandlers: FeatureHandlers = (options) => [
  http.get('/votings/{votingId}/results', ({ params, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'read');
    if (refusal) return refuse(response, refusal);
    const state = fakeVotingDetail(options);
    if (state.failResults) return refuse(response, fail(500, 'internal'));
    if (state.live && row.status === 'open') castOneBallot(options, state, row);
    return response(200).json({ results: resultsOf(options, state, row) });
  }),
  http.get('/votings/{votingId}/reports/vote-map.csv', ({ params, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'read');
    if (refusal) return refuse(response, refusal);
    const notNow = actionRefusal(row, 'reports');
    if (notNow) return refuse(response, notNow);
    const csv = voteMapCsv(options, fakeVotingDetail(options), row);
    return response(200).text(csv, { headers: { 'content-type': 'text/csv' } });
  }),
  http.get('/votings/{votingId}/reports/minutes.pdf', ({ params, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'read');
    if (refusal) return refuse(response, refusal);
    const notNow = actionRefusal(row, 'reports');
    if (notNow) return refuse(response, notNow);
    // Untyped: the contract's report is a PDF, a content type openapi-msw types no answer for (JSON and text/*
    // only); the status and type are still the contract's.
    return response.untyped(
      new HttpResponse(`%PDF-1.4\n% Relatório — ${row.title}\n%%EOF\n`, {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      }),
    );
  }),
];
