// The benches' throw-away databases: a PGlite directory under the system's temp folder, or a PostgreSQL database
// created beside DATABASE_URL / DATABASE_URL_TEST_ADMIN, each migrated and seeded with the demo data, then removed.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, seed, type AppDatabase } from '../src/index.ts';

const ADMIN_URL =
  process.env.DATABASE_URL ??
  process.env.DATABASE_URL_TEST_ADMIN ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchPostgresOptions {
  /** Named prepared statements (the API's default); false compares with unnamed ones. */
  preparedStatements?: boolean;
  /** Leave the database behind and print its URL. */
  keep?: boolean;
}

/** Runs `work` on a fresh, migrated and seeded PGlite database; `name` goes into its directory's name. */
export async function onScratchPglite(
  name: string,
  work: (database: AppDatabase) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-pglite-`));
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    await seed(database);
    await work(database);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs `work` on a fresh, migrated and seeded PostgreSQL database, dropped afterwards unless `keep`. */
export async function onScratchPostgres(
  name: string,
  work: (database: AppDatabase) => Promise<void>,
  { preparedStatements, keep = false }: ScratchPostgresOptions = {},
): Promise<void> {
  const databaseName = `bench_${name.replaceAll('-', '_')}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(`create database ${databaseName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    ...(preparedStatements === undefined ? {} : { preparedStatements }),
  });
  try {
    await migrate(database);
    await seed(database);
    await work(database);
  } finally {
    await database.close();
    if (keep) console.log(`PostgreSQL: kept ${url.toString()}`);
    else await admin(`drop database if exists ${databaseName} with (force)`);
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
