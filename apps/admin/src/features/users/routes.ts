import type { FeatureRoute } from '../../app/routes/feature-route';

// SCAFFOLD (issue 4): the users screens, each a lazy chunk — filled in by the feature.
export const usersRoutes: readonly FeatureRoute[] = [];
