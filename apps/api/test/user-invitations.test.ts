// A new user's invitation when the API sends it (USER_INVITATIONS=api, the default with a local pool): the user made
// on /users/new was told a temporary password was on its way, and locally (cognito-local sends nothing) it never
// came (issue 16). Here: the invitation through the API's mailer (and, end to end, through the dev stack's SMTP sink
// with a real cognito-local, whose sign-in then takes the password from the e-mail); an invitation that cannot be
// sent writes nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@backoffice/api-client';
import { createCognitoIdentityGateway } from '../src/index.ts';
import { invitationMail, newTemporaryPassword, withInvitationMail } from '../src/identity/invitation-mail.ts';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { smtpMailer } from '../src/mail/smtp-mailer.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { fakeIdentityGateway } from './support/fake-identity-gateway.ts';
import { startApi } from './support/harness.ts';
import { SUITE_BACKENDS, createTestDatabase, type TestDatabase } from './support/test-database.ts';

const MASTER = demo.master.email;
const USERS = `/api/companies/${demo.company.id}/users`;
const SIGN_IN_URL = 'http://127.0.0.1:3000/signin';

const newUser = (email: string) => ({
  name: 'Olga Convidada',
  email,
  role: 'OPERATOR',
  active: true,
  workspaceIds: [demo.saoPaulo.id],
});

describe('newTemporaryPassword and the invitation', () => {
  it('makes passwords Cognito’s default policy accepts, never twice the same', () => {
    const passwords = Array.from({ length: 200 }, newTemporaryPassword);
    expect(new Set(passwords).size).toBe(passwords.length);
    for (const password of passwords) {
      expect(password).toHaveLength(14);
      for (const kind of [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/]) expect(password).toMatch(kind);
    }
  });

  it('says in pt-BR who signs in, with which temporary password, and where; every value escaped', () => {
    const mail = invitationMail({
      to: 'olga@example.com',
      name: 'Olga <b>Convidada</b>',
      temporaryPassword: 'Ab3#<x>',
      signInUrl: SIGN_IN_URL,
    });
    expect(mail.subject).toBe('Seu acesso ao Backoffice');
    expect(mail.text).toContain('Olá, Olga!');
    expect(mail.text).toContain('E-mail: olga@example.com');
    expect(mail.text).toContain('Senha temporária: Ab3#<x>');
    expect(mail.text).toContain(`Acessar o Backoffice: ${SIGN_IN_URL}`);
    expect(mail.html).toContain('Ab3#&lt;x&gt;');
    expect(mail.html).not.toContain('<b>');
  });
});

describe.each(SUITE_BACKENDS)('user invitations sent by the API (%s)', (backend) => {
  let testDatabase: TestDatabase;
  let api: Awaited<ReturnType<typeof startApi>>;
  const pool = fakeIdentityGateway();
  const mailer = memoryMailer();

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    api = await startApi(testDatabase.database, {
      identityGateway: withInvitationMail(pool, { mailer, signInUrl: SIGN_IN_URL }),
      mailer,
    });
  });
  afterAll(async () => {
    await api?.app.close();
    await testDatabase?.dispose();
  });
  beforeEach(() => {
    pool.reset();
    mailer.reset();
  });

  const userCount = async () =>
    Number(
      (
        await testDatabase.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('e-mails the new user the temporary password the pool was given (the pool itself sends nothing)', async () => {
    const email = 'olga.convidada@example.com';
    const response = await api.call({ method: 'POST', url: USERS, as: MASTER, body: newUser(email) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ user: User }>().user.email).toBe(email);

    const given = pool.users.get(email)?.temporaryPassword;
    expect(given).toEqual(expect.any(String));
    expect(pool.poolCalls).toEqual([
      {
        op: 'createUser',
        user: { email, name: 'Olga Convidada', companyId: demo.company.id },
        temporaryPassword: given,
      },
    ]);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: email, subject: 'Seu acesso ao Backoffice' });
    expect(mailer.sent[0]!.text).toContain(`Senha temporária: ${given}`);
    expect(mailer.sent[0]!.text).toContain(SIGN_IN_URL);
  });

  it('an invitation that cannot be sent: 502, no user in the database, the pool user deleted', async () => {
    const email = 'sem.caixa@example.com';
    mailer.failAddress(email, 'permanent');
    const before = await userCount();
    const response = await api.call({ method: 'POST', url: USERS, as: MASTER, body: newUser(email) });
    expectProblem(response, 'identity_unavailable', 502);
    expect(await userCount()).toBe(before);
    expect(pool.poolCalls.map((call) => call.op)).toEqual(['createUser', 'deleteUser']);
    expect(pool.users.has(email)).toBe(false);
    expect(mailer.sent).toEqual([]);
  });

  it('an e-mail the pool already has: 409, and no invitation', async () => {
    const response = await api.call({
      method: 'POST',
      url: USERS,
      as: MASTER,
      body: newUser(demo.operator.email),
    });
    expectProblem(response, 'email_taken', 409);
    expect(mailer.attempts).toEqual([]);
  });
});

