import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCognitoIdentityGateway, type IdentityGateway } from '../src/index.ts';
import { regionOfPool } from '../src/identity/identity-gateway.ts';
import { startHttpServer } from './support/http-server.ts';

/** Answers like Cognito (and cognito-local): JSON 1.1, errors named by `__type`. */
function cognitoReply(status: number, body: object) {
  return { status, body };
}

describe('createCognitoIdentityGateway.forgotPassword against a Cognito-compatible endpoint', () => {
  let next = cognitoReply(200, {});
  let server: Awaited<ReturnType<typeof startHttpServer>>;

  beforeAll(async () => {
    server = await startHttpServer((_request, response) => {
      response.writeHead(next.status, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify(next.body));
    });
  });
  afterAll(() => server.close());

  const gateway = () =>
    createCognitoIdentityGateway({
      userPoolId: 'local_devpool',
      clientId: 'devclient0000000000000000',
      endpoint: server.url,
    });

  it('sends ForgotPassword with the app client and the e-mail as username, without credentials', async () => {
    next = cognitoReply(200, {
      CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'a***@demo.local' },
    });
    await expect(gateway().forgotPassword('admin@demo.local')).resolves.toBe('sent');
    const request = server.requests.at(-1)!;
    expect(request.headers['x-amz-target']).toBe('AWSCognitoIdentityProviderService.ForgotPassword');
    expect(JSON.parse(request.body)).toMatchObject({
      ClientId: 'devclient0000000000000000',
      Username: 'admin@demo.local',
    });
    expect(request.headers.authorization).toBeUndefined();
  });

  it("maps UserNotFoundException to 'unknown_user'", async () => {
    next = cognitoReply(400, { __type: 'UserNotFoundException', message: 'User does not exist' });
    await expect(gateway().forgotPassword('ninguem@demo.local')).resolves.toBe('unknown_user');
  });

  it.each(['LimitExceededException', 'TooManyRequestsException'])(
    "maps %s to 'attempt_limit'",
    async (type) => {
      next = cognitoReply(400, {
        __type: type,
        message: 'Attempt limit exceeded, please try after some time.',
      });
      await expect(gateway().forgotPassword('admin@demo.local')).resolves.toBe('attempt_limit');
    },
  );

  it('lets any other failure through', async () => {
    next = cognitoReply(400, { __type: 'InvalidParameterException', message: 'no verified e-mail' });
    await expect(gateway().forgotPassword('admin@demo.local')).rejects.toThrow(/no verified e-mail/);
  });
});

