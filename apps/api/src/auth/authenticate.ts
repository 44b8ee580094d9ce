import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '../db/open-database.ts';
import { findSessionIdentity } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import { InvalidTokenError, type TokenVerifier, type VerifiedToken } from './token-verifier.ts';

function unauthorized(detail: string, error?: 'invalid_token'): HttpProblem {
  const challenge = error ? `Bearer error="${error}"` : 'Bearer';
  return new HttpProblem('unauthorized', detail, { 'www-authenticate': challenge });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * onRequest hook of every protected operation: a valid ID token whose pool subject (`iss` + `sub`) is bound to an
 * active user, else 401. The token's e-mail plays no part: a pool user can change their own e-mail, so a token whose
 * subject is unknown is refused even when its e-mail is a user's.
 * Runs before body validation, so an anonymous caller learns nothing about the request's shape.
 */
export function authenticate(tokenVerifier: TokenVerifier, database: AppDatabase) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Missing bearer token');
    let verified: VerifiedToken;
    try {
      verified = await tokenVerifier.verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError)
        throw unauthorized(`Invalid token: ${error.message}`, 'invalid_token');
      throw error;
    }
    const identity = await findSessionIdentity(database.db, verified);
    if (!identity) throw unauthorized('No user for this token', 'invalid_token');
    request.session = { ...identity };
  };
}
