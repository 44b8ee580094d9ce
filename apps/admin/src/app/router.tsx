import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { AnonymousOnly, RequireToken, RootRedirect } from './routes/guards';
import { lazyPage } from './routes/lazy-page';

// Each route's code is its own chunk: /signin loads the sign-in screen, not the shell (nor Amplify: config/identity).
const routes = {
  [paths.signIn]: lazyPage(() => import('../features/auth/components/SignInPage')),
  [paths.firstAccess]: lazyPage(() => import('../features/auth/components/FirstAccessPage')),
  [paths.forgetPassword]: lazyPage(() => import('../features/auth/components/ForgetPasswordPage')),
  [paths.token]: lazyPage(() => import('../features/auth/components/TokenPage')),
  signedIn: lazyPage(() => import('./routes/SignedInApp')),
};
const SignInPage = routes[paths.signIn];
const FirstAccessPage = routes[paths.firstAccess];
const ForgetPasswordPage = routes[paths.forgetPassword];
const TokenPage = routes[paths.token];
const SignedInRoutes = routes.signedIn;

/**
 * Starts loading the chunk of the route at `pathname` (the load the route's lazy component shares), so it
 * downloads while the entry boots rather than after the first render asks for it. Settles once it is loaded (or
 * failed to).
 */
export function preloadRoute(pathname: string): Promise<void> {
  if (pathname === paths.root) return Promise.resolve();
  const route = pathname in routes ? routes[pathname as keyof typeof routes] : routes.signedIn;
  return route.preload().then(
    () => {},
    () => {}, // the route's own import reports a failure when it renders
  );
}

export function AppRouter() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={paths.signIn}>
          <AnonymousOnly>
            <SignInPage />
          </AnonymousOnly>
        </Route>
        <Route path={paths.firstAccess}>
          <FirstAccessPage />
        </Route>
        <Route path={paths.forgetPassword}>
          <ForgetPasswordPage />
        </Route>
        <Route path={paths.token}>
          <RequireToken>
            <TokenPage />
          </RequireToken>
        </Route>
        <Route path={paths.root}>
          <RootRedirect />
        </Route>
        <Route>
          <SignedInRoutes />
        </Route>
      </Switch>
    </Suspense>
  );
}
