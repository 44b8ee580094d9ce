// The API process runs the job runner: a due job is claimed within the poll interval, and SIGTERM still stops the
// process cleanly. PostgreSQL, so that this test can watch the jobs table while the API runs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withWorkspace } from '../src/db/tenant.ts';
import { createJob, loadJob } from '../src/jobs/index.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { saoPaulo } from './support/jobs.ts';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// As the start script runs it: node with tsx as its loader, no wrapper process between the signal and the API (tsx's
// CLI gives its child 30 ms to acknowledge a relayed SIGTERM, then SIGKILLs it and exits 143: seen under CI load).
const START = [process.execPath, ['--import', 'tsx', 'src/main.ts']] as const;

describe('the job runner in src/main.ts', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('claims a due job while the API runs, and SIGTERM stops the process cleanly', async () => {
    const { job } = await withWorkspace(test.database.db, saoPaulo.companyId, saoPaulo.workspaceId, (trx) =>
      createJob(trx, { ...saoPaulo, kind: 'no-such-kind' }),
    );
    const { databaseUrl } = test.location as { databaseUrl: string };
    const child = spawn(START[0], [...START[1]], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 90_000;
      let seen = await readJob(job.id);
      while (seen?.attempts === 0 && Date.now() < deadline && child.exitCode === null) {
        await delay(200);
        seen = await readJob(job.id);
      }
      // No process registers this kind: the run fails and the job waits for its retry, released.
      expect(seen, output).toMatchObject({
        status: 'queued',
        attempts: 1,
        lockedBy: null,
        lastError: 'No handler is registered for job kind no-such-kind',
      });
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);

  function readJob(id: string) {
    return withWorkspace(test.database.db, saoPaulo.companyId, saoPaulo.workspaceId, (trx) =>
      loadJob(trx, id),
    );
  }
});
