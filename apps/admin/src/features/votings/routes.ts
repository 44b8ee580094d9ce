import { lazy } from 'react';
import type { FeatureRoute } from '../../app/routes/feature-route';
import { paths } from '../../config/paths';

// The votings screens, each a lazy chunk. '/votings/list' and '/votings/new' come before the detail screen's
// '/votings/:id', which would match them too.
export const votingsRoutes: readonly FeatureRoute[] = [
  { path: paths.votings.list, page: lazy(() => import('./components/list/VotingsListPage')) },
  { path: paths.votings.new, page: lazy(() => import('./components/new/NewVotingPage')) },
  { path: paths.votings.edit, page: lazy(() => import('./components/detail/VotingDetailPage')) },
];
