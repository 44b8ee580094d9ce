import { describe, expect, it } from 'vitest';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { expectProblem } from './support/contract-check.ts';
import { createTestKeys } from './support/tokens.ts';

const PROTECTED = [
  '/api/session-user',
  '/api/user-info',
  '/api/companies/c0000000-0000-4000-8000-000000000001',
];

describe.each(SUITE_BACKENDS)('authentication on %s', (backend) => {
  const api = useApi(backend);

  it.each(PROTECTED)('GET %s without a token is 401 unauthorized', async (url) => {
    const response = await api.call({ url });
    expectProblem(response, 'unauthorized', 401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('rejects an Authorization header that is not a bearer token', async () => {
    const response = await api.call({ url: '/api/session-user', authorization: 'Basic YWRtaW46eA==' });
    expectProblem(response, 'unauthorized', 401);
  });

  it('rejects a token that is not a JWT', async () => {
    const response = await api.call({ url: '/api/session-user', authorization: 'Bearer not-a-jwt' });
    expectProblem(response, 'unauthorized', 401);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('rejects a token signed by another key', async () => {
    const stranger = await createTestKeys(); // same kid, different key pair
    const token = await stranger.sign('admin@demo.local');
    const response = await api.call({ url: '/api/session-user', authorization: `Bearer ${token}` });
    expectProblem(response, 'unauthorized', 401);
  });

  it('rejects an expired token', async () => {
    const response = await api.call({
      url: '/api/session-user',
      as: 'admin@demo.local',
      tokenOptions: { expiresIn: -10 },
    });
    expectProblem(response, 'unauthorized', 401);
    expect(response.json().detail).toMatch(/exp/i);
  });

  it('rejects a token of another issuer', async () => {
    const response = await api.call({
      url: '/api/session-user',
      as: 'admin@demo.local',
      tokenOptions: { issuer: 'http://127.0.0.1:9229/other_pool' },
    });
    expectProblem(response, 'unauthorized', 401);
  });

  it('rejects a token for another app client (audience)', async () => {
    const response = await api.call({
      url: '/api/session-user',
      as: 'admin@demo.local',
      tokenOptions: { audience: 'someotherclient' },
    });
    expectProblem(response, 'unauthorized', 401);
  });

  it('rejects an access token (token_use access): only ID tokens are sessions', async () => {
    const response = await api.call({
      url: '/api/session-user',
      as: 'admin@demo.local',
      tokenOptions: { tokenUse: 'access' },
    });
    expectProblem(response, 'unauthorized', 401);
  });

  it('rejects a token without a subject (sub claim)', async () => {
    const response = await api.call({
      url: '/api/session-user',
      as: 'admin@demo.local',
      tokenOptions: { withoutSubject: true },
    });
    expectProblem(response, 'unauthorized', 401);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('accepts a token without an e-mail claim: the subject says who the caller is', async () => {
    const response = await api.call({
      url: '/api/session-user',
      as: 'admin@demo.local',
      tokenOptions: { withoutEmail: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'admin@demo.local' } });
  });

  it('rejects a valid token whose subject has no user', async () => {
    const response = await api.call({ url: '/api/session-user', as: 'ninguem@demo.local' });
    expectProblem(response, 'unauthorized', 401);
  });

  it('authenticates before validating: an anonymous malformed request is 401, not 400', async () => {
    const response = await api.call({ url: '/api/companies/not-a-uuid' });
    expectProblem(response, 'unauthorized', 401);
  });

  it('accepts the same valid token on every protected call', async () => {
    const token = await api.keys.sign('observer@demo.local');
    for (const url of ['/api/session-user', '/api/user-info']) {
      const response = await api.call({ url, authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(200);
    }
  });
});
