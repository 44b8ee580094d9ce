import type { FakeFeature } from './fake-feature';
import { votingDetailFake } from './fake-voting-detail';
import { votingsFake } from './fake-votings';

/** Every feature's fake, asked in turn after the shell's own endpoints. */
export const FAKE_FEATURES: readonly FakeFeature[] = [
  // Before the votings fake: it adds its demo votings to that fake's rows when a call first names one.
  votingDetailFake,
  votingsFake,
];
