// startStack/stop with the real cognito-local and proxy and a fake API (test/fixtures/fake-pnpm.mjs), on free ports.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTransport } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatBanner } from '../src/banner.mjs';
import { DEMO_USERS } from '../src/demo-users.mjs';
import { readSinkMessages } from '../src/smtp-sink.mjs';
import { startStack, stop } from '../src/stack.mjs';
import { isPortTaken } from '../src/wait-for.mjs';
import { freePort } from './free-port.ts';

const fakePnpm = fileURLToPath(new URL('./fixtures/fake-pnpm.mjs', import.meta.url));
let dataDir: string;
let env: NodeJS.ProcessEnv;
let localPorts: { cognito: number; proxy: number };
let apiPort: number;
let sinkPorts: { smtp: number; http: number };
let whatsappPort: number;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dev-stack-stack-'));
  [apiPort, localPorts] = [await freePort(), { cognito: await freePort(), proxy: await freePort() }];
  sinkPorts = { smtp: await freePort(), http: await freePort() };
  whatsappPort = await freePort();
  env = {
    ...process.env,
    PNPM: `${process.execPath} ${fakePnpm}`,
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    SMTP_SINK_PORT: String(sinkPorts.smtp),
    SMTP_SINK_HTTP_PORT: String(sinkPorts.http),
    WHATSAPP_SIM_PORT: String(whatsappPort),
  };
  for (const key of [
    'COGNITO_USER_POOL_ID',
    'COGNITO_CLIENT_ID',
    'COGNITO_ENDPOINT',
    'COGNITO_ISSUER',
    'DATABASE_URL',
    'SMTP_URL',
    'WHATSAPP_API_URL',
  ])
    delete env[key];
});

afterEach(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Alive and not a zombie. */
async function isAlive(pid: number) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return false;
  }
}

async function apiEnv(url: string) {
  return (await (await fetch(`${url}/api/env`)).json()) as {
    env: Record<string, string | null>;
    grandchildPid: number;
  };
}

async function portsInUse() {
  const ports = [localPorts.cognito, localPorts.proxy, apiPort, sinkPorts.smtp, sinkPorts.http, whatsappPort];
  return (await Promise.all(ports.map((port) => isPortTaken('127.0.0.1', port)))).some(Boolean);
}

