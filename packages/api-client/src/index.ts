export { createApiClient, isPublicOperation, DEFAULT_TIMEOUT_MS } from './client.ts';
export type { ApiClient, ApiClientOptions } from './client.ts';
export { ApiError, FORBIDDEN_MESSAGE } from './api-error.ts';
export type { Problem, ProblemCode } from './api-error.ts';
export type { FetchLike } from './timeout-fetch.ts';
export { PUBLIC_OPERATIONS } from './generated/public-operations.ts';
export type { paths, components, operations } from './generated/schema.d.ts';

import type { components } from './generated/schema.d.ts';
export type SessionUser = components['schemas']['SessionUser'];
export type CurrentWorkspace = components['schemas']['CurrentWorkspace'];
export type Company = components['schemas']['Company'];
export type WorkspaceListEntry = components['schemas']['WorkspaceListEntry'];
export type UserInfo = components['schemas']['UserInfo'];
export type Role = components['schemas']['Role'];
export type IdentificationType = components['schemas']['IdentificationType'];
