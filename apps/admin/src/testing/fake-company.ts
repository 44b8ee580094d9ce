import type { FakeFeature } from './fake-feature';

// SCAFFOLD (issue 4): the company endpoints of the contract, answered from memory — filled in by the feature.
export const companyFake: FakeFeature = () => undefined;
