import { getPortalVoting } from '../api/portal';
import { moveTo, portalStore } from './portal-state';
import { isUnknownLink, problemCode, problemParam } from './problems';

// Problems any step may meet, handled the same way wherever they come from.

/**
 * What every step does with a problem that is not its own: a link that vanished, a voided voter, a voting that is no
 * longer open (read again, so the page shows its state), a lock. True when it was one of those.
 */
export async function handleLinkProblem(error: unknown): Promise<boolean> {
  if (isUnknownLink(error)) {
    portalStore.load = 'notFound';
    return true;
  }
  const code = problemCode(error);
  if (code === 'voter_voided' && portalStore.voting) {
    portalStore.voting.state = 'voided';
    return true;
  }
  if (code === 'invalid_state') {
    await refreshVoting();
    return true;
  }
  if (code === 'link_locked') {
    const until = problemParam(error, 'lockedUntil');
    portalStore.lockedUntil = typeof until === 'string' ? until : null;
    moveTo('identity');
    return true;
  }
  return false;
}

/** Reads the link again (its voting's state may have changed), keeping the screen meanwhile. */
export async function refreshVoting(): Promise<void> {
  const token = portalStore.token;
  if (!token) return;
  try {
    portalStore.voting = await getPortalVoting(token);
  } catch (error) {
    if (isUnknownLink(error)) portalStore.load = 'notFound';
  }
}
