// E-mails per second into the SMTP sink for an invitation round, sent by one and by three API processes (src/main.ts
// as child processes, each with its own job runner and pool) on one PostgreSQL database, and the latency of a
// voter's receipt while the round runs.
// - The round: an open voting with --recipients voters (20,000 by default) in the demo company; its invitation round
//   is queued as opening the voting does (queueDispatch), and timed from its job's creation to its finish (its last
//   send recorded, after the product's SMTP sink — tools/dev-stack, in this process — answered 250). Its rate is
//   recipients / that time.
// - Receipts: meanwhile, voters of another company's open voting post ballots over HTTP (--ballots-per-second,
//   spread over the processes); each ballot queues its receipt e-mail. A receipt's latency is from its job's creation
//   (the ballot's commit) to its delivery recorded as sent (after the sink's 250): p50/p99/max.
// Afterwards: every recipient of the round got exactly one message, and every receipt was sent; and how many of the
// round's e-mails each process sent (a round is shared by every process with a free bulk slot). On Linux also where
// the CPU went while the round ran, per e-mail of the round (the ballots and their receipts are in it too) — the API
// processes, this process (the sink, the ballots' requests) and PostgreSQL's backends of the bench's database when
// the server runs on this machine — and each API process's resident memory at the round's start, its highest while
// it ran and at its end (the round's memory must stay flat).
// --round communication times a communication's send instead (issue 20: a legal notice by e-mail to --recipients
// people, queued as sendCommunication does; the target is ≥ 1,000 messages/s on PostgreSQL for 100,000).
//
//   pnpm --filter @backoffice/api bench:email-throughput [-- --recipients 20000 --processes 1,3 --round voting
//                                                             --ballots-per-second 10 --smtp-options maxConnections=16
//                                                             --sink-dir /dev/shm --api-dir <apps/api of a checkout>]
//
// --api-dir runs another checkout's src/main.ts (e.g. a git worktree of an earlier commit, its node_modules linked to
// this one's) against the same database and sink: the figures before a change. PostgreSQL: a database of its own on the
// server at DATABASE_URL (else DATABASE_URL_TEST_ADMIN, else postgres://postgres@127.0.0.1:5432/postgres), dropped at
// the end.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { DEMO_COMPANY, migrate, openDatabase, seed, type AppDatabase } from '../src/index.ts';
import {
  postBallot,
  queueInvitationRound,
  seedOpenVoting,
  sinkCount,
  sinkMessages,
  startApiProcess,
  startSink,
  stopApiProcesses,
  type ApiProcess,
} from '../test/support/api-processes.ts';
import { queueCommunicationRound } from '../test/support/communication-rounds.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    recipients: { type: 'string', default: '20000' },
    processes: { type: 'string', default: '1,3' },
    'ballots-per-second': { type: 'string', default: '10' },
    'api-dir': { type: 'string' },
    /** Appended to the sink's SMTP URL: the mailer's options (mail/smtp-mailer.ts), e.g. maxConnections=16 (8). */
    'smtp-options': { type: 'string', default: '' },
    /**
     * Where the sink keeps its .eml files (default the OS's temporary directory). Creating a file on a disk's file
     * system is the sink's largest cost (up to ~0.5 ms of system CPU each while PostgreSQL commits on the same disk),
     * and on a 2-core machine it caps the round: a RAM file system (/dev/shm) takes it out of the way.
     */
    'sink-dir': { type: 'string' },
    keep: { type: 'boolean', default: false },
    round: { type: 'string', default: 'voting' },
  },
});
if (values.round !== 'voting' && values.round !== 'communication')
  throw new Error('--round voting|communication');
const ROUND_NAME = values.round === 'voting' ? 'invitations' : 'communication e-mails';
const RECIPIENTS = Number(values.recipients);
const PROCESS_COUNTS = values.processes.split(',').map(Number);
const BALLOT_INTERVAL_MS = 1000 / Number(values['ballots-per-second']);
const ADMIN_URL =
  process.env.DATABASE_URL ??
  process.env.DATABASE_URL_TEST_ADMIN ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const company = DEMO_COMPANY.id;
const saoPaulo = DEMO_COMPANY.workspaces[0]!.id;
const OTHER = { companyId: '', workspaceId: '' };

