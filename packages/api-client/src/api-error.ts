import type { components } from './generated/schema.d.ts';

export type Problem = components['schemas']['Problem'];
export type ProblemCode = components['schemas']['ProblemCode'];

/** The message of every 403, whatever the server's problem says (spec: error catalogue). */
export const FORBIDDEN_MESSAGE = 'Acesso não autorizado';

/**
 * A failed call (status outside 200–299, except 401 which does not reject).
 * `code` is the problem's stable code ('forbidden' for every 403), or 'unknown' when the body is not a problem.
 * `response` is the untouched response: its body can still be read.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ProblemCode | 'unknown';
  readonly problem: Problem | undefined;
  readonly response: Response;

  constructor(
    message: string,
    options: { response: Response; code: ProblemCode | 'unknown'; problem?: Problem },
  ) {
    super(message);
    this.status = options.response.status;
    this.code = options.code;
    this.problem = options.problem;
    this.response = options.response;
  }
}

/** Reads a problem+json (or JSON problem-shaped) body from a copy of the response; undefined otherwise. */
export async function readProblem(response: Response): Promise<Problem | undefined> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!/json/i.test(contentType)) return undefined;
  try {
    const body: unknown = await response.clone().json();
    return isProblem(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.code === 'string' &&
    typeof candidate.title === 'string' &&
    typeof candidate.status === 'number' &&
    typeof candidate.type === 'string'
  );
}

export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const problem = await readProblem(response);
  if (response.status === 403) {
    return new ApiError(FORBIDDEN_MESSAGE, { response, code: 'forbidden', ...(problem ? { problem } : {}) });
  }
  const message = problem?.title ?? `Request failed with status ${response.status}`;
  return new ApiError(message, {
    response,
    code: problem?.code ?? 'unknown',
    ...(problem ? { problem } : {}),
  });
}
