import { vi } from 'vitest';
import type { Company, SessionUser, WorkspaceListEntry } from '@backoffice/api-client';
import { demoCompany, demoUser, demoWorkspaces } from './demo-data';

export interface FakeApiOptions {
  user?: SessionUser;
  workspaces?: WorkspaceListEntry[];
  company?: Company;
  /** Every protected call answers 401 (an expired or revoked token). */
  unauthorized?: boolean;
  companyFails?: boolean;
  changeWorkspaceFails?: boolean;
  forgotPassword?: 'accepted' | 'attemptLimit' | 'fails';
}

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

const problem = (status: number, code: string, title: string) =>
  json(status, { type: 'about:blank', title, status, code }, 'application/problem+json');

/**
 * Replaces the global fetch with the API's contract answered from memory (the demo company by default), and
 * records every call. The app's real API client and stores run on top of it.
 */
export function installFakeApi(initial: FakeApiOptions = {}) {
  const options: FakeApiOptions = { ...initial };
  const calls: RecordedCall[] = [];

  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const path = pathname.replace(/^\/api/, '');
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path, authorization: request.headers.get('authorization'), body });

    if (request.method === 'POST' && path === '/forgot-password') {
      if (options.forgotPassword === 'attemptLimit')
        return problem(429, 'attempt_limit', 'Too many attempts');
      if (options.forgotPassword === 'fails') return problem(500, 'internal', 'Internal error');
      return new Response(null, { status: 202 });
    }
    if (options.unauthorized || !request.headers.get('authorization')) {
      return problem(401, 'unauthorized', 'Unauthorized');
    }
    const user = options.user ?? demoUser();
    if (request.method === 'GET' && path === '/session-user') return json(200, { user });
    if (request.method === 'GET' && path === '/user-info') {
      return json(200, { workspaces: options.workspaces ?? demoWorkspaces });
    }
    if (request.method === 'GET' && path.startsWith('/companies/')) {
      if (options.companyFails) return problem(500, 'internal', 'Internal error');
      return json(200, { company: options.company ?? demoCompany() });
    }
    if (request.method === 'PATCH' && path.endsWith('/change-workspace')) {
      if (options.changeWorkspaceFails) return problem(500, 'internal', 'Internal error');
      const workspaceId = (body as { workspaceId: string }).workspaceId;
      const workspace = (options.workspaces ?? demoWorkspaces).find((w) => w.id === workspaceId);
      return json(200, {
        user: {
          ...user,
          currentWorkspaceId: workspaceId,
          workspace: { ...user.workspace, name: workspace?.name },
        },
      });
    }
    return problem(404, 'not_found', 'Not found');
  });

  vi.stubGlobal('fetch', fetchFake);
  return { calls, options, fetch: fetchFake };
}
