// Every answer of the fake network checked against openapi/ as the API's own tests check the server's
// (apps/api/test/support/contract-check.ts, expectMatchesContract): the contract and its Ajv from @backoffice/contract,
// the package the API itself reads them from. The checks return what is wrong instead of failing, so a listener can
// collect them while a test runs.
import { createAjv, type JsonSchema } from '@backoffice/contract';
import { contractValidator, testContract } from './contract-source';

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

function bodyProblem(text: string, schema: JsonSchema): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `the body is not JSON: ${text.slice(0, 200)}`;
  }
  const validate = validatorFor(schema);
  return validate(body)
    ? undefined
    : `body does not match the contract: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`;
}

/**
 * What is wrong with `response` as the contract's answer to `method url` (url with the /api prefix), or undefined
 * when it is one the contract declares: its status, its content type, and a JSON body valid against the schema.
 */
export async function contractMismatch(
  method: string,
  url: string,
  response: Response,
): Promise<string | undefined> {
  const what = `${method} ${url} → ${response.status}`;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const text = await response.clone().text();
  const operation = contractValidator().match(method, url)?.operation;
  if (!operation) {
    // Outside the contract only the catch-all 404 of /api exists: it must still be a problem.
    if (response.status !== 404) return `${what}: no operation of the contract has this path`;
    const wrong = bodyProblem(text, testContract().schema('Problem'));
    return wrong ? `${what}: ${wrong}` : undefined;
  }
  const status = String(response.status);
  const declared =
    operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
  if (!declared) return `${what}: status not declared in the contract for ${operation.operationId}`;
  const content = declared.content;
  if (!content) return text === '' ? undefined : `${what}: the contract declares no body`;
  const entry = content[type];
  if (!entry) return `${what}: content type '${type}' not declared (${Object.keys(content).join(', ')})`;
  if (!/json$/.test(type)) return text.length > 0 ? undefined : `${what}: an empty file`;
  const wrong = bodyProblem(text, entry.schema);
  return wrong ? `${what}: ${wrong}` : undefined;
}
