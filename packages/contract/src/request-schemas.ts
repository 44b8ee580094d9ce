import { withTextRules } from './ajv.ts';
import type { ContractOperation, JsonSchema } from './operations.ts';

/** The schemas a request of an operation is validated against, by part (Fastify's names). */
export interface RequestSchemas {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
}

function parametersSchema(operation: ContractOperation, location: 'path' | 'query'): JsonSchema | undefined {
  const parameters = operation.parameters.filter((p) => p.in === location);
  if (!parameters.length) return undefined;
  return withTextRules({
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required || location === 'path').map((p) => p.name),
  });
}

/** What a request of the operation is validated against: its path, query and body schemas, text rule included. */
export function requestSchemasOf(operation: ContractOperation): RequestSchemas {
  const params = parametersSchema(operation, 'path');
  const querystring = parametersSchema(operation, 'query');
  return {
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(operation.requestBodySchema ? { body: withTextRules(operation.requestBodySchema) } : {}),
  };
}
