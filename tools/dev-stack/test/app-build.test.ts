import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEB_APPS, buildDecision, buildWebApp } from '../src/app-build.mjs';

const viteEnv = {
  VITE_COGNITO_USER_POOL_ID: 'local_devpool',
  VITE_COGNITO_ENDPOINT: 'http://127.0.0.1:9230',
};
let adminDir: string;
let sourcePaths: string[];

async function touch(file: string, secondsAgo: number) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'x');
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(file, when, when);
  await utimes(path.dirname(file), when, when);
}

/** A fake pnpm whose `build` writes dist/index.html (exit 0) or fails (exit 1). */
async function fakePnpm(ok: boolean) {
  const script = path.join(adminDir, `fake-pnpm-${ok}.mjs`);
  const body = ok
    ? `import { mkdirSync, writeFileSync } from 'node:fs';
       mkdirSync(${JSON.stringify(path.join(adminDir, 'dist'))}, { recursive: true });
       writeFileSync(${JSON.stringify(path.join(adminDir, 'dist/index.html'))}, String(process.env.VITE_COGNITO_ENDPOINT));`
    : `console.error('vite: build failed'); process.exit(1);`;
  await writeFile(script, body);
  return [process.execPath, script];
}

beforeEach(async () => {
  adminDir = await mkdtemp(path.join(tmpdir(), 'dev-stack-admin-'));
  sourcePaths = [path.join(adminDir, 'src'), path.join(adminDir, 'index.html')];
});

afterEach(async () => {
  await rm(adminDir, { recursive: true, force: true });
});

describe('buildDecision (the admin app)', () => {
  it('skips an admin app that has no index.html yet', async () => {
    expect(await buildDecision(WEB_APPS.admin, viteEnv, { dir: adminDir, sourcePaths })).toMatchObject({
      buildable: false,
      build: false,
    });
  });

  it('builds when there is no dist, and not again once built with the same settings', async () => {
    await touch(path.join(adminDir, 'index.html'), 100);
    await touch(path.join(adminDir, 'src/main.tsx'), 100);
    expect(await buildDecision(WEB_APPS.admin, viteEnv, { dir: adminDir, sourcePaths })).toMatchObject({
      build: true,
      reason: 'no build yet',
    });

    const result = await buildWebApp(WEB_APPS.admin, {
      pnpm: await fakePnpm(true),
      viteEnv,
      quiet: true,
      dir: adminDir,
    });
    expect(result.ok).toBe(true);
    expect(await buildDecision(WEB_APPS.admin, viteEnv, { dir: adminDir, sourcePaths })).toMatchObject({
      build: false,
      reason: 'up to date',
    });
  });

  it('rebuilds when a source is newer than the build or the VITE_* settings changed', async () => {
    await touch(path.join(adminDir, 'index.html'), 100);
    await buildWebApp(WEB_APPS.admin, { pnpm: await fakePnpm(true), viteEnv, quiet: true, dir: adminDir });
    await touch(path.join(adminDir, 'dist/index.html'), 50);
    await touch(path.join(adminDir, 'src/deep/screen.tsx'), 10);
    expect(await buildDecision(WEB_APPS.admin, viteEnv, { dir: adminDir, sourcePaths })).toMatchObject({
      build: true,
      reason: 'sources changed since the last build',
    });

    await touch(path.join(adminDir, 'dist/index.html'), 0);
    const other = { ...viteEnv, VITE_COGNITO_ENDPOINT: '' };
    expect(await buildDecision(WEB_APPS.admin, other, { dir: adminDir, sourcePaths })).toMatchObject({
      build: true,
      reason: 'VITE_* settings changed',
    });
  });

  it('reports a failed build with its output instead of throwing', async () => {
    await touch(path.join(adminDir, 'index.html'), 100);
    const result = await buildWebApp(WEB_APPS.admin, {
      pnpm: await fakePnpm(false),
      viteEnv,
      quiet: true,
      dir: adminDir,
    });
    expect(result).toEqual({ ok: false, output: ['vite: build failed'] });
  });
});

describe('buildDecision (the portal)', () => {
  it('reads only its own VITE_* values: other identity settings leave its build up to date, another IP check not', async () => {
    await touch(path.join(adminDir, 'index.html'), 100);
    await buildWebApp(WEB_APPS.portal, { pnpm: await fakePnpm(true), viteEnv, quiet: true, dir: adminDir });
    const where = { dir: adminDir, sourcePaths };
    expect(
      await buildDecision(WEB_APPS.portal, { ...viteEnv, VITE_COGNITO_ENDPOINT: '' }, where),
    ).toMatchObject({
      build: false,
      reason: 'up to date',
    });
    const ipCheck = { ...viteEnv, VITE_IP_CHECK_URL: 'https://ip.example.com' };
    expect(await buildDecision(WEB_APPS.portal, ipCheck, where)).toMatchObject({
      build: true,
      reason: 'VITE_* settings changed',
    });
  });
});
