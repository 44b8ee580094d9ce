import { proxy } from 'valtio';
import type { Message } from './messages';

// The support documents being sent to the voting on screen (voting-documents.ts sends them). The new-voting flow's
// draft reads it (no leaving the documents step while one is on its way) without loading the uploads' code, which
// comes with the documents step.

export interface DocumentUpload {
  key: string;
  /** When it was chosen, among the uploads of this screen (increasing). */
  order: number;
  votingId: string;
  file: File;
  loaded: number;
  total: number;
  status: 'uploading' | 'failed';
  error: Message | null;
}

export interface DocumentUploadsState {
  uploads: DocumentUpload[];
  /** A removal that failed, said under the list. */
  removeError: Message | null;
  removing: string | null;
}

export const documentUploads = proxy<DocumentUploadsState>({
  uploads: [],
  removeError: null,
  removing: null,
});

export function resetDocumentUploads(): void {
  documentUploads.uploads = [];
  documentUploads.removeError = null;
  documentUploads.removing = null;
}

export const documentUploadsBusy = () =>
  documentUploads.uploads.some((upload) => upload.status === 'uploading');
