import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DatabaseSchema } from './schema.ts';
import { acquireDirectoryLock } from './pglite-lock.ts';
import { preparingPool } from './preparing-pool.ts';

export interface AppDatabase {
  db: Kysely<DatabaseSchema>;
  kind: 'pglite' | 'postgres';
  /** Where it lives: the PGlite directory, or the server URL without its password. */
  location: string;
  /** PGlite only: a tarball of the data directory (a backup, or a template for `openDatabase({ template })`). */
  dump?: () => Promise<Blob>;
  /**
   * PostgreSQL only: calls `onNotify` on every NOTIFY on `channel` (a plain identifier), over a connection of its
   * own outside the pool; resolves to the unsubscribe. PGlite has none (its one process polls). Best effort: a lost
   * connection is logged and not reopened, and whoever relies on it keeps polling.
   */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      databaseUrl: string;
      /** Named (server-side prepared) statements, bounded per connection (default true); false for comparisons. */
      preparedStatements?: boolean;
    }
  | {
      dataDir: string;
      /** A PGlite dump (dumpDataDir) to start a new directory from instead of an empty cluster (tests). */
      template?: Blob;
    };

/** PostgreSQL at `databaseUrl`, or PGlite in `<dataDir>/pglite` (one process per directory, enforced by a lock). */
export async function openDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  return 'databaseUrl' in options
    ? openPostgres(options.databaseUrl, options.preparedStatements ?? true)
    : openPglite(options.dataDir, options.template);
}

async function openPglite(dataDir: string, template: Blob | undefined): Promise<AppDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const directory = path.join(dataDir, 'pglite');
  const lock = acquireDirectoryLock(path.join(dataDir, 'pglite.lock'));
  try {
    const fresh = !existsSync(path.join(directory, 'PG_VERSION'));
    const pglite = await PGlite.create(directory, template && fresh ? { loadDataDir: template } : {});
    const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite) });
    return {
      db,
      kind: 'pglite',
      location: directory,
      dump: () => pglite.dumpDataDir('none'),
      async close() {
        try {
          await db.destroy(); // also closes the PGlite instance
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string, preparedStatements: boolean): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: preparedStatements ? preparingPool(pool) : pool }),
  });
  return {
    db,
    kind: 'postgres',
    location: redactPassword(databaseUrl),
    listen: (channel, onNotify) => listenOn(databaseUrl, channel, onNotify),
    close: () => db.destroy(),
  };
}

async function listenOn(
  databaseUrl: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', (error) => console.error(`PostgreSQL LISTEN ${channel} lost:`, error.message));
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify();
  });
  await client.connect();
  try {
    await client.query(`listen ${channel}`);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return () => client.end().catch(() => {});
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
