// Recording votes as the voter portal does, on PGlite and on PostgreSQL: ballots submitted concurrently (48 in
// flight by default), every ballot answering the 3 items of an open voting for the voter themself. Cases:
// - one voting: 20,000 voters (by default), ballots of distinct voters, as the portal records them: the checks in a
//   tenant + workspace transaction of the ballot's own (withWorkspace, checkBallot), then the write in a batch with
//   the voting's other waiting ballots (ballot-batcher.ts: one transaction holds the voting's lock, appends to its
//   audit chain and commits for the whole batch); --unbatched: recordBallot, one transaction per ballot;
// - several votings at once: 8 open votings (by default, 2,500 voters each, in two workspaces), ballots spread over
//   them, as above;
// - http: the one-voting case through the whole app (fastify.inject, no socket): POST /api/portal/{token}/ballot
//   (submitPortalBallot) with each voter's link token and live voter_session cookie and the policy accepted, so a
//   ballot also renews the session and queues the receipt e-mail, as a voter's does.
// Prints ballots/s, votes/s (a vote = one item answered for one subject), p50/p95/p99/max latency per ballot (from
// the call to its answer, waiting for a connection and for the lock included), the SQL statements per ballot,
// node's CPU time, the PostgreSQL backends' CPU time and the machine's load average: on a shared 2-core machine the
// wall time also counts waiting for a core. Afterwards every ballot, vote and receipt is checked, and every chain
// verifies.
//
//   pnpm --filter @backoffice/api bench:record-votes [-- --voters 20000 --ballots 8000 --votings 8 --concurrency 48
//                                                        --case one,several,http --backend both --unbatched
//                                                        --unprepared]
//
// PostgreSQL: a database of its own is created on the server at DATABASE_URL (else DATABASE_URL_TEST_ADMIN, else
// postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end (--keep keeps it).
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { Kysely, sql, type KyselyPlugin } from 'kysely';
import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import { buildApp, DEMO_COMPANY, type AppDatabase } from '../src/index.ts';
import { onScratchPglite, onScratchPostgres } from './scratch-database.ts';
import type { DatabaseSchema } from '../src/db/schema.ts';
import { withWorkspace, type TenantTransaction } from '../src/db/tenant.ts';
import { appendAudit } from '../src/services/votings/audit-log.ts';
import { createBallotBatcher, type BallotBatcher } from '../src/services/votings/ballot-batcher.ts';
import { checkBallot } from '../src/services/votings/check-ballot.ts';
import { recordBallot, type RecordedBallot } from '../src/services/votings/record-ballot.ts';
import { verifyAuditChains } from '../src/services/votings/verify-chains.ts';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { memoryStorage } from '../src/storage/file-storage.ts';
import { fakeIdentityGateway } from '../test/support/fake-identity-gateway.ts';
import { createTestKeys } from '../test/support/tokens.ts';

// pnpm passes the `--` of `pnpm bench:x -- --flag` on: drop it.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    voters: { type: 'string', default: '20000' },
    ballots: { type: 'string', default: '8000' },
    votings: { type: 'string', default: '8' },
    items: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '48' },
    /** Closed votings (2,000 voters who all voted, 3 items) already in the database, so its statistics are a used one's. */
    history: { type: 'string', default: '20' },
    backend: { type: 'string', default: 'both' },
    /** The cases to run, comma-separated: one, several, http. */
    case: { type: 'string', default: 'one,several,http' },
    /** PostgreSQL: every statement unnamed (parsed and planned each time), as before statements were prepared. */
    unprepared: { type: 'boolean', default: false },
    /** The service cases one ballot per transaction (recordBallot), as before ballots were batched. */
    unbatched: { type: 'boolean', default: false },
    /** PostgreSQL: keep the database (its URL is printed) to look at the statements with EXPLAIN. */
    keep: { type: 'boolean', default: false },
  },
});
const VOTERS = Number(values.voters);
const BALLOTS = Number(values.ballots);
const VOTINGS = Number(values.votings);
const ITEMS = Number(values.items);
const CONCURRENCY = Number(values.concurrency);
const HISTORY = Number(values.history);
const WARMUP = 200;
const CASES = new Set(values.case.split(','));

const company = DEMO_COMPANY.id;
const [saoPaulo, rio] = DEMO_COMPANY.workspaces.map((workspace) => workspace.id) as [string, string];
const CHOICES = ['approve', 'reject', 'abstain', 'conflict'] as const;

interface SeededVoting {
  workspaceId: string;
  votingId: string;
  itemIds: string[];
  voterIds: string[];
  linkTokens: Map<string, string>;
}

