import { render, screen } from '@testing-library/react';
import { App } from '../app/App';
import { bootstrap } from '../app/bootstrap';

let warmedUp: Promise<unknown> | null = null;

/** Transforms the lazy route chunks once per test file, before a test starts waiting for one of them. */
function warmUpRoutes(): Promise<unknown> {
  warmedUp ??= Promise.all([
    import('../features/auth/components/SignInPage'),
    import('../features/auth/components/FirstAccessPage'),
    import('../features/auth/components/ForgetPasswordPage'),
    import('../features/auth/components/TokenPage'),
    import('../app/routes/SignedInApp'),
  ]);
  return warmedUp;
}

/** Boots the whole app as main.tsx does (identity config, URL theme, locale, session restore) at `url`. */
export async function renderApp(url = '/') {
  await warmUpRoutes();
  window.history.replaceState(null, '', url);
  await bootstrap(new URL(url, window.location.origin).search);
  const result = render(<App />);
  return { ...result, screen };
}
