import { ApiError, type FieldError } from '@backoffice/api-client';

/** The field errors of a failed call (400 validation_failed, 422 unprocessable, 409 with errors…). */
export function fieldErrorsOf(error: unknown): FieldError[] {
  return error instanceof ApiError ? (error.problem?.errors ?? []) : [];
}

/** The server's own code: every 403 is 'forbidden' on the error itself, the real code stays in the problem. */
export function problemCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.problem?.code ?? error.code;
}

/**
 * The users a change would leave without any workspace (409 workspace_last_for_user: one error per user with
 * `params: {userId, name}`), by name; the id stands in when a name is missing.
 */
export function strandedUserNames(error: unknown): string[] {
  return fieldErrorsOf(error)
    .filter((e) => e.code === 'workspace_last_for_user')
    .map((e) => String(e.params?.name ?? e.params?.email ?? e.params?.userId ?? ''))
    .filter(Boolean);
}