describe('createCognitoIdentityGateway user calls against a Cognito-compatible endpoint', () => {
  let next = cognitoReply(200, {});
  /** Answers given first, one per request, before `next`. */
  const queued: ReturnType<typeof cognitoReply>[] = [];
  let server: Awaited<ReturnType<typeof startHttpServer>>;

  beforeAll(async () => {
    server = await startHttpServer((_request, response) => {
      const answer = queued.shift() ?? next;
      response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify(answer.body));
    });
  });
  afterAll(() => server.close());

  const gateway = () =>
    createCognitoIdentityGateway({
      userPoolId: 'local_devpool',
      clientId: 'devclient0000000000000000',
      endpoint: server.url,
    });
  const sent = () => {
    const request = server.requests.at(-1)!;
    return {
      target: String(request.headers['x-amz-target']).replace('AWSCognitoIdentityProviderService.', ''),
      body: JSON.parse(request.body) as Record<string, unknown>,
      signed: /^AWS4-HMAC-SHA256 /.test(String(request.headers.authorization)),
    };
  };
  const failWith = (type: string) => {
    next = cognitoReply(400, { __type: type, message: `${type} from the test` });
  };

  it('createUser: AdminCreateUser, signed, with the company attribute and no password or MessageAction', async () => {
    next = cognitoReply(200, {
      User: {
        Username: 'x',
        UserStatus: 'FORCE_CHANGE_PASSWORD',
        Attributes: [
          { Name: 'email', Value: 'nova@demo.local' },
          { Name: 'sub', Value: '0f4e5d9c-1111-4222-8333-444455556666' },
        ],
      },
    });
    const user = {
      email: 'nova@demo.local',
      name: 'Nova Pessoa',
      companyId: 'c0000000-0000-4000-8000-000000000001',
    };
    // The answer's `sub` is the new user's identity, with the pool's issuer.
    await expect(gateway().createUser(user)).resolves.toEqual({
      issuer: `${server.url}/local_devpool`,
      subject: '0f4e5d9c-1111-4222-8333-444455556666',
    });
    expect(sent()).toEqual({
      target: 'AdminCreateUser',
      signed: true,
      body: {
        UserPoolId: 'local_devpool',
        Username: 'nova@demo.local',
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: 'nova@demo.local' },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: 'Nova Pessoa' },
          { Name: 'custom:companyId', Value: 'c0000000-0000-4000-8000-000000000001' },
        ],
      },
    });
  });

  it('createUser with a temporary password: the pool takes it and sends nothing (MessageAction SUPPRESS)', async () => {
    next = cognitoReply(200, {
      User: { Username: 'x', Attributes: [{ Name: 'sub', Value: '0f4e5d9c-1111-4222-8333-444455556666' }] },
    });
    await gateway().createUser(
      { email: 'nova@demo.local', name: 'Nova Pessoa', companyId: 'c' },
      { temporaryPassword: 'Temp#2026abcd' },
    );
    expect(sent().body).toMatchObject({
      Username: 'nova@demo.local',
      TemporaryPassword: 'Temp#2026abcd',
      MessageAction: 'SUPPRESS',
    });
  });

  it('createUser: an answer without a sub rejects (the API answers 502 and rolls back)', async () => {
    next = cognitoReply(200, { User: { Username: 'x', Attributes: [{ Name: 'email', Value: 'a@b.co' }] } });
    await expect(gateway().createUser({ email: 'a@b.co', name: 'A', companyId: 'c' })).rejects.toThrow(
      /did not say its sub/,
    );
  });

  it('usersWithEmail: ListUsers filtered by the e-mail (quoted), every page; only exact e-mails count', async () => {
    const pages = [
      {
        Users: [
          {
            Username: 'u1',
            Attributes: [
              { Name: 'sub', Value: 'sub-1' },
              { Name: 'email', Value: 'a"b@demo.local' },
              { Name: 'custom:companyId', Value: 'c1' },
            ],
          },
        ],
        PaginationToken: 'next',
      },
      {
        Users: [
          {
            Username: 'u2',
            Attributes: [
              { Name: 'sub', Value: 'sub-2' },
              { Name: 'email', Value: 'a"b@demo.local' },
            ],
          },
          {
            Username: 'u3',
            Attributes: [
              { Name: 'sub', Value: 'sub-3' },
              { Name: 'email', Value: 'outro@demo.local' },
            ],
          },
        ],
      },
    ];
    const before = server.requests.length;
    queued.push(cognitoReply(200, pages[0]!), cognitoReply(200, pages[1]!));
    await expect(gateway().usersWithEmail('a"b@demo.local')).resolves.toEqual([
      { subject: 'sub-1', companyId: 'c1' },
      { subject: 'sub-2', companyId: undefined },
    ]);
    const calls = server.requests.slice(before).map((request) => JSON.parse(request.body) as unknown);
    expect(calls[0]).toEqual({ UserPoolId: 'local_devpool', Filter: 'email = "a\\"b@demo.local"' });
    expect(calls[1]).toEqual({
      UserPoolId: 'local_devpool',
      Filter: 'email = "a\\"b@demo.local"',
      PaginationToken: 'next',
    });
  });

  it.each(['UsernameExistsException', 'AliasExistsException'])(
    "createUser: %s → 'email_taken'",
    async (type) => {
      failWith(type);
      await expect(gateway().createUser({ email: 'a@b.co', name: 'A', companyId: 'c' })).resolves.toBe(
        'email_taken',
      );
    },
  );

  it('deleteUser: AdminDeleteUser by e-mail; a user the pool does not have is missing, not an error', async () => {
    next = cognitoReply(200, {});
    await expect(gateway().deleteUser('nova@demo.local')).resolves.toBe('deleted');
    expect(sent()).toMatchObject({
      target: 'AdminDeleteUser',
      body: { UserPoolId: 'local_devpool', Username: 'nova@demo.local' },
    });
    failWith('UserNotFoundException');
    await expect(gateway().deleteUser('nova@demo.local')).resolves.toBe('missing');
  });

  it('updateUser: attributes (the new e-mail verified), then disable or enable under the new e-mail', async () => {
    next = cognitoReply(200, {});
    const before = server.requests.length;
    await expect(
      gateway().updateUser('nova@demo.local', {
        name: 'Outra',
        newEmail: 'outra@demo.local',
        enabled: false,
      }),
    ).resolves.toBe('updated');
    const calls = server.requests.slice(before).map((request) => ({
      target: String(request.headers['x-amz-target']).replace('AWSCognitoIdentityProviderService.', ''),
      body: JSON.parse(request.body) as unknown,
    }));
    expect(calls).toEqual([
      {
        target: 'AdminUpdateUserAttributes',
        body: {
          UserPoolId: 'local_devpool',
          Username: 'nova@demo.local',
          UserAttributes: [
            { Name: 'name', Value: 'Outra' },
            { Name: 'email', Value: 'outra@demo.local' },
            { Name: 'email_verified', Value: 'true' },
          ],
        },
      },
      { target: 'AdminDisableUser', body: { UserPoolId: 'local_devpool', Username: 'outra@demo.local' } },
    ]);
    await gateway().updateUser('outra@demo.local', { enabled: true });
    expect(sent()).toMatchObject({ target: 'AdminEnableUser', body: { Username: 'outra@demo.local' } });
    const count = server.requests.length;
    await expect(gateway().updateUser('outra@demo.local', {})).resolves.toBe('updated');
    expect(server.requests.length).toBe(count);
  });

  it.each(['AliasExistsException', 'UsernameExistsException'])(
    "updateUser: %s on the new e-mail → 'email_taken'",
    async (type) => {
      failWith(type);
      await expect(gateway().updateUser('a@b.co', { newEmail: 'c@d.co' })).resolves.toBe('email_taken');
    },
  );

  it.each([
    ['createUser', () => gateway().createUser({ email: 'a@b.co', name: 'A', companyId: 'c' })],
    ['deleteUser', () => gateway().deleteUser('a@b.co')],
    ['updateUser', () => gateway().updateUser('a@b.co', { enabled: false })],
  ])('%s lets any other failure through', async (_op, call) => {
    failWith('InvalidParameterException');
    await expect(call()).rejects.toThrow(/InvalidParameterException from the test/);
  });

  it('gives up on a pool that does not answer (the call runs inside a database transaction)', async () => {
    const silent = createServer(() => undefined); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    try {
      const impatient = createCognitoIdentityGateway({
        userPoolId: 'local_devpool',
        clientId: 'devclient0000000000000000',
        endpoint: `http://127.0.0.1:${port}`,
        requestTimeoutMs: 150,
      });
      await expect(impatient.deleteUser('a@b.co')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('regionOfPool: the region of an AWS pool id; any region for a local pool', () => {
    expect(regionOfPool('sa-east-1_AbC123')).toBe('sa-east-1');
    expect(regionOfPool('us-gov-west-1_AbC123')).toBe('us-gov-west-1');
    expect(regionOfPool('local_devpool')).toBe('sa-east-1');
  });
});

// The dev stack's JavaScript modules (tools/dev-stack), loaded at run time: this package does not type-check JS.
const DEV_STACK = new URL('../../../tools/dev-stack/src/', import.meta.url);
interface DevStack {
  startCognitoLocal(options: {
    workDir: string;
    host: string;
    port: number;
    quiet?: boolean;
  }): Promise<{ stop(): Promise<void> }>;
  readTemporaryPassword(email: string, where: { workDir: string }): Promise<string | null>;
  LOCAL_POOL_ID: string;
  LOCAL_CLIENT_ID: string;
}
async function loadDevStack(): Promise<DevStack> {
  const [cognito, identity] = await Promise.all([
    import(new URL('cognito-local.mjs', DEV_STACK).href),
    import(new URL('local-identity.mjs', DEV_STACK).href),
  ]);
  return { ...identity, ...cognito } as DevStack;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function idTokenClaims(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

// What TOOLCHAIN.md did not cover, checked on cognito-local 5.3 itself: AdminCreateUser without a password (the
// pool generates it), AdminUpdateUserAttributes, AdminDisableUser/AdminEnableUser, AdminDeleteUser of a missing user.
describe('createCognitoIdentityGateway against a real cognito-local', () => {
  let devStack: DevStack;
  let workDir: string;
  let cognito: { stop(): Promise<void> };
  let endpoint: string;
  let client: CognitoIdentityProviderClient;
  let gateway: IdentityGateway;
  const companyId = 'c0000000-0000-4000-8000-000000000001';

  beforeAll(async () => {
    devStack = await loadDevStack();
    workDir = await mkdtemp(path.join(tmpdir(), 'api-gateway-cognito-'));
    const port = await freePort();
    endpoint = `http://127.0.0.1:${port}`;
    cognito = await devStack.startCognitoLocal({ workDir, host: '127.0.0.1', port, quiet: true });
    gateway = createCognitoIdentityGateway({
      userPoolId: devStack.LOCAL_POOL_ID,
      clientId: devStack.LOCAL_CLIENT_ID,
      endpoint,
    });
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

  const signIn = (email: string, password: string) =>
    client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: devStack.LOCAL_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
  const poolUser = (email: string) =>
    client.send(new AdminGetUserCommand({ UserPoolId: devStack.LOCAL_POOL_ID, Username: email }));

  const attributes = async (email: string) =>
    Object.fromEntries(((await poolUser(email)).UserAttributes ?? []).map((a) => [a.Name, a.Value]));

  it('creates, renames, moves, disables, enables and deletes a user the way the API does', async () => {
    const email = 'nova.pessoa@demo.local';
    const created = await gateway.createUser({ email, name: 'Nova Pessoa', companyId });
    if (created === 'email_taken') throw new Error('the pool had the new user already');
    expect(created).toEqual({ issuer: `${endpoint}/${devStack.LOCAL_POOL_ID}`, subject: expect.any(String) });
    await expect(gateway.usersWithEmail(email)).resolves.toEqual([{ subject: created.subject, companyId }]);
    await expect(gateway.usersWithEmail('ninguem@demo.local')).resolves.toEqual([]);
    await expect(gateway.createUser({ email, name: 'De Novo', companyId })).resolves.toBe('email_taken');

    // The pool generated the temporary password: the first sign-in asks for a new one.
    const temporary = await devStack.readTemporaryPassword(email, { workDir });
    expect(temporary).toEqual(expect.any(String));
    const first = await signIn(email, temporary!);
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: devStack.LOCAL_CLIENT_ID,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'Nova@2026!' },
      }),
    );
    // The ID token names the user by the subject AdminCreateUser answered with, and says the issuer.
    expect(idTokenClaims(answered.AuthenticationResult!.IdToken!)).toMatchObject({
      iss: created.issuer,
      sub: created.subject,
      email,
      email_verified: true,
      'custom:companyId': companyId,
    });
    expect(await attributes(email)).toMatchObject({ name: 'Nova Pessoa' });
    expect(await devStack.readTemporaryPassword(email, { workDir })).toBeNull();

    const moved = 'movida@demo.local';
    await expect(gateway.updateUser(email, { name: 'Pessoa Movida', newEmail: moved })).resolves.toBe(
      'updated',
    );
    const signedIn = await signIn(moved, 'Nova@2026!');
    // A new e-mail, the same subject: who the user is does not change with it.
    expect(idTokenClaims(signedIn.AuthenticationResult!.IdToken!)).toMatchObject({
      sub: created.subject,
      email: moved,
      email_verified: true,
    });
    expect(await attributes(moved)).toMatchObject({ name: 'Pessoa Movida', 'custom:companyId': companyId });
    await expect(poolUser(email)).rejects.toMatchObject({ name: 'UserNotFoundException' });

    await gateway.updateUser(moved, { enabled: false });
    expect((await poolUser(moved)).Enabled).toBe(false);
    await gateway.updateUser(moved, { enabled: true });
    expect((await poolUser(moved)).Enabled).toBe(true);

    await expect(gateway.deleteUser(moved)).resolves.toBe('deleted');
    await expect(poolUser(moved)).rejects.toMatchObject({ name: 'UserNotFoundException' });
    await expect(gateway.deleteUser(moved)).resolves.toBe('missing');
  });

  it('a failure it cannot name rejects (the API answers 502): e.g. disabling a user the pool does not have', async () => {
    await expect(gateway.updateUser('ninguem@demo.local', { enabled: false })).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
  });
});
