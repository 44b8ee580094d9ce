// Real cognito-local (on free ports, in a temp dir) behind the compatibility proxy, driven with the AWS SDK the way
// Amplify drives it: USER_PASSWORD_AUTH sign-in, new-password challenge, refresh, sign-out, forgotten password.
import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedChild } from '../src/child-process.mjs';
import { startCognitoLocal } from '../src/cognito-local.mjs';
import { createCompatProxy } from '../src/compat-proxy.mjs';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  FIRST_ACCESS_EMAIL,
  FIRST_ACCESS_TEMPORARY_PASSWORD,
} from '../src/demo-users.mjs';
import { LOCAL_CLIENT_ID, LOCAL_POOL_ID } from '../src/local-identity.mjs';
import {
  readLatestConfirmationCode,
  resetDemoUser,
  resetFirstAccessUser,
  seedDemoUsers,
  waitForConfirmationCode,
} from '../src/seed-users.mjs';
import { freePort } from './free-port.ts';

const ADMIN_ORIGIN = 'http://127.0.0.1:3000';
let workDir: string;
let cognito: ManagedChild;
let proxy: Server;
let upstream: string;
let proxyUrl: string;
let browser: CognitoIdentityProviderClient;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'dev-stack-identity-'));
  const cognitoPort = await freePort();
  upstream = `http://127.0.0.1:${cognitoPort}`;
  cognito = await startCognitoLocal({ workDir, host: '127.0.0.1', port: cognitoPort, quiet: true });
  await seedDemoUsers({ endpoint: upstream });
  proxy = createCompatProxy({ upstream, allowedOrigins: [ADMIN_ORIGIN] });
  proxy.listen(await freePort(), '127.0.0.1');
  await once(proxy, 'listening');
  const address = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // What the browser does: unsigned calls to the proxy.
  browser = new CognitoIdentityProviderClient({
    endpoint: proxyUrl,
    region: 'sa-east-1',
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
  });
});

