import {
  clearedVoterSessionCookie,
  secureVoterCookies,
  voterSessionValue,
} from '../auth/voter-session-cookie.ts';
import { endPortalSession } from '../services/voter-portal/end-portal-session.ts';
import { requestEvidence } from '../http/request-evidence.ts';
import { withPortalLink } from '../services/voter-portal/portal-session.ts';
import type { AppDependencies, RouteHandler } from './types.ts';

// "Sair" (endPortalSession): public in the contract — the cookie may already be over, and the link token is in the
// path. Whatever the cookie, the answer is 204 with the cookie cleared for this link's path; an unknown link → 404
// (withPortalLink), before any cookie is touched.

type TokenParams = { token: string };

export function endPortalSessionHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { token } = request.params as TokenParams;
    const value = voterSessionValue(request);
    const evidence = requestEvidence(request);
    await withPortalLink(database, token, (trx, voter) => endPortalSession(trx, voter, value, evidence));
    return reply
      .code(204)
      .header('set-cookie', clearedVoterSessionCookie(token, { secure: secureVoterCookies() }))
      .header('cache-control', 'no-store')
      .send();
  };
}
