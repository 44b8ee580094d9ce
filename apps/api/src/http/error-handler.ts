import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import { HttpProblem, sendProblem, type FieldError } from './problem.ts';
import { API_PREFIX } from '../contract/load-contract.ts';

/** Every error leaves as application/problem+json with a stable code. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      reply.headers(error.headers);
      return sendProblem(reply, error.code, error.detail, error.errors, error.params);
    }
    if (error.validation) {
      const where = error.validationContext ?? 'request';
      const detail = error.validation
        .map((issue) => `${where}${issue.instancePath || ''} ${issue.message ?? 'is invalid'}`)
        .join('; ');
      return sendProblem(reply, 'validation_failed', detail, fieldErrors(error.validation as ErrorObject[]));
    }
    if (error.statusCode === 413) return sendProblem(reply, 'file_too_large', error.message);
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

/** Ajv issues as form field errors: the field's JSON path (a missing property names itself) and the keyword. */
export function fieldErrors(issues: readonly ErrorObject[]): FieldError[] {
  return issues.map((issue) => {
    const missing = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : '';
    const path = issue.instancePath.replace(/^\//, '');
    const field = [path, missing].filter(Boolean).join('/');
    const params = Object.fromEntries(
      Object.entries(issue.params).filter((entry): entry is [string, string | number | boolean] =>
        ['string', 'number', 'boolean'].includes(typeof entry[1]),
      ),
    );
    return { field, code: issue.keyword, ...(Object.keys(params).length ? { params } : {}) };
  });
}
