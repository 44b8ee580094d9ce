import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { registerEmailDispatchKind, startJobRunner } from '../src/jobs/index.ts';
import {
  createDispatch,
  forgetJobKindsAfterAll,
  progressOf,
  recipients,
  testEmail,
  useJobsDatabase,
} from './support/jobs.ts';

registerEmailDispatchKind('wake-receipt', {
  render: async (_trx, _job, delivery, { publicBaseUrl }) => testEmail(delivery, publicBaseUrl),
});
forgetJobKindsAfterAll('wake-receipt');

/** Waits (without a deadline of its own: the test's timeout) until the job has succeeded. */
async function untilSucceeded(database: Parameters<typeof progressOf>[0], jobId: string) {
  for (;;) {
    const { job } = await progressOf(database, jobId);
    if (job.status === 'succeeded') return;
    await delay(20);
  }
}

// PostgreSQL only: PGlite has no LISTEN connection (database.listen) and its runner polls.
describe('a queued job wakes the runners on postgres', () => {
  const ctx = useJobsDatabase('postgres');

  it('a job queued while the runner sleeps runs without waiting for the next poll', async () => {
    expect(ctx.database.listen).toBeTypeOf('function');
    const mailer = memoryMailer();
    // A poll far longer than the test's timeout: only the NOTIFY of the queued job can wake the runner.
    const runner = startJobRunner({ database: ctx.database, mailer, pollMs: 3_600_000 });
    try {
      const first = (await createDispatch(ctx.database, 'wake-receipt', recipients(1, 'first'))).job;
      await untilSucceeded(ctx.database, first.id);
      await delay(200); // the runner's look after that run finds nothing due and it goes to sleep
      const second = (await createDispatch(ctx.database, 'wake-receipt', recipients(1, 'second'))).job;
      await untilSucceeded(ctx.database, second.id);
      expect(mailer.sent.map((mail) => mail.to)).toHaveLength(2);
    } finally {
      await runner.stop();
    }
  }, 30_000);
});
