import { createApiClient } from '@backoffice/api-client';
import { env } from '@portal/config/env';
import { SessionEndedError } from './session-ended';

// The portal's own client. Its session is the HttpOnly `voter_session` cookie (path /api/portal/{token}), which the
// browser sends by itself on same-origin calls: no Authorization header, ever. A 401 means that session is gone; the
// portal's store then goes back to the identity step (it registers itself with `onPortalSessionEnded`).

let sessionEnded: () => void = () => {};

/** Who hears of an ended voter session (the portal's store). */
export function onPortalSessionEnded(handler: () => void): void {
  sessionEnded = handler;
}

/** The API's base URL, absolute against the page's origin (`Request` needs one outside a browser). */
export const portalApiBase = new URL(env.apiBaseUrl, window.location.origin).toString().replace(/\/$/, '');

/** Tells the portal its session ended (also for calls made outside the typed client, e.g. uploads). */
export function notifyPortalSessionEnded(): void {
  sessionEnded();
}

export const portalApi = createApiClient({
  baseUrl: portalApiBase,
  getToken: () => null,
  onUnauthorized: notifyPortalSessionEnded,
});

/** The answer of a call, or SessionEndedError when there is none (the client does not reject on a 401). */
export function answered<T>(data: T | undefined): T {
  if (data === undefined) throw new SessionEndedError('The voter session ended during the call.');
  return data;
}
