import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import {
  emailDispatchJobKind,
  registerEmailDispatchKind,
  registerJobKind,
  startJobRunner,
  type JobRunner,
} from '../src/jobs/index.ts';
import { readJobRunnerSettings } from '../src/jobs/runner.ts';
import { BACKENDS } from './support/test-database.ts';
import {
  createDispatch,
  deliveriesOf,
  progressOf,
  recipients,
  rio,
  saoPaulo,
  testEmail,
  useJobsDatabase,
  forgetJobKindsAfterAll,
} from './support/jobs.ts';

registerEmailDispatchKind('race-invitation', {
  concurrency: 4, // sends of one runner overlap too
  progressEvery: 5,
  render: async (_trx, _job, delivery, { publicBaseUrl }) => testEmail(delivery, publicBaseUrl),
});
// A round (bulk, shared): every runner with a free bulk slot claims batches of its deliveries.
registerJobKind('race-round', {
  ...emailDispatchJobKind({
    concurrency: 4,
    batch: 2,
    bulk: true,
    render: async (_trx, _job, delivery, { publicBaseUrl }) => testEmail(delivery, publicBaseUrl),
  }),
  bulk: true,
});
forgetJobKindsAfterAll('race-invitation', 'race-round');

/** Who claimed each delivery of the job last (deliveries.claimed_by), by delivery id. */
async function claimers(database: Parameters<typeof deliveriesOf>[0], jobId: string) {
  const { rows } = await sql<{ id: string; claimed_by: string | null }>`
    select id, claimed_by from deliveries where job_id = ${jobId}`.execute(database.db);
  return new Map(rows.map((row) => [row.id, row.claimed_by]));
}

async function untilAllFinished(database: Parameters<typeof deliveriesOf>[0], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ open: string }>`
      select count(*) as open from jobs where status in ('queued', 'running')`.execute(database.db);
    if (Number(rows[0]?.open) === 0) return;
    if (Date.now() > deadline) throw new Error('jobs still open');
    await delay(25);
  }
}

/** Every Message-ID (= delivery id) the mailer was asked to send, with how often. */
function sendsPerDelivery(attempts: readonly { messageId?: string }[]) {
  const counts = new Map<string, number>();
  for (const { messageId = '' } of attempts) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
  return counts;
}

