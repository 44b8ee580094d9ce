import type { FeatureRoute } from '../../app/routes/feature-route';
import { lazyPage } from '../../app/routes/lazy-page';
import { paths } from '../../config/paths';

// The communications screens, each a lazy chunk. The list first; creating and following one come next (issue 20):
// until then their paths show "Ainda não disponível".
export const communicationsRoutes: readonly FeatureRoute[] = [
  { path: paths.communication.list, page: lazyPage(() => import('./components/CommunicationsListPage')) },
];
