import type { FeatureHandlers } from '../fake-feature';
import { communicationHandlers } from './communication-handlers';
import { recipientHandlers } from './recipient-handlers';

// The communications operations of the contract, answered from memory like the server, one typed handler each, after
// the contract gate (contract-gate.ts: the role, the company's communication feature, the contract's validation):
// only the current workspace's communications are seen.

export const communicationsHandlers: FeatureHandlers = (options) => [
  ...communicationHandlers(options),
  ...recipientHandlers(options),
];
