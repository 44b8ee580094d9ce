import type {
  CommunicationRecipient,
  CommunicationRecipientUpload,
  Pagination,
} from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import { csvLine, normalizeForSearch, toCsv } from '@backoffice/domain';
import { companyStateOf } from '../fake-company';
import type { FeatureHandlers } from '../fake-feature';
import { actionRefusal, communicationFor, fail } from './access';
import { searchWords } from './communication-list';
import { messagePreview } from './preview';
import { readRecipientCsv, type ReadRecipient } from './recipient-csv';
import {
  communicationRecipientId,
  toRecipient,
  type FakeCommunicationRecipientRow,
  type FakeCommunicationRow,
} from './rows';
import { fakeCommunications, recipientsOf, type CommunicationsFakeState } from './state';
import { fakeBatchVotings } from '../batch-votings/state';
import type { FakeApiOptions } from '../fake-network';
import type { FakeVoterRow } from '../votings/rows';
import { fakeVotings, votersOf } from '../votings/state';
import { placeholdersOf, templateOf } from './template-rule';

// A communication's recipients: uploadCommunicationRecipients (a draft's spreadsheet, read by recipient-csv.ts: the
// valid rows replace the recipients, the refused ones are answered by line), listCommunicationRecipients (in line
// order, each with its latest delivery; searched by name, e-mail or phone, filtered by that delivery's status) and
// previewCommunicationRecipient (the message one of them gets, preview.ts) and downloadCommunicationDeliveries (every
// recipient with their latest delivery as CSV: the server's columns, its values simplified — no value columns); and
// the recipients taken from a voting's voters or a batch voting's holders (importCommunicationRecipientsFromVoting…).

