import type { FakeFeature } from './fake-feature';
import { templateInUseFake } from './fake-template-in-use';
import { templatesFake } from './fake-templates';
import { usersFake } from './fake-users';
import { votingDetailFake } from './fake-voting-detail';
import { votingsFake } from './fake-votings';
import { workspaceAdminFake } from './fake-workspace-admin';

/** Every feature's fake, asked in turn after the shell's own endpoints. */
export const FAKE_FEATURES: readonly FakeFeature[] = [
  usersFake,
  workspaceAdminFake,
  // Before the templates fake: a template that is some voting's ballot is not deleted.
  templateInUseFake,
  templatesFake,
  // Before the votings fake: it adds its demo votings to that fake's rows when a call first names one.
  votingDetailFake,
  votingsFake,
];
