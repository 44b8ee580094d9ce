import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './support/harness.ts';
import { noDatabase } from './support/no-database.ts';
import { expectProblem } from './support/contract-check.ts';

describe('POST /forgot-password', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi(noDatabase);
  });
  afterAll(() => api.app.close());

  const post = (body: unknown, extra: { as?: string } = {}) =>
    api.call({ method: 'POST', url: '/api/forgot-password', body, ...extra });

  it('asks the pool to send a code and answers 202 with no body, without any token', async () => {
    api.identityGateway.next = 'sent';
    const response = await post({ email: 'Admin@Demo.local' });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    expect(api.identityGateway.calls.at(-1)).toBe('admin@demo.local');
  });

  it('answers the same 202 for an e-mail the pool does not know (never reveals it)', async () => {
    api.identityGateway.next = 'unknown_user';
    const response = await post({ email: 'ninguem@demo.local' });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
  });

  it('ignores a token if one is sent (public operation)', async () => {
    api.identityGateway.next = 'sent';
    const response = await api.call({
      method: 'POST',
      url: '/api/forgot-password',
      authorization: 'Bearer garbage',
      body: { email: 'admin@demo.local' },
    });
    expect(response.statusCode).toBe(202);
  });

  it('maps the pool’s attempt limit to 429 attempt_limit', async () => {
    api.identityGateway.next = 'attempt_limit';
    const response = await post({ email: 'admin@demo.local' });
    expectProblem(response, 'attempt_limit', 429);
    expect(response.json().title).toBe('O limite de tentativas foi excedido, tente novamente mais tarde');
  });

  it('a failure of the identity service is a 500 internal problem', async () => {
    api.identityGateway.next = new Error('ECONNREFUSED 127.0.0.1:9229');
    const response = await post({ email: 'admin@demo.local' });
    expectProblem(response, 'internal', 500);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }],
    ['no e-mail', {}],
    ['an e-mail that is not a string', { email: 42 }],
    ['an unknown property', { email: 'admin@demo.local', password: 'x' }],
  ])('%s is 400 validation_failed and the pool is not called', async (_label, body) => {
    const before = api.identityGateway.calls.length;
    const response = await post(body);
    expectProblem(response, 'validation_failed', 400);
    expect(api.identityGateway.calls).toHaveLength(before);
  });

  it('no body is 400 validation_failed', async () => {
    const response = await api.call({ method: 'POST', url: '/api/forgot-password' });
    expectProblem(response, 'validation_failed', 400);
  });

  it('a body that is not JSON is 400 validation_failed', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/api/forgot-password',
      body: 'email=admin@demo.local',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(response, 'validation_failed', 400);
  });
});
