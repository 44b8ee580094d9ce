import { companyRoutes } from '../../features/company/routes';
import { templatesRoutes } from '../../features/templates/routes';
import { usersRoutes } from '../../features/users/routes';
import { votingsRoutes } from '../../features/votings/routes';
import { workspaceAdminRoutes } from '../../features/workspace-admin/routes';
import type { FeatureRoute } from './feature-route';

/** Every screen the features build, in match order ('/users/new' before '/users/:id'). */
export const featureRoutes: readonly FeatureRoute[] = [
  ...usersRoutes,
  ...workspaceAdminRoutes,
  ...companyRoutes,
  ...templatesRoutes,
  ...votingsRoutes,
];
