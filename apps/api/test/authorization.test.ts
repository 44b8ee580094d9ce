import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildApp, type AppDatabase } from '../src/index.ts';
import { type ContractOperation } from '@backoffice/contract';
import { CONTRACT_PATH, loadContract } from '@backoffice/contract/node';
import { withTenant } from '../src/db/tenant.ts';
import { createHandlers } from '../src/routes/index.ts';
import { memoryStorage } from '../src/storage/file-storage.ts';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { demo } from './support/demo.ts';
import { fakeIdentityGateway } from './support/fake-identity-gateway.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { createTestKeys, type TestKeys } from './support/tokens.ts';

// The central authorization hook (auth/authorize.ts) on what the tenancy suite cannot show yet — an operation behind
// a feature flag — and the contract loader refusing an operation that does not say who may call it.

const contract = loadContract();

/** A protected operation behind the communication flag, as a later issue will add. */
const probe: ContractOperation = {
  operationId: 'probeCommunication',
  method: 'get',
  path: '/probe/communication',
  url: '/api/probe/communication',
  isPublic: false,
  caller: 'user',
  access: {
    permission: 'communication.run',
    scope: 'workspace',
    feature: 'communication',
    noWorkspace: false,
  },
  parameters: [],
  requestBodySchema: undefined,
  requestBodyRequired: false,
  responses: { '200': { description: 'ok' } },
};

describe('feature flags are enforced by the server', () => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;
  let keys: TestKeys;
  let app: Awaited<ReturnType<typeof buildApp>>;

  const setCommunication = (on: boolean) =>
    withTenant(database.db, demo.company.id, (trx) =>
      trx.updateTable('companies').set({ feature_communication: on }).execute(),
    );
  const call = async (email: string) =>
    app.inject({
      url: '/api/probe/communication',
      headers: { authorization: `Bearer ${await keys.sign(email)}` },
    });

  beforeAll(async () => {
    testDatabase = await createTestDatabase('pglite');
    database = testDatabase.database;
    keys = await createTestKeys();
    const deps = {
      database,
      tokenVerifier: keys.verifier(),
      identityGateway: fakeIdentityGateway(),
      fileStorage: memoryStorage(),
      mailer: memoryMailer(),
    };
    app = await buildApp({
      ...deps,
      contract: { ...contract, operations: [...contract.operations, probe] },
      handlers: { ...createHandlers(deps), probeCommunication: async () => ({ ok: true }) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDatabase?.dispose();
  });

  it('lets an OPERATOR in while the company has the feature on', async () => {
    await setCommunication(true);
    const response = await call(demo.operator.email);
    expect(response.statusCode).toBe(200);
  });

  it('answers 403 feature_disabled when the company turned it off, whatever the role', async () => {
    await setCommunication(false);
    for (const user of [demo.operator, demo.master, demo.admin]) {
      const response = await call(user.email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'feature_disabled' });
    }
    await setCommunication(true);
  });

  it('still answers 403 forbidden to a role below the permission', async () => {
    const response = await call(demo.observer.email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  });

  it('answers 403 workspace_not_member to a caller without a current workspace on a workspace operation', async () => {
    const response = await call(demo.noWorkspace.email);
    expect(response.statusCode).toBe(403);
  });

  it('lets a user linked to no workspace read who they are and that they have no workspace, and nothing else', async () => {
    const as = async (url: string) =>
      app.inject({ url, headers: { authorization: `Bearer ${await keys.sign(demo.noWorkspace.email)}` } });
    const company = `/api/companies/${demo.company.id}`;
    for (const url of ['/api/session-user', '/api/user-info']) {
      const response = await as(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(demo.company.name);
    }
    expect((await as('/api/user-info')).json()).toEqual({ workspaces: [] });
    for (const url of [
      company,
      `${company}/users`,
      `${company}/users/${demo.admin.id}`,
      `${company}/workspaces`,
      `${company}/workspaces/${demo.saoPaulo.id}`,
    ]) {
      const response = await as(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: 'workspace_not_member' });
      expect(response.body, url).not.toContain(demo.admin.email);
      expect(response.body, url).not.toContain(demo.company.name);
    }
  });

  it('decides before the body is validated: an OBSERVER with a malformed body learns only 403', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/companies/${demo.company.id}/users`,
      headers: { authorization: `Bearer ${await keys.sign(demo.observer.email)}` },
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers another company’s id in the path with 404 before anything else', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/companies/${demo.other.id}`,
      headers: { authorization: `Bearer ${await keys.sign(demo.admin.email)}` },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('the contract must say who may call each operation', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'contract-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function contractWith(edit: (yaml: string) => string): Promise<string> {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.yaml`);
    await writeFile(file, edit(await readFile(CONTRACT_PATH, 'utf8')));
    return file;
  }

  it('refuses a protected operation without x-permission', async () => {
    const file = await contractWith((y) => y.replace('x-permission: users.manage', 'x-note: none'));
    expect(() => loadContract(file)).toThrow(/x-permission undefined is not in the role matrix/);
  });

  it('refuses a permission that is not in the role matrix', async () => {
    const file = await contractWith((y) =>
      y.replace('x-permission: users.manage', 'x-permission: users.delete'),
    );
    expect(() => loadContract(file)).toThrow(/users.delete is not in the role matrix/);
  });

  it('refuses an unknown scope and an unknown feature', async () => {
    const scope = await contractWith((y) => y.replace('x-scope: workspace', 'x-scope: everything'));
    expect(() => loadContract(scope)).toThrow(/x-scope must be one of/);
    const feature = await contractWith((y) =>
      y.replace('x-scope: workspace', 'x-scope: workspace\n      x-feature: payroll'),
    );
    expect(() => loadContract(feature)).toThrow(/x-feature must be one of/);
  });

  it('refuses an x-no-workspace that is not a boolean, or on a public or voter operation', async () => {
    const value = await contractWith((y) =>
      y.replace(
        'x-scope: self\n      x-no-workspace: true',
        'x-scope: self\n      x-no-workspace: yes please',
      ),
    );
    expect(() => loadContract(value)).toThrow(/getSessionUser: x-no-workspace must be true or false/);
    const open = await contractWith((y) =>
      y.replace('operationId: getHealth\n', 'operationId: getHealth\n      x-no-workspace: true\n'),
    );
    expect(() => loadContract(open)).toThrow(/getHealth: a public operation takes no x-no-workspace/);
    const voter = await contractWith((y) =>
      y.replace(
        'operationId: getPortalBallot\n',
        'operationId: getPortalBallot\n      x-no-workspace: true\n',
      ),
    );
    expect(() => loadContract(voter)).toThrow(/getPortalBallot: a voterSession operation takes no/);
  });

  it('refuses an operation closed to users without a workspace that declares no 403', async () => {
    const file = await contractWith((y) => {
      const document = parse(y);
      delete document.paths['/companies/{companyId}'].get.responses['403'];
      return stringify(document);
    });
    expect(() => loadContract(file)).toThrow(/getCompany: declare a 403 answer/);
  });

  it('opens to a user linked to no workspace only the operations that say who they are', () => {
    const open = contract.operations.filter((op) => op.access?.noWorkspace).map((op) => op.operationId);
    expect(open.sort()).toEqual(['getSessionUser', 'getUserInfo']);
  });

  it('gives every protected operation of the real contract a permission and a scope', () => {
    for (const op of contract.operations) {
      if (op.caller !== 'user') expect(op.access).toBeUndefined();
      else
        expect(op.access, op.operationId).toMatchObject({
          permission: expect.any(String),
          scope: expect.any(String),
        });
    }
  });
});
