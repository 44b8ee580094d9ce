import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type CryptoKey } from 'jose';
import { createJwtVerifier, type TokenVerifier } from '../../src/index.ts';

export const TEST_ISSUER = 'http://127.0.0.1:9229/local_devpool';
export const TEST_CLIENT_ID = 'devclient0000000000000000';

export interface TokenOptions {
  issuer?: string;
  audience?: string;
  tokenUse?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** Omit the email claim. */
  withoutEmail?: boolean;
}

export interface TestKeys {
  privateKey: CryptoKey;
  publicJwk: JWK;
  sign(email: string, options?: TokenOptions): Promise<string>;
  verifier(): TokenVerifier;
}

/** An RS256 key pair standing in for the user pool: tokens signed with it verify through a local JWKS. */
export async function createTestKeys(kid = 'test-key'): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    privateKey,
    publicJwk,
    sign: (email, options = {}) => signIdToken(privateKey, kid, email, options),
    verifier: () =>
      createJwtVerifier({
        issuer: TEST_ISSUER,
        audience: TEST_CLIENT_ID,
        keys: createLocalJWKSet({ keys: [publicJwk] }),
      }),
  };
}

export function signIdToken(privateKey: CryptoKey, kid: string, email: string, options: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = { token_use: options.tokenUse ?? 'id', 'cognito:username': email };
  if (!options.withoutEmail) claims.email = email;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(`sub-${email}`)
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? TEST_CLIENT_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(privateKey);
}
