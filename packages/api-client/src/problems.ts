import type { Problem, ProblemCode } from './api-error.ts';
import type { components } from './generated/schema.d.ts';

type FieldError = components['schemas']['FieldError'];

// Every problem code of the contract (openapi: ProblemCode), with the HTTP status the API answers it with and its pt-BR
// title: the server's error handler and the apps' fakes answer from this one table (a rule's refusal carries only its
// code). Beside the client because it is the contract's, as the generated types are; the client itself never needs it.
export const PROBLEMS = {
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
  workspace_has_open_votings: {
    status: 409,
    title: 'O workspace tem votações agendadas ou abertas; encerre-as ou cancele-as antes de excluí-lo',
  },
  workspace_has_voting_records: {
    status: 409,
    title: 'O workspace guarda votações publicadas, cujo registro é permanente, e não pode ser excluído',
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
  identity_mismatch: { status: 422, title: 'CPF ou CNPJ incorreto' },
  pin_mismatch: { status: 422, title: 'Código de acesso incorreto' },
  pin_expired: { status: 410, title: 'O código de acesso expirou; peça um novo' },
  link_locked: {
    status: 429,
    title: 'Muitas tentativas erradas; o acesso por este link está bloqueado por alguns minutos',
  },
  pin_resend_too_soon: { status: 429, title: 'Um código acabou de ser enviado; aguarde para pedir outro' },
  pin_send_limit: {
    status: 429,
    title: 'Você já pediu o máximo de códigos de acesso desta hora; aguarde para pedir outro',
  },
  voter_session_required: { status: 401, title: 'Confirme sua identidade para continuar' },
  voter_voided: { status: 403, title: 'Este votante foi anulado nesta votação' },
  policy_not_accepted: { status: 422, title: 'Aceite a política de leitura e concordância antes de votar' },
  support_document_required: {
    status: 422,
    title: 'Você precisa adicionar pelo menos 1 documento de suporte',
  },
  power_of_attorney_required: { status: 422, title: 'Anexe a procuração dos representados' },
  already_voted: { status: 409, title: 'Este CPF ou CNPJ já votou nesta votação' },
  idempotency_key_reused: {
    status: 409,
    title: 'Este envio já registrou um voto com outras respostas; as respostas novas não foram gravadas',
  },
  duplicate: { status: 409, title: 'Este registro já existe' },
  calendar_blocked: {
    status: 422,
    title: 'O calendário da aprovação de contas impede a publicação; corrija as datas indicadas',
  },
  vote_map_not_ready: { status: 409, title: 'O mapa de votos ainda não foi gerado' },
  internal: { status: 500, title: 'Tivemos um problema, contate o administrador' },
} as const satisfies Record<ProblemCode, { status: number; title: string }>;

/** The HTTP status of a problem code. */
export const problemStatus = <C extends ProblemCode>(code: C): (typeof PROBLEMS)[C]['status'] =>
  PROBLEMS[code].status;

/** The problem+json body of a code: its status and title from the table, with what the caller adds. */
export function problemBody(
  code: ProblemCode,
  detail?: string,
  errors?: FieldError[],
  params?: NonNullable<Problem['params']>,
): Problem {
  const { status, title } = PROBLEMS[code];
  return {
    type: `urn:backoffice:problem:${code}`,
    title,
    status,
    code,
    ...(detail ? { detail } : {}),
    ...(errors?.length ? { errors } : {}),
    ...(params && Object.keys(params).length ? { params } : {}),
  };
}
