import type { FeatureRoute } from '../../app/routes/feature-route';

// SCAFFOLD (issue 4): the company screens, each a lazy chunk — filled in by the feature.
export const companyRoutes: readonly FeatureRoute[] = [];
