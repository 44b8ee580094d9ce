// Amplify 6 itself (as the admin app uses it) against real cognito-local through the compatibility proxy: sign-in
// with USER_PASSWORD_AUTH, forced refresh, global sign-out, the new-password challenge. Records the targets it calls
// so an Amplify upgrade that calls something new shows up here.
import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { ManagedChild } from '../src/child-process.mjs';
import { startCognitoLocal } from '../src/cognito-local.mjs';
import { createCompatProxy } from '../src/compat-proxy.mjs';
import { LOCAL_CLIENT_ID, LOCAL_POOL_ID } from '../src/local-identity.mjs';
import { seedDemoUsers } from '../src/seed-users.mjs';
import { freePort } from './free-port.ts';

let workDir: string;
let cognito: ManagedChild;
let proxy: Server;
const targets: string[] = [];
const translated: string[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'dev-stack-amplify-'));
  const cognitoPort = await freePort();
  const upstream = `http://127.0.0.1:${cognitoPort}`;
  cognito = await startCognitoLocal({ workDir, host: '127.0.0.1', port: cognitoPort, quiet: true });
  await seedDemoUsers({ endpoint: upstream });
  proxy = createCompatProxy({ upstream, allowedOrigins: ['*'], log: (line) => translated.push(line) });
  const proxyPort = await freePort();
  proxy.listen(proxyPort, '127.0.0.1');
  await once(proxy, 'listening');

  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const target = new Headers(init?.headers).get('x-amz-target');
    if (target) targets.push(target.replace('AWSCognitoIdentityProviderService.', ''));
    return realFetch(input, init);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // "You are using a custom … endpoint"
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: LOCAL_POOL_ID,
        userPoolClientId: LOCAL_CLIENT_ID,
        userPoolEndpoint: `http://127.0.0.1:${proxyPort}`,
      },
    },
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  proxy?.closeAllConnections();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await cognito?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const passwordAuth = { authFlowType: 'USER_PASSWORD_AUTH' } as const;

it('signs in, refreshes and signs out with Amplify through the proxy', async () => {
  targets.length = 0;
  const result = await signIn({
    username: 'admin@demo.local',
    password: 'Demo@2026!',
    options: passwordAuth,
  });
  expect(result.nextStep.signInStep).toBe('DONE');
  const first = await fetchAuthSession();
  expect(first.tokens?.idToken?.payload.email).toBe('admin@demo.local');

  const refreshed = await fetchAuthSession({ forceRefresh: true });
  expect(refreshed.tokens?.idToken?.payload.email).toBe('admin@demo.local');
  expect(refreshed.tokens?.idToken?.toString()).not.toBe(first.tokens?.idToken?.toString());

  await signOut({ global: true });
  expect((await fetchAuthSession()).tokens).toBeUndefined();
  expect(targets).toEqual(['InitiateAuth', 'GetTokensFromRefreshToken', 'GlobalSignOut']);
  expect(translated).toEqual([
    'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken → AWSCognitoIdentityProviderService.InitiateAuth → 200',
    'AWSCognitoIdentityProviderService.GlobalSignOut → 200 (answered by the proxy)',
  ]);
});

it('completes the first-access new-password challenge with Amplify', async () => {
  targets.length = 0;
  const first = await signIn({
    username: 'primeiro-acesso@demo.local',
    password: 'Temp@2026!',
    options: passwordAuth,
  });
  expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
  const done = await confirmSignIn({
    challengeResponse: 'Nova@2026!',
    options: { userAttributes: { email: 'primeiro-acesso@demo.local' } },
  });
  expect(done.nextStep.signInStep).toBe('DONE');
  await signOut();
  expect(targets).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);
});

it("surfaces cognito-local's wrong-password error name to Amplify's caller", async () => {
  await expect(
    signIn({ username: 'admin@demo.local', password: 'Errada@2026!', options: passwordAuth }),
  ).rejects.toMatchObject({
    name: 'InvalidPasswordException',
  });
});
