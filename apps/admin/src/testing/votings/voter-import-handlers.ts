import { http, refuse } from '@backoffice/api-client/testing';
import {
  DEFAULT_LOCALE,
  importErrorReportHeader,
  rowIssueMessage,
  voterFieldLabel,
} from '@backoffice/domain';
import type { FeatureHandlers } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { uploadText, votingFor } from './access';
import { actionRefusal, fail } from './refusals';
import { newId, type FakeImportRow, type FakeVotingRow } from './rows';
import { fakeVotings, type VotingsFakeState } from './state';
import { takeUploadRefusal } from './uploads';
import { csvCell, EXAMPLE_CSV, readVoterCsv } from './voter-csv';
import { addVoterRow, takenTaxIds } from './voter-rows';

// A voter file's import: uploadVoterImport (read at once: its summary, preview and row errors), getVoterImport
// (a confirmed import's progress advances on each read; the last step writes the voters), confirmVoterImport,
// discardVoterImport, downloadVoterImportErrors (the screen's columns and sentences, the domain's words) and
// getVoterImportExample.

/** Each read of an importing import moves it on; the last one writes the voters. */
function advanceImport(state: VotingsFakeState, row: FakeVotingRow, entry: FakeImportRow): void {
  const { voterImport } = entry;
  if (voterImport.status !== 'importing') return;
  const steps = state.importSteps ?? 2;
  const total = voterImport.progress.total;
  const step = steps <= 0 ? total : Math.ceil(total / steps);
  voterImport.progress.done = Math.min(total, voterImport.progress.done + Math.max(step, 1));
  if (voterImport.progress.done >= total) {
    const taken = takenTaxIds(state, row.id);
    for (const valid of entry.valid) if (!taken.has(valid.taxId)) addVoterRow(state, row, valid);
    voterImport.status = 'imported';
  }
}

const answerOf = (entry: FakeImportRow) => ({ voterImport: structuredClone(entry.voterImport) });

/** The voting and its import the path names, or the refusal. */
function importFor(
  options: FakeApiOptions,
  params: { votingId: string; importId: string },
  access: 'read' | 'write',
) {
  const { row, refusal } = votingFor(options, params.votingId, access);
  if (refusal) return { refusal };
  const entry = fakeVotings(options).imports.find(
    (candidate) => candidate.voterImport.id === params.importId && candidate.votingId === row.id,
  );
  return entry ? { row, entry } : { refusal: fail(404, 'not_found') };
}

export const voterImportHandlers: FeatureHandlers = (options) => [
  http.get('/voter-imports/example', ({ response }) =>
    response(200).text(EXAMPLE_CSV, { headers: { 'content-type': 'text/csv' } }),
  ),
  http.post('/votings/{votingId}/voter-imports', async ({ params, request, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'write');
    if (refusal) return refuse(response, refusal);
    const state = fakeVotings(options);
    const rejected = takeUploadRefusal(state);
    if (rejected) return refuse(response, rejected);
    const notNow = actionRefusal(row, 'changeVoters');
    if (notNow) return refuse(response, notNow);
    const fileName = new URL(request.url).searchParams.get('fileName') ?? ''; // required: the gate checked it
    const reading = readVoterCsv(
      await uploadText(request),
      fileName,
      takenTaxIds(state, row.id),
      newId(state, 'b1000000'),
    );
    if (!reading.ok) return refuse(response, fail(422, 'unprocessable', reading.errors));
    const entry: FakeImportRow = {
      votingId: row.id,
      voterImport: reading.voterImport,
      valid: reading.valid,
      allErrors: reading.allErrors,
    };
    state.imports.push(entry);
    return response(201).json(answerOf(entry));
  }),
  http.get('/votings/{votingId}/voter-imports/{importId}', ({ params, response }) => {
    const { row, entry, refusal } = importFor(options, params, 'read');
    if (refusal) return refuse(response, refusal);
    advanceImport(fakeVotings(options), row, entry);
    return response(200).json(answerOf(entry));
  }),
  http.delete('/votings/{votingId}/voter-imports/{importId}', ({ params, response }) => {
    const { entry, refusal } = importFor(options, params, 'write');
    if (refusal) return refuse(response, refusal);
    if (entry.voterImport.status !== 'ready') return refuse(response, fail(409, 'invalid_state'));
    entry.voterImport.status = 'discarded';
    return response(204).empty();
  }),
  http.post('/votings/{votingId}/voter-imports/{importId}/confirm', ({ params, response }) => {
    const { row, entry, refusal } = importFor(options, params, 'write');
    if (refusal) return refuse(response, refusal);
    const state = fakeVotings(options);
    const status = entry.voterImport.status;
    if (status === 'discarded' || status === 'failed') return refuse(response, fail(409, 'invalid_state'));
    if (status === 'ready') {
      entry.voterImport.status = 'importing';
      if ((state.importSteps ?? 2) <= 0) advanceImport(state, row, entry);
    }
    return response(202).json(answerOf(entry));
  }),
  http.get('/votings/{votingId}/voter-imports/{importId}/error-report', ({ params, request, response }) => {
    const { entry, refusal } = importFor(options, params, 'read');
    if (refusal) return refuse(response, refusal);
    // As the server writes it: the screen's columns and sentences in the asked language (the domain's words).
    const locale = new URL(request.url).searchParams.get('locale') ?? DEFAULT_LOCALE;
    const lines = [
      importErrorReportHeader(locale),
      ...entry.allErrors.map((e) => [
        String(e.line),
        voterFieldLabel(locale, e.field),
        rowIssueMessage(locale, e),
        e.value ?? '',
      ]),
    ].map((cells) => cells.map(csvCell).join(';'));
    return response(200).text(`\uFEFF${lines.join('\r\n')}\r\n`, { headers: { 'content-type': 'text/csv' } });
  }),
];
