import type { ValidateFunction } from 'ajv';
import { createAjv } from './ajv.ts';
import { fieldErrors, type FieldError } from './field-errors.ts';
import type { Contract, ContractOperation, JsonSchema } from './operations.ts';
import { requestSchemasOf, type RequestSchemas } from './request-schemas.ts';
import { describeValidation } from './validation-messages.ts';

// The server's request validation, for whoever answers the contract without the server (the apps' fakes): the same
// schemas (requestSchemasOf), the same Ajv (createAjv: path and query coerced, bodies not, the text rule on every
// string), the same order of parts as Fastify (params, body, querystring) and the same problem (400
// `validation_failed` with the pt-BR detail and the field errors).

/** A request of the contract, as a fake sees it; the path with the contract's /api prefix. */
export interface ContractRequest {
  method: string;
  pathname: string;
  /** The query string's pairs (a repeated key becomes a list, as Fastify reads it). */
  search?: URLSearchParams;
  /** The JSON body, parsed; undefined when the request had none or it was not JSON. */
  body?: unknown;
}

export interface MatchedOperation {
  operation: ContractOperation;
  /** The path's parameters, as written in the URL (decoded). */
  params: Record<string, string>;
}

export interface RequestRefusal {
  code: 'validation_failed';
  detail: string;
  errors: FieldError[];
}

type Part = keyof RequestSchemas;
const PARTS: readonly Part[] = ['params', 'body', 'querystring'];

function matcher(operation: ContractOperation) {
  const names: string[] = [];
  const source = operation.url
    .split('/')
    .map((segment) => {
      // A parameter may be followed by text of its own segment ('/vote-maps/:kind.csv'): kind is 'final', not
      // 'final.csv'.
      const parameter = /^:(\w+)(.*)$/.exec(segment);
      if (!parameter) return escapeRegExp(segment);
      names.push(parameter[1]!);
      return `([^/]+?)${escapeRegExp(parameter[2]!)}`;
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
}

function queryObject(search: URLSearchParams | undefined): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of search ?? []) {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

/** The contract's operations matched and validated as the server does. */
export function createRequestValidator(contract: Contract) {
  const coercing = createAjv({ coerce: true });
  const strict = createAjv({ coerce: false });
  // Static segments win over parameters, as in Fastify's router ('/votings/export' before '/votings/{id}').
  const matchers = contract.operations
    .map((operation) => ({ operation, ...matcher(operation) }))
    .sort((a, b) => a.names.length - b.names.length);
  const compiled = new Map<ContractOperation, Partial<Record<Part, ValidateFunction>>>();

  function validatorsOf(operation: ContractOperation) {
    let validators = compiled.get(operation);
    if (!validators) {
      const schemas = requestSchemasOf(operation);
      validators = {};
      for (const part of PARTS) {
        const schema = schemas[part] as JsonSchema | undefined;
        if (schema) validators[part] = (part === 'body' ? strict : coercing).compile(schema);
      }
      compiled.set(operation, validators);
    }
    return validators;
  }

  return {
    /** The operation a request goes to, or undefined outside the contract. */
    match(method: string, pathname: string): MatchedOperation | undefined {
      const verb = method.toLowerCase();
      for (const { operation, pattern, names } of matchers) {
        if (operation.method !== verb) continue;
        const found = pattern.exec(pathname);
        if (!found) continue;
        const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
        return { operation, params };
      }
      return undefined;
    },

    /** The server's 400 for a request the contract refuses, or undefined when it passes (or matches nothing). */
    refusalOf(request: ContractRequest): RequestRefusal | undefined {
      const matched = this.match(request.method, request.pathname);
      if (!matched) return undefined;
      const validators = validatorsOf(matched.operation);
      const data: Record<Part, unknown> = {
        params: { ...matched.params },
        body: request.body,
        querystring: queryObject(request.search),
      };
      for (const part of PARTS) {
        const validate = validators[part];
        if (!validate || (part === 'body' && data.body === undefined)) continue;
        if (validate(data[part])) continue;
        const issues = validate.errors ?? [];
        return {
          code: 'validation_failed',
          detail: describeValidation(issues, part),
          errors: fieldErrors(issues),
        };
      }
      return undefined;
    },
  };
}

export type RequestValidator = ReturnType<typeof createRequestValidator>;
