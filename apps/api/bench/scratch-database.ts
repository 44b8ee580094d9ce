// The benches' throw-away databases: a PGlite directory under the system's temp folder, or a PostgreSQL database
// created beside DATABASE_URL / DATABASE_URL_TEST_ADMIN, each migrated and seeded with the demo data, then removed.
// Without either, the server the API tests would use: the one on 127.0.0.1:5432, else an embedded PostgreSQL from npm
// (test/support/postgres-server.ts; its fsync is off, so its figures are not a real server's — the line says which).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, seed, type AppDatabase } from '../src/index.ts';
import { acquirePostgresServer, type PostgresServer } from '../test/support/postgres-server.ts';

async function postgresServer(): Promise<PostgresServer> {
  const url = process.env.DATABASE_URL;
  if (url) return { adminUrl: url, description: '', embedded: false, stop: async () => {} };
  const server = await acquirePostgresServer();
  console.log(server.description.replace('for the API tests', 'for the bench'));
  return server;
}

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
  const server = await postgresServer();
  const admin = (statement: string) => adminQuery(server.adminUrl, statement);
  try {
    await admin(`create database ${databaseName}`);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = new URL(server.adminUrl);
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
    if (keep && server.embedded)
      console.log('PostgreSQL: nothing kept (the embedded server goes with the bench).');
    else if (keep) console.log(`PostgreSQL: kept ${url.toString()}`);
    else await admin(`drop database if exists ${databaseName} with (force)`);
    await server.stop();
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
