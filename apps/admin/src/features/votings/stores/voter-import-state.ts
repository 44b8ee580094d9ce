import { proxy } from 'valtio';
import type { FieldError, VoterImport } from '@backoffice/api-client';
import type { Message } from './messages';

// The state of a voter list's import (voter-import.ts has what changes it: the upload, the confirm, the polls). The
// new-voting flow's draft reads it (a file waiting for a decision keeps the flow from moving on) without loading the
// import's code, which comes with the voters step.

export type ImportPhase =
  | 'idle'
  /** The file is on its way (progress). */
  | 'uploading'
  /** Read: the summary, errors and preview wait for a decision. */
  | 'read'
  /** The whole file was refused (422 unprocessable): `fileErrors` say why. */
  | 'refused'
  | 'importing'
  | 'imported';

export interface VoterImportState {
  votingId: string | null;
  phase: ImportPhase;
  fileName: string | null;
  progress: { loaded: number; total: number };
  voterImport: VoterImport | null;
  fileErrors: FieldError[];
  /** The last failure (upload, confirm, discard, a download), in the panel's words. */
  error: Message | null;
  busy: 'confirm' | 'discard' | 'report' | 'example' | null;
}

export const initialImportState = (votingId: string | null = null): VoterImportState => ({
  votingId,
  phase: 'idle',
  fileName: null,
  progress: { loaded: 0, total: 0 },
  voterImport: null,
  fileErrors: [],
  error: null,
  busy: null,
});

export const voterImportStore = proxy<VoterImportState>(initialImportState());

/** Each start over (or another voting) invalidates what an older upload or poll would write. */
let generation = 0;
/** The current generation: an upload or poll started in an older one writes nothing. */
export const importGeneration = (): number => generation;
/** A new generation (an upload starting): what the older ones would write is dropped. */
export const nextImportGeneration = (): number => ++generation;

export function resetVoterImport(votingId: string | null = null): void {
  generation += 1;
  Object.assign(voterImportStore, initialImportState(votingId));
}

/** The panel shows `votingId`: an import of another voting is left behind. */
export function bindVoterImport(votingId: string): void {
  if (voterImportStore.votingId !== votingId) resetVoterImport(votingId);
}

/** A file was read and waits for confirm or discard (the flow does not move on past it). */
export const importAwaitingDecision = () =>
  voterImportStore.phase === 'read' ||
  voterImportStore.phase === 'uploading' ||
  voterImportStore.phase === 'importing';
