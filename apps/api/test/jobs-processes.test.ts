// Three API processes (src/main.ts, each with its own job runner and pool) on one PostgreSQL database, sending through
// the product's SMTP sink: three invitation rounds (two companies) and voters' ballots over HTTP spread over all
// three. Every process works on every round (each claims its own batches of a round's deliveries, whichever process
// holds the round's job); one process is SIGKILLed mid-round, its claimed deliveries are taken over once their
// claims run out and its round once its lease does. Every recipient's mailbox ends up with exactly one message, with
// no reconciliation, and every ballot is counted once.
//
// The sink answers each message 250 a little after storing it (a remote server's latency), so the killed process
// dies with sends the sink already holds but the process never recorded as sent: the takeover sends those again
// (an SMTP client cannot know whether they got through) under the same Message-ID, and the sink, like a mailbox
// store, keeps one copy per recipient and Message-ID (jobs/email-dispatch.ts). Were a resend to carry another
// Message-ID, that recipient would hold two messages; were a delivery lost, none.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  type OpenVoting,
} from './support/api-processes.ts';
import { outraMesa, rio, saoPaulo } from './support/jobs.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// A round is claimed 256 deliveries at a time per process (job-kinds.ts): large enough that all three take part.
const ROUND = 1500;
const BALLOTS = 90;

