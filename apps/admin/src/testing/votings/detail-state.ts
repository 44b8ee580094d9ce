import type { AuditEntry, RepresentedVote, VoteChoice, VotingDispatch } from '@backoffice/api-client';
import { fakeState } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { seedDetailDemo } from './detail-demo-votings';
import type { FakeRefusal } from './refusals';
import { votingId } from './rows';

// The detail screen's rows, besides the votings and voters themselves (state.ts): ballots, represented parties,
// send rounds, the audit trail and the documents' files, with the switches a story or test turns on. Five demo
// votings (detailVotingIds) join the votings rows the first time a call names one of them
// (detail-demo-votings.ts), so the list's stories and tests never see them.

export type FakeChoices = Record<string, VoteChoice>;

export interface FakeBallot {
  votingId: string;
  voterId: string;
  choices: FakeChoices;
  at: string;
}

export interface FakeRepresentedRow extends RepresentedVote {
  votingId: string;
}

export interface FakeDispatchRow extends VotingDispatch {
  votingId: string;
}

/** An audit entry with its data as the server records it (the generated type knows no property of `data`). */
export type FakeAuditEntry = Omit<AuditEntry, 'data'> & { data: Record<string, unknown> };

export interface FakeAuditRow {
  votingId: string;
  entry: FakeAuditEntry;
}

export interface FakeDocumentFile {
  documentId: string;
  body: string;
}

export interface VotingDetailFakeState {
  /** The demo votings are in the votings fake's rows. */
  seeded: boolean;
  ballots: FakeBallot[];
  represented: FakeRepresentedRow[];
  dispatches: FakeDispatchRow[];
  audit: FakeAuditRow[];
  files: FakeDocumentFile[];
  /** Each read of an open voting's results records one more ballot (a pending voter votes): live totals. */
  live?: boolean;
  /** getVoting never answers (the screen's loading state). */
  votingPending?: boolean;
  /** getVotingResults answers 500. */
  failResults?: boolean;
  /** listVoters answers 500. */
  failVoters?: boolean;
  /** The audit entry with this seq no longer matches its hash (someone edited the row). */
  tamperedSeq?: number;
  /** Reads of a running dispatch before it is done (each read advances it). Default 3. */
  dispatchSteps?: number;
  /** The next write of the detail screen answers this problem (a status its operation declares, else it throws). */
  refuseNext?: FakeRefusal;
  nextId?: number;
}

const STATE_KEY = 'votingDetail';

/** The demo votings of the detail screen (ids of the votings fake's numbering, 21 to 25). */
export const detailVotingIds = {
  open: votingId(21),
  closed: votingId(22),
  scheduled: votingId(23),
  draft: votingId(24),
  cancelled: votingId(25),
} as const;

export function votingDetailFakeState(
  overrides: Partial<VotingDetailFakeState> = {},
): Record<string, VotingDetailFakeState> {
  return { [STATE_KEY]: { ...emptyState(), ...overrides } };
}

const emptyState = (): VotingDetailFakeState => ({
  seeded: false,
  ballots: [],
  represented: [],
  dispatches: [],
  audit: [],
  files: [],
});

const DEMO_IDS: readonly string[] = Object.values(detailVotingIds);

/**
 * This fake's rows (created on first use). The demo votings join the votings fake's rows the first time a call
 * names one of them, so the votings fake's own stories and tests (its list) never see them.
 */
export function fakeVotingDetail(options: FakeApiOptions, forVotingId?: string): VotingDetailFakeState {
  const state = fakeState<VotingDetailFakeState>(options, STATE_KEY, emptyState);
  if (!state.seeded && forVotingId && DEMO_IDS.includes(forVotingId)) {
    state.seeded = true;
    seedDetailDemo(options, state);
  }
  return state;
}
