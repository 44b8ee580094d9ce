// One company's big job must not stall another: on PGlite (ONE connection, in this process) and on PostgreSQL.
//
// 1. Company A ("Demo Administradora", São Paulo) gets a voting and a 200,000-row voter file, uploaded (read and
//    validated; nothing written to voters) before anything is timed.
// 2. Company A's votings list (GET /api/votings) under 50 concurrent callers while that voting has no voters: p50/p99.
// 3. Company B alone for 10 s (--quiet): its calls' p50/p99 on this machine as it is now, for comparison.
// 4. The 200,000-row confirm: POST …/voter-imports/{id}/confirm, then the durable job writes the voters (the job
//    runner in this process, as `npm start` runs it). Meanwhile company B ("Outra Gestora") calls GET /api/session-user
//    and GET /api/votings at the same time, each in a loop (one request after another; --callers N for N loops of
//    each): their p50/p99/max while the job runs.
// 5. Company A's votings list again, 50 concurrent callers, now that its voting has 200,000 voters: p50/p99.
//
// Every request goes through the whole app (token check, authorization, validation, the query) with fastify.inject.
// Targets: company B's p99 under 300 ms on PGlite and under 50 ms on PostgreSQL while A's import runs, and A's list
// p99 with the big voting of the same order of magnitude as without it. The machine's load average is printed: on a
// shared machine every figure also counts waiting for a core.
//
//   pnpm --filter @backoffice/api bench:tenant-stall [-- --rows 200000 --backend both --callers 1 --list-callers 50]
//
// PostgreSQL: a database of its own is created on the server at DATABASE_URL (else DATABASE_URL_TEST_ADMIN, else
// postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end.
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEMO_COMPANY, OTHER_COMPANY, type AppDatabase } from '../src/index.ts';
import { onScratchPglite, onScratchPostgres } from './scratch-database.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import { createJobRunner } from '../src/jobs/index.ts';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { provideImportFileStorage } from '../src/services/voter-imports/import-file-storage.ts';
import { uploadVoterImport, type ImportOwner } from '../src/services/voter-imports/upload-import.ts';
import { memoryStorage } from '../src/storage/file-storage.ts';
import { fakeIdentityGateway } from '../test/support/fake-identity-gateway.ts';
import { createTestKeys } from '../test/support/tokens.ts';
import { csvText, encodeText, generateVoters, VOTER_HEADER } from '../test/support/voter-csv-fixtures.ts';

// pnpm passes the `--` of `pnpm bench:x -- --flag` on: drop it.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rows: { type: 'string', default: '200000' },
    backend: { type: 'string', default: 'both' },
    /** Company B's callers of each endpoint while the import runs (1: one user's screen). */
    callers: { type: 'string', default: '1' },
    /** Concurrent callers of company A's list, before and after the import. */
    'list-callers': { type: 'string', default: '50' },
    /** Requests of company A's list per measurement. */
    'list-requests': { type: 'string', default: '500' },
    /** Seconds company B calls alone before the import, for comparison. */
    quiet: { type: 'string', default: '10' },
  },
});
const ROWS = Number(values.rows);
const CALLERS = Number(values.callers);
const LIST_CALLERS = Number(values['list-callers']);
const LIST_REQUESTS = Number(values['list-requests']);
const QUIET_MS = Number(values.quiet) * 1000;
// The links' key: a fixed one for the benchmark, so it writes nothing into the data dir.
process.env.VOTER_LINK_SECRET ??= 'tenant-stall-benchmark-secret-0123456789';

const companyA = DEMO_COMPANY.id;
const workspaceA = DEMO_COMPANY.workspaces.find((w) => w.name === 'São Paulo Fundos Imobiliários')!.id;
const operatorA = DEMO_COMPANY.users.find((u) => u.email === 'operator@demo.local')!;
const userB = OTHER_COMPANY.users.find((u) => u.email === 'outra-admin@demo.local')!;

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () => os.loadavg()[0]!.toFixed(1);

function describeTimes(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return (
    `${times.length} requests — p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, ` +
    `max ${ms(sorted.at(-1) ?? NaN)}`
  );
}

