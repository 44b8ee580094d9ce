import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { AnonymousOnly, RequireToken, RootRedirect } from './routes/guards';

type RouteModule = { default: ComponentType };

/**
 * A route's component loaded on demand, and its loader. Once the module is loaded, React.lazy gets it synchronously
 * (a thenable settled in its then()): a route preloaded before the first render renders in that pass rather than
 * suspending — which, while the client hydrates a prerendered page (start.tsx), would throw its markup away.
 */
function lazyRoute(load: () => Promise<RouteModule>) {
  let loaded: RouteModule | undefined;
  const preload = (): Promise<RouteModule> =>
    loaded ? Promise.resolve(loaded) : load().then((module) => (loaded = module));
  const Component = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: RouteModule) => void) => resolve(loaded!) } as Promise<RouteModule>)
      : preload(),
  );
  return { Component, preload };
}

// Each route's code is its own chunk: /signin loads the sign-in screen, not the shell (nor Amplify: config/identity).
const routes = {
  [paths.signIn]: lazyRoute(() => import('../features/auth/components/SignInPage')),
  [paths.firstAccess]: lazyRoute(() => import('../features/auth/components/FirstAccessPage')),
  [paths.forgetPassword]: lazyRoute(() => import('../features/auth/components/ForgetPasswordPage')),
  [paths.token]: lazyRoute(() => import('../features/auth/components/TokenPage')),
  signedIn: lazyRoute(() => import('./routes/SignedInApp')),
};
const SignInPage = routes[paths.signIn].Component;
const FirstAccessPage = routes[paths.firstAccess].Component;
const ForgetPasswordPage = routes[paths.forgetPassword].Component;
const TokenPage = routes[paths.token].Component;
const SignedInRoutes = routes.signedIn.Component;

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
