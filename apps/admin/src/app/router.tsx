import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { AnonymousOnly, RequireToken, RootRedirect } from './routes/guards';

// Each route's code is its own chunk: /signin loads the sign-in screen, not the shell (nor Amplify: config/identity).
const loaders = {
  [paths.signIn]: () => import('../features/auth/components/SignInPage'),
  [paths.firstAccess]: () => import('../features/auth/components/FirstAccessPage'),
  [paths.forgetPassword]: () => import('../features/auth/components/ForgetPasswordPage'),
  [paths.token]: () => import('../features/auth/components/TokenPage'),
  signedIn: () => import('./routes/SignedInApp'),
};
const SignInPage = lazy(loaders[paths.signIn]);
const FirstAccessPage = lazy(loaders[paths.firstAccess]);
const ForgetPasswordPage = lazy(loaders[paths.forgetPassword]);
const TokenPage = lazy(loaders[paths.token]);
const SignedInRoutes = lazy(loaders.signedIn);

/**
 * Starts loading the chunk of the route at `pathname` (the same import() the route's lazy component makes), so it
 * downloads while the entry boots rather than after the first render asks for it.
 */
export function preloadRoute(pathname: string): void {
  if (pathname === paths.root) return;
  const load = pathname in loaders ? loaders[pathname as keyof typeof loaders] : loaders.signedIn;
  load().catch(() => {}); // the route's own import reports a failure when it renders
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
