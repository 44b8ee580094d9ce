import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminBuildDecision, buildAdmin } from '../src/admin-build.mjs';

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
       writeFileSync(${JSON.stringify(path.join(adminDir, 'dist/index.html'))}, process.env.VITE_COGNITO_ENDPOINT);`
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

describe('adminBuildDecision', () => {
  it('skips an admin app that has no index.html yet', async () => {
    expect(await adminBuildDecision(viteEnv, { adminDir, sourcePaths })).toMatchObject({
      buildable: false,
      build: false,
    });
  });

  it('builds when there is no dist, and not again once built with the same settings', async () => {
    await touch(path.join(adminDir, 'index.html'), 100);
    await touch(path.join(adminDir, 'src/main.tsx'), 100);
    expect(await adminBuildDecision(viteEnv, { adminDir, sourcePaths })).toMatchObject({
      build: true,
      reason: 'no build yet',
    });

    const result = await buildAdmin({ pnpm: await fakePnpm(true), viteEnv, quiet: true, adminDir });
    expect(result.ok).toBe(true);
    expect(await adminBuildDecision(viteEnv, { adminDir, sourcePaths })).toMatchObject({
      build: false,
      reason: 'up to date',
    });
  });

  it('rebuilds when a source is newer than the build or the VITE_* settings changed', async () => {
    await touch(path.join(adminDir, 'index.html'), 100);
    await buildAdmin({ pnpm: await fakePnpm(true), viteEnv, quiet: true, adminDir });
    await touch(path.join(adminDir, 'dist/index.html'), 50);
    await touch(path.join(adminDir, 'src/deep/screen.tsx'), 10);
    expect(await adminBuildDecision(viteEnv, { adminDir, sourcePaths })).toMatchObject({
      build: true,
      reason: 'sources changed since the last build',
    });

    await touch(path.join(adminDir, 'dist/index.html'), 0);
    const other = { ...viteEnv, VITE_COGNITO_ENDPOINT: '' };
    expect(await adminBuildDecision(other, { adminDir, sourcePaths })).toMatchObject({
      build: true,
      reason: 'VITE_* settings changed',
    });
  });

  it('reports a failed build with its output instead of throwing', async () => {
    await touch(path.join(adminDir, 'index.html'), 100);
    const result = await buildAdmin({ pnpm: await fakePnpm(false), viteEnv, quiet: true, adminDir });
    expect(result).toEqual({ ok: false, output: ['vite: build failed'] });
  });
});
