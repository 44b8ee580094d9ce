import type { WhatsappServerSettings } from '../config.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@backoffice/api-client';
import type { AppDatabase } from '../db/open-database.ts';
import type { TokenVerifier } from '../auth/token-verifier.ts';
import type { IdentityGateway } from '../identity/identity-gateway.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { BallotBatcher } from '../services/votings/ballot-batcher.ts';
import type { SessionIdentity } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Role } from '@backoffice/domain';

export interface AppDependencies {
  database: AppDatabase;
  tokenVerifier: TokenVerifier;
  identityGateway: IdentityGateway;
  fileStorage: FileStorage;
  /** Outgoing e-mail; the durable jobs (jobs/) send through it too. */
  mailer: Mailer;
  /**
   * Writes the voter portal's ballots in batches per voting (ballot-batcher.ts); by default the handlers make one for
   * the database. Given, it can be watched (its `written` counters) or shared.
   */
  ballotBatcher?: BallotBatcher;
  /** The WhatsApp Cloud API's webhook secrets (config.ts); undefined: the webhook refuses every post. */
  whatsapp?: Pick<WhatsappServerSettings, 'appSecret' | 'verifyToken'>;
}

export type OperationId = keyof operations;

/** Path parameters / JSON body of an operation, as the contract types them (already validated). */
export type PathParams<Op extends OperationId> = operations[Op]['parameters']['path'];
export type JsonBody<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** Filled in by the authorization hook (auth/authorize.ts) on every protected operation. */
export interface CallerContext {
  role: Role;
  currentWorkspaceId: string | null;
  features: { communication: boolean; forms: boolean };
}

/** The caller as their pool subject names them (auth/authenticate.ts); their e-mail is the user row's, not here. */
export type Session = SessionIdentity & Partial<CallerContext>;

export type AuthorizedSession = SessionIdentity & CallerContext;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every operation that is not public. */
    session: Session | null;
  }
}

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** One handler per operationId of the contract: no more, no fewer. */
export type Handlers = Record<OperationId, RouteHandler>;

export function requireSession(request: FastifyRequest): AuthorizedSession {
  const session = request.session;
  if (!session?.role) throw new HttpProblem('unauthorized');
  return session as AuthorizedSession;
}

/** The session of a workspace-scoped operation: the authorization hook has checked there is a current workspace. */
export function requireWorkspaceSession(
  request: FastifyRequest,
): AuthorizedSession & { currentWorkspaceId: string } {
  const session = requireSession(request);
  if (!session.currentWorkspaceId) throw new HttpProblem('workspace_not_member');
  return session as AuthorizedSession & { currentWorkspaceId: string };
}
