import type { FeatureRoute } from '../../app/routes/feature-route';
import { lazyPage } from '../../app/routes/lazy-page';
import { paths } from '../../config/paths';

// The communications screens, each a lazy chunk. The list and both new screens come before the detail's
// '/communication/:id', which would match them too.
const newPage = lazyPage(() => import('./components/new/NewCommunicationPage'));

export const communicationsRoutes: readonly FeatureRoute[] = [
  { path: paths.communication.list, page: lazyPage(() => import('./components/CommunicationsListPage')) },
  { path: paths.communication.new, page: newPage },
  { path: paths.communication.newParameterizable, page: newPage },
  {
    path: paths.communication.edit,
    page: lazyPage(() => import('./components/detail/CommunicationDetailPage')),
  },
];
