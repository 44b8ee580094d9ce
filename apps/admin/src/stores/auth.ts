import { proxy } from 'valtio';
import { identity } from '../config/identity';
import { paths } from '../config/paths';
import { navigate } from '../lib/navigation';
import {
  clearToken,
  isTokenExpired,
  readToken,
  saveToken,
  tokenClaims,
  tokenExpiry,
} from '../lib/token-storage';

export interface AuthUser {
  email: string;
}

/**
 * A notice for the sign-in screen that outlives the redirect to it: why access was refused after the identity
 * service accepted the user, or that a new password was set.
 */
export type SignInNotice = 'noWorkspace' | 'unexpected' | 'passwordChanged';

export interface AuthState {
  loading: boolean;
  user: AuthUser | null;
  token: string | null;
  notice: SignInNotice | null;
}

const initialState = (): AuthState => ({ loading: false, user: null, token: null, notice: null });

export const authStore = proxy<AuthState>(initialState());

/** Keeps the ID token in both stores (local storage and cookie) and marks the user signed in. */
export function setSignedIn(token: string): void {
  saveToken(token);
  authStore.token = token;
  authStore.user = { email: tokenClaims(token).email ?? '' };
  authStore.notice = null;
}

function clearSignedIn(): void {
  clearToken();
  Object.assign(authStore, { user: null, token: null, loading: false });
}

/** The current ID token from the identity library, refreshed when `forceRefresh` (or when expired). */
export async function fetchIdToken(forceRefresh = false): Promise<string | null> {
  const { fetchAuthSession } = await identity();
  const session = await fetchAuthSession(forceRefresh ? { forceRefresh: true } : undefined);
  return session.tokens?.idToken?.toString() ?? null;
}

/** Signs out of the identity service, clears both token stores and the auth state, then goes to `to`. */
export async function signOut(to: string = paths.root, notice: SignInNotice | null = null): Promise<void> {
  authStore.loading = true;
  try {
    await (await identity()).signOut();
  } catch (error) {
    // The local sign-out below is what matters; the identity service may be unreachable.
    console.warn('Identity sign-out failed', error);
  }
  clearSignedIn();
  authStore.notice = notice;
  navigate(to, { replace: true });
}

/** On a page load: trust a stored, unexpired token; refresh an expired one through the identity library. */
export async function restoreSession(): Promise<void> {
  const stored = readToken();
  if (!stored) return;
  if (!isTokenExpired(stored)) {
    setSignedIn(stored);
    return;
  }
  authStore.loading = true;
  try {
    const fresh = await fetchIdToken(true);
    if (fresh && !isTokenExpired(fresh)) setSignedIn(fresh);
    else clearSignedIn();
  } catch {
    clearSignedIn();
  } finally {
    authStore.loading = false;
  }
}

/** Milliseconds until the current token expires; null when signed out or unreadable. */
export function tokenMsLeft(nowMs = Date.now()): number | null {
  const exp = authStore.token ? tokenExpiry(authStore.token) : null;
  return exp === null ? null : exp * 1000 - nowMs;
}

/** Replaces the token before it expires, so a long session never meets a 401. */
export async function refreshToken(): Promise<void> {
  try {
    const fresh = await fetchIdToken(true);
    if (fresh) setSignedIn(fresh);
  } catch (error) {
    // The next API call answers 401 and sends the user to sign-in.
    console.warn('Token refresh failed', error);
  }
}

export function setSignInNotice(notice: SignInNotice | null): void {
  authStore.notice = notice;
}

/** The API answered 401: the session is gone, so forget it locally and go to sign-in. */
export function handleUnauthorized(): void {
  clearSignedIn();
  navigate(paths.signIn, { replace: true });
}

export function resetAuth(): void {
  Object.assign(authStore, initialState());
}
