import type { FeatureHandlers } from '../fake-feature';
import { batchBulkActionHandlers } from './bulk-action-handlers';
import { batchCreateHandlers } from './create-handlers';
import { batchDetailHandlers } from './detail-handlers';
import { batchDocumentHandlers } from './document-handlers';
import { batchListHandlers } from './list-handlers';
import { batchReportHandlers } from './report-handlers';
import { voteMapHandlers } from './vote-map-handlers';

// The batch votings operations of the contract, answered from memory like the server, one typed handler each. Only
// the current workspace's batches are seen; the contract gate (contract-gate.ts) has checked the caller's role and
// the request before any of them.

export const batchVotingsHandlers: FeatureHandlers = (options) => [
  ...batchListHandlers(options),
  ...batchCreateHandlers(options),
  ...batchDetailHandlers(options),
  ...batchBulkActionHandlers(options),
  ...batchDocumentHandlers(options),
  ...voteMapHandlers(options),
  ...batchReportHandlers(options),
];
