import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type CryptoKey } from 'jose';
import { createJwtVerifier, DEMO_COMPANIES, type TokenVerifier } from '../../src/index.ts';

/** The local pool's issuer: the seed binds the demo users to it (seed.ts LOCAL_POOL_ISSUER). */
export const TEST_ISSUER = 'http://127.0.0.1:9229/local_devpool';

const DEMO_SUBJECTS = new Map(
  DEMO_COMPANIES.flatMap((company) => company.users.map((user) => [user.email, user.subject] as const)),
);

/**
 * The pool subject of a test user: a demo user's fixed `sub` (demo-data.ts, as the seed binds them), `sub-<e-mail>`
 * for anyone else (what the fake pool gives a user it creates; fixtures that insert users bind them to it).
 */
export function testSubject(email: string): string {
  return DEMO_SUBJECTS.get(email.toLowerCase()) ?? `sub-${email.toLowerCase()}`;
}
export const TEST_CLIENT_ID = 'devclient0000000000000000';

export interface TokenOptions {
  issuer?: string;
  audience?: string;
  tokenUse?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** Omit the email claim. */
  withoutEmail?: boolean;
  /** The `sub` claim; default testSubject(email). The e-mail claim is then whatever `email` says. */
  subject?: string;
  /** Omit the sub claim. */
  withoutSubject?: boolean;
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
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid });
  if (!options.withoutSubject) jwt.setSubject(options.subject ?? testSubject(email));
  return jwt
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? TEST_CLIENT_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(privateKey);
}
