import { ApiError } from '@backoffice/api-client';

/** The server's own code: every 403 is 'forbidden' on the error itself, the real code stays in the problem. */
export function problemCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.problem?.code ?? error.code;
}

/** True for a voting that is not there (404), or an id that cannot be one (400 on the path). */
export function isMissing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 404 || (error.status === 400 && problemCodeOf(error) === 'validation_failed');
}