describe('startStack', () => {
  it('starts the seeded identity, the proxy and the API with the agreed env; stop() leaves nothing behind', async () => {
    const lines: string[] = [];
    const stack = await startStack({
      quiet: true,
      env,
      localPorts,
      buildApps: false,
      print: (line) => lines.push(line),
    });

    expect(stack.url).toBe(`http://127.0.0.1:${apiPort}`);
    const reported = await apiEnv(stack.url);
    expect(reported.env).toMatchObject({
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      COGNITO_USER_POOL_ID: 'local_devpool',
      COGNITO_CLIENT_ID: 'devclient0000000000000000',
      COGNITO_ENDPOINT: `http://127.0.0.1:${localPorts.cognito}`,
      DATABASE_URL: null,
      SMTP_URL: `smtp://127.0.0.1:${sinkPorts.smtp}`,
      WHATSAPP_API_URL: `http://127.0.0.1:${whatsappPort}`,
    });
    expect(reported.env.ADMIN_DIST_DIR).toMatch(/apps\/admin\/dist$/);
    expect(lines).toContain('[stack] local identity ready: 7 demo users created, 0 already there');

    const signIn = await fetch(`http://127.0.0.1:${localPorts.proxy}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'devclient0000000000000000',
        AuthParameters: { USERNAME: 'admin@demo.local', PASSWORD: 'Demo@2026!' },
      }),
    });
    expect(signIn.status).toBe(200);

    const banner = formatBanner(stack);
    expect(banner).toContain(stack.url);
    for (const user of DEMO_USERS) expect(banner).toContain(user.email);
    expect(banner).toContain('Temp@2026!');
    expect(banner).toContain('development only');
    expect(banner).toContain(`SMTP sink: http://127.0.0.1:${sinkPorts.http}`);
    expect(banner).toContain(`Cloud API simulator: http://127.0.0.1:${whatsappPort}`);
    expect(await (await fetch(`http://127.0.0.1:${whatsappPort}/_sim/messages`)).json()).toEqual([]);

    // What the API sends through SMTP_URL lands in <DATA_DIR>/mail and is readable over HTTP.
    expect(stack.mail).toEqual({
      smtpUrl: `smtp://127.0.0.1:${sinkPorts.smtp}`,
      httpUrl: `http://127.0.0.1:${sinkPorts.http}`,
    });
    const mailer = createTransport(stack.mail.smtpUrl);
    await mailer.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'Olá', text: 'Teste' });
    mailer.close();
    const [received] = await readSinkMessages(stack.mail.httpUrl ?? '');
    expect(received).toMatchObject({ to: ['b@example.com'], subject: 'Olá' });
    expect(await readFile(path.join(dataDir, 'mail', `${received?.id}.eml`), 'utf8')).toContain('Subject:');

    await stop();
    await expect(stack.done).resolves.toBeUndefined();
    expect(await portsInUse()).toBe(false);
    expect(await isAlive(reported.grandchildPid)).toBe(false);
  });

  it('stops everything and rejects `done` when a child fails; a restart keeps the seeded users', async () => {
    const stack = await startStack({ quiet: true, env, localPorts, buildApps: false, print: () => {} });
    const { grandchildPid } = await apiEnv(stack.url);
    await fetch(`${stack.url}/api/crash`).catch(() => {});

    await expect(stack.done).rejects.toThrow(/api exited with code 3[\s\S]*crashing on purpose/);
    expect(await portsInUse()).toBe(false);
    expect(await isAlive(grandchildPid)).toBe(false);

    const lines: string[] = [];
    await startStack({ quiet: true, env, localPorts, buildApps: false, print: (line) => lines.push(line) });
    expect(lines).toContain('[stack] local identity ready: 0 demo users created, 7 already there');
  });

  it('refuses to start when a port is taken, and starts nothing', async () => {
    const blocker = createServer().listen(localPorts.proxy, '127.0.0.1');
    try {
      await expect(
        startStack({ quiet: true, env, localPorts, buildApps: false, print: () => {} }),
      ).rejects.toThrow(`127.0.0.1:${localPorts.proxy} is already in use`);
      expect(await isPortTaken('127.0.0.1', localPorts.cognito)).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('skips the local pool when the caller names a real one', async () => {
    const external = { ...env, COGNITO_USER_POOL_ID: 'sa-east-1_Abc123', COGNITO_CLIENT_ID: 'realclient' };
    const stack = await startStack({
      quiet: true,
      env: external,
      localPorts,
      buildApps: false,
      print: () => {},
    });
    const reported = await apiEnv(stack.url);
    expect(reported.env).toMatchObject({
      COGNITO_USER_POOL_ID: 'sa-east-1_Abc123',
      COGNITO_CLIENT_ID: 'realclient',
      COGNITO_ENDPOINT: null,
    });
    expect(await isPortTaken('127.0.0.1', localPorts.cognito)).toBe(false);
    expect(stack.users).toEqual([]);
    expect(formatBanner(stack)).toContain('sa-east-1_Abc123');
  });

  it('runs no SMTP sink when SMTP_URL names a server, and passes it to the API', async () => {
    const smtpUrl = 'smtp://mailer:secret@smtp.example.com:587';
    const stack = await startStack({
      quiet: true,
      env: { ...env, SMTP_URL: smtpUrl },
      localPorts,
      buildApps: false,
      print: () => {},
    });
    expect((await apiEnv(stack.url)).env.SMTP_URL).toBe(smtpUrl);
    expect(stack.mail).toEqual({ smtpUrl, httpUrl: undefined });
    expect(await isPortTaken('127.0.0.1', sinkPorts.smtp)).toBe(false);
    expect(await isPortTaken('127.0.0.1', sinkPorts.http)).toBe(false);
    const banner = formatBanner(stack);
    expect(banner).toContain('smtp://mailer:***@smtp.example.com:587');
    expect(banner).not.toContain('secret');
  });
});