/** A process's CPU time so far (user + system, ms) from /proc; undefined where there is none (not Linux, gone). */
async function cpuMs(pid: number): Promise<number | undefined> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    // utime and stime (fields 14 and 15 of proc(5)), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** A process's resident memory now (MB), from /proc; undefined where there is none. */
async function rssMb(pid: number): Promise<number | undefined> {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** CPU ms of PostgreSQL's backends on the bench's database, when the server runs here (readable in /proc). */
async function postgresCpuMs(database: AppDatabase, databaseName: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = ${databaseName}`.execute(database.db);
  const times = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = await cpuMs(pid);
    if (ms !== undefined) times.set(pid, ms);
  }
  return times;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

async function runCase(
  database: AppDatabase,
  databaseName: string,
  databaseUrl: string,
  processCount: number,
) {
  const sinkDir = await mkdtemp(path.join(values['sink-dir'] ?? os.tmpdir(), 'bench-email-sink-'));
  const sink = await startSink(sinkDir);
  const label = `${processCount} process${processCount > 1 ? 'es' : ''}`;
  const scope = { companyId: company, workspaceId: saoPaulo };
  const prefix = `rodada${processCount}.`;
  const round =
    values.round === 'voting'
      ? await seedOpenVoting(database.db, scope, { title: `Rodada ${label}`, voters: RECIPIENTS, prefix })
      : null;
  const ballots = await seedOpenVoting(database.db, OTHER, {
    title: `Cédulas ${label}`,
    voters: 2000,
    prefix: `cedula${processCount}.`,
    signedIn: true,
  });
  const apis: ApiProcess[] = [];
  try {
    for (let n = 0; n < processCount; n++) {
      apis.push(
        await startApiProcess(
          databaseUrl,
          values['smtp-options'] ? `${sink.smtpUrl}?${values['smtp-options']}` : sink.smtpUrl,
          {},
          values['api-dir'] ? { apiDir: path.resolve(values['api-dir']) } : {},
        ),
      );
    }
    const jobId = round
      ? await queueInvitationRound(database.db, round)
      : await queueCommunicationRound(database.db, scope, {
          name: `Comunicado ${label}`,
          recipients: RECIPIENTS,
          prefix,
        });
    // Measured from the round's queueing on (its recipients and deliveries are written by then).
    const apiCpuBefore = await Promise.all(apis.map((api) => cpuMs(api.pid)));
    const benchCpuBefore = process.cpuUsage();
    const postgresBefore = await postgresCpuMs(database, databaseName);
    const rss = await Promise.all(
      apis.map(async (api) => {
        const start = await rssMb(api.pid);
        return { start, max: start, end: start };
      }),
    );
    const sampleRss = () =>
      Promise.all(
        apis.map(async (api, index) => {
          const now = await rssMb(api.pid);
          if (now === undefined) return;
          rss[index]!.end = now;
          rss[index]!.max = Math.max(rss[index]!.max ?? now, now);
        }),
      );

    // Ballots at a steady pace, spread over the processes, until the round is in the sink.
    let roundDone = false;
    let posted = 0;
    const statuses = new Map<number, number>();
    const poster = (async () => {
      const inFlight: Promise<void>[] = [];
      for (let n = 1; !roundDone && n <= ballots.voterIds.length; n++) {
        const api = apis[n % apis.length]!;
        inFlight.push(
          postBallot(api.url, ballots, n).then(
            (status) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
            () => void statuses.set(0, (statuses.get(0) ?? 0) + 1),
          ),
        );
        posted = n;
        await new Promise((resolve) => setTimeout(resolve, BALLOT_INTERVAL_MS));
      }
      await Promise.all(inFlight);
    })();

    // Watched in the database (a look at 20,000 files would take the sink's own process time): the round is done
    // when its job is; its time is the job's, creation to finish (the last send recorded after the sink's 250).
    let roundSeconds = NaN;
    for (;;) {
      const { rows } = await sql<{ status: string; seconds: number }>`
        select status, extract(epoch from finished_at - created_at) as seconds from jobs where id = ${jobId}`.execute(
        database.db,
      );
      await sampleRss();
      if (rows[0]!.status !== 'queued' && rows[0]!.status !== 'running') {
        roundSeconds = Number(rows[0]!.seconds);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Where the CPU went while the round ran (from its queueing to a poll at most 250 ms after its end).
    const apiCpu = (await Promise.all(apis.map((api) => cpuMs(api.pid)))).map((ms, index) =>
      ms === undefined || apiCpuBefore[index] === undefined ? NaN : ms - apiCpuBefore[index],
    );
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const postgresAfter = await postgresCpuMs(database, databaseName);
    // Backends that ended meanwhile are not counted; those opened meanwhile count from zero.
    const postgresCpu = [...postgresAfter].reduce(
      (sum, [pid, ms]) => sum + ms - (postgresBefore.get(pid) ?? 0),
      0,
    );
    roundDone = true;
    await poster;
    // Let the last receipts go out (the demo's scheduled openings and closings are not due).
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await sql<{ open: string }>`
        select count(*) as open from jobs
        where status = 'running' or (status = 'queued' and run_after <= now())`.execute(database.db);
      if (Number(rows[0]!.open) === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const { rows: receipts } = await sql<{ latency_ms: number; status: string }>`
      select extract(epoch from d.sent_at - j.created_at) * 1000 as latency_ms, d.status
      from jobs j join deliveries d on d.company_id = j.company_id and d.job_id = j.id
      where j.kind = 'voter-portal-mail' and d.address like ${`cedula${processCount}.%`}`.execute(
      database.db,
    );
    const latencies = receipts
      .filter((row) => row.status === 'sent')
      .map((row) => Number(row.latency_ms))
      .sort((a, b) => a - b);

    // Every message recorded as sent is in the sink (a few may still be on their way from the last look).
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await sql<{
        sent: string;
      }>`select count(*) as sent from deliveries where status = 'sent'
        and (address like ${`rodada${processCount}.%`} or address like ${`cedula${processCount}.%`})`.execute(
        database.db,
      );
      if ((await sinkCount(sinkDir)) >= Number(rows[0]!.sent)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Which processes sent the round (deliveries.claimed_by, migration 0019; none recorded by code before it).
    const { rows: senders } = await sql<{ claimed_by: string | null; sent: string }>`
      select claimed_by, count(*) as sent from deliveries where job_id = ${jobId} and status = 'sent'
      group by claimed_by order by count(*) desc`.execute(database.db);
    const messages = await sinkMessages(sinkDir);
    const perRecipient = new Map<string, number>();
    for (const message of messages) perRecipient.set(message.to, (perRecipient.get(message.to) ?? 0) + 1);
    const roundAddresses = [...perRecipient.keys()].filter((to) => to.startsWith(`rodada${processCount}.`));
    const twice = [...perRecipient.values()].filter((count) => count > 1).length;

    console.log(
      `${label}: ${RECIPIENTS} ${ROUND_NAME} in ${roundSeconds.toFixed(1)} s = ` +
        `${Math.round(RECIPIENTS / roundSeconds)} e-mails/s into the sink`,
    );
    console.log(
      `  receipts during the round: ${latencies.length} sent of ${posted} ballots posted ` +
        `(HTTP ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}); latency p50 ` +
        `${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ` +
        `${(latencies.at(-1) ?? NaN).toFixed(0)} ms`,
    );
    console.log(
      `  checked: ${roundAddresses.length} round recipients in the sink, ${twice} recipient(s) with more than one ` +
        `message; load average ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}`,
    );
    const perEmail = (ms: number) => `${((ms * 1000) / RECIPIENTS).toFixed(0)} µs/e-mail`;
    const apiCpuTotal = apiCpu.reduce((sum, ms) => sum + ms, 0);
    if (!Number.isNaN(apiCpuTotal)) {
      const benchMs = (benchCpu.user + benchCpu.system) / 1000;
      console.log(
        `  CPU during the round: API ${(apiCpuTotal / 1000).toFixed(1)} s (${perEmail(apiCpuTotal)}), ` +
          `PostgreSQL ${postgresAfter.size ? `${(postgresCpu / 1000).toFixed(1)} s (${perEmail(postgresCpu)})` : 'not on this machine'}, ` +
          `this process — the sink, the ballots — ${(benchMs / 1000).toFixed(1)} s (${perEmail(benchMs)})`,
      );
      const mb = (value: number | undefined) => (value === undefined ? '?' : value.toFixed(0));
      console.log(
        `  API resident memory (MB) at the round's start / highest / end: ${rss
          .map((memory) => `${mb(memory.start)} / ${mb(memory.max)} / ${mb(memory.end)}`)
          .join('; ')}`,
      );
    }
    console.log(
      `  sent by: ${senders
        .map((row) => `${row.claimed_by ? `pid ${row.claimed_by.split(':')[1]}` : 'unrecorded'} ${row.sent}`)
        .join(', ')}`,
    );
    if (roundAddresses.length !== RECIPIENTS || twice !== 0) process.exitCode = 1;
  } finally {
    await stopApiProcesses(apis);
    await sink.stop();
    await rm(sinkDir, { recursive: true, force: true });
  }
}

const databaseName = `bench_email_throughput_${process.pid}_${randomBytes(3).toString('hex')}`;
await admin(`create database ${databaseName}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${databaseName}`;
const database = await openDatabase({ databaseUrl: url.toString() });
try {
  await migrate(database);
  await seed(database);
  // The ballots are another company's: its receipts must not wait behind this company's round.
  const other = await database.db
    .selectFrom('workspaces')
    .select(['company_id', 'id'])
    .where('company_id', '<>', company)
    .orderBy('name')
    .executeTakeFirstOrThrow();
  OTHER.companyId = other.company_id;
  OTHER.workspaceId = other.id;
  console.log(
    `email-throughput: ${RECIPIENTS} recipients, PostgreSQL ${databaseName}, ${os.cpus().length} cores, ` +
      `node ${process.version}${values['api-dir'] ? `, API from ${values['api-dir']}` : ''}` +
      `${values['sink-dir'] ? `, sink in ${values['sink-dir']}` : ''}`,
  );
  for (const count of PROCESS_COUNTS) await runCase(database, databaseName, url.toString(), count);
} finally {
  await database.close();
  if (values.keep) console.log(`kept ${url.toString()}`);
  else await admin(`drop database if exists ${databaseName} with (force)`);
}
