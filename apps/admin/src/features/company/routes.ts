import type { FeatureRoute } from '../../app/routes/feature-route';
import { lazyPage } from '../../app/routes/lazy-page';
import { paths } from '../../config/paths';

// The company screens, each a lazy chunk.
export const companyRoutes: readonly FeatureRoute[] = [
  { path: paths.company.settings, page: lazyPage(() => import('./components/CompanySettingsPage')) },
];
