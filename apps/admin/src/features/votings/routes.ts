import type { FeatureRoute } from '../../app/routes/feature-route';
import { lazyPage } from '../../app/routes/lazy-page';
import { paths } from '../../config/paths';

// The votings screens, each a lazy chunk. '/votings/list' and '/votings/new' come before the detail screen's
// '/votings/:id', which would match them too.
export const votingsRoutes: readonly FeatureRoute[] = [
  { path: paths.votings.list, page: lazyPage(() => import('./components/list/VotingsListPage')) },
  { path: paths.votings.new, page: lazyPage(() => import('./components/new/NewVotingPage')) },
  { path: paths.votings.edit, page: lazyPage(() => import('./components/detail/VotingDetailPage')) },
];
