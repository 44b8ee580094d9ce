import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { AnonymousOnly, RequireToken, RootRedirect } from './routes/guards';

// Each route's code is its own chunk: /signin loads the sign-in screen and Amplify's auth, not the shell.
const SignInPage = lazy(() => import('../features/auth/components/SignInPage'));
const FirstAccessPage = lazy(() => import('../features/auth/components/FirstAccessPage'));
const ForgetPasswordPage = lazy(() => import('../features/auth/components/ForgetPasswordPage'));
const TokenPage = lazy(() => import('../features/auth/components/TokenPage'));
const SignedInRoutes = lazy(() => import('./routes/SignedInApp'));

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
