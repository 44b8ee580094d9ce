import type { ErrorObject } from 'ajv';

// The pt-BR `detail` of a 400 `validation_failed`: what is wrong with which field, in words a screen can show as they
// are (the admin app still maps each field error's `code` to its own text; the detail is for everything else). No
// part of the sent value is repeated, only field names (cut short: a name comes from the request too).

const WHERE: Record<string, string> = {
  body: 'corpo da requisição',
  querystring: 'parâmetros da consulta',
  params: 'endereço',
  headers: 'cabeçalhos',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  null: 'nulo',
};

const FORMAT_NAMES: Record<string, string> = {
  uuid: 'um identificador (UUID)',
  email: 'um e-mail',
  'date-time': 'uma data e hora (ISO 8601)',
  date: 'uma data (AAAA-MM-DD)',
  uri: 'um endereço (URI)',
};

/** At most this many issues are described (a list of 5,000 bad ids gives 5,000 issues). */
const MAX_DESCRIBED = 10;

const short = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max)}…` : text);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function what(issue: ErrorObject): string {
  const params = issue.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (issue.keyword) {
    case 'required':
      return 'é obrigatório';
    case 'maxLength':
      return `aceita no máximo ${plural(limit, 'caractere', 'caracteres')}`;
    case 'minLength':
      return limit <= 1 ? 'não pode ficar vazio' : `precisa de pelo menos ${limit} caracteres`;
    case 'maximum':
      return `aceita no máximo ${limit}`;
    case 'minimum':
      return `aceita no mínimo ${limit}`;
    case 'exclusiveMaximum':
      return `precisa ser menor que ${limit}`;
    case 'exclusiveMinimum':
      return `precisa ser maior que ${limit}`;
    case 'maxItems':
      return `aceita no máximo ${plural(limit, 'item', 'itens')}`;
    case 'minItems':
      return `precisa de pelo menos ${plural(limit, 'item', 'itens')}`;
    case 'uniqueItems':
      return 'tem itens repetidos';
    case 'type': {
      const types = String(params.type ?? '')
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type);
      return `precisa ser ${types.join(' ou ')}`;
    }
    case 'format':
      return `precisa ser ${FORMAT_NAMES[String(params.format)] ?? 'um valor em formato válido'}`;
    case 'pattern':
      return 'não está no formato esperado';
    case 'enum': {
      const allowed = (params.allowedValues as unknown[] | undefined) ?? [];
      return allowed.length && allowed.length <= 10
        ? `precisa ser um destes valores: ${allowed.map(String).join(', ')}`
        : 'tem um valor não aceito';
    }
    case 'const':
      return 'tem um valor não aceito';
    case 'additionalProperties':
      return `não aceita o campo «${short(String(params.additionalProperty ?? ''))}»`;
    case 'controlCharacters':
      return 'não pode conter caracteres de controle (como o caractere nulo)';
    default:
      return 'tem um valor inválido';
  }
}

/** The field an issue names: its JSON path (a missing property names itself), or the part of the request. */
function fieldOf(issue: ErrorObject, context: string): string {
  const missing = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : '';
  const path = [issue.instancePath.replace(/^\//, ''), missing].filter(Boolean).join('/');
  return path ? `«${short(path)}»` : `O ${WHERE[context] ?? 'pedido'}`;
}

/** The pt-BR detail of a validation failure, e.g. "Requisição inválida: «name» aceita no máximo 120 caracteres." */
export function describeValidation(issues: readonly ErrorObject[], context: string | undefined): string {
  const parts = issues.slice(0, MAX_DESCRIBED).map((issue) => {
    return `${fieldOf(issue, context ?? 'body')} ${what(issue)}`;
  });
  const rest = issues.length - MAX_DESCRIBED;
  return `Requisição inválida: ${parts.join('; ')}${rest > 0 ? `; e mais ${plural(rest, 'problema', 'problemas')}` : ''}.`;
}

/** The pt-BR detail of a request Fastify refused before validation (malformed JSON, wrong media type, bad URL…). */
export function describeClientError(error: { code?: string; statusCode?: number; name?: string }): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'O corpo da requisição está vazio; envie um JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo de conteúdo não aceito por esta operação.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'O tamanho declarado do corpo não confere com o enviado.';
    case 'FST_ERR_BAD_URL':
      return 'O endereço da requisição é inválido.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'O endereço da requisição é inválido: um dos seus trechos é longo demais.';
    default:
      if (error.name === 'SyntaxError' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        return 'O corpo da requisição não é um JSON válido.';
      return 'A requisição não pôde ser lida.';
  }
}