describe('three API processes on one PostgreSQL database', () => {
  let test: TestDatabase;
  let sink: Awaited<ReturnType<typeof startSink>>;
  let apis: ApiProcess[] = [];
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    sink = await startSink(await mkdtemp(path.join(os.tmpdir(), 'api-processes-sink-')), {
      replyDelayMs: 50,
    });
  });
  afterAll(async () => {
    await stopApiProcesses(apis);
    await sink?.stop();
    if (sink) await rm(sink.dir, { recursive: true, force: true });
    await test?.dispose();
  });

  it('delivers every e-mail once and counts every ballot once, with one process killed mid-round', async () => {
    const db = test.database.db;
    const rounds: OpenVoting[] = [];
    for (const [n, scope] of [saoPaulo, rio, outraMesa].entries()) {
      rounds.push(
        await seedOpenVoting(db, scope, { title: `Rodada ${n + 1}`, voters: ROUND, prefix: `r${n + 1}.` }),
      );
    }
    const ballotVoting = await seedOpenVoting(db, outraMesa, {
      title: 'Cédulas',
      voters: BALLOTS,
      prefix: 'cedula.',
      signedIn: true,
    });

    const { databaseUrl } = test.location as { databaseUrl: string };
    // Four slots each (three for rounds, one kept for short jobs): each process holds a round or more and shares the
    // others. A short lease, so the killed process's claims and round are taken over within seconds.
    const env = { JOB_SLOTS: '4', JOB_LEASE_MS: '3000', JOB_POLL_MS: '100' };
    apis = await Promise.all([1, 2, 3].map(() => startApiProcess(databaseUrl, sink.smtpUrl, env)));

    const roundJobs: string[] = [];
    for (const voting of rounds) roundJobs.push(await queueInvitationRound(db, voting));
    const pidOf = (worker: string) => Number(worker.split(':')[1]);
    /** Each round's senders so far: the processes (pids) whose claims of its deliveries are recorded as sent. */
    const senders = async () => {
      const { rows } = await sql<{ job_id: string; claimed_by: string }>`
        select distinct job_id, claimed_by from deliveries
        where status = 'sent' and job_id in (${sql.join(roundJobs)})`.execute(db);
      const byRound = new Map<string, Set<number>>(roundJobs.map((id) => [id, new Set<number>()]));
      for (const row of rows) byRound.get(row.job_id)!.add(pidOf(row.claimed_by));
      return byRound;
    };
    const everyRoundByAll = async () => [...(await senders()).values()].every((pids) => pids.size === 3);

    // Ballots over HTTP, spread over the live processes; a ballot whose process dies under it is posted again with
    // the same idempotency key to another one (as the portal retries).
    const killed = new Set<ApiProcess>();
    const live = () => apis.filter((api) => !killed.has(api));
    const answers: number[] = [];
    const posting = (async () => {
      for (let n = 1; n <= BALLOTS; n++) {
        const key = `ballot-${n}`;
        for (let tries = 0; ; tries++) {
          const api = live()[(n + tries) % live().length]!;
          try {
            answers.push(await postBallot(api.url, ballotVoting, n, key));
            break;
          } catch (error) {
            if (tries > 5) throw error;
          }
        }
        await delay(30);
      }
    })();
    posting.catch(() => {}); // awaited below; a test failing before then must not leave it unhandled

    // Kill a process holding a round once about a quarter of the rounds' e-mails are in the sink (and each round has
    // had sends of all three processes, which takes a while on a loaded machine: CI runs this beside a browser lane,
    // and a 30 s wait was too short there).
    const total = ROUND * rounds.length;
    const killAfter = Date.now() + 120_000;
    while ((await sinkCount(sink.dir)) < total / 4 || !(await everyRoundByAll())) {
      if (Date.now() > killAfter) break;
      await delay(20);
    }
    const sharedBeforeKill = await senders();
    // A round's holder (between two turns of its holders a round is queued for a moment: look again).
    let held: { id: string; locked_by: string }[] = [];
    for (let tries = 0; held.length === 0 && tries < 100; tries++) {
      if (tries > 0) await delay(10);
      ({ rows: held } = await sql<{ id: string; locked_by: string }>`
        select id, locked_by from jobs where status = 'running' and id in (${sql.join(roundJobs)})`.execute(
        db,
      ));
    }
    expect(held, 'a round is running when the process holding it is killed').not.toEqual([]);
    const target = held[0]!;
    const victim = apis.find((api) => target.locked_by.includes(`:${api.pid}:`))!;
    expect(victim, `a process holds round ${target.id}: ${target.locked_by}`).toBeDefined();
    killed.add(victim);
    victim.child.kill('SIGKILL');
    await victim.exited;
    const sentBeforeKill = await sinkCount(sink.dir);

    await posting;
    await untilNoOpenJobs(db);

    // Every round was sent by all three processes, the killed one included (before it died), and the killed one's
    // round was taken over (a failed run).
    const pids = apis.map((api) => api.pid).sort();
    for (const round of roundJobs) expect([...sharedBeforeKill.get(round)!].sort()).toEqual(pids);
    for (const round of roundJobs) expect([...(await senders()).get(round)!].sort()).toEqual(pids);
    const { rows: jobs } = await sql<{
      id: string;
      status: string;
      attempts: number;
      last_error: string | null;
    }>`
      select id, status, attempts, last_error from jobs where id in (${sql.join(roundJobs)})`.execute(db);
    expect(
      jobs.map((job) => [job.status, job.last_error]),
      JSON.stringify(jobs),
    ).toEqual(Array(3).fill(['succeeded', null]));
    expect(jobs.find((job) => job.id === target.id)!.attempts).toBe(1);
    expect(sentBeforeKill).toBeLessThan(total);

    // No reconciliation: every delivery is recorded as sent, none left 'unconfirmed' for an operator. The killed
    // process's sends in flight were sent again by the takeover (a second attempt), and some of them had reached the
    // sink before the kill: it received them twice and kept them once.
    const messages = await sinkMessages(sink.dir);
    const { rows: deliveries } = await sql<{ id: string; address: string; status: string; attempts: number }>`
      select id, address, status, attempts from deliveries`.execute(db);
    expect(deliveries).toHaveLength(total + BALLOTS);
    expect(deliveries.filter((delivery) => delivery.status !== 'sent')).toEqual([]);
    expect(deliveries.filter((delivery) => delivery.attempts > 1).length).toBeGreaterThan(0);

    // Every recipient's mailbox holds exactly one message, under its delivery's own Message-ID.
    const mailbox = new Map<string, typeof messages>();
    for (const message of messages) mailbox.set(message.to, [...(mailbox.get(message.to) ?? []), message]);
    expect(mailbox.size).toBe(total + BALLOTS);
    expect([...mailbox].filter(([, held]) => held.length !== 1).map(([to, held]) => [to, held])).toEqual([]);
    const wrong = deliveries.filter((delivery) => {
      const held = mailbox.get(delivery.address) ?? [];
      return (
        held.length !== 1 ||
        held[0]!.deliveryId !== delivery.id ||
        !held[0]!.messageId.startsWith(`<${delivery.id}@`)
      );
    });
    expect(wrong).toEqual([]);
    // The copies the takeover sent of messages the sink already had: received, and dropped there.
    expect(sink.duplicates()).toBeGreaterThan(0);

    // Every ballot counted once: one ballot and three votes per voter, whichever process took it (or took it again).
    expect(answers).toHaveLength(BALLOTS);
    expect(answers.every((status) => status === 201 || status === 200)).toBe(true);
    const { rows: counted } = await sql<{ voters: string; ballots: string; votes: string }>`
      select count(distinct b.voter_id) as voters, count(distinct b.id) as ballots,
        (select count(*) from votes where voting_id = ${ballotVoting.votingId}) as votes
      from ballots b where b.voting_id = ${ballotVoting.votingId}`.execute(db);
    expect(counted[0]).toEqual({
      voters: String(BALLOTS),
      ballots: String(BALLOTS),
      votes: String(BALLOTS * 3),
    });
  }, 400_000);
});

async function untilNoOpenJobs(db: TestDatabase['database']['db'], timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ open: string }>`
      select count(*) as open from jobs
        where status = 'running' or (status = 'queued' and run_after <= now())`.execute(db);
    if (Number(rows[0]!.open) === 0) return;
    if (Date.now() > deadline) {
      const { rows: open } =
        await sql`select kind, status, attempts, locked_by, run_after, last_error, progress_done,
        progress_total from jobs where status = 'running' or (status = 'queued' and run_after <= now())`.execute(
          db,
        );
      throw new Error(`jobs still open: ${JSON.stringify(open)}`);
    }
    await delay(100);
  }
}