/** The file's name as the server keeps it (its cleanFileName): no folders, no control characters, trimmed. */
const cleanFileName = (fileName: string) =>
  [...(fileName.split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .normalize('NFC')
    .trim()
    .slice(0, 255);

/** The communication's recipients are these now (each with a new id, nothing sent to yet). */
function replaceRecipients(
  state: CommunicationsFakeState,
  row: FakeCommunicationRow,
  read: readonly ReadRecipient[],
): FakeCommunicationRecipientRow[] {
  const kept = state.recipients.filter((recipient) => recipient.communicationId !== row.id);
  const taken = read.map((recipient): FakeCommunicationRecipientRow => {
    state.nextRecipientId = (state.nextRecipientId ?? 0) + 1;
    return {
      id: communicationRecipientId(0, state.nextRecipientId),
      communicationId: row.id,
      ...recipient,
      delivery: null,
    };
  });
  state.recipients = [...kept, ...taken];
  row.recipients = taken.length;
  row.updatedAt = new Date().toISOString();
  return taken;
}

/**
 * Whether a latest delivery passes the `delivery` filter: `none`, not sent to; `delivered` and `read`, what the
 * channel reported (read ones are delivered too); else the dispatch status.
 */
function deliveryMatches(latest: FakeCommunicationRecipientRow['delivery'], filter: string): boolean {
  if (filter === 'none') return latest === null;
  if (filter === 'delivered') return latest?.receipt === 'delivered' || latest?.receipt === 'read';
  if (filter === 'read') return latest?.receipt === 'read';
  return latest?.status === filter;
}

function recipientsPage(
  recipients: readonly FakeCommunicationRecipientRow[],
  url: URL,
): { recipients: CommunicationRecipient[]; pagination: Pagination } {
  // The contract gate validated the query (contract-gate.ts); what is absent takes the contract's defaults.
  const query = url.searchParams;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const delivery = query.get('delivery');
  const words = searchWords(query.get('search'));
  const found = recipients
    .filter((r) => !delivery || deliveryMatches(r.delivery, delivery))
    .filter((r) => {
      const fields = [r.name, r.email, r.phone].map((field) => normalizeForSearch(field ?? ''));
      return words.every((word) => fields.some((field) => field.includes(word)));
    })
    .sort((a, b) => a.line - b.line);
  return {
    recipients: found.slice(offset, offset + limit).map(toRecipient),
    pagination: { total: found.length, offset, limit, sortBy: 'line', sortDirection: 'asc' },
  };
}

export const recipientHandlers: FeatureHandlers = (options) => [
  http.put('/communications/{communicationId}/recipients', async ({ params, request, response }) => {
    const state = fakeCommunications(options);
    const { row, refusal } = communicationFor(options, params.communicationId);
    if (refusal) return refuse(response, refusal);
    if (state.failUpload) return refuse(response, fail(500, 'internal'));
    const notNow = actionRefusal(row, 'edit');
    if (notNow) return refuse(response, notNow);
    const fileName = cleanFileName(new URL(request.url).searchParams.get('fileName') ?? '');
    if (!fileName)
      return refuse(
        response,
        fail(400, 'validation_failed', [{ field: 'fileName', code: 'minLength', params: { limit: 1 } }]),
      );
    const template = templateOf(options, row.templateId);
    const placeholders = row.parameterizable && template ? placeholdersOf(template) : [];
    const reading = readRecipientCsv(await request.text(), row.channel, placeholders);
    if (!reading.ok) return refuse(response, fail(422, 'unprocessable', reading.errors));
    const uploaded = replaceRecipients(state, row, reading.recipients);
    const { refused, columns, issues, issuesTruncated } = reading;
    return response(200).json({
      recipientUpload: { fileName, accepted: uploaded.length, refused, columns, issues, issuesTruncated },
    });
  }),
  http.get('/communications/{communicationId}/recipients', ({ params, request, response }) => {
    const state = fakeCommunications(options);
    const { row, refusal } = communicationFor(options, params.communicationId);
    if (refusal) return refuse(response, refusal);
    return response(200).json(recipientsPage(recipientsOf(state, row.id), new URL(request.url)));
  }),
  http.get('/communications/{communicationId}/recipients/{recipientId}/preview', ({ params, response }) => {
    const state = fakeCommunications(options);
    const { row, refusal } = communicationFor(options, params.communicationId);
    if (refusal) return refuse(response, refusal);
    const recipient = state.recipients.find(
      (candidate) => candidate.id === params.recipientId && candidate.communicationId === row.id,
    );
    const template = templateOf(options, row.templateId);
    if (!recipient || !template) return refuse(response, fail(404, 'not_found'));
    const preview = messagePreview(template, row, recipient, companyStateOf(options).company.name);
    return response(200).json({ preview });
  }),
  http.get('/communications/{communicationId}/deliveries.csv', ({ params, response }) => {
    const state = fakeCommunications(options);
    const { row, refusal } = communicationFor(options, params.communicationId);
    if (refusal) return refuse(response, refusal);
    const csv = toCsv([
      ['Linha', 'Nome', 'E-mail', 'Telefone', 'Entrega', 'Enviada em', 'Atualizada em', 'Motivo'],
      ...recipientsOf(state, row.id).map((r) => [
        r.line,
        r.name,
        r.email,
        r.phone,
        r.delivery?.status ?? 'none',
        r.delivery?.sentAt ?? '',
        r.delivery?.updatedAt ?? '',
        r.delivery?.error ?? '',
      ]),
    ]);
    return response(200).text(csv, { headers: { 'content-type': 'text/csv' } });
  }),
  // A voting's active voters (all, or those yet to vote) in name order, read as the spreadsheet's rows are; the
  // server's line is the voter's place in that order (the CSV's minus its header).
  http.post(
    '/communications/{communicationId}/recipients/from-voting',
    async ({ params, request, response }) => {
      const { row, refusal } = communicationFor(options, params.communicationId);
      if (refusal) return refuse(response, refusal);
      const notNow = actionRefusal(row, 'edit');
      if (notNow) return refuse(response, notNow);
      const { votingId, voters } = await request.json();
      if (row.parameterizable)
        return refuse(response, fail(422, 'unprocessable', [{ field: 'votingId', code: 'parameterizable' }]));
      const voting = fakeVotings(options).votings.find(
        (candidate) => candidate.id === votingId && candidate.workspaceId === row.workspaceId,
      );
      if (!voting)
        return refuse(response, fail(422, 'unprocessable', [{ field: 'votingId', code: 'not_found' }]));
      const chosen = activeVoters(options, votingId, voters).sort(
        (a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id.localeCompare(b.id),
      );
      return response(200).json({ recipientUpload: takeVoters(options, row, chosen, voting.title) });
    },
  ),
  // A batch voting's holders: every fund's active voters (all, or those yet to vote in that fund), each person once by
  // CPF/CNPJ (a holder of several funds gets one message), in name order, read as the voting's are.
  http.post(
    '/communications/{communicationId}/recipients/from-batch',
    async ({ params, request, response }) => {
      const { row, refusal } = communicationFor(options, params.communicationId);
      if (refusal) return refuse(response, refusal);
      const notNow = actionRefusal(row, 'edit');
      if (notNow) return refuse(response, notNow);
      const { batchId, voters } = await request.json();
      if (row.parameterizable)
        return refuse(response, fail(422, 'unprocessable', [{ field: 'batchId', code: 'parameterizable' }]));
      const batch = fakeBatchVotings(options).batches.find(
        (candidate) => candidate.id === batchId && candidate.workspaceId === row.workspaceId,
      );
      if (!batch)
        return refuse(response, fail(422, 'unprocessable', [{ field: 'batchId', code: 'not_found' }]));
      const funds = (batch.batch?.children ?? []).map((child) => child.votingId).sort();
      const byHolder = new Map<string, FakeVoterRow>();
      for (const fund of funds) {
        const people = activeVoters(options, fund, voters).sort(
          (a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id.localeCompare(b.id),
        );
        for (const voter of people) if (!byHolder.has(voter.taxId)) byHolder.set(voter.taxId, voter);
      }
      const holders = [...byHolder.values()].sort(
        (a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.taxId.localeCompare(b.taxId),
      );
      return response(200).json({ recipientUpload: takeVoters(options, row, holders, batch.title) });
    },
  ),
];

/** A voting's active voters: all, or only those yet to vote. */
const activeVoters = (options: FakeApiOptions, votingId: string, voters: 'all' | 'pending') =>
  votersOf(options, votingId).filter(
    (voter) => voter.participation !== 'voided' && (voters === 'all' || voter.participation === 'pending'),
  );

/**
 * The people, in their order, read as a spreadsheet's rows (a bad e-mail, a person twice, refused by line — their
 * place in that order) and made the communication's recipients; the answer names them after `source`.
 */
function takeVoters(
  options: FakeApiOptions,
  row: FakeCommunicationRow,
  people: readonly FakeVoterRow[],
  source: string,
): CommunicationRecipientUpload {
  const csv = [
    'nome;email;telefone\r\n',
    ...people.map((v) => csvLine([v.name, v.email, v.phone ?? ''])),
  ].join('');
  const reading = readRecipientCsv(csv, row.channel, []);
  const lineOf = <T extends { line: number }>(item: T): T => ({ ...item, line: item.line - 1 });
  const read = reading.ok ? reading.recipients.map(lineOf) : [];
  const taken = replaceRecipients(fakeCommunications(options), row, read);
  return {
    fileName: source,
    accepted: taken.length,
    refused: reading.ok ? reading.refused : 0,
    columns: { email: 'email', phone: 'phone', name: 'name', parameters: {} },
    issues: reading.ok ? reading.issues.map(lineOf) : [],
    issuesTruncated: reading.ok && reading.issuesTruncated,
  };
}
