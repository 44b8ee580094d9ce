import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@backoffice/api-client';
import type { AppDatabase } from '../db/open-database.ts';
import type { TokenVerifier } from '../auth/token-verifier.ts';
import type { IdentityGateway } from '../identity/identity-gateway.ts';
import type { SessionIdentity } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';

export interface AppDependencies {
  database: AppDatabase;
  tokenVerifier: TokenVerifier;
  identityGateway: IdentityGateway;
}

export type OperationId = keyof operations;

/** Path parameters / JSON body of an operation, as the contract types them (already validated). */
export type PathParams<Op extends OperationId> = operations[Op]['parameters']['path'];
export type JsonBody<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export interface Session extends SessionIdentity {
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every operation that is not public. */
    session: Session | null;
  }
}

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** One handler per operationId of the contract: no more, no fewer. */
export type Handlers = Record<OperationId, RouteHandler>;

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new HttpProblem('unauthorized');
  return request.session;
}
