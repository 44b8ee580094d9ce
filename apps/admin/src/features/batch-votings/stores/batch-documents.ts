import { proxy, ref } from 'valtio';
import type { VotingBatchDocumentUpload, VotingBatchDocuments } from '@backoffice/api-client';
import { ApiError } from '@backoffice/api-client';
import { fetchBatchDocuments, uploadBatchDocuments } from '../api/batch-documents';

// The batch's fund documents panel: the funds without documents (read with the panel), then files chosen, sent as a
// preview (nothing written), shown per fund with the files left out and why, and attached on confirm.

export interface BatchDocumentsState {
  phase: 'choose' | 'previewing' | 'preview' | 'attaching' | 'attached' | 'refused' | 'failed';
  progress: number;
  documents: VotingBatchDocuments | null;
  files: File[];
  result: VotingBatchDocumentUpload | null;
  /** The server's refusal of the whole request (a ZIP past its limits…), in its pt-BR words. */
  refusal: string | null;
}

const initialState = (): BatchDocumentsState => ({
  phase: 'choose',
  progress: 0,
  documents: null,
  files: [],
  result: null,
  refusal: null,
});

export const batchDocuments = proxy<BatchDocumentsState>(initialState());

export function resetBatchDocuments(): void {
  Object.assign(batchDocuments, initialState());
}

export async function loadBatchDocuments(batchId: string): Promise<void> {
  try {
    batchDocuments.documents = await fetchBatchDocuments(batchId);
  } catch {
    batchDocuments.documents = null;
  }
}

async function send(batchId: string, dryRun: boolean): Promise<void> {
  batchDocuments.progress = 0;
  batchDocuments.refusal = null;
  batchDocuments.phase = dryRun ? 'previewing' : 'attaching';
  try {
    batchDocuments.result = await uploadBatchDocuments(
      batchId,
      batchDocuments.files,
      dryRun,
      ({ loaded, total }) => {
        batchDocuments.progress = total ? Math.round((loaded / total) * 100) : 0;
      },
    );
    batchDocuments.phase = dryRun ? 'preview' : 'attached';
    if (!dryRun) await loadBatchDocuments(batchId);
  } catch (error) {
    const status = error instanceof ApiError ? error.response?.status : undefined;
    const detail = error instanceof ApiError ? error.problem?.detail : undefined;
    if (status && status >= 400 && status < 500 && status !== 403) {
      batchDocuments.refusal = detail ?? null;
      batchDocuments.phase = 'refused';
    } else batchDocuments.phase = 'failed';
  }
}

/** The files chosen: previewed at once (nothing written). */
export function previewDocuments(batchId: string, files: File[]): Promise<void> {
  batchDocuments.files = files.map((file) => ref(file));
  batchDocuments.result = null;
  return send(batchId, true);
}

/** The previewed files attached to their funds. */
export function attachDocuments(batchId: string): Promise<void> {
  return send(batchId, false);
}

export function chooseOtherDocuments(): void {
  Object.assign(batchDocuments, { ...initialState(), documents: batchDocuments.documents });
}