async function timed(app: FastifyInstance, url: string, token: string, times: number[]): Promise<void> {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  times.push(performance.now() - started);
  if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${response.body}`);
}

/** `requests` calls of `url`, `callers` at a time. */
async function underConcurrency(
  app: FastifyInstance,
  url: string,
  token: string,
  callers: number,
  requests: number,
): Promise<number[]> {
  const times: number[] = [];
  let left = requests;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (left > 0) {
        left -= 1;
        await timed(app, url, token, times);
      }
    }),
  );
  return times;
}

/** Calls `url` in a loop, one request after another, until `until` settles. */
async function whileRunning(
  app: FastifyInstance,
  url: string,
  token: string,
  until: Promise<unknown>,
  times: number[],
): Promise<void> {
  let done = false;
  void until.finally(() => (done = true)).catch(() => undefined);
  while (!done) await timed(app, url, token, times);
}

async function measure(database: AppDatabase, label: string): Promise<void> {
  const storage = memoryStorage();
  provideImportFileStorage(storage);
  const keys = await createTestKeys();
  const app = await buildApp({
    database,
    tokenVerifier: keys.verifier(),
    identityGateway: fakeIdentityGateway(),
    fileStorage: storage,
    mailer: memoryMailer(),
  });
  try {
    const tokenA = await keys.sign(operatorA.email);
    const tokenB = await keys.sign(userB.email);
    const voting = await withWorkspace(database.db, companyA, workspaceA, (trx) =>
      trx
        .insertInto('votings')
        .values({
          company_id: companyA,
          workspace_id: workspaceA,
          title: 'Benchmark: 200 mil cotistas',
          deadline: new Date(Date.now() + 30 * 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const owner: ImportOwner = {
      companyId: companyA,
      workspaceId: workspaceA,
      votingId: voting.id,
      userId: operatorA.id,
    };
    const rows = generateVoters(ROWS, 2026).map((voter) => voter.cells);
    const bytes = encodeText(csvText([[...VOTER_HEADER], ...rows]), 'utf-8-bom');
    const voterImport = await uploadVoterImport(database, storage, owner, { name: 'votantes.csv', bytes });

    // Warm up both tenants' paths.
    await underConcurrency(app, '/api/votings', tokenA, 4, 40);
    await underConcurrency(app, '/api/session-user', tokenB, 4, 40);
    await underConcurrency(app, '/api/votings', tokenB, 4, 40);

    const listBefore = await underConcurrency(app, '/api/votings', tokenA, LIST_CALLERS, LIST_REQUESTS);
    console.log(
      `${label}: A's votings list, ${LIST_CALLERS} concurrent callers, no big voting: ${describeTimes(listBefore)} ` +
        `(load ${load()})`,
    );

    // Company B alone first, as long as a few seconds: what its calls cost on this machine now, without the job.
    const quiet: { session: number[]; list: number[] } = { session: [], list: [] };
    const quietFor = new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    await Promise.all([
      ...Array.from({ length: CALLERS }, () =>
        whileRunning(app, '/api/session-user', tokenB, quietFor, quiet.session),
      ),
      ...Array.from({ length: CALLERS }, () =>
        whileRunning(app, '/api/votings', tokenB, quietFor, quiet.list),
      ),
    ]);
    console.log(
      `${label}: company B alone for ${QUIET_MS / 1000} s (load ${load()}):\n` +
        `  GET /api/session-user  ${describeTimes(quiet.session)}\n` +
        `  GET /api/votings       ${describeTimes(quiet.list)}`,
    );

    const started = performance.now();
    const runner = createJobRunner({ database, mailer: memoryMailer(), renewEveryMs: 20_000 });
    const importing = (async () => {
      const confirmed = await app.inject({
        method: 'POST',
        url: `/api/votings/${voting.id}/voter-imports/${voterImport.id}/confirm`,
        headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'application/json' },
        payload: {},
      });
      if (confirmed.statusCode !== 202)
        throw new Error(`confirm → ${confirmed.statusCode} ${confirmed.body}`);
      while (await runner.runOnce());
      return performance.now() - started;
    })();
    const session: number[] = [];
    const list: number[] = [];
    await Promise.all([
      importing,
      ...Array.from({ length: CALLERS }, () =>
        whileRunning(app, '/api/session-user', tokenB, importing, session),
      ),
      ...Array.from({ length: CALLERS }, () => whileRunning(app, '/api/votings', tokenB, importing, list)),
    ]);
    const importMs = await importing;
    const written = await withWorkspace(database.db, companyA, workspaceA, async (trx) => {
      const row = await trx
        .selectFrom('voters')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('voting_id', '=', voting.id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    });
    if (written !== voterImport.summary.valid) {
      throw new Error(`${label}: ${written} voters written, ${voterImport.summary.valid} valid rows`);
    }
    console.log(
      `${label}: A's confirm of ${written.toLocaleString('en')} voters took ${(importMs / 1000).toFixed(1)} s ` +
        `(load ${load()}); meanwhile company B:\n` +
        `  GET /api/session-user  ${describeTimes(session)}\n` +
        `  GET /api/votings       ${describeTimes(list)}`,
    );

    const listAfter = await underConcurrency(app, '/api/votings', tokenA, LIST_CALLERS, LIST_REQUESTS);
    console.log(
      `${label}: A's votings list, ${LIST_CALLERS} concurrent callers, with the ${written.toLocaleString('en')}-voter ` +
        `voting: ${describeTimes(listAfter)} (load ${load()})`,
    );
  } finally {
    await app.close();
  }
}

console.log(
  `tenant stall benchmark: ${ROWS.toLocaleString('en')}-row voter import of company A; company B's callers: ` +
    `${CALLERS} per endpoint; node ${process.version}, ${os.cpus().length} cores, load ${load()}`,
);
if (values.backend !== 'postgres')
  await onScratchPglite('tenant-stall', (database) => measure(database, 'PGlite'));
if (values.backend !== 'pglite')
  await onScratchPostgres('tenant-stall', (database) => measure(database, 'PostgreSQL'));
