import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import {
  NOT_ELIGIBLE,
  cancelJob,
  listDeliveries,
  registerEmailDispatchKind,
  resendDeliveries,
  runJobsUntilIdle,
} from '../src/jobs/index.ts';
import { BACKENDS } from './support/test-database.ts';
import {
  byStatus,
  createDispatch,
  deliveriesOf,
  progressOf,
  recipients,
  saoPaulo,
  testEmail,
  useJobsDatabase,
  forgetJobKindsAfterAll,
} from './support/jobs.ts';

const PUBLIC = 'https://backoffice.example.com';

registerEmailDispatchKind('test-invitation', {
  progressEvery: 3,
  maxAttempts: 3,
  async render(_trx, _job, delivery, { publicBaseUrl }) {
    if (delivery.recipientKey === 'voided') return null;
    if (delivery.recipientKey === 'broken') throw new Error('the template is gone');
    return { ...testEmail(delivery, publicBaseUrl), headers: { 'X-Test': 'yes' } };
  },
});
forgetJobKindsAfterAll('test-invitation');

const noBackoff = { backoffMs: () => 0, publicBaseUrl: PUBLIC };

describe.each(BACKENDS)('e-mail dispatch jobs on %s', (backend) => {
  const ctx = useJobsDatabase(backend);

  it('sends one message per recipient, records each delivery, and writes progress in batches', async () => {
    const list = recipients(7);
    const { job, created } = await createDispatch(ctx.database, 'test-invitation', [...list, list[0]!]);
    expect(created).toBe(true);
    expect(job).toMatchObject({ status: 'queued', progress: { total: 7, done: 0, failed: 0 } });

    const mailer = memoryMailer();
    const doneWhenSending: number[] = [];
    mailer.beforeSend = async () => {
      doneWhenSending.push((await progressOf(ctx.database, job.id)).job.progress.done);
    };
    const runs = await runJobsUntilIdle({ database: ctx.database, mailer }, noBackoff);

    expect(runs).toBe(1);
    // Progress is written every 3 deliveries: a UI polling it sees 0, then 3, then 6, then 7.
    expect(doneWhenSending).toEqual([0, 0, 0, 3, 3, 3, 6]);
    const { job: finished, deliveries } = await progressOf(ctx.database, job.id);
    expect(finished).toMatchObject({
      status: 'succeeded',
      progress: { total: 7, done: 7, failed: 0 },
      attempts: 0,
      lockedBy: null,
      lastError: null,
    });
    expect(finished.finishedAt).not.toBeNull();
    expect(deliveries).toEqual({ pending: 0, sending: 0, sent: 7, failed: 0, unconfirmed: 0 });

    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual(list.map((r) => r.address).sort());
    const records = await deliveriesOf(ctx.database, job.id);
    for (const delivery of records) {
      const mail = mailer.sent.find((sent) => sent.to === delivery.address)!;
      expect(mail.messageId).toBe(delivery.id);
      expect(delivery.providerMessageId).toBe(`<${delivery.id}@memory.local>`);
      expect(mail.headers).toEqual({
        'X-Test': 'yes',
        'X-Backoffice-Job': job.id,
        'X-Backoffice-Delivery': delivery.id,
      });
      expect(mail.text).toBe(`Olá! Votar: ${PUBLIC}/v/${delivery.recipientKey}`);
      expect(delivery).toMatchObject({ status: 'sent', attempts: 1, error: null });
      expect(delivery.sentAt).not.toBeNull();
    }
  });

  it('retries transient failures up to the limit and fails permanent ones at once, with the reason', async () => {
    const { job } = await createDispatch(ctx.database, 'test-invitation', recipients(4));
    const mailer = memoryMailer();
    mailer.failAddress('eleitor2@example.com', 'transient', 2); // third send goes through
    mailer.failAddress('eleitor3@example.com', 'permanent');
    mailer.failAddress('eleitor4@example.com', 'transient'); // never: failed after 3 sends

    const runs = await runJobsUntilIdle({ database: ctx.database, mailer }, noBackoff);

    expect(runs).toBe(3); // each retry wave is a new run of the job
    const records = await deliveriesOf(ctx.database, job.id);
    expect(byStatus(records)).toEqual({ sent: ['voter-1', 'voter-2'], failed: ['voter-3', 'voter-4'] });
    const byKey = Object.fromEntries(records.map((delivery) => [delivery.recipientKey, delivery]));
    expect(byKey['voter-2']).toMatchObject({ attempts: 3, error: null });
    expect(byKey['voter-3']).toMatchObject({ attempts: 1 });
    expect(byKey['voter-3']!.error).toMatch(/^550 5\.1\.1/);
    expect(byKey['voter-4']).toMatchObject({ attempts: 3 });
    expect(byKey['voter-4']!.error).toMatch(/^421/);
    expect(mailer.attempts.map((mail) => mail.to).filter((to) => to === 'eleitor4@example.com')).toHaveLength(
      3,
    );
    expect((await progressOf(ctx.database, job.id)).job).toMatchObject({
      status: 'succeeded',
      progress: { total: 4, done: 4, failed: 2 },
    });
  });

  it('puts a transient failure off by the backoff: the job waits, nothing is due meanwhile', async () => {
    const { job } = await createDispatch(ctx.database, 'test-invitation', recipients(2));
    const mailer = memoryMailer();
    mailer.failAddress('eleitor1@example.com', 'transient', 1);
    const started = Date.now();
    await runJobsUntilIdle({ database: ctx.database, mailer }, { backoffMs: () => 60_000 });

    const records = await deliveriesOf(ctx.database, job.id);
    const { job: waiting } = await progressOf(ctx.database, job.id);
    expect(byStatus(records)).toEqual({ pending: ['voter-1'], sent: ['voter-2'] });
    const retrying = records.find((delivery) => delivery.status === 'pending')!;
    expect(retrying).toMatchObject({ attempts: 1 });
    expect(retrying.error).toMatch(/^421/);
    expect(Date.parse(retrying.nextAttemptAt)).toBeGreaterThan(started + 50_000);
    expect(waiting).toMatchObject({ status: 'queued', progress: { total: 2, done: 1, failed: 0 } });
    expect(waiting.runAfter).toBe(retrying.nextAttemptAt);
  });

  it('fails a recipient the feature no longer wants to reach, and sends the others', async () => {
    const { job } = await createDispatch(ctx.database, 'test-invitation', [
      { recipientKey: 'voided', address: 'anulado@example.com' },
      ...recipients(2),
    ]);
    const mailer = memoryMailer();
    await runJobsUntilIdle({ database: ctx.database, mailer }, noBackoff);
    const records = await deliveriesOf(ctx.database, job.id);
    expect(byStatus(records)).toEqual({ failed: ['voided'], sent: ['voter-1', 'voter-2'] });
    expect(records.find((d) => d.recipientKey === 'voided')!.error).toBe(NOT_ELIGIBLE);
    expect(mailer.attempts.map((mail) => mail.to)).not.toContain('anulado@example.com');
    expect((await progressOf(ctx.database, job.id)).job).toMatchObject({
      status: 'succeeded',
      progress: { total: 3, done: 3, failed: 1 },
    });
  });

  it('a render error fails the run (retried after the backoff, then failed for good), never the delivery', async () => {
    const { job } = await createDispatch(ctx.database, 'test-invitation', [
      { recipientKey: 'broken', address: 'quebrado@example.com' },
    ]);
    const mailer = memoryMailer();
    const options = { publicBaseUrl: PUBLIC, backoffMs: () => 60_000, maxJobAttempts: 2 };
    expect(await runJobsUntilIdle({ database: ctx.database, mailer }, options)).toBe(1);
    // The render threw inside the transaction that marks 'sending': rolled back, still pending, never sent.
    expect(await deliveriesOf(ctx.database, job.id)).toMatchObject([{ status: 'pending', attempts: 0 }]);
    const { job: waiting } = await progressOf(ctx.database, job.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'the template is gone' });
    expect(Date.parse(waiting.runAfter)).toBeGreaterThan(Date.now() + 50_000);
    expect(await runJobsUntilIdle({ database: ctx.database, mailer }, options)).toBe(0);

    await sql`update jobs set run_after = now() where id = ${job.id}`.execute(ctx.database.db);
    expect(await runJobsUntilIdle({ database: ctx.database, mailer }, options)).toBe(1);
    expect((await progressOf(ctx.database, job.id)).job).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'the template is gone',
    });
    expect(mailer.attempts).toEqual([]);
  });

  it('the same dedupe key finds the first job instead of making a second', async () => {
    const first = await createDispatch(ctx.database, 'test-invitation', recipients(3), saoPaulo, {
      dedupeKey: 'voting-1',
    });
    const again = await createDispatch(ctx.database, 'test-invitation', recipients(5), saoPaulo, {
      dedupeKey: 'voting-1',
    });
    expect(again).toMatchObject({ created: false, job: { id: first.job.id } });
    expect(await deliveriesOf(ctx.database, first.job.id)).toHaveLength(3);
  });

  it('resends failed or unconfirmed deliveries only when asked, and never a sent one', async () => {
    const { job } = await createDispatch(ctx.database, 'test-invitation', recipients(3));
    const mailer = memoryMailer();
    mailer.failAddress('eleitor3@example.com', 'permanent', 1);
    await runJobsUntilIdle({ database: ctx.database, mailer }, noBackoff);
    const records = await deliveriesOf(ctx.database, job.id);
    const failed = records.find((d) => d.status === 'failed')!;
    const sent = records.find((d) => d.status === 'sent')!;

    const requeued = await withWorkspace(ctx.database.db, saoPaulo.companyId, saoPaulo.workspaceId, (trx) =>
      resendDeliveries(trx, job.id, [failed.id, sent.id]),
    );
    expect(requeued).toBe(1);
    expect((await progressOf(ctx.database, job.id)).job).toMatchObject({
      status: 'queued',
      finishedAt: null,
      progress: { total: 3, done: 2, failed: 0 },
    });
    await runJobsUntilIdle({ database: ctx.database, mailer }, noBackoff);

    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual([
      'eleitor1@example.com',
      'eleitor2@example.com',
      'eleitor3@example.com',
    ]);
    expect((await progressOf(ctx.database, job.id)).job).toMatchObject({
      status: 'succeeded',
      progress: { total: 3, done: 3, failed: 0 },
    });
    const page = await withWorkspace(ctx.database.db, saoPaulo.companyId, saoPaulo.workspaceId, (trx) =>
      listDeliveries(trx, job.id, { status: 'sent', offset: 1, limit: 1 }),
    );
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(1);
  });

  it('a cancelled job is not run; cancelling a running one stops it after the message in flight', async () => {
    const { job: early } = await createDispatch(ctx.database, 'test-invitation', recipients(2, 'early'));
    await withWorkspace(ctx.database.db, saoPaulo.companyId, saoPaulo.workspaceId, (trx) =>
      cancelJob(trx, early.id),
    );
    const mailer = memoryMailer();
    expect(await runJobsUntilIdle({ database: ctx.database, mailer }, noBackoff)).toBe(0);

    const { job } = await createDispatch(ctx.database, 'test-invitation', recipients(6));
    mailer.beforeSend = async (_mail, attempt) => {
      if (attempt === 3) {
        await withWorkspace(ctx.database.db, saoPaulo.companyId, saoPaulo.workspaceId, (trx) =>
          cancelJob(trx, job.id),
        );
      }
    };
    await runJobsUntilIdle({ database: ctx.database, mailer }, noBackoff);

    expect(mailer.sent).toHaveLength(3);
    // The third was in flight when the job was cancelled: its runner still recorded that it went out.
    const records = await deliveriesOf(ctx.database, job.id);
    expect(
      records
        .filter((d) => d.status === 'sent')
        .map((d) => d.address)
        .sort(),
    ).toEqual(mailer.sent.map((mail) => mail.to).sort());
    expect(records.filter((d) => d.status === 'pending')).toHaveLength(3);
    expect((await progressOf(ctx.database, job.id)).job).toMatchObject({
      status: 'cancelled',
      lockedBy: null,
    });
  });
});