afterAll(async () => {
  browser?.destroy();
  proxy?.closeAllConnections();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await cognito?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

function signIn(email: string, password: string) {
  return browser.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: LOCAL_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

async function verifyIdToken(idToken: string) {
  const jwks = createRemoteJWKSet(new URL(`${upstream}/${LOCAL_POOL_ID}/.well-known/jwks.json`));
  const { payload } = await jwtVerify(idToken, jwks, {
    issuer: `${upstream}/${LOCAL_POOL_ID}`,
    audience: LOCAL_CLIENT_ID,
  });
  return payload;
}

describe('seeded cognito-local behind the compatibility proxy', () => {
  it('seeds every demo user once and skips them on the next start', async () => {
    const again = await seedDemoUsers({ endpoint: upstream });
    expect(again.created).toEqual([]);
    expect(again.existing).toEqual(DEMO_USERS.map((user) => user.email));
  });

  it('signs in with USER_PASSWORD_AUTH and gives an ID token that verifies against the JWKS', async () => {
    const result = await signIn('admin@demo.local', DEMO_PASSWORD);
    expect(result.ChallengeName).toBeUndefined();
    const payload = await verifyIdToken(result.AuthenticationResult!.IdToken!);
    expect(payload.email).toBe('admin@demo.local');
    expect(payload.email_verified).toBe(true);
    expect(payload.token_use).toBe('id');
  });

  it('lets every demo user with a permanent password sign in, named by its fixed subject and company', async () => {
    for (const user of DEMO_USERS.filter((candidate) => !candidate.firstAccess)) {
      const result = await signIn(user.email, user.password);
      const payload = await verifyIdToken(result.AuthenticationResult!.IdToken!);
      expect(payload, user.email).toMatchObject({
        sub: user.sub,
        email: user.email,
        'custom:companyId': user.companyId,
      });
    }
  });

  it('a reset demo user keeps its subject, even after it changed its own e-mail', async () => {
    const user = DEMO_USERS.find((candidate) => candidate.email === 'outra-admin@demo.local')!;
    const signedIn = await signIn(user.email, DEMO_PASSWORD);
    // Any pool user may change their own e-mail with their access token (the API never trusts it: it binds `sub`).
    await browser.send(
      new UpdateUserAttributesCommand({
        AccessToken: signedIn.AuthenticationResult!.AccessToken!,
        UserAttributes: [{ Name: 'email', Value: 'tomada@demo.local' }],
      }),
    );
    await resetDemoUser(user.email, { endpoint: upstream });
    const again = await verifyIdToken(
      (await signIn(user.email, DEMO_PASSWORD)).AuthenticationResult!.IdToken!,
    );
    expect(again).toMatchObject({ sub: user.sub, email: user.email });
    await expect(signIn('tomada@demo.local', DEMO_PASSWORD)).rejects.toThrow();
  });

  // Cognito itself says NotAuthorizedException for a wrong password and UserNotFoundException for an unknown user
  // (without PreventUserExistenceErrors); cognito-local differs, and the admin app's error mapping handles both.
  it('answers a wrong password and an unknown user with the errors cognito-local gives', async () => {
    await expect(signIn('admin@demo.local', 'Errada@2026!')).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    await expect(signIn('ninguem@demo.local', DEMO_PASSWORD)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('refreshes through GetTokensFromRefreshToken, translated to REFRESH_TOKEN_AUTH', async () => {
    const signedIn = await signIn('operator@demo.local', DEMO_PASSWORD);
    const refreshed = await browser.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: LOCAL_CLIENT_ID,
        RefreshToken: signedIn.AuthenticationResult!.RefreshToken!,
      }),
    );
    const result = refreshed.AuthenticationResult!;
    expect(result.TokenType).toBe('Bearer');
    expect(result.ExpiresIn).toBe(3600);
    expect(result.AccessToken).toBeTruthy();
    const payload = await verifyIdToken(result.IdToken!);
    expect(payload.email).toBe('operator@demo.local');
  });

  it('refuses a refresh token it never issued', async () => {
    await expect(
      browser.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: LOCAL_CLIENT_ID, RefreshToken: 'not-a-token' }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('signs out: GlobalSignOut succeeds and RevokeToken really revokes the refresh token', async () => {
    const signedIn = (await signIn('master@demo.local', DEMO_PASSWORD)).AuthenticationResult!;
    await browser.send(new GlobalSignOutCommand({ AccessToken: signedIn.AccessToken! }));
    await browser.send(new RevokeTokenCommand({ ClientId: LOCAL_CLIENT_ID, Token: signedIn.RefreshToken! }));
    await expect(
      browser.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: LOCAL_CLIENT_ID,
          RefreshToken: signedIn.RefreshToken!,
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('keeps the first-access user in FORCE_CHANGE_PASSWORD until the new-password challenge, and resets it', async () => {
    const first = await signIn(FIRST_ACCESS_EMAIL, FIRST_ACCESS_TEMPORARY_PASSWORD);
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await browser.send(
      new RespondToAuthChallengeCommand({
        ClientId: LOCAL_CLIENT_ID,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: {
          USERNAME: FIRST_ACCESS_EMAIL,
          NEW_PASSWORD: 'Nova@2026!',
          'userAttributes.email': FIRST_ACCESS_EMAIL,
        },
      }),
    );
    expect((await verifyIdToken(answered.AuthenticationResult!.IdToken!)).email).toBe(FIRST_ACCESS_EMAIL);
    expect((await signIn(FIRST_ACCESS_EMAIL, 'Nova@2026!')).AuthenticationResult).toBeTruthy();

    await resetFirstAccessUser({ endpoint: upstream });
    expect((await signIn(FIRST_ACCESS_EMAIL, FIRST_ACCESS_TEMPORARY_PASSWORD)).ChallengeName).toBe(
      'NEW_PASSWORD_REQUIRED',
    );
  });

  it('resets a forgotten password with the code read from the pool file', async () => {
    const email = 'observer@demo.local';
    expect(await readLatestConfirmationCode(email, { workDir })).toBeNull();
    await browser.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    const code = await readLatestConfirmationCode(email, { workDir });
    expect(code).toMatch(/^\d{6}$/);
    await browser.send(
      new ConfirmForgotPasswordCommand({
        ClientId: LOCAL_CLIENT_ID,
        Username: email,
        ConfirmationCode: code!,
        Password: 'Outra@2026!',
      }),
    );
    expect((await signIn(email, 'Outra@2026!')).AuthenticationResult).toBeTruthy();
    await expect(signIn(email, DEMO_PASSWORD)).rejects.toThrow();

    await resetDemoUser(email, { endpoint: upstream });
    expect((await signIn(email, DEMO_PASSWORD)).AuthenticationResult).toBeTruthy();
  });

  it('waits for a code newer than the one seen before asking again', async () => {
    const email = 'operator@demo.local';
    const before = await readLatestConfirmationCode(email, { workDir });
    const asked = browser.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    const first = await waitForConfirmationCode(email, { previous: before, workDir });
    await asked;
    expect(first).toMatch(/^\d{6}$/);
    await expect(
      waitForConfirmationCode(email, { previous: first, workDir, timeoutMs: 300 }),
    ).rejects.toThrow('no new confirmation code for operator@demo.local');
  });

  it('answers CORS for the admin origin only, once, preflight included', async () => {
    const preflight = await fetch(proxyUrl, {
      method: 'OPTIONS',
      headers: {
        origin: ADMIN_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ADMIN_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'content-type,x-amz-target,x-amz-user-agent,cache-control',
    );

    const call = await fetch(proxyUrl, {
      method: 'POST',
      headers: {
        origin: ADMIN_ORIGIN,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: LOCAL_CLIENT_ID,
        AuthParameters: { USERNAME: 'admin@demo.local', PASSWORD: DEMO_PASSWORD },
      }),
    });
    expect(call.status).toBe(200);
    // cognito-local answers "*" itself: the proxy must replace it, not add a second value.
    expect(call.headers.get('access-control-allow-origin')).toBe(ADMIN_ORIGIN);

    const stranger = await fetch(`${proxyUrl}/health`, { headers: { origin: 'http://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
