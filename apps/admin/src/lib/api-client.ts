import { ApiError, createApiClient, type FieldError } from '@backoffice/api-client';
import { env } from '../config/env';
import { handleUnauthorized } from '../stores/auth';
import { readToken } from './token-storage';

/**
 * The app's one API client: the stored session token on every call, 401 → back to sign-in. The base URL is made
 * absolute against the page's origin (same-origin API) because `Request` needs an absolute URL outside a browser.
 */
export const api = createApiClient({
  baseUrl: new URL(env.apiBaseUrl, window.location.origin).toString().replace(/\/$/, ''),
  getToken: readToken,
  onUnauthorized: handleUnauthorized,
});

// One way to read a call's outcome in every feature: `unwrap` the data (a 401 resolves without any: SignedOutError),
// and read a failure's ApiError through problemCodeOf / fieldErrorsOf / isMissing.

/** Raised when a call came back without data: a 401, after which the app is already on its way to sign-in. */
export class SignedOutError extends Error {
  override readonly name = 'SignedOutError';
}

/** The data of an answered call, or SignedOutError when there is none (the client does not reject on a 401). */
export function unwrap<T>(data: T | undefined): T {
  if (data === undefined) throw new SignedOutError('The session ended during the call.');
  return data;
}

/** The server's own code: every 403 is 'forbidden' on the error itself, the real code stays in the problem. */
export function problemCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.problem?.code ?? error.code;
}

/** The field errors of a failed call (400 validation_failed, 422 unprocessable, 409 with errors…). */
export function fieldErrorsOf(error: unknown): FieldError[] {
  return error instanceof ApiError ? (error.problem?.errors ?? []) : [];
}

/** True for a resource that is not there (404), or an id that cannot be one (400 validation_failed on the path). */
export function isMissing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 404 || (error.status === 400 && problemCodeOf(error) === 'validation_failed');
}
