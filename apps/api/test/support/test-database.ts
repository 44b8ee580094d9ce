import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate, openDatabase, seed, type AppDatabase } from '../../src/index.ts';

export type Backend = 'pglite' | 'postgres';

/** Every DB-backed suite runs on both: embedded PGlite and the local PostgreSQL server. */
export const BACKENDS: readonly Backend[] = ['pglite', 'postgres'];

export const POSTGRES_ADMIN_URL =
  process.env.DATABASE_URL_TEST_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach the PostgreSQL server for the API tests at ${POSTGRES_ADMIN_URL} (${(error as Error).message}). ` +
        'Start it (pg_ctlcluster … main start) or set DATABASE_URL_TEST_ADMIN.',
      { cause: error },
    );
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createPostgres(): Promise<TestDatabase> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ databaseUrl });
  await migrate(database);
  await seed(database);
  return {
    database,
    location: { databaseUrl },
    async dispose() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
