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
  /**
   * The messages of a batch of deliveries at once (the same answers as `render` for each, in order): what the
   * deliveries share (the voting, its template) is read once and the recipients in one query. Optional.
   */
  renderBatch?(
    trx: TenantTransaction,
    job: Job,
    deliveries: readonly Delivery[],
    environment: RenderEnvironment,
  ): Promise<Array<RenderedEmail | null>>;
  /** Sends per delivery before it is failed for transient errors (default 5). */
  maxAttempts?: number;
  /** Progress is written every this many deliveries (default 25), and at the end of each run. */
  progressEvery?: number;
  /**
   * Sends in flight at a time (default 1): more overlap SMTP round trips (a slow remote server), and are also how
   * many deliveries a crash can leave 'unconfirmed'.
   */
  concurrency?: number;
  /**
   * Deliveries claimed (marked 'sending' and rendered) per statement, and recorded per statement once sent (default:
   * concurrency). With a batch smaller than concurrency, several batches are in flight at once: one is claimed
   * while another is being sent.
   */
  batch?: number;
}

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

type Claimed = { delivery: Delivery; email: RenderedEmail };

/**
 * Marks up to `limit` pending deliveries after `after` (by id) 'sending' in one statement and renders them, in one
 * committed transaction, only while this runner holds the job; 'lost' when it no longer does. The status test makes
 * the mark happen once: a delivery leaves 'pending' for one send at a time. Answers the claimed (sendable) ones and
 * the last id looked at, or null when nothing was left to claim.
 */
async function claimBatch(
  context: JobContext,
  kind: EmailDispatchKind,
  after: string,
  limit: number,
): Promise<{ claimed: Claimed[]; count: number; last: string } | null | 'lost'> {
  const { job } = context;
  return context.inJob(async (trx) => {
    if (!(await context.holdLease(trx))) return 'lost';
    // Materialized: as a subquery of the UPDATE, the LIMIT could be applied per row of a nested loop, not once.
    const rows = await trx
      .with(
        (cte) => cte('picked').materialized(),
        (db) =>
          db
            .selectFrom('deliveries')
            .select('id')
            .where('company_id', '=', job.companyId)
            .where('job_id', '=', job.id)
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', sql<Date>`now()`)
            .where('id', '>', after)
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
      )
      .updateTable('deliveries')
      .set({ status: 'sending', attempts: sql<number>`attempts + 1`, updated_at: sql<Date>`now()` })
      .where('company_id', '=', job.companyId)
      .where('id', 'in', (eb) => eb.selectFrom('picked').select('picked.id'))
      .where('status', '=', 'pending')
      .returningAll()
      .execute();
    if (rows.length === 0) return null;
    rows.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    const claimed: Claimed[] = [];
    const notEligible: string[] = [];
    const deliveries = rows.map(toDelivery);
    const environment = { publicBaseUrl: context.publicBaseUrl };
    const emails = kind.renderBatch
      ? await kind.renderBatch(trx, job, deliveries, environment)
      : await deliveries.reduce<Promise<Array<RenderedEmail | null>>>(
          async (done, delivery) => [...(await done), await kind.render(trx, job, delivery, environment)],
          Promise.resolve([]),
        );
    for (const [index, delivery] of deliveries.entries()) {
      const email = emails[index];
      if (email) claimed.push({ delivery, email });
      else notEligible.push(delivery.id);
    }
    if (notEligible.length > 0) {
      await trx
        .updateTable('deliveries')
        .set({ status: 'failed', error: NOT_ELIGIBLE, updated_at: sql<Date>`now()` })
        .where('company_id', '=', job.companyId)
        .where('id', 'in', notEligible)
        .execute();
    }
    return { claimed, count: rows.length, last: rows[rows.length - 1]!.id };
  });
}

