import { parse } from 'yaml';
import { isPermission, type OperationAccessRule } from '@backoffice/domain';
import { dereference } from './dereference.ts';

/** The contract's `servers[0].url`: every operation is mounted under it. */
export const API_PREFIX = '/api';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type JsonSchema = Record<string, unknown>;

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface ContractResponse {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
}

/** What an operation reaches (x-scope): the caller's own data, their company's rows, or their current workspace's. */
export type OperationScope = 'self' | 'company' | 'workspace';
export type OperationFeature = 'communication' | 'forms';
const SCOPES: readonly OperationScope[] = ['self', 'company', 'workspace'];
const FEATURES: readonly OperationFeature[] = ['communication', 'forms'];

/** Who may call an operation (the domain's rule decides per caller); undefined on public operations. */
export type OperationAccess = OperationAccessRule;

/**
 * Who reaches an operation: `public` (security: []), `user` (the Cognito bearer token, with x-permission and
 * x-scope), or `voter` (the voter portal's session cookie, `voterSession`: no x-permission — no operator token or
 * role ever reaches it, and it reaches only the link's own voter).
 */
export type OperationCaller = 'public' | 'user' | 'voter';

/** The security scheme of the voter portal's session cookie. */
export const VOTER_SESSION_SCHEME = 'voterSession';
const USER_SCHEME = 'bearerAuth';

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** As written in the contract, e.g. '/companies/{companyId}'. */
  path: string;
  /** The Fastify route, e.g. '/api/companies/:companyId'. */
  url: string;
  isPublic: boolean;
  caller: OperationCaller;
  /** x-permission / x-scope / x-feature; present exactly on the `user` operations. */
  access: OperationAccess | undefined;
  parameters: ContractParameter[];
  requestBodySchema: JsonSchema | undefined;
  requestBodyRequired: boolean;
  responses: Record<string, ContractResponse>;
}

interface OpenApiDocument {
  servers?: { url: string }[];
  security?: unknown[];
  paths: Record<string, Record<string, unknown> & { parameters?: ContractParameter[] }>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface RawOperation {
  operationId?: string;
  'x-permission'?: unknown;
  'x-scope'?: unknown;
  'x-feature'?: unknown;
  'x-no-workspace'?: unknown;
  security?: unknown[];
  parameters?: ContractParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> };
  responses: Record<string, ContractResponse>;
}

export interface Contract {
  document: OpenApiDocument;
  operations: ContractOperation[];
  schema(name: string): JsonSchema;
}

/**
 * An operation without a known permission and scope is a contract error: nothing may be reachable by default. One
 * closed to users without a workspace (no x-no-workspace) must say it can answer 403.
 */
function accessOf(raw: RawOperation): OperationAccess {
  const where = `Operation ${raw.operationId}`;
  const permission = raw['x-permission'];
  const scope = raw['x-scope'];
  const feature = raw['x-feature'];
  const noWorkspace = raw['x-no-workspace'] ?? false;
  if (!isPermission(permission))
    throw new Error(`${where}: x-permission ${String(permission)} is not in the role matrix`);
  if (!SCOPES.includes(scope as OperationScope))
    throw new Error(`${where}: x-scope must be one of ${SCOPES.join(', ')}`);
  if (feature !== undefined && !FEATURES.includes(feature as OperationFeature))
    throw new Error(`${where}: x-feature must be one of ${FEATURES.join(', ')}`);
  if (typeof noWorkspace !== 'boolean') throw new Error(`${where}: x-no-workspace must be true or false`);
  if (!noWorkspace && !raw.responses['403'] && !raw.responses['4XX'])
    throw new Error(`${where}: declare a 403 answer (a user linked to no workspace is refused)`);
  return {
    permission,
    scope: scope as OperationScope,
    feature: feature as OperationFeature | undefined,
    noWorkspace,
  };
}

/** The one security scheme an operation names (none: public); mixing schemes or naming another is an error. */
function callerOf(raw: RawOperation, globalSecurity: unknown[] | undefined): OperationCaller {
  const security = raw.security ?? globalSecurity ?? [];
  const where = `Operation ${raw.operationId}`;
  if (security.length === 0) {
    if (raw['x-no-workspace'] !== undefined)
      throw new Error(`${where}: a public operation takes no x-no-workspace (it is open to everyone)`);
    return 'public';
  }
  const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement as object)));
  if (schemes.size !== 1) throw new Error(`${where}: name exactly one security scheme`);
  const [scheme] = schemes;
  if (scheme === USER_SCHEME) return 'user';
  if (scheme !== VOTER_SESSION_SCHEME) throw new Error(`${where}: unknown security scheme ${scheme}`);
  if (
    raw['x-permission'] !== undefined ||
    raw['x-scope'] !== undefined ||
    raw['x-feature'] !== undefined ||
    raw['x-no-workspace'] !== undefined
  )
    throw new Error(
      `${where}: a ${VOTER_SESSION_SCHEME} operation takes no x-permission, x-scope, x-feature or x-no-workspace`,
    );
  return 'voter';
}

/** The contract of the bundle's text (openapi/generated/openapi.yaml): its $refs resolved, its operations listed. */
export function contractFromYaml(text: string): Contract {
  return contractFromDocument(parse(text));
}

/** The contract of the bundle's parsed document (as contractFromYaml, for a caller that parsed it already). */
export function contractFromDocument(parsed: unknown): Contract {
  const document = dereference(parsed as OpenApiDocument);
  const serverUrl = document.servers?.[0]?.url;
  if (serverUrl !== API_PREFIX)
    throw new Error(`The contract's server url must be ${API_PREFIX}, got ${serverUrl}`);
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) continue;
      if (!raw.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const body = raw.requestBody;
      const caller = callerOf(raw, document.security);
      operations.push({
        operationId: raw.operationId,
        method,
        path,
        url: API_PREFIX + path.replace(/\{([^}]+)\}/g, ':$1'),
        isPublic: caller === 'public',
        caller,
        access: caller === 'user' ? accessOf(raw) : undefined,
        parameters: [...(item.parameters ?? []), ...(raw.parameters ?? [])],
        requestBodySchema: body?.content?.['application/json']?.schema,
        requestBodyRequired: body?.required ?? false,
        responses: raw.responses,
      });
    }
  }
  return {
    document,
    operations,
    schema(name) {
      const schema = document.components?.schemas?.[name];
      if (!schema) throw new Error(`No schema ${name} in the contract`);
      return schema;
    },
  };
}
