// The session token lives in two places (spec §4): local storage `user-token` (read by the API client) and a
// cookie `token` with path `/` (for anything served by the same origin that reads cookies). Both go on sign-out.
export const TOKEN_STORAGE_KEY = 'user-token';
export const TOKEN_COOKIE = 'token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure}`;
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
  document.cookie = `${TOKEN_COOKIE}=; path=/; Max-Age=0; SameSite=Lax`;
}

/** The claims the app reads from a JWT's payload (it never trusts them: the server verifies the token). */
export function tokenClaims(token: string): { email?: string; exp?: number } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    return {
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      ...(typeof claims.exp === 'number' ? { exp: claims.exp } : {}),
    };
  } catch {
    return {};
  }
}

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  return tokenClaims(token).exp ?? null;
}

export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}
