import type { FastifyReply } from 'fastify';
import type { FieldError, Problem, ProblemCode } from '@backoffice/api-client';
import { PROBLEMS, problemBody } from '@backoffice/api-client';

export type { FieldError, Problem, ProblemCode };

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** The HTTP status of a problem code (a service's Refusal carries the code only). */
export { problemStatus } from '@backoffice/api-client';

/** `params` of a problem: details a client's message needs (attempts left, until when, a subject's name…). */
export type ProblemParams = NonNullable<Problem['params']>;

export { problemBody };

/** Thrown by handlers and hooks; the error handler turns it into a problem+json response. */
export class HttpProblem extends Error {
  readonly code: ProblemCode;
  readonly status: number;
  readonly detail: string | undefined;
  readonly headers: Record<string, string>;
  readonly errors: FieldError[] | undefined;
  readonly params: ProblemParams | undefined;

  constructor(
    code: ProblemCode,
    detail?: string,
    headers: Record<string, string> = {},
    errors?: FieldError[],
    params?: ProblemParams,
  ) {
    super(detail ?? PROBLEMS[code].title);
    this.name = 'HttpProblem';
    this.code = code;
    this.status = PROBLEMS[code].status;
    this.detail = detail;
    this.headers = headers;
    this.errors = errors;
    this.params = params;
  }
}

/** A problem whose client message needs details (`params`), e.g. 422 identity_mismatch with attemptsLeft. */
export function paramsProblem(
  code: ProblemCode,
  params: ProblemParams,
  detail?: string,
  headers: Record<string, string> = {},
): HttpProblem {
  return new HttpProblem(code, detail, headers, undefined, params);
}

/** A form rule broken by one or more fields (422 unless the code says otherwise). */
export function fieldProblem(code: ProblemCode, errors: FieldError[], detail?: string): HttpProblem {
  return new HttpProblem(code, detail, {}, errors);
}

export function sendProblem(
  reply: FastifyReply,
  code: ProblemCode,
  detail?: string,
  errors?: FieldError[],
  params?: ProblemParams,
): FastifyReply {
  const body = problemBody(code, detail, errors, params);
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}
