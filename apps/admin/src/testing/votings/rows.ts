import type { Voter, VoterImport, VoterImportError, VoterImportRow, Voting } from '@backoffice/api-client';

// The rows the votings fake keeps, and their ids. The demo rows' ids are readable: `d…` votings, `e…` items, `c…`
// voters, `f…` documents, each numbered.

export interface FakeVotingRow extends Voting {
  workspaceId: string;
}

export interface FakeVoterRow extends Voter {
  votingId: string;
}

export interface FakeImportRow {
  votingId: string;
  voterImport: VoterImport;
  /** Every valid row (the preview shows the first ones). */
  valid: VoterImportRow[];
  /** Every row error (the answer lists at most ERRORS_LISTED). */
  allErrors: VoterImportError[];
}

/** What a voter is when it joins a voting: active, not voted, never invited, nobody represented. */
export const JOINING_VOTER = {
  status: 'active',
  participation: 'pending',
  voidReason: null,
  voidedAt: null,
  votedAt: null,
  lastInvitation: null,
  representedParties: 0,
  accessLockedUntil: null,
} as const satisfies Partial<Voter>;

const numbered = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const votingId = (n: number) => numbered('d0000000', n);

/** The id of item `n` (1-based) of demo voting `voting`. */
export const itemIdOf = (voting: number, n: number) => numbered(`e${String(voting).padStart(7, '0')}`, n);

/** The id of document `n` (1-based) of demo voting `voting`. */
export const documentIdOf = (voting: number, n: number) => numbered(`f${String(voting).padStart(7, '0')}`, n);

/** The id of demo voter `n` (1-based) of demo voting `voting` (21–25). */
export const demoVoterId = (voting: number, n: number) => numbered(`c${String(voting).padStart(7, '0')}`, n);

/** A new id of the fake's rows (deterministic: a counter of the fake's state). */
export function newId(state: { nextId?: number }, prefix: string): string {
  state.nextId = (state.nextId ?? 100) + 1;
  return numbered(prefix, state.nextId);
}

/** The voting as the contract answers it (a copy: later writes do not change an answer already given). */
export const toVoting = ({ workspaceId: _, ...voting }: FakeVotingRow): Voting => structuredClone(voting);

export const toVoter = ({ votingId: _, ...voter }: FakeVoterRow): Voter => structuredClone(voter);
