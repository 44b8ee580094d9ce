import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// As the start script runs it: node with tsx as its loader, no wrapper process between the signal and the API (tsx's
// CLI gives its child 30 ms to acknowledge a relayed SIGTERM, then SIGKILLs it and exits 143: seen under CI load).
const START = [process.execPath, ['--import', 'tsx', 'src/main.ts']] as const;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(dataDir: string): Started {
  const child = spawn(START[0], [...START[1]], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForUrl(started: Started, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/\S+)/.exec(started.output());
    if (match) return match[1]!;
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not start:\n${started.output()}`);
}

describe('src/main.ts as the start script runs it (PGlite in DATA_DIR)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-main-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds, serves /api/health, refuses a second process on the same directory, stops cleanly', async () => {
    const first = start(dataDir);
    children.push(first.child);
    // A first start compiles the API (tsx), migrates and seeds an empty PGlite: ≈ 20 s alone, past 90 s on a CI
    // machine whose two cores the other lanes saturate (it failed so once).
    const url = await waitForUrl(first, 180_000);
    expect(first.output()).toContain('seeded demo data: Demo Administradora de Fundos, Outra Gestora');

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    const second = start(dataDir);
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by process \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 240_000);
});
