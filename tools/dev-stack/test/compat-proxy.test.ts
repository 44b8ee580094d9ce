// The compatibility proxy against a fake upstream that records what reaches it.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initiateAuthToRefreshResponse, refreshRequestToInitiateAuth } from '../src/cognito-compat.mjs';
import { createCompatProxy } from '../src/compat-proxy.mjs';
import { freePort } from './free-port.ts';

const ORIGIN = 'http://127.0.0.1:3000';
const TARGET = 'AWSCognitoIdentityProviderService.';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

let upstream: Server;
let proxy: Server;
let proxyUrl: string;
let seen: Seen[];
let answer: (request: Seen) => Answer;
let logged: string[];

function jwt(payload: object) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(payload)}.signature`;
}

async function listen(server: Server) {
  server.listen(await freePort(), '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function close(server: Server | undefined) {
  if (!server?.listening) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

beforeEach(async () => {
  seen = [];
  logged = [];
  answer = () => ({ status: 200, body: '{}' });
  upstream = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    };
    seen.push(request);
    const { status, headers, body } = answer(request);
    // Like cognito-local (express cors with origin "*").
    res
      .writeHead(status, {
        'access-control-allow-origin': '*',
        'content-type': 'application/x-amz-json-1.1',
        ...headers,
      })
      .end(body);
  });
  const upstreamUrl = await listen(upstream);
  proxy = createCompatProxy({
    upstream: upstreamUrl,
    allowedOrigins: [ORIGIN],
    log: (line) => logged.push(line),
  });
  proxyUrl = await listen(proxy);
});

afterEach(async () => {
  await close(proxy);
  await close(upstream);
});

function call(operation: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(proxyUrl, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `${TARGET}${operation}`,
      'x-amz-user-agent': 'aws-amplify/6.22.1 auth/4',
      'cache-control': 'no-store',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('GetTokensFromRefreshToken', () => {
  it('becomes InitiateAuth REFRESH_TOKEN_AUTH upstream and is answered in its own shape', async () => {
    const accessToken = jwt({ iat: 1_000, exp: 4_600, token_use: 'access' });
    answer = () => ({
      status: 200,
      body: JSON.stringify({ AuthenticationResult: { AccessToken: accessToken, IdToken: 'id-token' } }),
    });
    const response = await call('GetTokensFromRefreshToken', {
      ClientId: 'client-1',
      RefreshToken: 'refresh-1',
      DeviceKey: 'device-1',
      ClientMetadata: { from: 'test' },
    });

    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['x-amz-target']).toBe(`${TARGET}InitiateAuth`);
    expect(JSON.parse(seen[0]!.body)).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1', DEVICE_KEY: 'device-1' },
      ClientMetadata: { from: 'test' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.json()).toEqual({
      AuthenticationResult: {
        AccessToken: accessToken,
        IdToken: 'id-token',
        ExpiresIn: 3_600,
        TokenType: 'Bearer',
      },
    });
    expect(logged).toEqual([`${TARGET}GetTokensFromRefreshToken → ${TARGET}InitiateAuth → 200`]);
  });

  it('passes an upstream error through unchanged', async () => {
    answer = () => ({
      status: 400,
      body: JSON.stringify({ __type: 'NotAuthorizedException', message: 'User not authorized' }),
    });
    const response = await call('GetTokensFromRefreshToken', { ClientId: 'client-1', RefreshToken: 'stale' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User not authorized',
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('refuses a body that is not JSON without calling upstream', async () => {
    const response = await call('GetTokensFromRefreshToken', '{not json');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { __type: string }).__type).toBe('SerializationException');
    expect(seen).toHaveLength(0);
  });
});

describe('operations cognito-local lacks or has', () => {
  it('answers GlobalSignOut itself with success', async () => {
    const response = await call('GlobalSignOut', { AccessToken: 'token' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(seen).toHaveLength(0);
  });

  it('forwards any other operation byte for byte and returns the upstream answer', async () => {
    answer = () => ({
      status: 400,
      headers: { 'x-amzn-requestid': 'req-1' },
      body: '{"__type":"InvalidPasswordException"}',
    });
    const body =
      '{"AuthFlow":"USER_PASSWORD_AUTH","ClientId":"c","AuthParameters":{"USERNAME":"a@b.c","PASSWORD":"x"}}';
    const response = await call('InitiateAuth', body);

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/', body });
    expect(seen[0]!.headers['x-amz-target']).toBe(`${TARGET}InitiateAuth`);
    expect(seen[0]!.headers['x-amz-user-agent']).toBe('aws-amplify/6.22.1 auth/4');
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-requestid')).toBe('req-1');
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.text()).toBe('{"__type":"InvalidPasswordException"}');
  });

  it('forwards RevokeToken, which cognito-local implements', async () => {
    await call('RevokeToken', { ClientId: 'c', Token: 't' });
    expect(seen.map((request) => request.headers['x-amz-target'])).toEqual([`${TARGET}RevokeToken`]);
  });

  it('forwards GETs with their path (the JWKS)', async () => {
    answer = () => ({ status: 200, body: '{"keys":[]}' });
    const response = await fetch(`${proxyUrl}/local_devpool/.well-known/jwks.json`);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/local_devpool/.well-known/jwks.json' });
    expect(await response.json()).toEqual({ keys: [] });
  });

  it('says 502 when the upstream is down', async () => {
    await close(upstream);
    const response = await call('InitiateAuth', {});
    expect(response.status).toBe(502);
    expect(((await response.json()) as { __type: string }).__type).toBe('CompatProxy#UpstreamError');
  });
});

describe('CORS', () => {
  it('answers the preflight itself with the requested headers', async () => {
    const response = await fetch(proxyUrl, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'cache-control,content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'cache-control,content-type,x-amz-target,x-amz-user-agent',
    );
    expect(response.headers.get('access-control-expose-headers')).toContain('x-amzn-errortype');
    expect(seen).toHaveLength(0);
  });

  it('gives no CORS headers to other origins, and drops the upstream wildcard', async () => {
    const response = await call('InitiateAuth', {}, { origin: 'http://elsewhere.example' });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('shape mapping', () => {
  it('keeps a rotated refresh token and the upstream ExpiresIn when present', () => {
    expect(
      initiateAuthToRefreshResponse({
        AuthenticationResult: {
          AccessToken: 'a',
          IdToken: 'i',
          RefreshToken: 'r',
          ExpiresIn: 60,
          TokenType: 'Bearer',
        },
      }),
    ).toEqual({
      AuthenticationResult: {
        AccessToken: 'a',
        IdToken: 'i',
        RefreshToken: 'r',
        ExpiresIn: 60,
        TokenType: 'Bearer',
      },
    });
  });

  it('leaves ExpiresIn out when the access token cannot be read', () => {
    expect(initiateAuthToRefreshResponse({ AuthenticationResult: { AccessToken: 'opaque' } })).toEqual({
      AuthenticationResult: { AccessToken: 'opaque', TokenType: 'Bearer' },
    });
  });

  it('maps only the fields the request has', () => {
    expect(refreshRequestToInitiateAuth({ ClientId: 'c', RefreshToken: 'r' })).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'c',
      AuthParameters: { REFRESH_TOKEN: 'r' },
    });
  });
});
