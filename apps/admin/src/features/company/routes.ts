import { lazy } from 'react';
import type { FeatureRoute } from '../../app/routes/feature-route';
import { paths } from '../../config/paths';

// The company screens, each a lazy chunk.
export const companyRoutes: readonly FeatureRoute[] = [
  { path: paths.company.settings, page: lazy(() => import('./components/CompanySettingsPage')) },
];