// The dev stack's pieces (tools/dev-stack, plain JS), loaded at run time.
const DEV_STACK = new URL('../../../tools/dev-stack/src/', import.meta.url);
interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
}
interface DevStack {
  startCognitoLocal(options: { workDir: string; host: string; port: number; quiet?: boolean }): Promise<{
    stop(): Promise<void>;
  }>;
  startSmtpSink(options: { port: number; httpPort: number; dir: string }): Promise<{
    smtpUrl: string;
    httpUrl: string;
    stop(): Promise<void>;
  }>;
  readSinkMessages(httpUrl: string, filter?: { to?: string }): Promise<SinkMessage[]>;
  LOCAL_POOL_ID: string;
  LOCAL_CLIENT_ID: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('locally, end to end: cognito-local and the SMTP sink', () => {
  let devStack: DevStack;
  let workDir: string;
  let cognito: { stop(): Promise<void> } | undefined;
  let sink: Awaited<ReturnType<DevStack['startSmtpSink']>> | undefined;
  let testDatabase: TestDatabase;
  let api: Awaited<ReturnType<typeof startApi>>;
  let endpoint: string;
  const mailer = { current: undefined as ReturnType<typeof smtpMailer> | undefined };

  beforeAll(async () => {
    const modules = await Promise.all(
      ['cognito-local.mjs', 'local-identity.mjs', 'smtp-sink.mjs'].map(
        (name) => import(new URL(name, DEV_STACK).href) as Promise<Partial<DevStack>>,
      ),
    );
    devStack = Object.assign({}, ...modules) as DevStack;
    workDir = await mkdtemp(path.join(tmpdir(), 'api-invitations-'));
    const port = await freePort();
    endpoint = `http://127.0.0.1:${port}`;
    cognito = await devStack.startCognitoLocal({ workDir, host: '127.0.0.1', port, quiet: true });
    sink = await devStack.startSmtpSink({ port: 0, httpPort: 0, dir: path.join(workDir, 'mail') });
    mailer.current = smtpMailer(sink.smtpUrl, 'Backoffice <no-reply@backoffice.local>');
    const gateway = createCognitoIdentityGateway({
      userPoolId: devStack.LOCAL_POOL_ID,
      clientId: devStack.LOCAL_CLIENT_ID,
      endpoint,
    });
    testDatabase = await createTestDatabase('pglite');
    api = await startApi(testDatabase.database, {
      identityGateway: withInvitationMail(gateway, { mailer: mailer.current, signInUrl: SIGN_IN_URL }),
      mailer: mailer.current,
    });
  }, 120_000);
  afterAll(async () => {
    await api?.app.close();
    await testDatabase?.dispose();
    await mailer.current?.close();
    await sink?.stop();
    await cognito?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('the invitation lands in the sink, and its temporary password opens the first sign-in', async () => {
    const email = 'nova.local@demo.local';
    const response = await api.call({ method: 'POST', url: USERS, as: MASTER, body: newUser(email) });
    expect(response.statusCode, response.body).toBe(201);

    const [message, ...others] = await devStack.readSinkMessages(sink!.httpUrl, { to: email });
    expect(others).toEqual([]);
    expect(message).toMatchObject({ to: [email], subject: 'Seu acesso ao Backoffice' });
    const temporary = /Senha temporária: (\S+)/.exec(message!.text)?.[1];
    expect(temporary).toEqual(expect.any(String));

    const client = new CognitoIdentityProviderClient({
      endpoint,
      region: 'sa-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      const signIn = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: devStack.LOCAL_CLIENT_ID,
          AuthParameters: { USERNAME: email, PASSWORD: temporary! },
        }),
      );
      // The first sign-in asks for the user's own password (the admin's /first-access).
      expect(signIn.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    } finally {
      client.destroy();
    }
  });
});
