import type { VotingBatchDocumentFund, VotingBatchDocumentUpload } from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import {
  MAX_DOCUMENT_BYTES,
  checkAction,
  cnpjsInFileName,
  formatCnpj,
  hasPdfExtension,
  matchDocumentsToFunds,
  matchesFileType,
} from '@backoffice/domain';
import { callerOf, fakeState, type FeatureHandlers } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { fail } from '../votings/refusals';
import { fakeBatchVotings } from './state';

// getVotingBatchDocuments and uploadVotingBatchDocuments as the server answers them, by the domain's rules: each PDF
// matched to the batch's funds by the CNPJ in its name (matchDocumentsToFunds), the file checks (a PDF's extension
// and magic bytes, empty, over 20 MB), a fund whose voting takes no documents (checkAction addDocument); a dry run
// counts nothing. The fake does not unpack a ZIP (the admin has no ZIP reader): it refuses one as an unreadable ZIP.

export interface BatchDocumentsFakeState {
  /** Documents per child voting. */
  counts: Record<string, number>;
}

const documentsOf = (options: FakeApiOptions) =>
  fakeState<BatchDocumentsFakeState>(options, 'batch-documents', () => ({ counts: {} }));

const batchOf = (options: FakeApiOptions, batchId: string) => {
  const workspaceId = callerOf(options).currentWorkspaceId ?? '';
  return fakeBatchVotings(options).batches.find(
    (row) => row.id === batchId && row.workspaceId === workspaceId,
  )?.batch;
};

type Unmatched = VotingBatchDocumentUpload['unmatched'][number];

/**
 * The `files` parts of a multipart body, read by hand: the test environment's Request.formData() (Node's undici)
 * refuses jsdom's File. Bytes travel as latin1 characters, one per byte. Undefined when the body is not multipart.
 */
async function filesOf(
  request: Request,
): Promise<{ name: string; bytes: Uint8Array; index: number }[] | undefined> {
  const boundary = /boundary=([^;]+)/.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return undefined;
  const text = [...new Uint8Array(await request.arrayBuffer())]
    .map((byte) => String.fromCharCode(byte))
    .join('');
  const files: { name: string; bytes: Uint8Array; index: number }[] = [];
  for (const part of text.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.slice(0, headerEnd);
    const fileName = /filename="([^"]*)"/.exec(headers)?.[1];
    if (!/name="files"/.test(headers) || fileName === undefined) return undefined;
    const body = part.slice(headerEnd + 4, part.length - 2);
    const utf8 = new TextDecoder().decode(Uint8Array.from(fileName, (char) => char.charCodeAt(0)));
    files.push({
      name: utf8,
      bytes: Uint8Array.from(body, (char) => char.charCodeAt(0)),
      index: files.length,
    });
  }
  return files;
}

export const batchDocumentHandlers: FeatureHandlers = (options) => [
  http.get('/voting-batches/{batchId}/documents', ({ params, response }) => {
    const batch = batchOf(options, params.batchId);
    if (!batch) return refuse(response, fail(404, 'not_found'));
    const { counts } = documentsOf(options);
    const funds: VotingBatchDocumentFund[] = batch.children.map((child) => ({
      votingId: child.votingId,
      fundName: child.fundName,
      fundTaxId: child.fundTaxId,
      documents: counts[child.votingId] ?? 0,
    }));
    return response(200).json({
      batchDocuments: { funds, fundsWithoutDocuments: funds.filter((fund) => fund.documents === 0) },
    });
  }),

  http.post('/voting-batches/{batchId}/documents', async ({ params, query, request, response }) => {
    const batch = batchOf(options, params.batchId);
    if (!batch) return refuse(response, fail(404, 'not_found'));
    if (batch.children.length === 0) return refuse(response, fail(409, 'invalid_state'));
    const dryRun = query.get('dryRun') === 'true';
    const files = await filesOf(request);
    if (!files) return refuse(response, fail(400, 'validation_failed'));
    if (files.length === 0) return refuse(response, fail(400, 'validation_failed'));
    if (files.some((file) => /\.zip$/i.test(file.name))) return refuse(response, fail(422, 'unprocessable'));

    const unmatched: (Unmatched & { index: number })[] = [];
    const candidates = files.filter((file) => {
      const code =
        file.bytes.length === 0
          ? 'empty_file'
          : !hasPdfExtension(file.name) || !matchesFileType('application/pdf', file.bytes)
            ? 'not_pdf'
            : file.bytes.length > MAX_DOCUMENT_BYTES
              ? 'file_too_large'
              : undefined;
      if (code) unmatched.push({ index: file.index, fileName: file.name, code, found: [] });
      return !code;
    });
    const funds = batch.children.map((child) => ({ ...child, taxId: child.fundTaxId }));
    const matching = matchDocumentsToFunds(candidates, funds);
    for (const { file, code, found } of matching.unmatched)
      unmatched.push({ index: file.index, fileName: file.name, code, found });
    for (const { file, funds: named } of matching.ambiguous)
      unmatched.push({
        index: file.index,
        fileName: file.name,
        code: 'ambiguous_cnpj',
        found: cnpjsInFileName(file.name)
          .filter((cnpj) => named.some((fund) => fund.taxId === cnpj))
          .map(formatCnpj),
      });
    const counts = { ...documentsOf(options).counts };
    const matched: (VotingBatchDocumentUpload['matched'][number] & { index: number })[] = [];
    for (const { fund, files: fundFiles } of matching.byFund)
      for (const file of fundFiles) {
        if (!checkAction(fund.status, 'addDocument').ok) {
          unmatched.push({
            index: file.index,
            fileName: file.name,
            code: 'documents_closed',
            found: [],
            votingId: fund.votingId,
          });
          continue;
        }
        counts[fund.votingId] = (counts[fund.votingId] ?? 0) + 1;
        matched.push({
          index: file.index,
          fileName: file.name,
          votingId: fund.votingId,
          fundName: fund.fundName,
          fundTaxId: fund.fundTaxId,
          size: file.bytes.length,
          documentId: dryRun ? null : crypto.randomUUID(),
        });
      }
    if (!dryRun) documentsOf(options).counts = counts;
    const withoutIndex = <T extends { index: number }>({ index: _index, ...rest }: T) => rest;
    const byIndex = (a: { index: number }, b: { index: number }) => a.index - b.index;
    return response(200).json({
      documentUpload: {
        dryRun,
        matched: matched.sort(byIndex).map(withoutIndex),
        unmatched: unmatched.sort(byIndex).map(withoutIndex),
        fundsWithoutDocuments: batch.children
          .filter((child) => !counts[child.votingId])
          .map((child) => ({
            votingId: child.votingId,
            fundName: child.fundName,
            fundTaxId: child.fundTaxId,
            documents: 0,
          })),
      },
    });
  }),
];