/** An open voting (opened an hour ago, deadline in a week) with `items` items and `voters` voters, audited as opened. */
async function seedVoting(
  db: Kysely<DatabaseSchema>,
  workspaceId: string,
  title: string,
  voters: number,
): Promise<SeededVoting> {
  const now = Date.now();
  return withWorkspace(db, company, workspaceId, async (trx) => {
    const voting = await trx
      .insertInto('votings')
      .values({
        company_id: company,
        workspace_id: workspaceId,
        title,
        status: 'open',
        weighting: 'by_weight',
        opens_at: new Date(now - 3_600_000),
        published_at: new Date(now - 3_600_000),
        deadline: new Date(now + 7 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = await sql<{ id: string }>`
      insert into voting_items (company_id, workspace_id, voting_id, position, title)
      select ${company}, ${workspaceId}, ${voting.id}, g, 'Deliberação ' || g from generate_series(1, ${ITEMS}) g
      returning id`.execute(trx);
    // The link token of voter g is linkToken(votingId, g); the row keeps its SHA-256, as invitations do.
    const rows = await sql<{ id: string; tax_id: string }>`
      insert into voters (company_id, workspace_id, voting_id, name, tax_id_type, tax_id, email, weight, token_hash)
      select ${company}, ${workspaceId}, ${voting.id}, 'Cotista ' || g, 'CPF', lpad(g::text, 11, '0'),
        'cotista' || g || '@exemplo.com.br', 1 + g % 997,
        encode(sha256(convert_to(${base64url(sql`sha256(convert_to(${voting.id}::text || ':' || g, 'UTF8'))`)}, 'UTF8')), 'hex')
      from generate_series(1, ${voters}) g
      returning id, tax_id`.execute(trx);
    await appendAudit(
      trx,
      { companyId: company, workspaceId, votingId: voting.id },
      { kind: 'system', id: null },
      'voting.opened',
      {
        opensAt: new Date(now - 3_600_000).toISOString(),
        deadline: new Date(now + 7 * 86_400_000).toISOString(),
      },
    );
    return {
      workspaceId,
      votingId: voting.id,
      itemIds: items.rows.map((row) => row.id),
      voterIds: rows.rows.map((row) => row.id),
      linkTokens: new Map(rows.rows.map((row) => [row.id, linkToken(voting.id, Number(row.tax_id))])),
    };
  });
}

/**
 * The past: HISTORY closed votings in São Paulo, each with 3 items and 2,000 voters who all voted, written by SQL.
 * Without them the tables' statistics would be an empty database's, and the planner's choices with them.
 */
async function seedHistory(db: Kysely<DatabaseSchema>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Rows consistent by construction: no foreign key checks (triggers) while seeding, which PGlite is slow at.
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`
      insert into votings (company_id, workspace_id, title, status, weighting, opens_at, deadline, published_at,
        closed_at, created_at, updated_at)
      select ${company}, ${saoPaulo}, 'Assembleia encerrada ' || n, 'closed', 'by_weight', t.opens_at, t.deadline,
        t.opens_at, t.deadline, t.opens_at, t.deadline
      from generate_series(1, ${HISTORY}) n
      cross join lateral (select now() - (30 + n * 7) * interval '1 day' as opens_at,
        now() - (20 + n * 7) * interval '1 day' as deadline) t`.execute(trx);
    await sql`
      insert into voting_items (company_id, workspace_id, voting_id, position, title)
      select v.company_id, v.workspace_id, v.id, g, 'Deliberação ' || g
      from votings v cross join generate_series(1, 3) g where v.title like 'Assembleia encerrada %'`.execute(
      trx,
    );
    await sql`
      insert into voters (company_id, workspace_id, voting_id, name, tax_id_type, tax_id, email, weight, token_hash)
      select v.company_id, v.workspace_id, v.id, 'Cotista ' || g, 'CPF', lpad(g::text, 11, '0'),
        'cotista' || g || '@exemplo.com.br', 1 + g % 997, md5(v.id::text || ':' || g) || md5(g || ':' || v.id::text)
      from votings v cross join generate_series(1, 2000) g where v.title like 'Assembleia encerrada %'`.execute(
      trx,
    );
    await sql`
      insert into ballots (company_id, workspace_id, voting_id, voter_id, idempotency_key, submitted_at)
      select vo.company_id, vo.workspace_id, vo.voting_id, vo.id, 'history', v.opens_at + interval '1 hour'
      from voters vo join votings v on v.company_id = vo.company_id and v.id = vo.voting_id
      where v.title like 'Assembleia encerrada %'`.execute(trx);
    await sql`
      insert into votes (company_id, workspace_id, voting_id, item_id, ballot_id, voter_id, subject_tax_id, choice,
        weight, cast_at)
      select b.company_id, b.workspace_id, b.voting_id, i.id, b.id, b.voter_id, vo.tax_id,
        (array['approve', 'reject', 'abstain', 'conflict'])[1 + (hashtext(b.id::text || i.id::text) & 2147483647) % 4],
        vo.weight, b.submitted_at
      from ballots b
      join voters vo on vo.company_id = b.company_id and vo.id = b.voter_id
      join voting_items i on i.company_id = b.company_id and i.voting_id = b.voting_id
      where b.idempotency_key = 'history'`.execute(trx);
  });
}

/** base64url (no padding) of a 32-byte bytea, in SQL. */
const base64url = (bytes: ReturnType<typeof sql>) =>
  sql<string>`rtrim(translate(encode(${bytes}, 'base64'), '+/', '-_'), '=')`;

/** A voter's link token in this benchmark (43 base64url characters, as real ones). */
const linkToken = (votingId: string, n: number) =>
  createHash('sha256').update(`${votingId}:${n}`).digest('base64url');

/** A voter's session cookie value in this benchmark. */
const sessionValue = (voterId: string) =>
  createHash('sha256').update(`session:${voterId}`).digest('base64url');

/**
 * What the portal's identity and PIN steps and the policy page leave behind, for every voter of the voting: a live
 * session (its cookie is sessionValue(voterId)) and the policy accepted.
 */
async function signInEveryVoter(db: Kysely<DatabaseSchema>, voting: SeededVoting): Promise<void> {
  await withWorkspace(db, company, voting.workspaceId, async (trx) => {
    await sql`
      insert into voter_sessions (company_id, workspace_id, voting_id, voter_id, token_hash, expires_at,
        absolute_expires_at, remote_address, user_agent)
      select company_id, workspace_id, voting_id, id,
        encode(sha256(convert_to(${base64url(sql`sha256(convert_to('session:' || id::text, 'UTF8'))`)}, 'UTF8')), 'hex'),
        now() + interval '30 minutes', now() + interval '4 hours', '203.0.113.9', 'record-votes.bench'
      from voters where voting_id = ${voting.votingId}`.execute(trx);
    await sql`
      insert into voter_policy_acceptances (company_id, workspace_id, voting_id, voter_id, version, remote_address,
        user_agent)
      select company_id, workspace_id, voting_id, id, ${VOTER_POLICY_VERSION}, '203.0.113.9', 'record-votes.bench'
      from voters where voting_id = ${voting.votingId}`.execute(trx);
  });
}

interface BallotJob {
  voting: SeededVoting;
  voterId: string;
}

/** `count` ballots of distinct voters taken in turn from the votings, in a shuffled order. */
function ballotJobs(votings: SeededVoting[], count: number, offset: number): BallotJob[] {
  const jobs: BallotJob[] = [];
  for (let n = 0; jobs.length < count; n++) {
    const voting = votings[n % votings.length]!;
    const voterId = voting.voterIds[offset + Math.floor(n / votings.length)];
    if (!voterId) throw new Error('Not enough voters for the ballots asked: raise --voters');
    jobs.push({ voting, voterId });
  }
  for (let i = jobs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!];
  }
  return jobs;
}