/** Records the sends that went through, in one statement. Also from 'unconfirmed' (see recordResult). */
async function recordSent(
  context: JobContext,
  sent: ReadonlyArray<{ deliveryId: string; providerMessageId: string }>,
): Promise<void> {
  if (sent.length === 0) return;
  const { job } = context;
  const results = JSON.stringify(
    sent.map((result) => ({ id: result.deliveryId, pid: result.providerMessageId })),
  );
  await context.inJob((trx) =>
    sql`update deliveries d
        set status = 'sent', provider_message_id = r.pid, sent_at = now(), error = null, updated_at = now()
        from jsonb_to_recordset(${results}::jsonb) as r(id uuid, pid text)
        where d.company_id = ${job.companyId} and d.id = r.id and d.status in ('sending', 'unconfirmed')`.execute(
      trx,
    ),
  );
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

/**
 * Group commit: items added while a write is in progress go together in the next one, so under load one statement
 * records many sends, and alone a send is recorded at once. Each add resolves when its write has committed.
 */
function groupWriter<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let queue: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;
  async function drain() {
    writing = true;
    while (queue.length > 0) {
      const taken = queue;
      queue = [];
      try {
        await write(taken.map((entry) => entry.item));
        for (const entry of taken) entry.resolve();
      } catch (error) {
        for (const entry of taken) entry.reject(error);
      }
    }
    writing = false;
  }
  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}

/** Sends one claimed delivery: its provider id, or the error (recorded by the caller). */
async function sendOne(
  context: JobContext,
  { delivery, email }: Claimed,
): Promise<{ providerMessageId: string } | { error: unknown }> {
  try {
    return await context.mailer.send({
      to: delivery.address,
      subject: email.subject,
      html: email.html,
      text: email.text,
      // The delivery id: a duplicate, if one ever got out, is recognisable by its Message-ID.
      messageId: delivery.id,
      headers: { ...email.headers, 'X-Backoffice-Job': context.job.id, 'X-Backoffice-Delivery': delivery.id },
    });
  } catch (error) {
    return { error };
  }
}

/**
 * The run of an e-mail dispatch job: sends its pending deliveries, never one twice. Lanes (concurrency / batch of
 * them) each claim a batch in one statement, send it (the batch's sends overlap), record the sent ones in one
 * statement and claim again; claims are taken one at a time, in id order, so that deliveries put back to 'pending'
 * for a later retry are not met again in this run.
 */
async function runDispatch(context: JobContext, kind: EmailDispatchKind): Promise<JobOutcome> {
  const { job } = context;
  const maxAttempts = kind.maxAttempts ?? 5;
  const progressEvery = kind.progressEvery ?? 25;
  const concurrency = Math.max(1, kind.concurrency ?? 1);
  const batch = Math.max(1, Math.min(kind.batch ?? concurrency, concurrency));
  const lanes = Math.ceil(concurrency / batch);
  const recount = () => context.inJob((trx) => recountDeliveryProgress(trx, job.companyId, job.id));
  let sinceProgress = 0;
  let cursor = '00000000-0000-0000-0000-000000000000';
  let exhausted = false;
  let lost = false;
  let claiming: Promise<unknown> = Promise.resolve();
  // Each send is recorded as soon as it is done (with others done meanwhile), not when its whole batch is: one
  // slow send does not hold the others' records back, so a crash leaves only the sends in flight unconfirmed.
  const recordSentLater = groupWriter((sent: { deliveryId: string; providerMessageId: string }[]) =>
    recordSent(context, sent),
  );

  /** The next batch, claims serialized so the cursor only moves forward. */
  const nextBatch = () => {
    const next = claiming.then(async () => {
      if (exhausted || lost || !context.shouldContinue()) return null;
      const result = await claimBatch(context, kind, cursor, batch);
      if (result === 'lost') lost = true;
      if (result === null) exhausted = true;
      if (result === 'lost' || result === null) return null;
      cursor = result.last;
      return result;
    });
    claiming = next.catch(() => {});
    return next;
  };

  const lane = async () => {
    for (let next = await nextBatch(); next; next = await nextBatch()) {
      const { claimed, count } = next;
      await Promise.all(
        claimed.map(async (item) => {
          const result = await sendOne(context, item);
          if ('providerMessageId' in result) {
            await recordSentLater({
              deliveryId: item.delivery.id,
              providerMessageId: result.providerMessageId,
            });
          } else {
            await recordResult(context, item.delivery, result, maxAttempts);
          }
        }),
      );
      sinceProgress += count;
      if (sinceProgress >= progressEvery) {
        sinceProgress = 0;
        await recount();
      }
    }
  };

  try {
    const outcomes = await Promise.allSettled(
      Array.from({ length: lanes }, async () => {
        try {
          await lane();
        } catch (error) {
          lost = true; // stop the other lanes at their next batch
          throw error;
        }
      }),
    );
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
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
