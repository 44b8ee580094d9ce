import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Route, Switch } from 'wouter';
import { LanguageSwitcher } from '../../features/i18n/components/LanguageSwitcher';
import { WithFeatureDictionaries } from '../../features/i18n/components/WithFeatureDictionaries';
import { NotAvailablePage } from '../../features/shell/components/NotAvailablePage';
import { NotFoundPage } from '../../features/shell/components/NotFoundPage';
import { ShellLayout } from '../../features/shell/components/ShellLayout';
import { WorkspaceSwitcher } from '../../features/workspaces/components/WorkspaceSwitcher';
import { useT } from '../../lib/i18n';
import { authStore, refreshToken, tokenMsLeft } from '../../stores/auth';
import { areaRoutes } from './area-routes';
import { matchesPattern } from './feature-route';
import { featureRoutes } from './feature-routes';
import { Loading } from './guards';
import { RequireSession } from './RequireSession';

const builtPaths = new Set(featureRoutes.map((route) => route.path));

// The opened screen's chunk loads while the session and the features' texts do, not after them.
featureRoutes
  .find(({ path }) => matchesPattern(path, window.location.pathname))
  ?.page.preload()
  .catch(() => {}); // the page's own import reports a failure when it renders

const REFRESH_AHEAD_MS = 60_000;

/** Renews the ID token a minute before it expires, for as long as the shell is open. */
function useTokenRefresh() {
  const { token } = useSnapshot(authStore);
  useEffect(() => {
    if (!token) return;
    const msLeft = tokenMsLeft();
    if (msLeft === null) return;
    const timer = setTimeout(() => void refreshToken(), Math.max(msLeft - REFRESH_AHEAD_MS, 0));
    return () => clearTimeout(timer);
  }, [token]);
}

/** Every signed-in route: the session first, then the shell. */
export default function SignedInRoutes() {
  return (
    <WithFeatureDictionaries fallback={<Loading />}>
      <RequireSession>
        <SignedInApp />
      </RequireSession>
    </WithFeatureDictionaries>
  );
}

/** The shell composed from its features, with every area route and the 404 last. */
export function SignedInApp() {
  const t = useT();
  useTokenRefresh();
  return (
    <ShellLayout workspaceSwitcher={<WorkspaceSwitcher />} languageSwitcher={<LanguageSwitcher />}>
      <Suspense fallback={<Loading />}>
        <Switch>
          {featureRoutes.map(({ path, page: Page }) => (
            <Route key={path} path={path}>
              <Page />
            </Route>
          ))}
          {areaRoutes
            .filter(({ path }) => !builtPaths.has(path))
            .map(({ path, titleKey }) => (
              <Route key={path} path={path}>
                <NotAvailablePage title={t(titleKey)} />
              </Route>
            ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </ShellLayout>
  );
}
