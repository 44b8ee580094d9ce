import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface VerifiedToken {
  /** The pool that issued the token (`iss`, already checked to be the configured one). */
  issuer: string;
  /** The pool's subject (`sub`): with the issuer, the key to the session user. Never changes for a pool user. */
  subject: string;
  /**
   * Lower-cased `email` claim when present, for display and logs only: a pool user can change their own e-mail, so it
   * never says who the caller is.
   */
  email: string | undefined;
}

/** Why a token was refused; anything else (e.g. the key set cannot be fetched) is a server failure. */
export class InvalidTokenError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'InvalidTokenError';
  }
}

export interface TokenVerifier {
  /** Resolves with the token's identity, rejects with InvalidTokenError for a token that must get a 401. */
  verify(token: string): Promise<VerifiedToken>;
}

export interface JwtVerifierOptions {
  issuer: string;
  /** The app client id: an ID token's `aud`. */
  audience: string;
  /** Where the signing keys come from; defaults to the issuer's JWKS. Tests pass a local key set. */
  keys?: JWTVerifyGetKey;
}

export function jwksUrl(issuer: string): URL {
  return new URL(`${issuer.replace(/\/+$/, '')}/.well-known/jwks.json`);
}

const REFUSED = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

/**
 * Verifies Cognito ID tokens: RS256 signature from the pool's keys, issuer, audience, expiry, token_use 'id', and a
 * subject.
 */
export function createJwtVerifier({ issuer, audience, keys }: JwtVerifierOptions): TokenVerifier {
  const keySource = keys ?? createRemoteJWKSet(jwksUrl(issuer));
  return {
    async verify(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, keySource, { issuer, audience, algorithms: ['RS256'] }));
      } catch (error) {
        if (REFUSED.some((type) => error instanceof type)) {
          throw new InvalidTokenError((error as Error).message, { cause: error });
        }
        throw error;
      }
      if (payload.token_use !== 'id') throw new InvalidTokenError('not an ID token');
      if (typeof payload.sub !== 'string' || !payload.sub) throw new InvalidTokenError('no sub claim');
      return {
        issuer,
        subject: payload.sub,
        email: typeof payload.email === 'string' && payload.email ? payload.email.toLowerCase() : undefined,
      };
    },
  };
}
