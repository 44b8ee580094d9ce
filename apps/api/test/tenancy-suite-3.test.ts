import { describeTenancySuite } from './support/tenancy-suite.ts';

// The generated tenancy and role suite (support/tenancy-suite.ts), shard 3 of 3.
describeTenancySuite(3, 3);
