import type { Refusal } from '@backoffice/api-client/testing';
import { fail } from './refusals';
import type { VotingsFakeState } from './state';

// What the uploads (documents, voter files) share: the refusal a story or test set for the next one.

/** The refusal set for the next upload (rejectUpload), taken. */
export function takeUploadRefusal(state: VotingsFakeState): Refusal<413 | 415 | 500> | undefined {
  const status = state.rejectUpload;
  if (!status) return undefined;
  delete state.rejectUpload;
  if (status === 413) return fail(413, 'file_too_large');
  if (status === 415) return fail(415, 'unsupported_file_type');
  return fail(500, 'internal');
}

export const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;
