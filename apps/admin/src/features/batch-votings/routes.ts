import type { FeatureRoute } from '../../app/routes/feature-route';
import { lazyPage } from '../../app/routes/lazy-page';
import { paths } from '../../config/paths';

const newBatchPage = lazyPage(() => import('./components/NewBatchPage/NewBatchPage'));

// The batch votings screens, each a lazy chunk. '/batch-votings/list' and the two new-batch paths come before the
// detail's '/batch-votings/:id', which would match them too.
export const batchVotingsRoutes: readonly FeatureRoute[] = [
  {
    path: paths.batchVotings.list,
    page: lazyPage(() => import('./components/BatchVotingsListPage/BatchVotingsListPage')),
  },
  // One page for both new-batch paths: the path says the kind, and moving between them starts a fresh form.
  { path: paths.batchVotings.new, page: newBatchPage },
  { path: paths.batchVotings.newFinancialStatement, page: newBatchPage },
  {
    path: paths.batchVotings.detail,
    page: lazyPage(() => import('./components/BatchDetailPage/BatchDetailPage')),
  },
];
