import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema.d.ts';
import { PUBLIC_OPERATIONS } from './generated/public-operations.ts';
import { apiErrorFrom } from './api-error.ts';
import { withTimeout, type FetchLike } from './timeout-fetch.ts';

/** Default request timeout: 30 minutes (spec §9). */
export const DEFAULT_TIMEOUT_MS = 1_800_000;

export interface ApiClientOptions {
  /** Defaults to '/api' (same origin as the admin app). */
  baseUrl?: string;
  /** The session's ID token, or null when signed out (then no Authorization header is sent). */
  getToken: () => string | null;
  /** Called on every 401; the call then resolves with `{ data: undefined, error, response }`. */
  onUnauthorized: () => void;
  timeoutMs?: number;
  fetch?: FetchLike;
}

export type ApiClient = Client<paths>;

export function isPublicOperation(method: string, schemaPath: string): boolean {
  return PUBLIC_OPERATIONS.has(`${method.toUpperCase()} ${schemaPath}`);
}

/**
 * The one client for the contract. Besides openapi-fetch's typed calls it:
 * adds `Authorization: Bearer <token>` except on public operations; on 401 calls onUnauthorized() and does not
 * reject; on 403 rejects with ApiError('Acesso não autorizado', code 'forbidden'); on any other status outside
 * 200–299 rejects with an ApiError carrying the response; aborts after `timeoutMs`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl = '/api', getToken, onUnauthorized, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const baseFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createClient<paths>({ baseUrl, fetch: withTimeout(baseFetch, timeoutMs) });
  client.use(authMiddleware(getToken), failureMiddleware(onUnauthorized));
  return client;
}

function authMiddleware(getToken: () => string | null): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (isPublicOperation(request.method, schemaPath)) return undefined;
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

function failureMiddleware(onUnauthorized: () => void): Middleware {
  return {
    async onResponse({ response }) {
      if (response.status >= 200 && response.status < 300) return undefined;
      if (response.status === 401) {
        onUnauthorized();
        return undefined;
      }
      throw await apiErrorFrom(response);
    },
  };
}
