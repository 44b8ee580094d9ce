import { createApiClient } from '@backoffice/api-client';
import { env } from '../config/env';
import { handleUnauthorized } from '../stores/auth';
import { readToken } from './token-storage';

/** The app's one API client: the stored session token on every call, 401 → back to sign-in. */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken: readToken,
  onUnauthorized: handleUnauthorized,
  // Resolved on each call so tests (and the workbench) can swap the global fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
});
