import type { FeatureRoute } from '../../app/routes/feature-route';
import { lazyPage } from '../../app/routes/lazy-page';
import { paths } from '../../config/paths';

// The users screens, each a lazy chunk; '/users/list' and '/users/new' before '/users/:id'.
const UserPage = lazyPage(() => import('./components/UserPage'));

export const usersRoutes: readonly FeatureRoute[] = [
  { path: paths.users.list, page: lazyPage(() => import('./components/UsersListPage')) },
  { path: paths.users.new, page: UserPage },
  { path: paths.users.edit, page: UserPage },
];
