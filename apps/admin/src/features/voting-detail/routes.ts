import { lazy } from 'react';
import type { FeatureRoute } from '../../app/routes/feature-route';
import { paths } from '../../config/paths';

// The voting detail screen, a lazy chunk. Registered after the votings feature's '/votings/list' and
// '/votings/new', which its ':id' would match too.
export const votingDetailRoutes: readonly FeatureRoute[] = [
  { path: paths.votings.edit, page: lazy(() => import('./components/VotingDetailPage')) },
];