describe.each(BACKENDS)('runners racing on %s', (backend) => {
  const ctx = useJobsDatabase(backend);

  it('three runners over the same jobs send every delivery exactly once', async () => {
    const jobs = [
      (await createDispatch(ctx.database, 'race-invitation', recipients(15, 'a'))).job,
      (await createDispatch(ctx.database, 'race-invitation', recipients(15, 'b'))).job,
      (await createDispatch(ctx.database, 'race-invitation', recipients(15, 'c'), rio)).job,
      (await createDispatch(ctx.database, 'race-invitation', recipients(15, 'd'), rio)).job,
    ];
    const mailer = memoryMailer();
    mailer.beforeSend = () => delay(2);
    const runners: JobRunner[] = [1, 2, 3].map((n) =>
      startJobRunner({ database: ctx.database, mailer, pollMs: 10, workerId: `runner-${n}` }),
    );
    try {
      await untilAllFinished(ctx.database);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }

    const counts = sendsPerDelivery(mailer.attempts);
    expect(counts.size).toBe(60);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    for (const [index, job] of jobs.entries()) {
      const records = await deliveriesOf(ctx.database, job.id, index < 2 ? saoPaulo : rio);
      expect(records.every((d) => d.status === 'sent' && counts.get(d.id) === 1)).toBe(true);
    }
  });

  it('three runners share one round: each sends part of it, every delivery exactly once', async () => {
    const { job } = await createDispatch(ctx.database, 'race-round', recipients(60));
    const mailer = memoryMailer();
    mailer.beforeSend = () => delay(5);
    const runners: JobRunner[] = [1, 2, 3].map((n) =>
      startJobRunner({ database: ctx.database, mailer, pollMs: 10, workerId: `sharer-${n}` }),
    );
    try {
      await untilAllFinished(ctx.database);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
    const counts = sendsPerDelivery(mailer.attempts);
    expect(counts.size).toBe(60);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    const records = await deliveriesOf(ctx.database, job.id);
    expect(records.map((d) => d.status)).toEqual(Array(60).fill('sent'));
    expect(new Set((await claimers(ctx.database, job.id)).values())).toEqual(
      new Set(['sharer-1', 'sharer-2', 'sharer-3']),
    );
    expect((await progressOf(ctx.database, job.id)).job).toMatchObject({
      status: 'succeeded',
      attempts: 0,
      progress: { total: 60, done: 60, failed: 0 },
    });
  });

  it('with JOB_SHARE_ROUNDS off, a round is sent by the runner holding it only', async () => {
    const { job } = await createDispatch(ctx.database, 'race-round', recipients(20));
    const mailer = memoryMailer();
    mailer.beforeSend = () => delay(5);
    const { shareRounds } = readJobRunnerSettings({ JOB_SHARE_ROUNDS: 'off' });
    const runners: JobRunner[] = [1, 2, 3].map((n) =>
      startJobRunner({ database: ctx.database, mailer, pollMs: 10, workerId: `alone-${n}`, shareRounds }),
    );
    try {
      await untilAllFinished(ctx.database);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
    expect(sendsPerDelivery(mailer.attempts).size).toBe(20);
    expect(new Set((await claimers(ctx.database, job.id)).values()).size).toBe(1);
  });

  it('a runner sharing a round that stops answering: its claims run out and the holder sends them again', async () => {
    const { job } = await createDispatch(ctx.database, 'race-round', recipients(40));
    const mailer = memoryMailer();
    mailer.beforeSend = () => delay(20);
    const holder = startJobRunner({ database: ctx.database, mailer, pollMs: 10, workerId: 'holder' });
    const stuck = memoryMailer();
    let unstick: () => void = () => {};
    const stuckSends = new Promise<void>((resolve) => (unstick = resolve));
    stuck.beforeSend = () => stuckSends; // a process that hangs (or was killed) with its sends in flight
    let sharer: JobRunner | undefined;
    try {
      // The holder first, then a runner that shares the round, with claims that run out after 300 ms.
      for (;;) {
        const { job: now } = await progressOf(ctx.database, job.id);
        if (now.lockedBy === 'holder') break;
        await delay(5);
      }
      sharer = startJobRunner({
        database: ctx.database,
        mailer: stuck,
        pollMs: 10,
        leaseMs: 300,
        renewEveryMs: 0,
        workerId: 'stuck',
      });
      await untilAllFinished(ctx.database);
    } finally {
      unstick();
      await Promise.all([holder.stop(), sharer?.stop()]);
    }
    // The stuck runner claimed some and sent none before the holder finished the round: the holder sent those
    // again, each under its own Message-ID, once their claims had run out.
    expect(stuck.attempts.length).toBeGreaterThan(0);
    const counts = sendsPerDelivery(mailer.attempts);
    expect(counts.size).toBe(40);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    const records = await deliveriesOf(ctx.database, job.id);
    expect(records.map((d) => d.status)).toEqual(Array(40).fill('sent'));
    for (const mail of stuck.attempts) {
      const record = records.find((d) => d.id === mail.messageId)!;
      expect(record).toMatchObject({ attempts: 2, status: 'sent' });
    }
    expect((await progressOf(ctx.database, job.id)).job).toMatchObject({ status: 'succeeded', attempts: 0 });
  });

  it('runners that stall past their lease and lose the job to each other leave one message per recipient', async () => {
    const { job } = await createDispatch(ctx.database, 'race-invitation', recipients(30));
    const mailer = memoryMailer();
    // Every fourth send stalls until the lease has run out and another runner has taken the job over (nothing renews
    // the lease on a timer, so once every slot is stalled it expires): the new runner sends the stalled delivery
    // again (it cannot know whether it got through) under the same Message-ID and goes on; the stalled runner then
    // records the send it completed and finds it has lost the job.
    // The stall waits for the takeover itself, not a fixed time, so a loaded machine cannot make it too short.
    // (A finished job counts as a change too: the last stalled send may be one whose claim ran out, sent again by the
    // job's holder, which then finished the job without a takeover.)
    const takeovers = async () => {
      const { rows } = await sql<{ attempts: number; status: string }>`
        select attempts, status from jobs where id = ${job.id}`.execute(ctx.database.db);
      return rows[0]?.status === 'succeeded' ? -1 : Number(rows[0]?.attempts);
    };
    mailer.beforeSend = async (_mail, attempt) => {
      if (attempt % 4 !== 0) return delay(1);
      const before = await takeovers();
      const deadline = Date.now() + 10_000;
      while ((await takeovers()) === before && Date.now() < deadline) await delay(20);
    };
    const runners = [1, 2].map((n) =>
      startJobRunner({
        database: ctx.database,
        mailer,
        pollMs: 10,
        leaseMs: 60,
        renewEveryMs: 0,
        // Each takeover counts as a failed run: let them all happen.
        maxJobAttempts: 1000,
        workerId: `stalling-${n}`,
      }),
    );
    try {
      await untilAllFinished(ctx.database);
      await delay(200); // let the last stalled send report back
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }

    // Each delivery went out under its one Message-ID (a stalled one twice), and the mailboxes hold one copy each.
    const counts = sendsPerDelivery(mailer.attempts);
    expect(counts.size).toBe(30);
    const mailbox = mailer.mailbox();
    expect(mailbox).toHaveLength(30);
    expect(new Set(mailbox.map((mail) => mail.to)).size).toBe(30);
    const records = await deliveriesOf(ctx.database, job.id);
    for (const record of records) {
      expect(mailbox.filter((mail) => mail.to === record.address).map((mail) => mail.messageId)).toEqual([
        record.id,
      ]);
    }
    // Every send completed, so every delivery ends up recorded as sent, including those taken over in flight.
    expect(records.map((d) => d.status)).toEqual(Array(30).fill('sent'));
    const { rows } = await sql<{ attempts: number }>`select attempts from jobs where id = ${job.id}`.execute(
      ctx.database.db,
    );
    expect(rows[0]!.attempts).toBeGreaterThan(0); // takeovers did happen
    expect((await progressOf(ctx.database, job.id)).job.status).toBe('succeeded');
  });
});
