import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { Refusal } from '../services/refusal.ts';
import { HttpProblem, sendProblem } from './problem.ts';
import { API_PREFIX } from '@backoffice/contract';
import { isFileUpload } from './binary-bodies.ts';
import { describeClientError, describeValidation, fieldErrors } from '@backoffice/contract';

/** Every error leaves as application/problem+json with a stable code. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpProblem | Refusal, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      reply.headers(error.headers);
      return sendProblem(reply, error.code, error.detail, error.errors, error.params);
    }
    // A rule's refusal from a service: its code decides the status (problem.ts's catalogue).
    if (error instanceof Refusal) {
      return sendProblem(reply, error.code, error.detail, error.errors, error.params);
    }
    if (error.validation) {
      // The detail in pt-BR, as a screen may show it; the field errors' codes are the rules (maxLength, required…).
      const issues = error.validation as ErrorObject[];
      const detail = describeValidation(issues, error.validationContext);
      return sendProblem(reply, 'validation_failed', detail, fieldErrors(issues));
    }
    if (error.statusCode === 413) {
      // A file too large is 413 (the uploads declare it); a JSON body past its limit is a malformed request.
      const operationId = (request.routeOptions.config as { operationId?: unknown } | undefined)?.operationId;
      if (isFileUpload(operationId))
        return sendProblem(reply, 'file_too_large', 'O arquivo é maior que o permitido para esta operação.');
      return sendProblem(reply, 'validation_failed', 'O corpo da requisição é maior que o permitido.');
    }
    // Fastify's own client errors (malformed JSON, unsupported media type, bad URL…), in pt-BR.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return sendProblem(reply, 'validation_failed', describeClientError(error));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 'internal');
  });
}

/**
 * Fastify's `frameworkErrors`: what it refuses before a route is found (a malformed percent-encoding, a path segment
 * longer than 100 characters) is a 400 problem too, not Fastify's own JSON.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: error }, 'client error');
  void sendProblem(reply, 'validation_failed', describeClientError(error));
}

export function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}
