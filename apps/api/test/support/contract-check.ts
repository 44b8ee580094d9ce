import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createAjv } from '@backoffice/contract';
import { type ContractOperation, type JsonSchema } from '@backoffice/contract';
import { loadContract } from '@backoffice/contract/node';

export const contract = loadContract();
const ajv = createAjv({ coerce: false });
const compiled = new Map<JsonSchema, ReturnType<typeof ajv.compile>>();

function validatorFor(schema: JsonSchema) {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

function routeRegex(operation: ContractOperation): RegExp {
  // A parameter may be empty: Fastify routes `/api/votings/` to `/api/votings/:votingId` (and validation refuses it).
  const pattern = operation.url.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]*');
  return new RegExp(`^${pattern}$`);
}

/** The contract operation a request went to, or undefined when the URL is not in the contract. */
export function findOperation(method: string, url: string): ContractOperation | undefined {
  const pathname = url.split('?')[0]!;
  return contract.operations.find(
    (op) => op.method === method.toLowerCase() && routeRegex(op).test(pathname),
  );
}

function mediaType(response: LightMyRequestResponse): string {
  return String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
}

function assertBody(response: LightMyRequestResponse, schema: JsonSchema, what: string) {
  const body: unknown = response.json();
  const validate = validatorFor(schema);
  if (!validate(body)) {
    expect.fail(
      `${what}: body does not match the contract: ${ajv.errorsText(validate.errors)}\n${response.body}`,
    );
  }
}

/** Fails unless the response's status, content type and body are what the contract declares for the operation. */
export function expectMatchesContract(method: string, url: string, response: LightMyRequestResponse): void {
  const operation = findOperation(method, url);
  const what = `${method} ${url} → ${response.statusCode}`;
  if (!operation) {
    // Outside the contract only the catch-all 404 of /api exists: it must still be a problem.
    expect(response.statusCode, what).toBe(404);
    expectProblem(response, 'not_found');
    return;
  }
  const status = String(response.statusCode);
  const declared =
    operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
  if (!declared) expect.fail(`${what}: status not declared in the contract for ${operation.operationId}`);
  const content = declared.content;
  if (!content) {
    expect(response.body, `${what}: the contract declares no body`).toBe('');
    return;
  }
  const type = mediaType(response);
  const entry = content[type];
  if (!entry) expect.fail(`${what}: content type ${type} not declared (${Object.keys(content).join(', ')})`);
  // A file (image/*) is bytes: its declared content type is the whole check; JSON bodies are validated.
  if (/json$/.test(type)) assertBody(response, entry.schema, what);
  else expect(response.rawPayload.length, `${what}: an empty file`).toBeGreaterThan(0);
}

/** A problem+json response with this code, valid against the contract's Problem schema. */
export function expectProblem(response: LightMyRequestResponse, code: string, status?: number): void {
  expect(mediaType(response)).toBe('application/problem+json');
  assertBody(response, contract.schema('Problem'), `${response.statusCode} problem`);
  const body = response.json<{ code: string; status: number }>();
  expect(body.code).toBe(code);
  expect(body.status).toBe(response.statusCode);
  if (status !== undefined) expect(response.statusCode).toBe(status);
}
