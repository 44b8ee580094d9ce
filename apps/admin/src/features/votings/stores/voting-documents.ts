import { ref } from 'valtio';
import { ApiError, type VotingDocument } from '@backoffice/api-client';
import {
  DOCUMENT_TYPES as SUPPORT_DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  type DocumentType,
} from '@backoffice/domain';
import type { TranslationKey } from '@admin/lib/i18n';
import { deleteVotingDocument, uploadVotingDocument } from '../api/voting-documents';
import { documentUploads, type DocumentUpload } from './document-uploads';
import type { Message } from './messages';
import { votingsStore } from './votings';

// The support documents being sent to the voting on screen, each with its own progress, and what happens to them:
// a stored document joins the voting's documents; a refused one stays listed with the reason (in pt-BR) and can be
// sent again or dismissed.

/** What the server takes as a support document, and its limit (domain's file kinds). */
export const DOCUMENT_TYPES = Object.keys(SUPPORT_DOCUMENT_TYPES) as DocumentType[];
export const DOCUMENT_MAX_BYTES = MAX_DOCUMENT_BYTES;

export {
  documentUploads,
  documentUploadsBusy,
  resetDocumentUploads,
  type DocumentUpload,
  type DocumentUploadsState,
} from './document-uploads';

const reasons: Partial<Record<string, TranslationKey>> = {
  file_too_large: 'votings.documents.errors.tooLarge',
  unsupported_file_type: 'votings.documents.errors.wrongType',
  invalid_state: 'votings.documents.errors.notDraft',
  forbidden: 'common.forbidden',
  not_found: 'votings.errors.draftGone',
};

function uploadError(error: unknown): Message {
  if (error instanceof ApiError) {
    // A proxy may answer 413/415 without a problem body: the status says it then.
    const code =
      error.problem?.code ??
      (error.status === 413 ? 'file_too_large' : error.status === 415 ? 'unsupported_file_type' : error.code);
    const key = reasons[code];
    if (key) return { key, params: { max: '20 MB' } };
  }
  return { key: 'votings.documents.errors.failed' };
}

let seed = 0;

async function send(upload: DocumentUpload): Promise<void> {
  const find = () => documentUploads.uploads.find((candidate) => candidate.key === upload.key);
  try {
    const document = await uploadVotingDocument(upload.votingId, upload.file, ({ loaded, total }) => {
      const current = find();
      if (current) Object.assign(current, { loaded, total });
    });
    // A refusal is about a document the operator meant to attach: one stored after it (the file fixed, or another
    // chosen instead) settles it, so the refusals of files chosen before this one go. Later ones stay.
    documentUploads.uploads = documentUploads.uploads.filter(
      (candidate) =>
        candidate.key !== upload.key && !(candidate.status === 'failed' && candidate.order < upload.order),
    );
    const voting = votingsStore.voting;
    if (voting?.id === upload.votingId) voting.documents.push(document);
  } catch (error) {
    console.error('Document upload failed', error);
    const current = find();
    if (current) Object.assign(current, { status: 'failed', error: uploadError(error) });
  }
}

/** Sends each file (already checked for type and size by the drop zone) to the voting, side by side. */
export function uploadDocuments(votingId: string, files: readonly File[]): Promise<void[]> {
  const started = files.map((file) => {
    const order = ++seed;
    const upload: DocumentUpload = {
      key: `upload-${order}`,
      order,
      votingId,
      file: ref(file),
      loaded: 0,
      total: file.size,
      status: 'uploading',
      error: null,
    };
    documentUploads.uploads.push(upload);
    return documentUploads.uploads.at(-1)!;
  });
  return Promise.all(started.map(send));
}

export function retryUpload(key: string): Promise<void> {
  const upload = documentUploads.uploads.find((candidate) => candidate.key === key);
  if (!upload || upload.status !== 'failed') return Promise.resolve();
  Object.assign(upload, { status: 'uploading', error: null, loaded: 0 });
  return send(upload);
}

export function dismissUpload(key: string): void {
  documentUploads.uploads = documentUploads.uploads.filter((candidate) => candidate.key !== key);
}

/** Removes a document of the draft; a failure is said and rethrown (the confirmation stays open). */
export async function removeDocument(votingId: string, document: VotingDocument): Promise<void> {
  documentUploads.removing = document.id;
  documentUploads.removeError = null;
  try {
    await deleteVotingDocument(votingId, document.id);
  } catch (error) {
    const gone = error instanceof ApiError && error.status === 404;
    if (!gone) {
      console.error('Document removal failed', error);
      documentUploads.removeError =
        uploadError(error).key === 'votings.documents.errors.failed'
          ? { key: 'votings.documents.errors.removeFailed' }
          : uploadError(error);
      throw error;
    }
  } finally {
    documentUploads.removing = null;
  }
  const voting = votingsStore.voting;
  if (voting?.id === votingId) voting.documents = voting.documents.filter((d) => d.id !== document.id);
}
