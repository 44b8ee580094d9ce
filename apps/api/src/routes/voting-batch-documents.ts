import type { VotingBatchDocumentUpload, VotingBatchDocuments } from '@backoffice/api-client';
import { MAX_BATCH_DOCUMENT_FILES } from '@backoffice/domain';
import { HttpProblem } from '../http/problem.ts';
import { parseMultipart } from '../http/multipart.ts';
import {
  batchDocuments,
  uploadBatchDocuments,
  type IncomingDocument,
} from '../services/voting-batches/batch-documents.ts';
import { readDocumentArchive } from '../services/voting-batches/document-archive.ts';
import { userActor } from '../services/votings/voting-actor.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// A batch's documents: each fund's documents counted (the detail's "funds without documents"), and the upload of
// many PDFs or one ZIP matched to the funds by the CNPJ in their names (binary-bodies.ts has checked the role, the
// multipart type and the body's size before it was read).

const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/x-zip']);

/** The files of the request: its `files` parts, or the entries of the one ZIP among them (422 when mixed). */
function incomingDocuments(body: unknown, contentType: string | undefined): IncomingDocument[] {
  if (!Buffer.isBuffer(body)) throw new HttpProblem('validation_failed', 'Envie ao menos um arquivo.');
  const parts = parseMultipart(body, contentType, MAX_BATCH_DOCUMENT_FILES);
  const files = parts.filter((part) => part.name === 'files');
  if (files.length === 0 || files.length !== parts.length)
    throw new HttpProblem('validation_failed', 'Envie os arquivos no campo "files" (ao menos um).');
  const named = files.map((part) => {
    if (!part.fileName?.trim())
      throw new HttpProblem('validation_failed', 'Cada arquivo precisa de um nome.');
    return { ...part, fileName: part.fileName };
  });
  // By its type or name, not its bytes: a .docx or .xlsx is a ZIP too, and is only a file that is not a PDF.
  const zips = named.filter((part) => ZIP_TYPES.has(part.contentType) || /\.zip$/i.test(part.fileName));
  if (zips.length === 0) return named.map((part) => ({ name: part.fileName, bytes: part.bytes }));
  if (named.length > 1)
    throw new HttpProblem(
      'unprocessable',
      'Envie um único arquivo ZIP, ou somente PDFs, não os dois juntos.',
    );
  return readDocumentArchive(zips[0]!.bytes).map((entry) => ({ name: entry.path, bytes: entry.bytes }));
}

export function getVotingBatchDocumentsHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ batchDocuments: VotingBatchDocuments }> => {
    const actor = userActor(requireWorkspaceSession(request));
    const { batchId } = request.params as PathParams<'getVotingBatchDocuments'>;
    return { batchDocuments: await batchDocuments(database, actor, batchId) };
  };
}

export function uploadVotingBatchDocumentsHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request): Promise<{ documentUpload: VotingBatchDocumentUpload }> => {
    const actor = userActor(requireWorkspaceSession(request));
    const { batchId } = request.params as PathParams<'uploadVotingBatchDocuments'>;
    const { dryRun = false } = request.query as { dryRun?: boolean };
    const files = incomingDocuments(request.body, request.headers['content-type']);
    const documentUpload = await uploadBatchDocuments(database, fileStorage, actor, batchId, files, {
      dryRun,
      now: new Date(),
      log: request.log,
    });
    return { documentUpload };
  };
}
