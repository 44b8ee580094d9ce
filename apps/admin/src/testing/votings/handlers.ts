import type { FeatureHandlers } from '../fake-feature';
import { activityHandlers } from './activity-handlers';
import { documentsHandlers } from './documents-handlers';
import { lifecycleHandlers } from './lifecycle-handlers';
import { votingListHandlers } from './list-handlers';
import { resultsHandlers } from './results-handlers';
import { voterImportHandlers } from './voter-import-handlers';
import { votersHandlers } from './voters-handlers';
import { votingHandlers } from './voting-handlers';

// The votings operations of the contract, answered from memory like the server, one typed handler each. Only the
// current workspace's votings are seen; writes need votings.run.

export const votingsHandlers: FeatureHandlers = (options) => [
  ...votingListHandlers(options),
  ...votingHandlers(options),
  ...lifecycleHandlers(options),
  ...documentsHandlers(options),
  ...votersHandlers(options),
  ...voterImportHandlers(options),
  ...activityHandlers(options),
  ...resultsHandlers(options),
];
