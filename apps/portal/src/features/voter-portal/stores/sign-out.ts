import { endPortalSession } from '../api/portal';
import { resetPortal } from './access';
import { portalStore, sessionSteps } from './portal-state';

// "Sair": the voter ends their session (a shared or public computer). The server ends it and clears the HttpOnly
// cookie; the page forgets everything the voter did (answers, ballot, uploads' lists) and opens on the identity
// step of the same link, with a notice that says so. The page resets even when the call fails: nothing the voter
// can do about it, and the session ends by itself (30 minutes idle) — so nothing alarming is said.

/** Whether the voter is signed in (every step after the PIN): where "Sair" shows. */
export const isSignedInStep = (step: string): boolean => (sessionSteps as readonly string[]).includes(step);

/** Signs the voter out and resets the page to the identity step; resolves once the page is reset. */
export async function signOutOfPortal(): Promise<void> {
  const token = portalStore.token;
  if (!token || portalStore.signingOut) return;
  portalStore.signingOut = true;
  try {
    await endPortalSession(token);
  } catch (error) {
    console.warn('Portal sign-out: the server was not reached; the page resets anyway', error);
  }
  if (portalStore.token !== token) return;
  const { voting, clientAddress } = portalStore;
  resetPortal(token);
  Object.assign(portalStore, {
    load: voting ? 'ready' : 'idle',
    voting: voting && { ...voting, step: 'identity', pinSentTo: null, lockedUntil: null },
    // The IP check ran once for this page (the machine's address, not the voter's): the next voter keeps it.
    clientAddress,
    notice: { key: 'portal.identity.signedOut' },
  });
}
