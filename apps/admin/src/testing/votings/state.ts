import type { FieldError } from '@backoffice/api-client';
import { fakeState } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { demoVotings } from './demo-votings';
import type { FakeImportRow, FakeVoterRow, FakeVotingRow } from './rows';

// The votings fake's in-memory rows for one fake network, and the switches a story or test turns on (a failing
// list, a refused upload…). Tests and stories read and change them through fakeVotings(options).

export interface VotingsFakeState {
  votings: FakeVotingRow[];
  voters: FakeVoterRow[];
  imports: FakeImportRow[];
  /** The list answers 500. */
  failList?: boolean;
  /** The list never answers (its loading state). */
  listPending?: boolean;
  /** Reading one voting answers 500. */
  failGet?: boolean;
  /** Creating or updating a voting answers 500. */
  failSave?: boolean;
  /** The next document or voter file upload answers this status (413 or 415, as the server would). */
  rejectUpload?: 413 | 415 | 500;
  /** Reads of a confirmed import before it is done (each read advances it); 0 imports at once. Default 2. */
  importSteps?: number;
  /** The test invitations asked for (sendTestInvitation): nothing else of the voting changes. */
  testInvitations?: { votingId: string; to: string }[];
  /** The next publish answers 422 voting_incomplete with these errors. */
  rejectPublish?: FieldError[];
  nextId?: number;
}

const STATE_KEY = 'votings';

/** The fake's state for a story or test: `{ state: votingsFakeState({ votings: [] }) }` gives an empty list. */
export function votingsFakeState(
  overrides: Partial<VotingsFakeState> = {},
): Record<string, VotingsFakeState> {
  return { [STATE_KEY]: { votings: demoVotings(), voters: [], imports: [], ...overrides } };
}

/** The rows a fake network holds now (created on first use). */
export function fakeVotings(options: FakeApiOptions): VotingsFakeState {
  return fakeState<VotingsFakeState>(options, STATE_KEY, () => ({
    votings: demoVotings(),
    voters: [],
    imports: [],
  }));
}

/** The voters of one voting (every status). */
export const votersOf = (options: FakeApiOptions, id: string) =>
  fakeVotings(options).voters.filter((voter) => voter.votingId === id);