/** Counts the statements Kysely sends (every query and raw statement; BEGIN and COMMIT are not among them). */
function statementCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count++;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
}

/** Records one ballot; answers the votes it recorded. */
type Submit = (job: BallotJob) => Promise<number>;

const answersOf = (job: BallotJob) =>
  job.voting.itemIds.map((itemId, index) => ({
    itemId,
    choice: CHOICES[(index + job.voterId.charCodeAt(0)) % CHOICES.length]!,
  }));
const USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) record-votes.bench';

const ballotOf = (job: BallotJob) => ({
  voterId: job.voterId,
  answers: answersOf(job),
  idempotencyKey: randomUUID(),
  remoteAddress: '203.0.113.9',
  userAgent: USER_AGENT,
});

/**
 * Through the services, as the portal records: the checks in a workspace transaction of the ballot's own, then the
 * write in a batch with the voting's other waiting ballots (ballot-batcher.ts); with --unbatched, recordBallot: the
 * checks and the write in one transaction per ballot.
 */
const serviceSubmit =
  (db: Kysely<DatabaseSchema>, batcher: BallotBatcher): Submit =>
  async (job) => {
    const inWorkspace = <T>(work: (trx: TenantTransaction) => Promise<T>) =>
      withWorkspace(db, company, job.voting.workspaceId, work);
    let ballot: RecordedBallot;
    if (values.unbatched) {
      ballot = await inWorkspace((trx) => recordBallot(trx, ballotOf(job)));
    } else {
      const checked = await inWorkspace((trx) => checkBallot(trx, ballotOf(job)));
      if ('replay' in checked) throw new Error('a fresh ballot was answered as a replay');
      ballot = await batcher.record(checked.pending);
    }
    if (ballot.replayed) throw new Error('a fresh ballot was answered as a replay');
    return ballot.votes;
  };

