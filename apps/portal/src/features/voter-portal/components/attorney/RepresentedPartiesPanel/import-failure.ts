import type { FieldError } from '@backoffice/api-client';
import { FILE_ISSUE_CODES } from '@backoffice/domain';
import { ApiError } from '@backoffice/api-client';
import { problemCode, problemErrors } from '../attorney-api';
import type { AttorneyMessage } from '../use-attorney-t';

/** The contract's limit of a represented parties' CSV (importRepresentedParties): 5 MB. */
export const PARTY_FILE_MAX_BYTES = 5 * 1024 * 1024;

export type ImportFailure =
  { kind: 'refused'; errors: FieldError[] } | { kind: 'message'; message: AttorneyMessage };

const FILE_CODES: readonly string[] = FILE_ISSUE_CODES;

/** A refused import → the file's problems (each said in words), or one sentence. */
export function describeImportFailure(error: unknown): ImportFailure {
  const fileErrors = problemErrors(error).filter((entry) => FILE_CODES.includes(entry.code));
  if (fileErrors.length > 0) return { kind: 'refused', errors: fileErrors };
  const status = error instanceof ApiError ? error.status : 0;
  // A proxy may answer 413/415 without a problem body: the status says it then.
  const code =
    problemCode(error) ??
    (status === 413 ? 'file_too_large' : status === 415 ? 'unsupported_file_type' : null);
  switch (status === 413 ? 'file_too_large' : status === 415 ? 'unsupported_file_type' : code) {
    case 'file_too_large':
      return {
        kind: 'message',
        message: { key: 'attorney.import.errors.tooLarge', params: { max: '5 MB' } },
      };
    case 'unsupported_file_type':
      return { kind: 'message', message: { key: 'attorney.import.errors.wrongType' } };
    case 'invalid_state':
      return { kind: 'message', message: { key: 'attorney.errors.votingClosed' } };
    case 'voter_has_voted':
      return { kind: 'message', message: { key: 'attorney.parties.errors.ballotSent' } };
    case 'voter_voided':
    case 'forbidden':
      return { kind: 'message', message: { key: 'attorney.errors.voided' } };
  }
  return { kind: 'message', message: { key: 'attorney.import.errors.uploadFailed' } };
}
