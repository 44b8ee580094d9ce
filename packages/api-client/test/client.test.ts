import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  PUBLIC_OPERATIONS,
  type SessionUser,
} from '../src/index.ts';
import { fakeFetch, json, problem } from './fake-fetch.ts';

const sessionUser: SessionUser = {
  id: '6c1f0b61-8a43-4b9d-9a55-0b9a3f1c2d01',
  name: 'Ana Administradora',
  email: 'admin@demo.local',
  photoURL: null,
  role: 'ADMIN',
  currentWorkspaceId: null,
  workspace: null,
};

function setup(
  respond: (request: Request) => Response | Promise<Response>,
  token: string | null = 'id-token',
) {
  const { fetch, calls } = fakeFetch(respond);
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    getToken: () => token,
    onUnauthorized,
    fetch,
    baseUrl: 'http://app.test/api',
  });
  return { client, calls, onUnauthorized };
}

describe('createApiClient', () => {
  it('calls the contract path under the base url and returns the parsed body', async () => {
    const { client, calls } = setup(() => json({ user: sessionUser }));
    const { data, error } = await client.GET('/session-user');
    expect(error).toBeUndefined();
    expect(data?.user.email).toBe('admin@demo.local');
    expect(calls[0]?.request.url).toBe('http://app.test/api/session-user');
    expect(calls[0]?.request.method).toBe('GET');
  });

  it("defaults the base url to '/api'", async () => {
    const { fetch, calls } = fakeFetch(() => json({ workspaces: [] }));
    const client = createApiClient({ getToken: () => 't', onUnauthorized: () => {}, fetch });
    // Node cannot build a Request from a relative URL, and its error names the URL the client built.
    const error = (await client.GET('/user-info').catch((e: unknown) => e)) as Error;
    expect(String(error.message) + String(error.cause)).toContain('/api/user-info');
    expect(calls).toHaveLength(0);
  });

  it('sends the token as a bearer Authorization header on protected operations', async () => {
    const { client, calls } = setup(() => json({ workspaces: [] }), 'abc.def.ghi');
    await client.GET('/user-info');
    expect(calls[0]?.request.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('reads the token at call time, not at creation', async () => {
    let token: string | null = null;
    const { fetch, calls } = fakeFetch(() => json({ workspaces: [] }));
    const client = createApiClient({
      getToken: () => token,
      onUnauthorized: () => {},
      fetch,
      baseUrl: 'http://x/api',
    });
    await client.GET('/user-info');
    token = 'later';
    await client.GET('/user-info');
    expect(calls[0]?.request.headers.has('Authorization')).toBe(false);
    expect(calls[1]?.request.headers.get('Authorization')).toBe('Bearer later');
  });

  it('sends no Authorization header to public operations', async () => {
    expect([...PUBLIC_OPERATIONS]).toContain('POST /forgot-password');
    const { client, calls } = setup(() => new Response(null, { status: 202 }), 'secret-token');
    const { response } = await client.POST('/forgot-password', { body: { email: 'admin@demo.local' } });
    expect(response.status).toBe(202);
    expect(calls[0]?.request.headers.has('Authorization')).toBe(false);
    expect(await calls[0]?.request.json()).toEqual({ email: 'admin@demo.local' });
  });

  it('fills path parameters and sends the JSON body of change-workspace', async () => {
    const { client, calls } = setup(() => json({ user: sessionUser }));
    const companyId = '11111111-1111-4111-8111-111111111111';
    const userId = sessionUser.id;
    const workspaceId = '22222222-2222-4222-8222-222222222222';
    const { data } = await client.PATCH('/companies/{companyId}/users/{userId}/change-workspace', {
      params: { path: { companyId, userId } },
      body: { workspaceId },
    });
    expect(data?.user.id).toBe(userId);
    expect(calls[0]?.request.method).toBe('PATCH');
    expect(calls[0]?.request.url).toBe(
      `http://app.test/api/companies/${companyId}/users/${userId}/change-workspace`,
    );
    expect(await calls[0]?.request.json()).toEqual({ workspaceId });
  });

  it('on 401 calls onUnauthorized and resolves with the error instead of rejecting', async () => {
    const { client, onUnauthorized } = setup(() => problem(401, 'unauthorized', 'Não autenticado'));
    const result = await client.GET('/session-user');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result.data).toBeUndefined();
    expect(result.response.status).toBe(401);
    expect(result.error).toMatchObject({ code: 'unauthorized', status: 401 });
  });

  it("on 403 rejects with ApiError 'Acesso não autorizado' and code 'forbidden', keeping the problem", async () => {
    const { client, onUnauthorized } = setup(() =>
      problem(403, 'workspace_not_member', 'O usuário não é membro deste workspace'),
    );
    const error = await client.GET('/user-info').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('Acesso não autorizado');
    expect(apiError.code).toBe('forbidden');
    expect(apiError.status).toBe(403);
    expect(apiError.problem?.code).toBe('workspace_not_member');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('on another failure rejects with an ApiError carrying the unread response and the problem code', async () => {
    const { client } = setup(() => problem(404, 'not_found', 'Recurso não encontrado'));
    const error = (await client
      .GET('/companies/{companyId}', {
        params: { path: { companyId: '11111111-1111-4111-8111-111111111111' } },
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('Recurso não encontrado');
    expect(error.response.bodyUsed).toBe(false);
    expect(await error.response.json()).toMatchObject({ code: 'not_found' });
  });

  it("gives code 'unknown' when a failure's body is not a problem", async () => {
    const { client } = setup(
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const error = (await client.GET('/user-info').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.code).toBe('unknown');
    expect(error.problem).toBeUndefined();
    expect(await error.response.text()).toContain('Bad gateway');
  });

  it('treats every 2xx as success', async () => {
    const { client } = setup(() => new Response(null, { status: 202 }));
    const result = await client.POST('/forgot-password', { body: { email: 'a@b.co' } });
    expect(result.error).toBeUndefined();
    expect(result.response.status).toBe(202);
  });

  it('gives every request an abort signal and aborts it after timeoutMs', async () => {
    vi.useFakeTimers();
    try {
      const seen: AbortSignal[] = [];
      const client = createApiClient({
        baseUrl: 'http://x/api',
        getToken: () => 't',
        onUnauthorized: () => {},
        timeoutMs: 50,
        fetch: (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            const signal = init!.signal!;
            seen.push(signal);
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      });
      const pending = client.GET('/session-user').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(49);
      expect(seen[0]?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = (await pending) as DOMException;
      expect(seen[0]?.aborted).toBe(true);
      expect(error.name).toBe('TimeoutError');
    } finally {
      vi.useRealTimers();
    }
  });

  it('defaults the timeout to 30 minutes', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30 * 60 * 1000);
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const client = createApiClient({
        baseUrl: 'http://x/api',
        getToken: () => 't',
        onUnauthorized: () => {},
        fetch: (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init!.signal!;
            signal.addEventListener('abort', () => reject(signal!.reason));
          }),
      });
      const pending = client.GET('/session-user').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(((await pending) as DOMException).name).toBe('TimeoutError');
    } finally {
      vi.useRealTimers();
    }
  });

  it("still honours the caller's own abort signal", async () => {
    const controller = new AbortController();
    const client = createApiClient({
      baseUrl: 'http://x/api',
      getToken: () => 't',
      onUnauthorized: () => {},
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init!.signal!;
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    const pending = client.GET('/session-user', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new Error('user cancelled'));
    expect(((await pending) as Error).message).toBe('user cancelled');
  });
});
