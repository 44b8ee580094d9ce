import { ApiError } from '@backoffice/api-client';
import { problemCode } from '../attorney-api';
import type { AttorneyMessage } from '../use-attorney-t';

/** A refused upload (uploadPortalDocument) → one sentence naming the file. */
export function describeUploadFailure(error: unknown, name: string): AttorneyMessage {
  const status = error instanceof ApiError ? error.status : 0;
  // A proxy may answer 413/415 without a problem body: the status says it then.
  const code =
    status === 413 ? 'file_too_large' : status === 415 ? 'unsupported_file_type' : problemCode(error);
  switch (code) {
    case 'file_too_large':
      return { key: 'attorney.uploads.errors.tooLarge', params: { name, max: '20 MB' } };
    case 'unsupported_file_type':
      return { key: 'attorney.uploads.errors.wrongContent', params: { name } };
    case 'invalid_state':
      return { key: 'attorney.errors.votingClosed' };
    case 'voter_has_voted':
      return { key: 'attorney.uploads.errors.ballotSent' };
    case 'voter_voided':
    case 'forbidden':
      return { key: 'attorney.errors.voided' };
  }
  return { key: 'attorney.uploads.errors.uploadFailed', params: { name } };
}

/** A refused removal → one sentence naming the file; null when it is already gone. */
export function describeRemoveFailure(error: unknown, name: string): AttorneyMessage | null {
  switch (problemCode(error)) {
    case 'not_found':
      return null;
    case 'invalid_state':
    case 'voter_has_voted':
      return { key: 'attorney.uploads.errors.removeLocked', params: { name } };
  }
  return { key: 'attorney.uploads.errors.removeFailed', params: { name } };
}
