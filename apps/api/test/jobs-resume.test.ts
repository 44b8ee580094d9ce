import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import {
  createJob,
  createJobRunner,
  registerEmailDispatchKind,
  registerJobKind,
  runJobsUntilIdle,
} from '../src/jobs/index.ts';
import { BACKENDS } from './support/test-database.ts';
import {
  byStatus,
  createDispatch,
  deliveriesOf,
  expireLease,
  progressOf,
  recipients,
  saoPaulo,
  testEmail,
  useJobsDatabase,
  forgetJobKindsAfterAll,
} from './support/jobs.ts';

registerEmailDispatchKind('resume-invitation', {
  progressEvery: 2,
  render: async (_trx, _job, delivery, { publicBaseUrl }) => testEmail(delivery, publicBaseUrl),
});

registerEmailDispatchKind('resume-parallel', {
  concurrency: 3,
  render: async (_trx, _job, delivery, { publicBaseUrl }) => testEmail(delivery, publicBaseUrl),
});

/** Takes a while (≈3 s, three leases) and says how far it got: a job to watch the lease renewal with. */
let slowRuns = 0;
registerJobKind('slow-work', async (context) => {
  slowRuns += 1;
  for (let step = 0; step < 10 && context.shouldContinue(); step++) await delay(300);
  return context.shouldContinue() ? { status: 'succeeded' } : { status: 'stopped' };
});
forgetJobKindsAfterAll('resume-invitation', 'resume-parallel', 'slow-work');

/** Resolves once `check` holds (polling), or fails the test after 10 s. */
async function until(check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await delay(10);
  }
}

