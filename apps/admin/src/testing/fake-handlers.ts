import { companyHandlers } from './fake-company';
import type { FeatureHandlers } from './fake-feature';

/** Every feature's typed handlers, asked in this order after the shell's own operations. */
export const FEATURE_HANDLERS: readonly FeatureHandlers[] = [companyHandlers];
