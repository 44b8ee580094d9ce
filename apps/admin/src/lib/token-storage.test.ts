import { describe, expect, it } from 'vitest';
import { fakeIdToken } from '../testing/tokens';
import { clearToken, isTokenExpired, readToken, saveToken, tokenClaims } from './token-storage';

describe('token storage', () => {
  it('keeps the token in local storage `user-token` and in the cookie `token` (path /), and clears both', () => {
    const token = fakeIdToken('ana@demo.local');
    saveToken(token);
    expect(readToken()).toBe(token);
    expect(document.cookie).toBe(`token=${encodeURIComponent(token)}`);
    clearToken();
    expect(readToken()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('reads e-mail and expiry, and treats an unreadable token as expired', () => {
    const token = fakeIdToken('ana@demo.local', { expiresInSeconds: 120 });
    expect(tokenClaims(token).email).toBe('ana@demo.local');
    expect(isTokenExpired(token)).toBe(false);
    expect(isTokenExpired(token, Date.now() + 121_000)).toBe(true);
    expect(isTokenExpired('not-a-jwt')).toBe(true);
    expect(tokenClaims('a.%%%.c')).toEqual({});
  });
});