/** Through the app: POST /api/portal/{token}/ballot with the voter's session cookie. */
const httpSubmit =
  (app: FastifyInstance): Submit =>
  async (job) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/portal/${job.voting.linkTokens.get(job.voterId)}/ballot`,
      headers: {
        cookie: `voter_session=${sessionValue(job.voterId)}`,
        'user-agent': USER_AGENT,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ idempotencyKey: randomUUID(), answers: answersOf(job), clientAddress: null }),
    });
    if (response.statusCode !== 201) throw new Error(`ballot → ${response.statusCode} ${response.body}`);
    return response.json<{ receipt: { votes: number } }>().receipt.votes;
  };

/** Runs the jobs with `concurrency` in flight; answers each ballot's latency (ms) and the votes recorded. */
async function run(
  submit: Submit,
  jobs: BallotJob[],
  concurrency: number,
): Promise<{ latencies: number[]; votes: number }> {
  const latencies: number[] = [];
  let votes = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const started = performance.now();
      const recorded = await submit(job);
      votes += recorded;
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return { latencies, votes };
}

/** CPU seconds of the given processes (Linux /proc; 0 where it cannot be read). */
function processCpuSeconds(pids: number[]): number {
  const ticks = 100; // USER_HZ
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticks; // utime, stime
    } catch {
      // the backend ended
    }
  }
  return total;
}

async function backendPids(db: Kysely<DatabaseSchema>): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database()`.execute(db);
  return rows.map((row) => row.pid);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function measureCase(
  database: AppDatabase,
  label: string,
  votings: SeededVoting[],
  ballots: number,
  through: 'service' | 'http',
): Promise<void> {
  const counter = statementCounter();
  const counted: AppDatabase = { ...database, db: database.db.withPlugin(counter) };
  const batcher = createBallotBatcher(counted.db);
  const app =
    through === 'http'
      ? await buildApp({
          database: counted,
          tokenVerifier: (await createTestKeys()).verifier(),
          identityGateway: fakeIdentityGateway(),
          fileStorage: memoryStorage(),
          mailer: memoryMailer(),
          ballotBatcher: batcher,
        })
      : null;
  try {
    const submit = app ? httpSubmit(app) : serviceSubmit(counted.db, batcher);
    await run(submit, ballotJobs(votings, Math.min(WARMUP, ballots), 0), CONCURRENCY);
    counter.count = 0;
    const jobs = ballotJobs(votings, ballots, Math.ceil(WARMUP / votings.length));
    await measureRun(counted, batcher, label, submit, jobs, () => counter.count);
  } finally {
    await app?.close();
  }
  await check(database, votings);
}

