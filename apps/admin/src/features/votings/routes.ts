import { lazy } from 'react';
import type { FeatureRoute } from '../../app/routes/feature-route';
import { paths } from '../../config/paths';

// The votings screens of this feature, each a lazy chunk. '/votings/new' must come before the detail screen's
// '/votings/:id' (features/voting-detail) in feature-routes.ts.
export const votingsRoutes: readonly FeatureRoute[] = [
  { path: paths.votings.list, page: lazy(() => import('./components/VotingsListPage/VotingsListPage')) },
  { path: paths.votings.new, page: lazy(() => import('./components/NewVotingPage/NewVotingPage')) },
];
