import type { Company, SessionUser, WorkspaceListEntry } from '@backoffice/api-client';
import { PUBLIC_OPERATIONS } from '@backoffice/api-client';
import { http, refuse, refusalOf } from '@backoffice/api-client/testing';
import { problemResponse } from '@backoffice/contract';
import { HttpResponse, type HttpHandler } from 'msw';
import { contractGate } from './contract-gate';
import { demoCompany, demoWorkspaces } from './demo-data';
import { callerOf } from './fake-feature';
import { FEATURE_HANDLERS } from './fake-handlers';

// The network the app talks to, answered from memory by Mock Service Worker handlers typed from the contract
// (@backoffice/api-client/testing): the API of openapi/ (the demo company by default) and, for the workbench, the
// identity service's JSON protocol. No test framework here, so stories use the same handlers as the tests.
export interface FakeApiOptions {
  user?: SessionUser;
  workspaces?: WorkspaceListEntry[];
  company?: Company;
  /** Every protected call answers 401 (an expired or revoked token). */
  unauthorized?: boolean;
  companyFails?: boolean;
  changeWorkspaceFails?: boolean;
  forgotPassword?: 'accepted' | 'attemptLimit' | 'fails';
  /** The identity service's answer to every call, as the error name it returns (e.g. 'NotAuthorizedException'). */
  identityError?: string;
  /** In-memory rows of the feature fakes (fakeState), created on first use. */
  state?: Record<string, unknown>;
}

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

const PUBLIC_PATHS = [...PUBLIC_OPERATIONS].map((operation) => {
  const [method, path] = operation.split(' ') as [string, string];
  return { method, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) };
});
const isPublic = (method: string, path: string) =>
  PUBLIC_PATHS.some((operation) => operation.method === method && operation.pattern.test(path));

const apiPath = (request: Request) => new URL(request.url).pathname.replace(/^\/api/, '');

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  const isJson = /json/.test(request.headers.get('content-type') ?? '');
  return text && isJson ? (JSON.parse(text) as unknown) : text || undefined;
}

/** Records every API call (it answers none: the next handler does). */
function recorder(calls: RecordedCall[]): HttpHandler {
  return http.untyped.all('/api/*', async ({ request }) => {
    calls.push({
      method: request.method,
      path: apiPath(request),
      authorization: request.headers.get('authorization'),
      body: await bodyOf(request),
    });
    return undefined;
  });
}

/** The server's bearer check, before any operation: 401 without a token, or with `options.unauthorized`. */
function authGate(options: FakeApiOptions): HttpHandler {
  return http.untyped.all('/api/*', ({ request }) => {
    if (isPublic(request.method, apiPath(request))) return undefined;
    if (!options.unauthorized && request.headers.get('authorization')) return undefined;
    return problemResponse('unauthorized');
  });
}

/**
 * The identity service (Cognito's JSON protocol, told apart by its x-amz-target header wherever the app's config
 * points it): every call answers `options.identityError`.
 */
function identityService(options: FakeApiOptions): HttpHandler {
  return http.untyped.post('*', ({ request }) => {
    if (!request.headers.get('x-amz-target')) return undefined;
    const name = options.identityError ?? 'InternalErrorException';
    return new HttpResponse(JSON.stringify({ __type: name, message: `${name} (fake identity service)` }), {
      status: 400,
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': `${name}:` },
    });
  });
}

/** The shell's own operations: who the user is, their workspaces and company, switching workspace. */
function shellHandlers(options: FakeApiOptions): HttpHandler[] {
  return [
    http.post('/forgot-password', ({ response }) => {
      if (options.forgotPassword === 'attemptLimit') return refuse(response, refusalOf('attempt_limit'));
      if (options.forgotPassword === 'fails') return refuse(response, refusalOf('internal'));
      return response(202).empty();
    }),
    http.get('/session-user', ({ response }) => response(200).json({ user: callerOf(options) })),
    http.get('/user-info', ({ response }) =>
      response(200).json({ workspaces: options.workspaces ?? demoWorkspaces }),
    ),
    http.get('/companies/{companyId}', ({ response }) => {
      if (options.companyFails) return refuse(response, refusalOf('internal'));
      return response(200).json({ company: options.company ?? demoCompany() });
    }),
    http.patch('/companies/{companyId}/users/{userId}/change-workspace', async ({ request, response }) => {
      if (options.changeWorkspaceFails) return refuse(response, refusalOf('internal'));
      const user = callerOf(options);
      const { workspaceId } = await request.json();
      const workspaces = options.workspaces ?? demoWorkspaces;
      const workspace = workspaces.find((w) => w.id === workspaceId);
      const changed =
        user.workspace && workspace ? { ...user.workspace, name: workspace.name } : user.workspace;
      return response(200).json({
        user: { ...user, currentWorkspaceId: workspaceId, workspace: changed },
      });
    }),
  ];
}

/** The server's catch-all: a path no operation of the contract has is 404, a problem as every error. */
function notFound(): HttpHandler {
  return http.untyped.all('/api/*', () => problemResponse('not_found'));
}

/**
 * Every handler of the fake network for `options` (read on every call, so callers may change them). `calls`
 * receives every API call, in order.
 */
export function fakeHandlers(options: FakeApiOptions, calls: RecordedCall[] = []): HttpHandler[] {
  return [
    recorder(calls),
    identityService(options),
    authGate(options),
    contractGate(options),
    ...shellHandlers(options),
    ...FEATURE_HANDLERS.flatMap((feature) => feature(options)),
    notFound(),
  ];
}
