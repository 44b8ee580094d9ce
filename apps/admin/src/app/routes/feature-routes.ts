import { batchVotingsRoutes } from '../../features/batch-votings/routes';
import { communicationsRoutes } from '../../features/communications/routes';
import { companyRoutes } from '../../features/company/routes';
import { templatesRoutes } from '../../features/templates/routes';
import { usersRoutes } from '../../features/users/routes';
import { votingsRoutes } from '../../features/votings/routes';
import { workspaceAdminRoutes } from '../../features/workspace-admin/routes';
import { withAreaTexts, type FeatureRoute } from './feature-route';

/**
 * Every screen the features build, in match order ('/users/new' before '/users/:id'), each with its feature's texts
 * (the folder of its locales).
 */
export const featureRoutes: readonly FeatureRoute[] = [
  ...withAreaTexts('users', usersRoutes),
  ...withAreaTexts('workspace-admin', workspaceAdminRoutes),
  ...withAreaTexts('company', companyRoutes),
  ...withAreaTexts('templates', templatesRoutes),
  ...withAreaTexts('votings', votingsRoutes),
  ...withAreaTexts('batch-votings', batchVotingsRoutes),
  ...withAreaTexts('communications', communicationsRoutes),
];
