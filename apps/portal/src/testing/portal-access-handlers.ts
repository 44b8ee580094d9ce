import {
  ACCESS_TRIES,
  newVoterSession,
  PIN_SENDS_PER_HOUR,
  PIN_VALID_MS,
  pinSendWaitSeconds,
  validateLast4,
  validatePin,
  wrongAccessTry,
  type AccessStep,
} from '@backoffice/domain';
import { http, refuse, type Refusal, refusalOf } from '@backoffice/api-client/testing';
import type { HttpHandler } from 'msw';
import { demoLast4, demoPin } from './portal-demo';
import {
  lockedRefusal,
  notOpen,
  votingView,
  type PortalFakeOptions,
  type PortalFakeState,
} from './portal-state';

// The voter portal's access steps answered from the fake's memory: the link (getPortalVoting), the last 4
// (verifyPortalIdentity) → the PIN (verifyPortalPin) → the session, and signing out (endPortalSession). A malformed
// entry is a 400 and no try (the domain's validateLast4 / validatePin); each step counts its own wrong tries and its
// last locks the link (the domain's wrongAccessTry); the PIN's and the session's lifetimes are the domain's too.

/** A wrong last 4 or PIN: 422 with the step's tries left, or 429 link_locked at the step's last. */
function wrongTry(state: PortalFakeState, step: AccessStep): Refusal<422 | 429> {
  const wrong = wrongAccessTry(step, ACCESS_TRIES[step] - state.attemptsLeft[step], Date.now());
  if (wrong.locked) {
    state.attemptsLeft[step] = ACCESS_TRIES[step];
    state.lockedUntil = new Date(wrong.lockedUntilMs).toISOString();
    state.pin.sent = false;
    return refusalOf('link_locked', undefined, { lockedUntil: state.lockedUntil });
  }
  state.attemptsLeft[step] = wrong.attemptsLeft;
  const code = step === 'identity' ? 'identity_mismatch' : 'pin_mismatch';
  return refusalOf(code, undefined, { attemptsLeft: wrong.attemptsLeft });
}

/** The server's rate limit of this client (options.rateLimitedFor), before anything else of the step. */
const rateLimited = (options: PortalFakeOptions): Refusal<429> | null =>
  options.rateLimitedFor
    ? refusalOf('attempt_limit', undefined, { retryAfter: options.rateLimitedFor })
    : null;

export function portalAccessHandlers(state: PortalFakeState, options: PortalFakeOptions): HttpHandler[] {
  const unknownLink = (token: string) => token !== state.token;
  return [
    http.get('/portal/{token}', ({ params, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      if (options.linkFails) return refuse(response, refusalOf('internal'));
      return response(200).json(votingView(state));
    }),

    http.post('/portal/{token}/identity', async ({ params, request, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = rateLimited(options) ?? notOpen(state) ?? lockedRefusal(state);
      if (refused) return refuse(response, refused);
      // The hour's cap, before the last 4 are looked at (as the server does).
      const retryAfter = pinSendWaitSeconds(state.pinSends, Date.now());
      if (retryAfter)
        return refuse(
          response,
          refusalOf('pin_send_limit', undefined, {
            limit: PIN_SENDS_PER_HOUR,
            retryAfter,
          }),
        );
      const { last4 } = await request.json();
      const issue = validateLast4(last4, state.voting.taxIdType);
      if (issue) return refuse(response, refusalOf('validation_failed', [{ field: 'last4', code: issue }]));
      if (last4.toUpperCase() !== demoLast4) return refuse(response, wrongTry(state, 'identity'));
      state.attemptsLeft.identity = ACCESS_TRIES.identity;
      state.pin = { sent: true, expiresAt: Date.now() + PIN_VALID_MS };
      state.pinSends.push(Date.now());
      return response(202).json({
        pinSentTo: 'm***@example.com',
        expiresAt: new Date(state.pin.expiresAt).toISOString(),
      });
    }),

    http.post('/portal/{token}/pin', async ({ params, request, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = rateLimited(options) ?? notOpen(state) ?? lockedRefusal(state);
      if (refused) return refuse(response, refused);
      if (!state.pin.sent || state.pin.expiresAt < Date.now())
        return refuse(response, refusalOf('pin_expired'));
      const { pin } = await request.json();
      const issue = validatePin(pin);
      if (issue) return refuse(response, refusalOf('validation_failed', [{ field: 'pin', code: issue }]));
      if (pin !== demoPin) return refuse(response, wrongTry(state, 'pin'));
      state.session = true;
      state.pin.sent = false;
      state.attemptsLeft = { ...ACCESS_TRIES };
      return response(200).json({
        expiresAt: new Date(newVoterSession(Date.now()).expiresAtMs).toISOString(),
      });
    }),

    http.delete('/portal/{token}/session', ({ params, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      // Signing out: always 204, the session (if any) ends.
      if (options.signOutFails) return refuse(response, refusalOf('internal'));
      state.session = false;
      return response(204).empty();
    }),
  ];
}
