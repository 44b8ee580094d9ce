import { sql } from 'kysely';
import type { TenantTransaction } from '../db/tenant.ts';
import { MailDeliveryError } from '../mail/mailer.ts';
import { toDelivery, type Delivery, type Job } from './job-records.ts';
import { recountDeliveryProgress } from './job-store.ts';
import { registerJobKind, type JobContext, type JobKind, type JobOutcome } from './registry.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** What render gets besides the transaction, the job and the delivery. */
export interface RenderEnvironment {
  publicBaseUrl: string;
}

export interface EmailDispatchKind {
  /**
   * The message for one delivery, built when it is sent (bodies are not stored per recipient). Runs in the job's
   * workspace transaction that marks the delivery 'sending'. Null: this recipient should no longer get it (e.g. a
   * voided voter): the delivery is failed with that reason. Throwing fails the run (retried later).
   */
  render(
    trx: TenantTransaction,
    job: Job,
    delivery: Delivery,
    environment: RenderEnvironment,
  ): Promise<RenderedEmail | null>;
  /** Sends per delivery before it is failed for transient errors (default 5). */
  maxAttempts?: number;
  /** Progress is written every this many deliveries (default 25), and at the end of each run. */
  progressEvery?: number;
  /**
   * Sends in flight at a time (default 1): more overlap SMTP round trips (a slow remote server), and are also how
   * many deliveries a crash can leave 'unconfirmed'.
   */
  concurrency?: number;
}

/** Pending deliveries read per query. */
const PAGE = 100;

export const NOT_ELIGIBLE = 'not sent: the recipient is no longer eligible for this message';

