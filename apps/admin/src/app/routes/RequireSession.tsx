import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { paths } from '../../config/paths';
import { authStore } from '../../stores/auth';
import { establishSession, sessionStore } from '../../stores/session';
import { Loading } from './guards';

// Lives in the signed-in chunk: the session store (and the API client) stay out of the sign-in route's code.
/** Signed-in screens: a token, and a loaded session (reloading the page loads it again). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { token, loading } = useSnapshot(authStore);
  const { status } = useSnapshot(sessionStore);
  useEffect(() => {
    if (token && status === 'idle') void establishSession();
  }, [token, status]);
  if (loading) return <Loading />;
  if (!token) return <Redirect to={paths.signIn} replace />;
  if (status !== 'ready') return <Loading />;
  return <>{children}</>;
}
