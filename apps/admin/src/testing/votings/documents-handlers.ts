import type { VotingDocument } from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import { normalizeForSearch } from '@backoffice/domain';
import { HttpResponse } from 'msw';
import type { FeatureHandlers } from '../fake-feature';
import { uploadText, votingFor } from './access';
import { fakeVotingDetail } from './detail-state';
import { actionRefusal, fail } from './refusals';
import { newId } from './rows';
import { fakeVotings } from './state';
import { byteLength, takeUploadRefusal } from './uploads';

// A voting's documents: uploadVotingDocument (415 unsupported_file_type, 413 file_too_large), deleteVotingDocument
// (drafts only) and downloadVotingDocument (the demo's files, or a small PDF of the document's name).

const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
const fakeSha = (text: string) =>
  [...normalizeForSearch(text).slice(0, 32).padEnd(32, '0')]
    .map((c) => (c.charCodeAt(0) % 16).toString(16))
    .join('')
    .repeat(2);

export const documentsHandlers: FeatureHandlers = (options) => [
  http.post('/votings/{votingId}/documents', async ({ params, request, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'write');
    if (refusal) return refuse(response, refusal);
    const state = fakeVotings(options);
    const rejected = takeUploadRefusal(state);
    if (rejected) return refuse(response, rejected);
    const notNow = actionRefusal(row, 'addDocument');
    if (notNow) return refuse(response, notNow);
    const fileName = new URL(request.url).searchParams.get('fileName') ?? ''; // required: the gate checked it
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!DOCUMENT_TYPES.includes(contentType)) return refuse(response, fail(415, 'unsupported_file_type'));
    const text = await uploadText(request);
    const size = byteLength(text);
    if (size > MAX_DOCUMENT_BYTES) return refuse(response, fail(413, 'file_too_large'));
    const document: VotingDocument = {
      id: newId(state, 'f0000000'),
      name: fileName,
      contentType: contentType as VotingDocument['contentType'],
      size,
      sha256: fakeSha(fileName + text),
      createdAt: new Date().toISOString(),
    };
    row.documents.push(document);
    return response(201).json({ document });
  }),
  http.delete('/votings/{votingId}/documents/{documentId}', ({ params, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'write');
    if (refusal) return refuse(response, refusal);
    const index = row.documents.findIndex((document) => document.id === params.documentId);
    if (index < 0) return refuse(response, fail(404, 'not_found'));
    const notNow = actionRefusal(row, 'removeDocument');
    if (notNow) return refuse(response, notNow);
    row.documents.splice(index, 1);
    return response(204).empty();
  }),
  http.get('/votings/{votingId}/documents/{documentId}', ({ params, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'read');
    if (refusal) return refuse(response, refusal);
    const document = row.documents.find((candidate) => candidate.id === params.documentId);
    if (!document) return refuse(response, fail(404, 'not_found'));
    const stored = fakeVotingDetail(options).files.find((candidate) => candidate.documentId === document.id);
    // Untyped: the contract's file is a PDF or an image, content types openapi-msw types no answer for (JSON and
    // text/* only); the status and type are still the contract's.
    return response.untyped(
      new HttpResponse(stored?.body ?? `%PDF-1.4\n% ${document.name}\n%%EOF\n`, {
        status: 200,
        headers: { 'content-type': document.contentType },
      }),
    );
  }),
];
