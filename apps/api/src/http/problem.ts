import type { FastifyReply } from 'fastify';
import type { Problem, ProblemCode } from '@backoffice/api-client';

export type { Problem, ProblemCode };

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

const CATALOGUE: Record<ProblemCode, { status: number; title: string }> = {
  unauthorized: { status: 401, title: 'Não autenticado' },
  forbidden: { status: 403, title: 'Acesso não autorizado' },
  workspace_not_member: { status: 403, title: 'O usuário não é membro deste workspace' },
  not_found: { status: 404, title: 'Não encontrado' },
  validation_failed: { status: 400, title: 'Requisição inválida' },
  attempt_limit: { status: 429, title: 'O limite de tentativas foi excedido, tente novamente mais tarde' },
  internal: { status: 500, title: 'Tivemos um problema, contate o administrador' },
};

export function problemBody(code: ProblemCode, detail?: string): Problem {
  const { status, title } = CATALOGUE[code];
  return { type: `urn:backoffice:problem:${code}`, title, status, code, ...(detail ? { detail } : {}) };
}

/** Thrown by handlers and hooks; the error handler turns it into a problem+json response. */
export class HttpProblem extends Error {
  readonly code: ProblemCode;
  readonly status: number;
  readonly detail: string | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ProblemCode, detail?: string, headers: Record<string, string> = {}) {
    super(detail ?? CATALOGUE[code].title);
    this.name = 'HttpProblem';
    this.code = code;
    this.status = CATALOGUE[code].status;
    this.detail = detail;
    this.headers = headers;
  }
}

export function sendProblem(reply: FastifyReply, code: ProblemCode, detail?: string): FastifyReply {
  const body = problemBody(code, detail);
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}