async function measureRun(
  database: AppDatabase,
  batcher: BallotBatcher,
  label: string,
  submit: Submit,
  jobs: BallotJob[],
  statementCount: () => number,
): Promise<void> {
  const ballots = jobs.length;
  const pids = database.kind === 'postgres' ? await backendPids(database.db) : [];
  const loadBefore = load();
  const writtenBefore = { ...batcher.written };
  const cpu = process.cpuUsage();
  const serverCpu = processCpuSeconds(pids);
  const started = performance.now();
  const { latencies, votes } = await run(submit, jobs, CONCURRENCY);
  const wall = (performance.now() - started) / 1000;
  const nodeCpu = process.cpuUsage(cpu);
  const postgresCpu = database.kind === 'postgres' ? processCpuSeconds(pids) - serverCpu : 0;
  const statements = statementCount() / ballots;
  const written = batcher.written;
  const batches = written.batches - writtenBefore.batches;
  const batched = written.ballots - writtenBefore.ballots;

  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rate = (n: number) => Math.round(n / wall).toLocaleString('en');
  console.log(
    `${label}: ${ballots.toLocaleString('en')} ballots, ${votes.toLocaleString('en')} votes in ${wall.toFixed(2)} s — ` +
      `${rate(ballots)} ballots/s, ${rate(votes)} votes/s\n` +
      `  latency per ballot p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
      `p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1)!)}; ${statements.toFixed(1)} statements per ballot ` +
      `(BEGIN and COMMIT not counted)` +
      (batches
        ? `; written in ${batches.toLocaleString('en')} batches of ${(batched / batches).toFixed(1)} on average`
        : '; one transaction per ballot') +
      `\n` +
      `  node CPU ${((nodeCpu.user + nodeCpu.system) / 1e6).toFixed(2)} s` +
      (database.kind === 'postgres' ? `, PostgreSQL backends CPU ${postgresCpu.toFixed(2)} s` : '') +
      `; load average ${loadBefore} before, ${load()} after`,
  );
}

/** Every ballot has its votes and a receipt in its voting's chain, and every chain verifies. */
async function check(database: AppDatabase, votings: SeededVoting[]): Promise<void> {
  for (const voting of votings) {
    const { rows } = await sql<{ ballots: number; votes: number; receipts: number }>`
      select (select count(*)::int from ballots where voting_id = ${voting.votingId}) as ballots,
        (select count(*)::int from votes where voting_id = ${voting.votingId}) as votes,
        (select count(*)::int from ballots where voting_id = ${voting.votingId} and receipt_hash is not null) as receipts
    `.execute(database.db);
    const counts = rows[0]!;
    if (counts.votes !== counts.ballots * ITEMS || counts.receipts !== counts.ballots) {
      throw new Error(`voting ${voting.votingId}: ${JSON.stringify(counts)}`);
    }
    const [report] = await verifyAuditChains(database.db, voting.votingId);
    if (!report?.ok || report.count !== counts.ballots + 1) {
      throw new Error(
        `voting ${voting.votingId}: chain ${JSON.stringify(report)}, ${counts.ballots} ballots`,
      );
    }
  }
}

async function measure(database: AppDatabase, label: string): Promise<void> {
  const seeding = performance.now();
  await seedHistory(database.db);
  await sql`analyze`.execute(database.db);
  console.log(
    `${label}: ${HISTORY} closed votings of 2,000 voters who voted on 3 items already there (seeded in ` +
      `${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
  );
  if (CASES.has('one') || CASES.has('http')) {
    for (const through of ['service', 'http'] as const) {
      if (!CASES.has(through === 'service' ? 'one' : 'http')) continue;
      const seeding = performance.now();
      const voting = await seedVoting(
        database.db,
        saoPaulo,
        `AGE Fundo Imobiliário Ipê — ${through}`,
        VOTERS,
      );
      if (through === 'http') await signInEveryVoter(database.db, voting);
      await sql`analyze`.execute(database.db);
      const name = through === 'http' ? 'one voting through HTTP' : 'one voting';
      console.log(
        `${label}: ${name}, ${VOTERS.toLocaleString('en')} voters and ${ITEMS} items (seeded in ` +
          `${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
      );
      await measureCase(database, `${label} ${name}`, [voting], Math.min(BALLOTS, VOTERS - WARMUP), through);
    }
  }
  if (CASES.has('several')) {
    const seeding = performance.now();
    const perVoting = Math.ceil(VOTERS / VOTINGS);
    const votings: SeededVoting[] = [];
    for (let n = 0; n < VOTINGS; n++) {
      votings.push(
        await seedVoting(
          database.db,
          n % 2 ? rio : saoPaulo,
          `Consulta formal FII ${n + 1} — benchmark`,
          perVoting,
        ),
      );
    }
    await sql`analyze`.execute(database.db);
    console.log(
      `${label}: ${VOTINGS} votings at once, ${perVoting.toLocaleString('en')} voters and ${ITEMS} items each ` +
        `(seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
    );
    await measureCase(database, `${label} ${VOTINGS} votings`, votings, BALLOTS, 'service');
  }
}

console.log(
  `record votes benchmark: ${BALLOTS.toLocaleString('en')} ballots of ${ITEMS} items per case, ${CONCURRENCY} in ` +
    `flight (node ${process.version}, ${os.cpus().length} cores)`,
);
if (values.backend !== 'postgres')
  await onScratchPglite('record-votes', (database) => measure(database, 'PGlite'));
if (values.backend !== 'pglite')
  await onScratchPostgres(
    'record-votes',
    (database) => measure(database, values.unprepared ? 'PostgreSQL (unprepared statements)' : 'PostgreSQL'),
    { preparedStatements: !values.unprepared, keep: values.keep },
  );
