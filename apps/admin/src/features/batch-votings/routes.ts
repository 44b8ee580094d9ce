import type { FeatureRoute } from '../../app/routes/feature-route';
import { lazyPage } from '../../app/routes/lazy-page';
import { paths } from '../../config/paths';

// The batch votings screens, each a lazy chunk. '/batch-votings/list' and the two new-batch paths come before the
// detail's '/batch-votings/:id', which would match them too.
export const batchVotingsRoutes: readonly FeatureRoute[] = [
  {
    path: paths.batchVotings.list,
    page: lazyPage(() => import('./components/BatchVotingsListPage/BatchVotingsListPage')),
  },
];
