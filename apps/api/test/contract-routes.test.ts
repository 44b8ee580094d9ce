import { memoryStorage } from '../src/storage/file-storage.ts';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/index.ts';
import { contract, expectMatchesContract, expectProblem } from './support/contract-check.ts';
import { noDatabase } from './support/no-database.ts';
import { startApi } from './support/harness.ts';
import { createTestKeys } from './support/tokens.ts';
import { fakeIdentityGateway } from './support/fake-identity-gateway.ts';
import { createHandlers } from '../src/routes/index.ts';

async function deps() {
  return {
    database: noDatabase,
    tokenVerifier: (await createTestKeys()).verifier(),
    identityGateway: fakeIdentityGateway(),
    fileStorage: memoryStorage(),
    mailer: memoryMailer(),
  };
}

describe('routes and the contract', () => {
  it('registers exactly the operations of openapi/openapi.yaml under /api', async () => {
    const { app } = await startApi(noDatabase);
    const expected = contract.operations.map((op) => `${op.method.toUpperCase()} ${op.url}`).sort();
    expect([...app.apiRoutes].sort()).toEqual(expected);
    expect(expected).toEqual(
      expect.arrayContaining([
        'GET /api/companies/:companyId',
        'GET /api/health',
        'GET /api/session-user',
        'GET /api/user-info',
        'PATCH /api/companies/:companyId/users/:userId/change-workspace',
        'POST /api/forgot-password',
        'POST /api/companies/:companyId/users',
        'PUT /api/companies/:companyId/users/:userId',
        'DELETE /api/companies/:companyId/users/:userId',
      ]),
    );
    await app.close();
  });

  it('has a handler for every operationId and no other', async () => {
    const handlers = createHandlers(await deps());
    expect(Object.keys(handlers).sort()).toEqual(contract.operations.map((op) => op.operationId).sort());
  });

  it('refuses to start with a handler the contract does not declare', async () => {
    const base = await deps();
    const handlers = { ...createHandlers(base), launchFireworks: async () => [] };
    await expect(buildApp({ ...base, handlers })).rejects.toThrow(
      /without an operation in the contract: launchFireworks/,
    );
  });

  it('refuses to start when an operation of the contract has no handler', async () => {
    const base = await deps();
    const { getUserInfo: _missing, ...handlers } = createHandlers(base);
    await expect(buildApp({ ...base, handlers })).rejects.toThrow(/without a handler: getUserInfo/);
  });

  it('the response check fails on a body the contract does not allow', async () => {
    const base = await deps();
    const handlers = { ...createHandlers(base), getHealth: async () => ({ status: 'ok', uptime: 1 }) };
    const app = await buildApp({ ...base, handlers });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(() => expectMatchesContract('GET', '/api/health', response)).toThrow(
      /does not match the contract/,
    );
    await app.close();
  });

  it('the response check fails on a status the contract does not declare', async () => {
    const base = await deps();
    const handlers = {
      ...createHandlers(base),
      getHealth: async (_request: unknown, reply: { code(n: number): { send(): unknown } }) =>
        reply.code(204).send(),
    };
    const app = await buildApp({ ...base, handlers });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(() => expectMatchesContract('GET', '/api/health', response)).toThrow(/status not declared/);
    await app.close();
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api'],
    ['DELETE', '/api/session-user'],
    ['POST', '/api/companies/c0000000-0000-4000-8000-000000000001'],
  ])('%s %s (not in the contract) is a problem+json 404', async (method, url) => {
    const { app } = await startApi(noDatabase);
    const response = await app.inject({ method: method as 'GET', url });
    expectProblem(response, 'not_found', 404);
    await app.close();
  });

  it('HEAD is not served for GET operations the contract does not declare it for', async () => {
    const { app } = await startApi(noDatabase);
    const response = await app.inject({ method: 'HEAD', url: '/api/session-user' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    await app.close();
  });

  it('an unexpected failure is a problem+json 500 "internal" that reveals nothing', async () => {
    const base = await deps();
    const handlers = {
      ...createHandlers(base),
      getHealth: async () => {
        throw new Error('connection string postgres://secret@db');
      },
    };
    const app = await buildApp({ ...base, handlers });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expectMatchesContract('GET', '/api/health', response);
    expectProblem(response, 'internal', 500);
    expect(response.body).not.toContain('secret');
    await app.close();
  });
});
