import type { FastifyReply } from 'fastify';
import type { FieldError, Problem, ProblemCode } from '@backoffice/api-client';

export type { FieldError, Problem, ProblemCode };

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

const CATALOGUE: Record<ProblemCode, { status: number; title: string }> = {
  unauthorized: { status: 401, title: 'Não autenticado' },
  forbidden: { status: 403, title: 'Acesso não autorizado' },
  workspace_not_member: { status: 403, title: 'O usuário não é membro deste workspace' },
  not_found: { status: 404, title: 'Não encontrado' },
  validation_failed: { status: 400, title: 'Requisição inválida' },
  attempt_limit: { status: 429, title: 'O limite de tentativas foi excedido, tente novamente mais tarde' },
  feature_disabled: { status: 403, title: 'Este recurso não está habilitado para a empresa' },
  role_not_allowed: { status: 403, title: 'Você não pode atribuir ou alterar um perfil acima do seu' },
  email_taken: { status: 409, title: 'Já existe um usuário com este e-mail' },
  invalid_tax_id: { status: 422, title: 'CPF ou CNPJ inválido' },
  invalid_template: { status: 422, title: 'O modelo tem erros' },
  cannot_change_self: {
    status: 409,
    title: 'Você não pode excluir, desativar ou mudar o perfil do seu próprio usuário',
  },
  workspace_not_empty: {
    status: 409,
    title: 'O workspace não pode ser excluído porque contém votações, comunicações, formulários ou modelos',
  },
  workspace_last_for_user: {
    status: 409,
    title: 'Há usuários que ficariam sem nenhum workspace; vincule-os a outro workspace antes',
  },
  unprocessable: { status: 422, title: 'Os dados enviados não são válidos' },
  file_too_large: { status: 413, title: 'O arquivo é maior que o permitido' },
  unsupported_file_type: { status: 415, title: 'Tipo de arquivo não aceito' },
  identity_unavailable: {
    status: 502,
    title: 'O serviço de identidade não respondeu; nada foi alterado. Tente novamente.',
  },
  invalid_state: { status: 409, title: 'A situação da votação não permite esta ação' },
  voting_incomplete: { status: 422, title: 'A votação ainda não pode ser publicada' },
  tax_id_taken: { status: 409, title: 'Este CPF ou CNPJ já é votante desta votação' },
  voter_has_voted: { status: 409, title: 'Este votante já votou e não pode ser alterado' },
  template_in_use: { status: 409, title: 'Este modelo é a cédula de uma votação e não pode ser excluído' },
  internal: { status: 500, title: 'Tivemos um problema, contate o administrador' },
};

export function problemBody(code: ProblemCode, detail?: string, errors?: FieldError[]): Problem {
  const { status, title } = CATALOGUE[code];
  return {
    type: `urn:backoffice:problem:${code}`,
    title,
    status,
    code,
    ...(detail ? { detail } : {}),
    ...(errors?.length ? { errors } : {}),
  };
}

/** Thrown by handlers and hooks; the error handler turns it into a problem+json response. */
export class HttpProblem extends Error {
  readonly code: ProblemCode;
  readonly status: number;
  readonly detail: string | undefined;
  readonly headers: Record<string, string>;
  readonly errors: FieldError[] | undefined;

  constructor(
    code: ProblemCode,
    detail?: string,
    headers: Record<string, string> = {},
    errors?: FieldError[],
  ) {
    super(detail ?? CATALOGUE[code].title);
    this.name = 'HttpProblem';
    this.code = code;
    this.status = CATALOGUE[code].status;
    this.detail = detail;
    this.headers = headers;
    this.errors = errors;
  }
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
): FastifyReply {
  const body = problemBody(code, detail, errors);
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}
