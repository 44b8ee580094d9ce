import { proxy } from 'valtio';
import type { FieldError, VotingBatch, VotingBatchHolderImport } from '@backoffice/api-client';
import { fieldErrorsOf } from '@admin/lib/api-client';
import { confirmBatchHolders, uploadBatchHolders } from '../api/holder-imports';

// The holders spreadsheet of the batch being created: chosen, uploaded (progress), read by the server (funds and row
// errors by line, nothing written), then confirmed into one child voting per fund or discarded for another file.

export interface HolderImportState {
  phase: 'choose' | 'uploading' | 'read' | 'refused' | 'confirming' | 'confirmed' | 'failed';
  /** Percent of the upload sent. */
  progress: number;
  holderImport: VotingBatchHolderImport | null;
  /** Why a file could not be read at all (422 `errors`: no header, a column missing…). */
  fileErrors: FieldError[];
  batch: VotingBatch | null;
}

const initialState = (): HolderImportState => ({
  phase: 'choose',
  progress: 0,
  holderImport: null,
  fileErrors: [],
  batch: null,
});

export const holderImport = proxy<HolderImportState>(initialState());

export function resetHolderImport(): void {
  Object.assign(holderImport, initialState());
}

export async function uploadHolders(batchId: string, file: File): Promise<void> {
  Object.assign(holderImport, { ...initialState(), phase: 'uploading' });
  try {
    holderImport.holderImport = await uploadBatchHolders(batchId, file, ({ loaded, total }) => {
      holderImport.progress = total ? Math.round((loaded / total) * 100) : 0;
    });
    holderImport.phase = 'read';
  } catch (error) {
    const errors = fieldErrorsOf(error);
    holderImport.fileErrors = errors;
    holderImport.phase = errors.length ? 'refused' : 'failed';
  }
}

/** Creates the children; the batch with them, or null when the server refused. */
export async function confirmHolders(batchId: string): Promise<VotingBatch | null> {
  const read = holderImport.holderImport;
  if (!read) return null;
  holderImport.phase = 'confirming';
  try {
    holderImport.batch = await confirmBatchHolders(batchId, read.id);
    holderImport.phase = 'confirmed';
    return holderImport.batch;
  } catch {
    holderImport.phase = 'failed';
    return null;
  }
}

/** Leaves the file read for another one (nothing was written). */
export function chooseAnother(): void {
  Object.assign(holderImport, initialState());
}
