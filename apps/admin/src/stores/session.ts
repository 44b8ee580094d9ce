import { proxy, subscribe } from 'valtio';
import type { Company, SessionUser, WorkspaceListEntry } from '@backoffice/api-client';
import { api } from '../lib/api-client';
import { paths } from '../config/paths';
import { authStore, signOut } from './auth';

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'noWorkspace' | 'failed';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  workspaces: WorkspaceListEntry[];
  company: Company | null;
}

const initialState = (): SessionState => ({ status: 'idle', user: null, workspaces: [], company: null });

export const sessionStore = proxy<SessionState>(initialState());

export function resetSession(): void {
  Object.assign(sessionStore, initialState());
}

// Signing out (or a 401) clears the token: the session data goes with it.
subscribe(authStore, () => {
  if (!authStore.token && sessionStore.status !== 'idle') resetSession();
});

async function loadCompany(companyId: string): Promise<void> {
  try {
    const { data } = await api.GET('/companies/{companyId}', { params: { path: { companyId } } });
    sessionStore.company = data?.company ?? null;
  } catch (error) {
    // Spec §8: a company load failure is logged only; the shell works without the company's flags.
    console.error('Company load failed', error);
  }
}

/**
 * Loads the session user, their workspaces and their company. A user without any workspace ends in
 * 'noWorkspace' (the caller refuses access); a 401 ends in 'failed' after the client has sent the app to sign-in.
 */
export async function loadSession(): Promise<SessionStatus> {
  sessionStore.status = 'loading';
  try {
    const [userResult, infoResult] = await Promise.all([api.GET('/session-user'), api.GET('/user-info')]);
    const user = userResult.data?.user;
    const workspaces = infoResult.data?.workspaces;
    if (!user || !workspaces) return (sessionStore.status = 'failed');
    sessionStore.user = user;
    sessionStore.workspaces = workspaces;
    if (workspaces.length === 0) return (sessionStore.status = 'noWorkspace');
    if (user.workspace) await loadCompany(user.workspace.companyId);
    return (sessionStore.status = 'ready');
  } catch (error) {
    console.error('Session load failed', error);
    return (sessionStore.status = 'failed');
  }
}

let inflight: Promise<SessionStatus> | null = null;

/**
 * Loads the session and enforces its rule: a user linked to no workspace is signed out and refused (spec §6);
 * a session that cannot be loaded for another reason ends the same way with the unexpected-problem notice.
 */
export function establishSession(): Promise<SessionStatus> {
  // One load at a time: the token route and the guard may both ask (and React runs effects twice in development).
  inflight ??= settle().finally(() => {
    inflight = null;
  });
  return inflight;
}

async function settle(): Promise<SessionStatus> {
  const status = await loadSession();
  if (status === 'noWorkspace') await signOut(paths.signIn, 'noWorkspace');
  // A 401 has already cleared the token and gone to sign-in; anything else still holding a token is unexpected.
  else if (status === 'failed' && authStore.token) await signOut(paths.signIn, 'unexpected');
  return status;
}
