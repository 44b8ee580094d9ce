import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpProblem, sendProblem } from './problem.ts';
import { API_PREFIX } from '../contract/load-contract.ts';

/** Every error leaves as application/problem+json with a stable code. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      reply.headers(error.headers);
      return sendProblem(reply, error.code, error.detail);
    }
    if (error.validation) {
      const where = error.validationContext ?? 'request';
      const detail = error.validation
        .map((issue) => `${where}${issue.instancePath || ''} ${issue.message ?? 'is invalid'}`)
        .join('; ');
      return sendProblem(reply, 'validation_failed', detail);
    }
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large…).
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProblem(reply, 'validation_failed', error.message);
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 'internal');
  });
}

export function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}
