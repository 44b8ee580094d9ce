import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv, requestSchemasOf } from '@backoffice/contract';
import type { Contract, ContractOperation } from '@backoffice/contract';
import type { Handlers } from '../routes/types.ts';
import { requireVoterSessionCookie } from '../auth/voter-session-cookie.ts';
import type { FastifyRequest } from 'fastify';

type Hook = (request: FastifyRequest) => Promise<void>;
/** Builds the authorization hook of one protected operation from its contract entry. */
export type AuthorizeFactory = (access: NonNullable<ContractOperation['access']>) => Hook;

/** Turns an Ajv function into what Fastify expects (it reads `.errors` after a false result). */
function asFastifyValidator(validate: ValidateFunction) {
  const validator = (data: unknown) => {
    const valid = validate(data);
    validator.errors = validate.errors as ErrorObject[] | null | undefined;
    return valid;
  };
  validator.errors = null as ErrorObject[] | null | undefined;
  return validator;
}

/**
 * Registers one route per operation of the contract, validated against it with Ajv 2020 (path and query
 * coerced from strings, bodies not; every string under the contract's text rule, see withTextRules). Throws when an operation has no handler or a handler has no operation.
 * Every protected operation is authenticated and authorized from its own contract entry; a voter portal operation
 * (`voterSession`) needs its session cookie instead, checked against the link's voter by its handler.
 */
export function registerContractRoutes(
  app: FastifyInstance,
  contract: Contract,
  handlers: Partial<Record<string, unknown>>,
  authenticate: Hook,
  authorize: AuthorizeFactory,
): void {
  const operationIds = new Set(contract.operations.map((op) => op.operationId));
  const extra = Object.keys(handlers).filter((id) => !operationIds.has(id));
  if (extra.length) throw new Error(`Handlers without an operation in the contract: ${extra.join(', ')}`);
  const missing = [...operationIds].filter((id) => typeof handlers[id] !== 'function');
  if (missing.length) throw new Error(`Operations of the contract without a handler: ${missing.join(', ')}`);

  const coercing = createAjv({ coerce: true });
  const strict = createAjv({ coerce: false });
  for (const operation of contract.operations) {
    app.route({
      method: operation.method.toUpperCase() as Uppercase<typeof operation.method>,
      url: operation.url,
      exposeHeadRoute: false, // only what the contract declares
      schema: requestSchemasOf(operation) as FastifySchema,
      validatorCompiler: ({ schema, httpPart }) =>
        asFastifyValidator((httpPart === 'body' ? strict : coercing).compile(schema as object)),
      config: { operationId: operation.operationId },
      // Authenticate, then authorize (role matrix, tenancy, feature flags) before the body is even validated.
      ...(operation.access ? { onRequest: authenticate, preValidation: authorize(operation.access) } : {}),
      ...(operation.caller === 'voter' ? { onRequest: requireVoterSessionCookie } : {}),
      handler: (handlers as Handlers)[operation.operationId as keyof Handlers],
    });
  }
}
