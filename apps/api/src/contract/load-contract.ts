import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { isPermission, type Permission } from '@backoffice/domain';
import { dereference } from './dereference.ts';

export const CONTRACT_PATH = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));
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

/** Who may call an operation; undefined on public operations. */
export interface OperationAccess {
  permission: Permission;
  scope: OperationScope;
  feature: OperationFeature | undefined;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** As written in the contract, e.g. '/companies/{companyId}'. */
  path: string;
  /** The Fastify route, e.g. '/api/companies/:companyId'. */
  url: string;
  isPublic: boolean;
  /** x-permission / x-scope / x-feature; required on every operation that is not public. */
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

/** An operation without a known permission and scope is a contract error: nothing may be reachable by default. */
function accessOf(raw: RawOperation): OperationAccess {
  const where = `Operation ${raw.operationId}`;
  const permission = raw['x-permission'];
  const scope = raw['x-scope'];
  const feature = raw['x-feature'];
  if (!isPermission(permission))
    throw new Error(`${where}: x-permission ${String(permission)} is not in the role matrix`);
  if (!SCOPES.includes(scope as OperationScope))
    throw new Error(`${where}: x-scope must be one of ${SCOPES.join(', ')}`);
  if (feature !== undefined && !FEATURES.includes(feature as OperationFeature))
    throw new Error(`${where}: x-feature must be one of ${FEATURES.join(', ')}`);
  return { permission, scope: scope as OperationScope, feature: feature as OperationFeature | undefined };
}

/** Reads openapi/openapi.yaml, resolves its $refs and lists its operations. */
export function loadContract(path = CONTRACT_PATH): Contract {
  const document = dereference(parse(readFileSync(path, 'utf8')) as OpenApiDocument);
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
      const isPublic = (raw.security ?? document.security ?? []).length === 0;
      operations.push({
        operationId: raw.operationId,
        method,
        path,
        url: API_PREFIX + path.replace(/\{([^}]+)\}/g, ':$1'),
        isPublic,
        access: isPublic ? undefined : accessOf(raw),
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
