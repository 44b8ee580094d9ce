import type { FastifyRequest } from 'fastify';
import type { RequestEvidence } from '../services/voter-portal/portal-session.ts';

/** What the server can tell of who sent a request: its address (request.ip, see TRUST_PROXY) and user agent. */
export function requestEvidence(request: FastifyRequest): RequestEvidence {
  const userAgent = request.headers['user-agent'];
  return {
    remoteAddress: request.ip || null,
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, 500) : null,
  };
}
