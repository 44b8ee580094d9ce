import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCognitoIdentityGateway,
  createJwtVerifier,
  DEMO_COMPANIES,
  type IdentityGateway,
} from '../src/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { bindUnboundUsers } from '../src/identity/bind-pool-subjects.ts';
import { demo } from './support/demo.ts';
import { startApi, type ApiHarness } from './support/harness.ts';
import { SUITE_BACKENDS, createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { TEST_ISSUER } from './support/tokens.ts';

// Issue 15 §1, the exact attack against a real cognito-local seeded as the dev stack seeds it: the ADMIN of "Outra
// Gestora" changes their own e-mail to admin@demo.local with their access token (UpdateUserAttributes), signs in
// again, and calls the API with the new ID token (email admin@demo.local, email_verified true). The API must answer
// as Outra Gestora's ADMIN — never as the demo company's. e2e/tests/identity-subject.spec.ts does it through the
// product as `npm start` runs it.

const DEV_STACK = new URL('../../../tools/dev-stack/src/', import.meta.url);
interface DevStackUser {
  email: string;
  sub: string;
  companyId: string;
  name: string;
  role: string;
  password: string;
}
interface DevStack {
  startCognitoLocal(options: {
    workDir: string;
    host: string;
    port: number;
    quiet?: boolean;
  }): Promise<{ stop(): Promise<void> }>;
  seedDemoUsers(target: { endpoint: string }): Promise<{ created: string[] }>;
  DEMO_USERS: readonly DevStackUser[];
  DEMO_PASSWORD: string;
  LOCAL_POOL_ID: string;
  LOCAL_CLIENT_ID: string;
}
async function loadDevStack(): Promise<DevStack> {
  const modules = await Promise.all(
    ['cognito-local.mjs', 'seed-users.mjs', 'demo-users.mjs', 'local-identity.mjs'].map(
      (name) => import(new URL(name, DEV_STACK).href) as Promise<Record<string, unknown>>,
    ),
  );
  return Object.assign({}, ...modules) as DevStack;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function claims(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

let devStack: DevStack;
let workDir: string;
let cognito: { stop(): Promise<void> };
let endpoint: string;
let issuer: string;
let client: CognitoIdentityProviderClient;

beforeAll(async () => {
  devStack = await loadDevStack();
  workDir = await mkdtemp(path.join(tmpdir(), 'api-identity-attack-'));
  const port = await freePort();
  endpoint = `http://127.0.0.1:${port}`;
  issuer = `${endpoint}/${devStack.LOCAL_POOL_ID}`;
  cognito = await devStack.startCognitoLocal({ workDir, host: '127.0.0.1', port, quiet: true });
  await devStack.seedDemoUsers({ endpoint });
  // What the admin app does: unsigned calls with the app client.
  client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'sa-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => {
  client?.destroy();
  await cognito?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function signIn(username: string, password: string): Promise<AuthenticationResultType> {
  const answer = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: devStack.LOCAL_CLIENT_ID,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  return answer.AuthenticationResult!;
}

async function refresh(refreshToken: string): Promise<AuthenticationResultType> {
  const answer = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: devStack.LOCAL_CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
  return answer.AuthenticationResult!;
}

function changeOwnEmail(accessToken: string, email: string) {
  return client.send(
    new UpdateUserAttributesCommand({
      AccessToken: accessToken,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
}

it('the dev stack seeds the pool with the subjects and companies the API seeds its rows with', async () => {
  const api = DEMO_COMPANIES.flatMap((company) =>
    company.users.map((user) => ({
      email: user.email,
      sub: user.subject,
      companyId: company.id,
      name: user.name,
      role: user.role,
    })),
  );
  const pool = devStack.DEMO_USERS.map(({ email, sub, companyId, name, role }) => ({
    email,
    sub,
    companyId,
    name,
    role,
  }));
  expect(pool).toEqual(api);
});

describe.each(SUITE_BACKENDS)('the e-mail takeover against cognito-local, on %s', (backend) => {
  let testDatabase: TestDatabase;
  let api: Omit<ApiHarness, 'testDatabase'>;
  let gateway: IdentityGateway;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    // The seeded demo rows are bound to the local pool at its usual address; this pool listens elsewhere.
    for (const company of DEMO_COMPANIES)
      await withTenant(testDatabase.database.db, company.id, (trx) =>
        trx
          .updateTable('users')
          .set({ identity_issuer: issuer })
          .where('identity_issuer', '=', TEST_ISSUER)
          .execute(),
      );
    gateway = createCognitoIdentityGateway({
      userPoolId: devStack.LOCAL_POOL_ID,
      clientId: devStack.LOCAL_CLIENT_ID,
      endpoint,
    });
    api = await startApi(testDatabase.database, {
      tokenVerifier: createJwtVerifier({ issuer, audience: devStack.LOCAL_CLIENT_ID }),
      identityGateway: gateway,
    });
  });
  afterAll(async () => {
    await api?.app.close();
    await testDatabase?.dispose();
  });

  const asBearer = (tokens: AuthenticationResultType) => `Bearer ${tokens.IdToken!}`;

  it('the demo users sign in as themselves: the pool names them by their seeded subject', async () => {
    const admin = await signIn('admin@demo.local', devStack.DEMO_PASSWORD);
    expect(claims(admin.IdToken!)).toMatchObject({ iss: issuer, sub: demo.admin.subject });
    const session = await api.call({ url: '/api/session-user', authorization: asBearer(admin) });
    expect(session.json()).toMatchObject({ user: { id: demo.admin.id, role: 'ADMIN' } });
  });

  it("outra-admin takes admin@demo.local as their own e-mail, signs in again: still Outra Gestora's ADMIN", async () => {
    const before = await signIn('outra-admin@demo.local', devStack.DEMO_PASSWORD);
    const username = claims(before.IdToken!)['cognito:username'] as string;
    await changeOwnEmail(before.AccessToken!, 'admin@demo.local');
    try {
      // Signing in again: with the refresh token (what the app does when the ID token expires) and with the
      // password (by their username: the demo admin holds the e-mail too, and cognito-local finds her first).
      const again = [await refresh(before.RefreshToken!), await signIn(username, devStack.DEMO_PASSWORD)];
      for (const tokens of again) {
        // The pool vouches for the taken e-mail…
        expect(claims(tokens.IdToken!)).toMatchObject({
          sub: demo.otherAdmin.subject,
          email: 'admin@demo.local',
          email_verified: true,
        });
        // …and the API answers as the caller's own subject: Outra Gestora's ADMIN.
        const session = await api.call({ url: '/api/session-user', authorization: asBearer(tokens) });
        expect(session.statusCode, session.body).toBe(200);
        expect(session.json()).toMatchObject({
          user: {
            id: demo.otherAdmin.id,
            email: 'outra-admin@demo.local',
            workspace: { companyId: demo.other.id },
          },
        });
        expect(session.body).not.toContain('Ana Administradora');
        // Nothing of the demo company.
        for (const url of [`/api/companies/${demo.company.id}`, `/api/companies/${demo.company.id}/users`]) {
          const response = await api.call({ url, authorization: asBearer(tokens) });
          expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
          expect(response.body).not.toContain('Ana Administradora');
        }
      }
    } finally {
      await changeOwnEmail(before.AccessToken!, 'outra-admin@demo.local');
    }
    const admin = await signIn('admin@demo.local', devStack.DEMO_PASSWORD);
    const session = await api.call({ url: '/api/session-user', authorization: asBearer(admin) });
    expect(session.json()).toMatchObject({ user: { id: demo.admin.id } });
  });

  it('the start-up back-fill binds unbound demo rows to the subjects this pool gives their e-mails', async () => {
    for (const company of DEMO_COMPANIES)
      await withTenant(testDatabase.database.db, company.id, (trx) =>
        trx.updateTable('users').set({ identity_issuer: null, identity_subject: null }).execute(),
      );
    const unbound = await signIn('operator@demo.local', devStack.DEMO_PASSWORD);
    const refused = await api.call({ url: '/api/session-user', authorization: asBearer(unbound) });
    expect(refused.statusCode).toBe(401);

    const result = await bindUnboundUsers(testDatabase.database.db, gateway);
    expect(result.bound.sort()).toEqual(devStack.DEMO_USERS.map((user) => user.email).sort());
    expect(result.unknown).toEqual([]);
    expect(result.refused).toEqual([]);
    const session = await api.call({ url: '/api/session-user', authorization: asBearer(unbound) });
    expect(session.json()).toMatchObject({ user: { id: demo.operator.id } });
  });
});
