import type { Company, SessionUser, WorkspaceListEntry } from '@backoffice/api-client';
import { demoCompany, demoUser, demoWorkspaces } from './demo-data';
import { FAKE_FEATURES } from './fake-features';
import { json, problem } from './fake-responses';

// The network the app talks to, answered from memory: the API of openapi/ (the demo company by default) and,
// for the workbench, the identity service's JSON protocol. No test framework here, so stories can use it too.
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
  /** In-memory rows of the feature fakes (testing/fake-features), created on first use. */
  state?: Record<string, unknown>;
}

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

function identityAnswer(options: FakeApiOptions): Response {
  const name = options.identityError ?? 'InternalErrorException';
  return new Response(JSON.stringify({ __type: name, message: `${name} (fake identity service)` }), {
    status: 400,
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': `${name}:` },
  });
}

function apiAnswer(options: FakeApiOptions, request: Request, path: string, body: unknown): Response {
  if (request.method === 'POST' && path === '/forgot-password') {
    if (options.forgotPassword === 'attemptLimit') return problem(429, 'attempt_limit', 'Too many attempts');
    if (options.forgotPassword === 'fails') return problem(500, 'internal', 'Internal error');
    return new Response(null, { status: 202 });
  }
  if (options.unauthorized || !request.headers.get('authorization')) {
    return problem(401, 'unauthorized', 'Unauthorized');
  }
  const user = options.user ?? demoUser();
  const workspaces = options.workspaces ?? demoWorkspaces;
  if (request.method === 'GET' && path === '/session-user') return json(200, { user });
  if (request.method === 'GET' && path === '/user-info') return json(200, { workspaces });
  if (request.method === 'GET' && /^\/companies\/[^/]+$/.test(path)) {
    if (options.companyFails) return problem(500, 'internal', 'Internal error');
    return json(200, { company: options.company ?? demoCompany() });
  }
  if (request.method === 'PATCH' && path.endsWith('/change-workspace')) {
    if (options.changeWorkspaceFails) return problem(500, 'internal', 'Internal error');
    const workspaceId = (body as { workspaceId: string }).workspaceId;
    const workspace = workspaces.find((w) => w.id === workspaceId);
    const changed =
      user.workspace && workspace ? { ...user.workspace, name: workspace.name } : user.workspace;
    return json(200, { user: { ...user, currentWorkspaceId: workspaceId, workspace: changed } });
  }
  for (const feature of FAKE_FEATURES) {
    const answer = feature({ options, request, path, body, user });
    if (answer) return answer;
  }
  return problem(404, 'not_found', 'Not found');
}

/** A `fetch` that answers from `options` (read on every call, so callers may change them) and records calls. */
export function createFakeFetch(options: FakeApiOptions, calls: RecordedCall[] = []) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const text = await request.text();
    if (request.headers.get('x-amz-target')) return identityAnswer(options);
    const path = pathname.replace(/^\/api/, '');
    const isJson = /json/.test(request.headers.get('content-type') ?? '');
    const body: unknown = text && isJson ? JSON.parse(text) : text || undefined;
    calls.push({ method: request.method, path, authorization: request.headers.get('authorization'), body });
    return apiAnswer(options, request, path, body);
  };
}
