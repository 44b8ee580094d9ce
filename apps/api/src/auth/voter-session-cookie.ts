import type { FastifyRequest } from 'fastify';
import { readConfig } from '../config.ts';
import { HttpProblem } from '../http/problem.ts';

// The voter portal's session travels in one cookie, `voter_session` (contract: securitySchemes.voterSession). It is
// set by verifyPortalPin for the path of the voter's own link; services/voter-portal/portal-session.ts checks it
// against the link's voter. Here only what needs no database: the cookie's shape.

export const VOTER_SESSION_COOKIE = 'voter_session';

/** A session value: 32 random bytes, base64url. */
const SESSION_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The value of a cookie of the request, or undefined (the first one when the browser sent several). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    return part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

/** The voter session value the request carries, when it has the right shape. */
export function voterSessionValue(request: FastifyRequest): string | undefined {
  const value = readCookie(request, VOTER_SESSION_COOKIE);
  return value && SESSION_VALUE.test(value) ? value : undefined;
}

export function voterSessionRequired(detail = 'Confirm your identity to open a session'): HttpProblem {
  return new HttpProblem('voter_session_required', detail);
}

/**
 * onRequest hook of every `voterSession` operation: no session cookie → 401 `voter_session_required` before the body
 * is read or validated. An operator's bearer token counts for nothing here.
 */
export async function requireVoterSessionCookie(request: FastifyRequest): Promise<void> {
  if (!voterSessionValue(request)) throw voterSessionRequired();
}

/**
 * The Set-Cookie of a voter session: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it),
 * sent only with this link's API calls (`Path=/api/portal/{token}`), Secure when the public address is https.
 */
export function voterSessionCookie(
  token: string,
  value: string,
  options: { secure: boolean; maxAgeSeconds: number },
): string {
  return [
    `${VOTER_SESSION_COOKIE}=${value}`,
    `Path=/api/portal/${token}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Secure cookies when people reach the app over https (PUBLIC_BASE_URL). */
export function secureVoterCookies(): boolean {
  return readConfig().publicBaseUrl.startsWith('https:');
}

/** The Set-Cookie that clears the voter session of this link (signing out): the same attributes, Max-Age=0. */
export function clearedVoterSessionCookie(token: string, options: { secure: boolean }): string {
  return voterSessionCookie(token, '', { secure: options.secure, maxAgeSeconds: 0 });
}
