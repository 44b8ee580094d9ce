import type { FeatureRoute } from '../../app/routes/feature-route';
import { lazyPage } from '../../app/routes/lazy-page';
import { paths } from '../../config/paths';

// The workspace-admin screens, each a lazy chunk; '/workspaces/new' before '/workspaces/:id'.
const WorkspaceFormPage = lazyPage(() => import('./components/WorkspaceFormPage'));

export const workspaceAdminRoutes: readonly FeatureRoute[] = [
  { path: paths.workspaces.list, page: lazyPage(() => import('./components/WorkspaceListPage')) },
  { path: paths.workspaces.new, page: WorkspaceFormPage },
  { path: paths.workspaces.edit, page: WorkspaceFormPage },
];