/** The soonest retry among the job's pending deliveries, or null when none is pending. */
async function nextPendingAt(trx: TenantTransaction, jobId: string): Promise<Date | null> {
  const row = await trx
    .selectFrom('deliveries')
    .select((eb) => eb.fn.min('next_attempt_at').as('next'))
    .where('job_id', '=', jobId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.next ? new Date(row.next as Date | string) : null;
}

type Claimed = { delivery: Delivery; email: RenderedEmail } | 'skipped' | 'lost';

/**
 * Marks one pending delivery 'sending' and renders it, in one committed transaction, only while this runner holds
 * the job. The status test makes the mark happen once: a delivery leaves 'pending' for one send at a time.
 */
async function claimDelivery(
  context: JobContext,
  kind: EmailDispatchKind,
  deliveryId: string,
): Promise<Claimed> {
  const { job } = context;
  return context.inJob(async (trx) => {
    if (!(await context.holdLease(trx))) return 'lost';
    const row = await trx
      .updateTable('deliveries')
      .set({ status: 'sending', attempts: sql<number>`attempts + 1`, updated_at: sql<Date>`now()` })
      .where('company_id', '=', job.companyId)
      .where('id', '=', deliveryId)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst();
    if (!row) return 'skipped';
    const delivery = toDelivery(row);
    const email = await kind.render(trx, job, delivery, { publicBaseUrl: context.publicBaseUrl });
    if (email) return { delivery, email };
    await trx
      .updateTable('deliveries')
      .set({ status: 'failed', error: NOT_ELIGIBLE, updated_at: sql<Date>`now()` })
      .where('company_id', '=', job.companyId)
      .where('id', '=', deliveryId)
      .execute();
    return 'skipped';
  });
}

/** Records the result of one send. Also from 'unconfirmed': a runner that lost the job still reports the truth. */
async function recordResult(
  context: JobContext,
  delivery: Delivery,
  result: { providerMessageId: string } | { error: unknown },
  maxAttempts: number,
): Promise<void> {
  const { job } = context;
  await context.inJob(async (trx) => {
    const base = trx
      .updateTable('deliveries')
      .where('company_id', '=', job.companyId)
      .where('id', '=', delivery.id);
    if ('providerMessageId' in result) {
      await base
        .set({
          status: 'sent',
          provider_message_id: result.providerMessageId,
          sent_at: sql<Date>`now()`,
          error: null,
          updated_at: sql<Date>`now()`,
        })
        .where('status', 'in', ['sending', 'unconfirmed'])
        .execute();
      return;
    }
    const { error } = result;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const permanent = error instanceof MailDeliveryError && error.permanent;
    const retry = !permanent && delivery.attempts < maxAttempts;
    await base
      .set({ status: 'failed', error: message, updated_at: sql<Date>`now()` })
      // A taken-over send that failed was not delivered: failed, for the operator to resend.
      .where((eb) =>
        retry ? eb('status', '=', 'unconfirmed') : eb('status', 'in', ['sending', 'unconfirmed']),
      )
      .execute();
    if (retry) {
      const waitMs = context.backoffMs(delivery.attempts);
      await base
        .set({
          status: 'pending',
          error: message,
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${waitMs / 1000})`,
          updated_at: sql<Date>`now()`,
        })
        .where('status', '=', 'sending')
        .execute();
    }
  });
}

/** Sends one claimed delivery and records the outcome. */
async function sendOne(
  context: JobContext,
  { delivery, email }: { delivery: Delivery; email: RenderedEmail },
  maxAttempts: number,
): Promise<void> {
  let result: { providerMessageId: string } | { error: unknown };
  try {
    result = await context.mailer.send({
      to: delivery.address,
      subject: email.subject,
      html: email.html,
      text: email.text,
      // The delivery id: a duplicate, if one ever got out, is recognisable by its Message-ID.
      messageId: delivery.id,
      headers: { ...email.headers, 'X-Backoffice-Job': context.job.id, 'X-Backoffice-Delivery': delivery.id },
    });
  } catch (error) {
    result = { error };
  }
  await recordResult(context, delivery, result, maxAttempts);
}

/** The run of an e-mail dispatch job: sends its pending deliveries, never one twice. */
async function runDispatch(context: JobContext, kind: EmailDispatchKind): Promise<JobOutcome> {
  const { job } = context;
  const maxAttempts = kind.maxAttempts ?? 5;
  const progressEvery = kind.progressEvery ?? 25;
  const concurrency = Math.max(1, kind.concurrency ?? 1);
  const recount = () => context.inJob((trx) => recountDeliveryProgress(trx, job.companyId, job.id));
  let sinceProgress = 0;
  let lastSeen = '';

  try {
    while (context.shouldContinue()) {
      // Pages by id so that deliveries put back to 'pending' for a later retry are not met again in this run.
      const page = await context.inJob((trx) =>
        trx
          .selectFrom('deliveries')
          .select('id')
          .where('job_id', '=', job.id)
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .where('id', '>', lastSeen || '00000000-0000-0000-0000-000000000000')
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      );
      if (page.length === 0) break;
      lastSeen = page[page.length - 1]!.id;
      const queue = page.map((row) => row.id);
      let lost = false;
      // Up to `concurrency` sends at a time; each delivery still goes pending → sending → sent on its own.
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          if (lost || !context.shouldContinue()) return;
          const claimed = await claimDelivery(context, kind, id);
          if (claimed === 'lost') {
            lost = true;
            return;
          }
          if (claimed !== 'skipped') await sendOne(context, claimed, maxAttempts);
          sinceProgress += 1;
          if (sinceProgress >= progressEvery) {
            sinceProgress = 0;
            await recount();
          }
        }
      };
      const outcomes = await Promise.allSettled(
        Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
          try {
            await worker();
          } catch (error) {
            lost = true; // stop the other workers at their next delivery
            throw error;
          }
        }),
      );
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
      if (lost) break;
    }
  } finally {
    await recount();
  }

  if (!context.shouldContinue()) return { status: 'stopped' };
  const next = await context.inJob((trx) => nextPendingAt(trx, job.id));
  return next ? { status: 'retry', runAfter: next } : { status: 'succeeded' };
}

/**
 * An e-mail dispatch job kind (e.g. 'voting-invitation'): its jobs are made by createDispatchJob with one pending
 * delivery per recipient, and `render` builds each message when it is sent.
 *
 * Never twice: a delivery is committed as 'sending' before the SMTP call and as 'sent' after it. A runner that
 * dies between the two leaves it 'sending'; the runner that resumes the job marks it 'unconfirmed' and does not
 * send it again (the operator may, explicitly: resendDeliveries). Transient failures go back to 'pending' with a
 * backoff, up to maxAttempts sends, then 'failed'; permanent ones are 'failed' at once with the reason.
 */
export function emailDispatchJobKind(dispatch: EmailDispatchKind): JobKind {
  return {
    run: (context) => runDispatch(context, dispatch),
    remainingWork: (trx, job) => nextPendingAt(trx, job.id),
  };
}

/** Registers emailDispatchJobKind(dispatch) under `kind` (the tests' own kinds). */
export function registerEmailDispatchKind(kind: string, dispatch: EmailDispatchKind): void {
  registerJobKind(kind, emailDispatchJobKind(dispatch));
}
