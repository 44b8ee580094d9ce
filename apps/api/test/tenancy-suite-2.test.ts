import { describeTenancySuite } from './support/tenancy-suite.ts';

// The generated tenancy and role suite (support/tenancy-suite.ts), shard 2 of 3.
describeTenancySuite(2, 3);
