import { ApiError, type VoterImport } from '@backoffice/api-client';
import { MAX_VOTER_IMPORT_BYTES } from '@backoffice/domain';
import {
  confirmVoterImport,
  discardVoterImport,
  downloadVoterImportErrors,
  getVoterImport,
  getVoterImportExample,
  uploadVoterImport,
} from '../api/voter-imports';
import type { Message } from './messages';
import {
  importGeneration,
  initialImportState,
  nextImportGeneration,
  resetVoterImport,
  voterImportStore,
} from './voter-import-state';
import { problemCodeOf } from '@admin/lib/api-client';

// A voter list (CSV) on its way into a voting: sent with an upload progress bar, read by the server (summary, row
// errors, preview: nothing written yet), then confirmed (the valid rows are imported while a progress bar polls the
// import) or discarded for a corrected file. One import at a time, for the voting the panel shows (the new-voting
// flow's draft, or the detail screen's voting).

export {
  bindVoterImport,
  importAwaitingDecision,
  resetVoterImport,
  voterImportStore,
  type ImportPhase,
  type VoterImportState,
} from './voter-import-state';

/** The contract's limit (uploadVoterImport): 50 MB. */
export const VOTER_FILE_MAX_BYTES = MAX_VOTER_IMPORT_BYTES;
/** How often an import being written is asked for its progress. */
export const IMPORT_POLL_MS = 400;

function failure(error: unknown, fallback: Message): Message {
  if (error instanceof ApiError) {
    const code = error.problem?.code ?? error.code;
    if (code === 'file_too_large' || error.status === 413)
      return { key: 'votings.import.errors.tooLarge', params: { max: '50 MB' } };
    if (code === 'unsupported_file_type' || error.status === 415)
      return { key: 'votings.import.errors.wrongType' };
    if (code === 'invalid_state') return { key: 'votings.import.errors.notAllowed' };
    if (code === 'forbidden') return { key: 'common.forbidden' };
  }
  return fallback;
}

/** Sends a CSV to be read; a file refused as a whole shows its reasons, any other failure a message. */
export async function uploadVoterFile(file: File): Promise<void> {
  const votingId = voterImportStore.votingId;
  if (!votingId) return;
  const mine = nextImportGeneration();
  Object.assign(voterImportStore, {
    ...initialImportState(votingId),
    phase: 'uploading',
    fileName: file.name,
    progress: { loaded: 0, total: file.size },
  });
  try {
    const voterImport = await uploadVoterImport(votingId, file, (progress) => {
      if (mine === importGeneration()) voterImportStore.progress = progress;
    });
    if (mine !== importGeneration()) return;
    Object.assign(voterImportStore, { phase: 'read', voterImport });
  } catch (error) {
    if (mine !== importGeneration()) return;
    console.error('Voter file upload failed', error);
    const code = problemCodeOf(error);
    if (code === 'unprocessable' && error instanceof ApiError) {
      Object.assign(voterImportStore, { phase: 'refused', fileErrors: error.problem?.errors ?? [] });
      return;
    }
    Object.assign(voterImportStore, {
      phase: 'idle',
      error: failure(error, { key: 'votings.import.errors.uploadFailed' }),
    });
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Imports the valid rows, then follows the import until it is written; `onImported` runs once (e.g. to read the
 * voter count again). A failure leaves the read file on screen for another try.
 */
export async function confirmImport(onImported?: (voterImport: VoterImport) => void): Promise<void> {
  const { votingId, voterImport } = voterImportStore;
  if (!votingId || !voterImport || voterImportStore.busy) return;
  const mine = importGeneration();
  voterImportStore.busy = 'confirm';
  voterImportStore.error = null;
  try {
    let current = await confirmVoterImport(votingId, voterImport.id);
    while (mine === importGeneration() && current.status === 'importing') {
      Object.assign(voterImportStore, { phase: 'importing', voterImport: current });
      await delay(IMPORT_POLL_MS);
      if (mine !== importGeneration()) return;
      current = await getVoterImport(votingId, voterImport.id);
    }
    if (mine !== importGeneration()) return;
    if (current.status === 'imported') {
      Object.assign(voterImportStore, { phase: 'imported', voterImport: current });
      onImported?.(current);
    } else {
      Object.assign(voterImportStore, {
        phase: 'read',
        voterImport: current,
        error: { key: 'votings.import.errors.importFailed' },
      });
    }
  } catch (error) {
    if (mine !== importGeneration()) return;
    console.error('Voter import confirm failed', error);
    Object.assign(voterImportStore, {
      phase: 'read',
      error: failure(error, { key: 'votings.import.errors.confirmFailed' }),
    });
  } finally {
    if (mine === importGeneration()) voterImportStore.busy = null;
  }
}

/** Discards the read file (nothing was written) and goes back to choosing one. */
export async function discardImport(): Promise<void> {
  const { votingId, voterImport } = voterImportStore;
  if (!votingId || !voterImport || voterImportStore.busy) return;
  const mine = importGeneration();
  voterImportStore.busy = 'discard';
  voterImportStore.error = null;
  try {
    await discardVoterImport(votingId, voterImport.id);
    if (mine === importGeneration()) resetVoterImport(votingId);
  } catch (error) {
    if (mine !== importGeneration()) return;
    console.error('Voter import discard failed', error);
    const gone = error instanceof ApiError && error.status === 404;
    if (gone) resetVoterImport(votingId);
    else voterImportStore.error = failure(error, { key: 'votings.import.errors.discardFailed' });
  } finally {
    if (mine === importGeneration()) voterImportStore.busy = null;
  }
}

/** Back to choosing a file (after an import, or a refused file). */
export function startOver(): void {
  resetVoterImport(voterImportStore.votingId);
}

async function download(
  busy: 'report' | 'example',
  fetchFile: () => Promise<Blob>,
  save: (blob: Blob) => void,
  failed: Message,
): Promise<void> {
  if (voterImportStore.busy) return;
  voterImportStore.busy = busy;
  voterImportStore.error = null;
  try {
    save(await fetchFile());
  } catch (error) {
    console.error('Download failed', error);
    voterImportStore.error = failed;
  } finally {
    voterImportStore.busy = null;
  }
}

/** The rows with errors as CSV, in the operator's language (downloadVoterImportErrors). */
export function downloadErrorReport(locale: string, save: (blob: Blob) => void): Promise<void> {
  const { votingId, voterImport } = voterImportStore;
  if (!votingId || !voterImport) return Promise.resolve();
  return download('report', () => downloadVoterImportErrors(votingId, voterImport.id, locale), save, {
    key: 'votings.import.errors.downloadFailed',
  });
}

/** A CSV the import reads as it is (getVoterImportExample). */
export function downloadExample(save: (blob: Blob) => void): Promise<void> {
  return download('example', getVoterImportExample, save, { key: 'votings.import.errors.downloadFailed' });
}
