import { ApiError } from '@backoffice/api-client';

// Reading the server's problems (RFC 9457 with a stable `code` and `params`).

/** The server's own code: every 403 is 'forbidden' on the error itself, the real code stays in the problem. */
export function problemCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.problem?.code ?? error.code;
}

export function problemStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** A parameter of the problem (`attemptsLeft`, `lockedUntil`, `retryAfter`, `name`…). */
export function problemParam(error: unknown, name: string): string | number | boolean | undefined {
  return error instanceof ApiError ? error.problem?.params?.[name] : undefined;
}

/** The codes of the problem's field errors (`item_unanswered`…). */
export function problemErrorCodes(error: unknown): string[] {
  return error instanceof ApiError ? (error.problem?.errors ?? []).map((e) => e.code) : [];
}

/** A link that leads nowhere: unknown or rotated (404), or not a token at all (400 on the path). */
export function isUnknownLink(error: unknown): boolean {
  const status = problemStatus(error);
  return status === 404 || (status === 400 && problemCode(error) === 'validation_failed');
}
