import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { migrate, openDatabase, seed, type AppDatabase } from '../../src/index.ts';
import { adminQuery, postgresUrl } from './postgres-admin.ts';

export type Backend = 'pglite' | 'postgres';

/**
 * Both: embedded PGlite (what `npm start` runs on) and the PostgreSQL server. For the suites whose subject differs
 * between the two — one connection in the API's process against a pool of server sessions (locks, concurrent ballots,
 * the job runner's claims and wake-ups), each driver's errors turned into answers, triggers and migrations, stored
 * files and the audit chain, row-level security — and the main paths of a voting and a batch from start to end.
 */
export const BACKENDS: readonly Backend[] = ['pglite', 'postgres'];

/**
 * The other suites: the server only, unless API_TESTS_BOTH_BACKENDS=1. PGlite is the same engine (PostgreSQL in
 * WebAssembly) running inside the test's process, and costs about five times the server's CPU for the same case
 * (eight route suites: 11 s against 2 s); run on both, these suites took half of CI's CPU time for what the suites
 * above already show of PGlite.
 */
export const SUITE_BACKENDS: readonly Backend[] =
  process.env.API_TESTS_BOTH_BACKENDS === '1' ? BACKENDS : ['postgres'];

export interface TestDatabase {
  database: AppDatabase;
  /** PGlite: the DATA_DIR; PostgreSQL: the URL of the test database. */
  location: { dataDir: string } | { databaseUrl: string };
  dispose(): Promise<void>;
}

/** A migrated, seeded database of its own: a PGlite directory from the template, or a new PostgreSQL database. */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  return backend === 'pglite' ? createPglite() : createPostgres();
}

async function createPglite(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-test-pglite-'));
  const template = new Blob([await readFile(inject('pgliteTemplatePath'))]);
  const database = await openDatabase({ dataDir, template });
  return {
    database,
    location: { dataDir },
    async dispose() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgres(): Promise<TestDatabase> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  // A copy of the migrated, seeded template (global-setup.ts); without one, migrate and seed here.
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const databaseUrl = postgresUrl(name);
  const database = await openDatabase({ databaseUrl });
  if (!template) {
    await migrate(database);
    await seed(database);
  }
  return {
    database,
    location: { databaseUrl },
    async dispose() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
