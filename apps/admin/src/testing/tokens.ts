const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned ID-token-shaped JWT (the app only reads `email` and `exp`; the server verifies signatures). */
export function fakeIdToken(email: string, { expiresInSeconds = 3600 } = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ email, exp, token_use: 'id' })}.signature`;
}
