import { createOpenApiHttp } from 'openapi-msw';
import type { HttpResponse } from 'msw';
import type { paths } from './generated/schema.d.ts';
import type { Problem, ProblemCode } from './api-error.ts';
import { PROBLEMS } from './problems.ts';

// Mock Service Worker handlers typed from the contract, for the apps' tests and stories (never for their builds).
// `http.get('/companies/{companyId}', …)` accepts only a path the contract declares for that method, types its params,
// query and request body, and `response(status)` accepts only a status the operation declares, with that status's
// body: a renamed path, a wrong body or an undeclared status is a type error.

/** The contract's handlers, mounted under its `servers[0].url` (/api). */
export const http = createOpenApiHttp<paths>({ baseUrl: '/api' });

export type { paths };

/** Init of a problem response: the contract declares problems as application/problem+json. */
export const PROBLEM_INIT = { headers: { 'content-type': 'application/problem+json' } } as const;

type FieldErrors = NonNullable<Problem['errors']>;
type ProblemParams = NonNullable<Problem['params']>;

/** A refusal a fake decided on, answered with `refuse(response, refusal)` by the operation's handler. */
export interface Refusal<S extends number = number> {
  status: S;
  code: ProblemCode;
  title: string;
  errors?: FieldErrors;
  params?: ProblemParams;
}

export const refusal = <S extends number>(
  status: S,
  code: ProblemCode,
  title: string,
  errors?: FieldErrors,
  params?: ProblemParams,
): Refusal<S> => ({ status, code, title, ...(errors ? { errors } : {}), ...(params ? { params } : {}) });

type ProblemResponder<S extends number> = (status: S) => {
  json: (body: Problem, init: typeof PROBLEM_INIT) => HttpResponse<Problem>;
};

/** The problem answer of a refusal: every status it may carry must be one the operation declares. */
export function refuse<S extends number>(
  response: ProblemResponder<S>,
  { status, code, title, errors, params }: Refusal<S>,
): HttpResponse<Problem> {
  return problem(response, status, code, title, errors, params);
}

/**
 * A problem answer of an operation: `problem(response, 404, 'not_found', 'Não encontrado')`. The status must be one
 * the operation declares with the Problem body (else a type error), and the body says the same status.
 */
export function problem<S extends number>(
  response: ProblemResponder<S>,
  status: S,
  code: ProblemCode,
  title: string,
  errors?: FieldErrors,
  params?: ProblemParams,
): HttpResponse<Problem> {
  const body: Problem = {
    type: 'about:blank',
    title,
    status,
    code,
    ...(errors ? { errors } : {}),
    ...(params ? { params } : {}),
  };
  return response(status).json(body, PROBLEM_INIT);
}

/** The status the API answers a problem code with (the contract's problem table), as a literal type. */
export type StatusOf<C extends ProblemCode> = (typeof PROBLEMS)[C]['status'];

/**
 * A refusal by its code alone: status and title from the problem table, as the server answers it —
 * `refusalOf('email_taken', errors)`.
 */
export const refusalOf = <C extends ProblemCode>(
  code: C,
  errors?: FieldErrors,
  params?: ProblemParams,
): Refusal<StatusOf<C>> => refusal(PROBLEMS[code].status, code, PROBLEMS[code].title, errors, params);
