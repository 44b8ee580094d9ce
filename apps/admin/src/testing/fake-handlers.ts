import { batchVotingsHandlers } from './batch-votings/handlers';
import { communicationsHandlers } from './fake-communications';
import { companyHandlers } from './fake-company';
import type { FeatureHandlers } from './fake-feature';
import { templateInUseHandlers } from './fake-template-in-use';
import { templatesHandlers } from './fake-templates';
import { usersHandlers } from './fake-users';
import { workspaceAdminHandlers } from './fake-workspace-admin';
import { votingsHandlers } from './votings/handlers';

/** Every feature's typed handlers, asked in this order after the shell's own operations. */
export const FEATURE_HANDLERS: readonly FeatureHandlers[] = [
  companyHandlers,
  usersHandlers,
  workspaceAdminHandlers,
  // Before the templates fake: a template that is some voting's ballot is not deleted.
  templateInUseHandlers,
  templatesHandlers,
  votingsHandlers,
  batchVotingsHandlers,
  communicationsHandlers,
];
