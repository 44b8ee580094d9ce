import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { LoadingOverlay } from '@backoffice/ui';
import { DEFAULT_ROUTE, paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { authStore } from '../../stores/auth';

export function Loading() {
  const t = useT();
  return <LoadingOverlay isVisible label={t('app.loadingSession')} />;
}

/** The root: signed-in users go to the default route, anonymous ones to sign-in. */
export function RootRedirect() {
  const { token, loading } = useSnapshot(authStore);
  if (loading) return <Loading />;
  return <Redirect to={token ? DEFAULT_ROUTE : paths.signIn} replace />;
}

/** Sign-in and its siblings are for anonymous users; a signed-in one goes through the token route. */
export function AnonymousOnly({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(authStore);
  if (token) return <Redirect to={paths.token} replace />;
  return <>{children}</>;
}

export function RequireToken({ children }: { children: ReactNode }) {
  const { token, loading } = useSnapshot(authStore);
  if (loading) return <Loading />;
  if (!token) return <Redirect to={paths.signIn} replace />;
  return <>{children}</>;
}
