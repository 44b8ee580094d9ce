// The rules of the destructive actions around votings (issue 16): what stops a workspace's deletion, when a duplicated
// voting's deadline falls, and whether a voter is locked out of the portal. The server decides with them, the admin
// app explains with them, and the test fakes answer with them.

/** A workspace's votings, counted by what they mean for its deletion. */
export interface WorkspaceVotingCounts {
  /** Scheduled or open: voters may be voting, or about to be invited. */
  openVotings: number;
  /** Closed or cancelled: a published voting's record and audit trail are permanent. */
  closedVotings: number;
}

export type WorkspaceDeletionBlock = 'open_votings' | 'voting_records';

/**
 * Why a workspace cannot be deleted now, or null when it can (its templates and drafts go with it). Votings in
 * progress come first: they are the reason an operator can do something about (close or cancel them); records of
 * published votings are never deleted (their audit trail is append-only).
 */
export function workspaceDeletionBlock(counts: WorkspaceVotingCounts): WorkspaceDeletionBlock | null {
  if (counts.openVotings > 0) return 'open_votings';
  if (counts.closedVotings > 0) return 'voting_records';
  return null;
}

/**
 * The deadline of a voting's copy: the original's while it is still to come; once passed, the same date and time in
 * the first later year that is still to come ("the same consultation every year"). Whole UTC years: Brasília has
 * had no daylight saving since 2019, so the local time of day is kept; 29 February becomes 1 March.
 */
export function nextDeadlineFor(deadline: Date, now: Date): Date {
  const next = new Date(deadline.getTime());
  for (let years = 1; next.getTime() <= now.getTime(); years += 1) {
    next.setTime(deadline.getTime());
    next.setUTCFullYear(deadline.getUTCFullYear() + years);
  }
  return next;
}

/** Whether a voter is locked out of the portal at `now`, given until when their access was locked (or null). */
export function isAccessLocked(lockedUntil: Date | string | null | undefined, now: Date): boolean {
  if (lockedUntil == null) return false;
  return new Date(lockedUntil).getTime() > now.getTime();
}
