import type { FeatureRoute } from '../../app/routes/feature-route';

// SCAFFOLD (issue 4): the templates screens, each a lazy chunk — filled in by the feature.
export const templatesRoutes: readonly FeatureRoute[] = [];
