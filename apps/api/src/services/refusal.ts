import type { FieldError, Problem, ProblemCode } from '@backoffice/api-client';

// What a service throws when a rule says no: a stable code of the contract's catalogue, with the fields and details
// a screen needs — and nothing of HTTP. The HTTP layer (http/problem.ts, through the error handler every route goes
// by) gives the code its status and title, so the services answer in the rules' words and the routes in HTTP's.

/** `params` of a refusal: details a client's message needs (attempts left, until when, a subject's name…). */
export type RefusalParams = NonNullable<Problem['params']>;

export interface RefusalDetails {
  errors?: FieldError[] | undefined;
  params?: RefusalParams | undefined;
}

export class Refusal extends Error {
  readonly code: ProblemCode;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  readonly params: RefusalParams | undefined;

  constructor(code: ProblemCode, detail?: string, { errors, params }: RefusalDetails = {}) {
    super(detail ?? code);
    this.name = 'Refusal';
    this.code = code;
    this.detail = detail;
    this.errors = errors;
    this.params = params;
  }
}

/** A form rule broken by one or more fields. */
export const fieldRefusal = (code: ProblemCode, errors: FieldError[], detail?: string): Refusal =>
  new Refusal(code, detail, { errors });

/** A refusal whose client message needs details, e.g. `voter_has_voted` with the subject's name. */
export const paramsRefusal = (code: ProblemCode, params: RefusalParams, detail?: string): Refusal =>
  new Refusal(code, detail, { params });
