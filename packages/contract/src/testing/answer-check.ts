import { createAjv } from '../ajv.ts';
import type { Contract, JsonSchema } from '../operations.ts';
import { createRequestValidator } from '../request-validator.ts';

// Every answer a fake gives checked against openapi/ as the API's own tests check the server's
// (apps/api/test/support/contract-check.ts): its status declared for the operation, its content type, and a JSON body
// valid against the declared schema. The check returns what is wrong instead of failing, so a listener can collect
// the findings while a test runs and fail the test afterwards.

/** The answer checker of a contract: `mismatch(method, url, response)` (url with the /api prefix). */
export function createAnswerChecker(contract: Contract) {
  const ajv = createAjv({ coerce: false });
  const validator = createRequestValidator(contract);
  const compiled = new Map<JsonSchema, ReturnType<typeof ajv.compile>>();

  function bodyProblem(text: string, schema: JsonSchema): string | undefined {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `the body is not JSON: ${text.slice(0, 200)}`;
    }
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate(body)
      ? undefined
      : `body does not match the contract: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`;
  }

  return {
    /** What is wrong with `response` as the contract's answer to `method url`, or undefined when it is declared. */
    async mismatch(method: string, url: string, response: Response): Promise<string | undefined> {
      const what = `${method} ${url} → ${response.status}`;
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
      const text = await response.clone().text();
      const operation = validator.match(method, url)?.operation;
      if (!operation) {
        // Outside the contract only the catch-all 404 of /api exists: it must still be a problem.
        if (response.status !== 404) return `${what}: no operation of the contract has this path`;
        const wrong = bodyProblem(text, contract.schema('Problem'));
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
    },
  };
}

export type AnswerChecker = ReturnType<typeof createAnswerChecker>;
