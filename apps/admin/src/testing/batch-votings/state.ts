import type { VotingBatch, VotingBatchHolderImport, VotingBatchSummary } from '@backoffice/api-client';
import type { BatchHolderGrouping } from '@backoffice/domain';
import { fakeState } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { demoBatches } from './demo-batches';

// The batch votings fake's in-memory rows for one fake network, and the switches a story or test turns on (a failing
// or never-answering list). Tests and stories read and change them through fakeBatchVotings(options).

/** A batch as the fake keeps it: the list's summary, the workspace it belongs to and, once read, the whole batch. */
export type FakeBatchRow = VotingBatchSummary & {
  workspaceId: string;
  batch?: VotingBatch;
  /** A child's deadline once extended (the batch's before). */
  childDeadlines?: Record<string, string>;
};

/** A holders spreadsheet read (its answer, and the grouping its confirm creates the children from). */
export interface FakeHolderImport {
  holderImport: VotingBatchHolderImport;
  grouping: BatchHolderGrouping;
}

export interface BatchVotingsFakeState {
  batches: FakeBatchRow[];
  imports?: FakeHolderImport[];
  /** Creating a batch answers 500. */
  failCreate?: boolean;
  /** Reading a batch answers 500. */
  failDetail?: boolean;
  /** Confirming a spreadsheet answers 500. */
  failConfirm?: boolean;
  nextId?: number;
  /** The list answers 500. */
  failList?: boolean;
  /** The list never answers (its loading state). */
  listPending?: boolean;
}

const STATE_KEY = 'batch-votings';

/** The fake's state for a story or test: `{ state: batchVotingsFakeState({ batches: [] }) }` gives an empty list. */
export function batchVotingsFakeState(
  overrides: Partial<BatchVotingsFakeState> = {},
): Record<string, BatchVotingsFakeState> {
  return { [STATE_KEY]: { batches: demoBatches(), ...overrides } };
}

/** The rows a fake network holds now (created on first use). */
export function fakeBatchVotings(options: FakeApiOptions): BatchVotingsFakeState {
  return fakeState<BatchVotingsFakeState>(options, STATE_KEY, () => ({ batches: demoBatches() }));
}
