import type { VotingBatchSummary } from '@backoffice/api-client';
import { fakeState } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { demoBatches } from './demo-batches';

// The batch votings fake's in-memory rows for one fake network, and the switches a story or test turns on (a failing
// or never-answering list). Tests and stories read and change them through fakeBatchVotings(options).

/** A batch as the fake keeps it: the list's summary and the workspace it belongs to. */
export type FakeBatchRow = VotingBatchSummary & { workspaceId: string };

export interface BatchVotingsFakeState {
  batches: FakeBatchRow[];
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