describe.each(BACKENDS)('resuming jobs on %s', (backend) => {
  const ctx = useJobsDatabase(backend);

  it('after a crash mid-send: resumes the rest, never re-sends a recorded one, sends the one in flight again under its Message-ID', async () => {
    const { job } = await createDispatch(ctx.database, 'resume-invitation', recipients(6));

    // Runner A "dies" during its third SMTP call: the call never returns.
    const crashed = memoryMailer();
    let release: () => void = () => {};
    crashed.beforeSend = (_mail, attempt) =>
      attempt === 3 ? new Promise<void>((resolve) => (release = resolve)) : undefined;
    const runnerA = createJobRunner({ database: ctx.database, mailer: crashed, renewEveryMs: 0 });
    const runningA = runnerA.runOnce();
    await until(() => crashed.attempts.length === 3);
    const beforeCrash = await deliveriesOf(ctx.database, job.id);
    expect(byStatus(beforeCrash).sent).toHaveLength(2);
    expect(byStatus(beforeCrash).sending).toHaveLength(1);
    const inFlight = beforeCrash.find((delivery) => delivery.status === 'sending')!;

    // While A's lease holds, nobody else takes the job.
    const resumed = memoryMailer();
    expect(await runJobsUntilIdle({ database: ctx.database, mailer: resumed })).toBe(0);

    await expireLease(ctx.database, job.id);
    expect(await runJobsUntilIdle({ database: ctx.database, mailer: resumed })).toBe(1);

    // The takeover cannot know whether A's send got through: it sends it again, as the same message.
    const alreadySent = crashed.sent.map((mail) => mail.to);
    expect(resumed.sent).toHaveLength(4);
    for (const mail of resumed.sent) expect(alreadySent).not.toContain(mail.to);
    const again = resumed.sent.filter((mail) => mail.to === inFlight.address);
    expect(again.map((mail) => mail.messageId)).toEqual([crashed.attempts[2]!.messageId]);
    expect(again[0]!.messageId).toBe(inFlight.id);
    const afterResume = await deliveriesOf(ctx.database, job.id);
    expect(byStatus(afterResume).sent).toHaveLength(6);
    expect(afterResume.find((d) => d.id === inFlight.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
    });
    expect((await progressOf(ctx.database, job.id)).job).toMatchObject({
      status: 'succeeded',
      attempts: 1, // the takeover counts as a failed run
      progress: { total: 6, done: 6, failed: 0 },
    });

    // A was only stalled, not dead: its send completes too. The recipient's server got the message twice under one
    // Message-ID and keeps it once: one message in every mailbox.
    release();
    await runningA;
    const final = await deliveriesOf(ctx.database, job.id);
    expect(final.find((d) => d.id === inFlight.id)).toMatchObject({ status: 'sent', error: null });
    const copies = [...crashed.sent, ...resumed.sent];
    expect(copies.filter((mail) => mail.to === inFlight.address)).toHaveLength(2);
    const mailboxes = new Set(copies.map((mail) => `${mail.to} ${mail.providerMessageId}`));
    expect([...mailboxes].map((key) => key.split(' ')[0]).sort()).toEqual(
      recipients(6)
        .map((r) => r.address)
        .sort(),
    );
  });

  it('with several sends in flight at the crash, each of them is sent again under its own Message-ID', async () => {
    const { job } = await createDispatch(ctx.database, 'resume-parallel', recipients(10));
    const crashed = memoryMailer();
    crashed.beforeSend = (_mail, attempt) => (attempt > 3 ? new Promise<void>(() => {}) : undefined);
    void createJobRunner({ database: ctx.database, mailer: crashed, renewEveryMs: 0 }).runOnce();
    await until(() => crashed.attempts.length === 6);
    await until(async () => byStatus(await deliveriesOf(ctx.database, job.id)).sent?.length === 3);

    await expireLease(ctx.database, job.id);
    const resumed = memoryMailer();
    await runJobsUntilIdle({ database: ctx.database, mailer: resumed });

    const inFlight = crashed.attempts.slice(3);
    const records = await deliveriesOf(ctx.database, job.id);
    expect(records.map((d) => d.status)).toEqual(Array(10).fill('sent'));
    // The three in flight went again, each as the message it was (its Message-ID), and the four never tried once.
    expect(resumed.sent).toHaveLength(7);
    for (const mail of inFlight) {
      expect(resumed.sent.filter((m) => m.to === mail.to).map((m) => m.messageId)).toEqual([mail.messageId]);
    }
    for (const mail of resumed.sent) expect(crashed.sent.map((m) => m.to)).not.toContain(mail.to);
    expect(new Set([...crashed.sent, ...resumed.sent].map((mail) => mail.to)).size).toBe(10);
    expect((await progressOf(ctx.database, job.id)).job.progress).toEqual({ total: 10, done: 10, failed: 0 });
  });

  it('a runner that stops releases the job at once; the next one resumes it with nothing unconfirmed', async () => {
    const { job } = await createDispatch(ctx.database, 'resume-invitation', recipients(5));
    const first = memoryMailer();
    const runnerA = createJobRunner({ database: ctx.database, mailer: first, renewEveryMs: 0 });
    first.beforeSend = (_mail, attempt) => {
      if (attempt === 2) void runnerA.stop(); // e.g. SIGTERM during the second send
    };
    expect(await runnerA.runOnce()).toBe(true);
    expect(first.sent).toHaveLength(2);
    expect((await progressOf(ctx.database, job.id)).job).toMatchObject({
      status: 'queued',
      lockedBy: null,
      attempts: 0,
      progress: { total: 5, done: 2, failed: 0 },
    });

    const second = memoryMailer();
    expect(await runJobsUntilIdle({ database: ctx.database, mailer: second })).toBe(1);
    expect(second.sent).toHaveLength(3);
    expect(byStatus(await deliveriesOf(ctx.database, job.id)).sent).toHaveLength(5);
  });

  it('gives up on a job whose runners keep dying', async () => {
    const { job } = await createDispatch(ctx.database, 'resume-invitation', recipients(2));
    await sql`update jobs set status = 'running', locked_by = 'dead-runner', attempts = 4,
                locked_until = now() - interval '1 second' where id = ${job.id}`.execute(ctx.database.db);
    const mailer = memoryMailer();
    expect(await runJobsUntilIdle({ database: ctx.database, mailer }, { maxJobAttempts: 5 })).toBe(1);
    const { job: failed } = await progressOf(ctx.database, job.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, lockedBy: null });
    expect(failed.lastError).toMatch(/gave up after 5 failed runs/);
    expect(mailer.attempts).toEqual([]);
  });

  it('renews the lease while a job runs longer than it, so no other runner takes the job', async () => {
    slowRuns = 0;
    await withWorkspace(ctx.database.db, saoPaulo.companyId, saoPaulo.workspaceId, (trx) =>
      createJob(trx, { ...saoPaulo, kind: 'slow-work' }),
    );
    // A lease of 1 s renewed every 100 ms: ten chances to renew before it would lapse, so a loaded machine (a
    // renewal late by hundreds of ms at load 20) does not look like a runner that stopped renewing.
    const options = { database: ctx.database, mailer: memoryMailer(), leaseMs: 1000, renewEveryMs: 100 };
    const owner = createJobRunner(options);
    const other = createJobRunner(options);
    const owning = owner.runOnce();
    await until(() => slowRuns === 1);
    const started = Date.now();
    let takeovers = 0;
    while (Date.now() - started < 2500) {
      if (await other.runOnce()) takeovers += 1;
      await delay(50);
    }
    expect(await owning).toBe(true);
    expect(takeovers).toBe(0);
    expect(slowRuns).toBe(1);
    const { rows } = await sql<{ status: string }>`select status from jobs`.execute(ctx.database.db);
    expect(rows).toEqual([{ status: 'succeeded' }]);
  });
});
