import { createApiClient } from '@backoffice/api-client';
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
