import { setTimeout as delay } from 'node:timers/promises';
import { sql, type Selectable } from 'kysely';
import type { DeliveriesTable } from '../db/schema.ts';
import type { TenantTransaction } from '../db/tenant.ts';
import { MailDeliveryError } from '../mail/mailer.ts';
import { WhatsappSendError } from '../whatsapp/cloud-api-sender.ts';
import { toDelivery, type Delivery, type Job } from './job-records.ts';
import { inFlightWait, recountDeliveryProgress } from './job-store.ts';
import { registerJobKind, type JobContext, type JobKind, type JobOutcome } from './registry.ts';
import { reserveWhatsappSlots, retryWaitMs, waitForSlot } from './whatsapp-pacing.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** A WhatsApp delivery's message: an approved template of the company's number, its body's values in order. */
export interface RenderedWhatsapp {
  whatsapp: {
    /** The company's number on the Cloud API. */
    phoneNumberId: string;
    template: string;
    language: string;
    parameters: string[];
  };
}

/** One delivery's message, on the delivery's channel. */
export type RenderedMessage = RenderedEmail | RenderedWhatsapp;

const isWhatsapp = (message: RenderedMessage): message is RenderedWhatsapp => 'whatsapp' in message;

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
  ): Promise<RenderedMessage | null>;
  /**
   * The messages of a batch of deliveries at once (the same answers as `render` for each, in order): what the
   * deliveries share (the voting, its template) is read once and the recipients in one query. Optional.
   */
  renderBatch?(
    trx: TenantTransaction,
    job: Job,
    deliveries: readonly Delivery[],
    environment: RenderEnvironment,
  ): Promise<Array<RenderedMessage | null>>;
  /**
   * Called in the transaction that fails a delivery for good (the channel refused it, or its tries ran out): e.g. a
   * WhatsApp message falls back to e-mail. Not called for deliveries that were no longer eligible.
   */
  onFailed?(trx: TenantTransaction, job: Job, delivery: Delivery): Promise<void>;
  /**
   * A round's mail (thousands at once): sent as bulk (OutgoingMail.bulk), through connections of its own, so that
   * one-off messages (a receipt, a PIN) never queue behind it.
   */
  bulk?: boolean;
  /** Sends per delivery before it is failed for transient errors (default 5). */
  maxAttempts?: number;
  /** Progress is written every this many deliveries (default 25), and at the end of each run. */
  progressEvery?: number;
  /**
   * Nor sooner than this many ms after the last write (default 0). A write counts the job's deliveries by status:
   * ~20 ms of PostgreSQL's time at 100,000 of them, which every 1,000 sends was a tenth of the round's database work.
   */
  progressMinMs?: number;
  /**
   * Sends in flight at a time (default 1): more overlap SMTP round trips (a slow remote server), and are also how
   * many deliveries a crash can leave for the takeover to send again (under the same Message-ID).
   */
  concurrency?: number;
  /**
   * Deliveries claimed (marked 'sending' and rendered) per statement, and recorded per statement once sent (default:
   * concurrency). With a batch smaller than concurrency, several batches are in flight at once: one is claimed
   * while another is being sent.
   */
  batch?: number;
}

/**
 * A round's settings (thousands of recipients: a voting's invitations, a communication's send): bulk, so it runs in
 * the runner's bulk slots and takes turns with other companies' rounds (jobs/registry.ts), and its mail goes through
 * SMTP connections of its own (OutgoingMail.bulk). 256 sends in flight, claimed (and rendered) 64 per statement: four
 * batches overlap, so the SMTP connections always have work queued while the next batch is claimed, and the sends'
 * records are written in groups. A crash leaves at most the sends in flight and not yet recorded for the takeover to
 * send again, under their own Message-IDs.
 */
export const ROUND_SETTINGS = {
  concurrency: 256,
  batch: 64,
  progressEvery: 1000,
  // The operator's screen reads the progress every 3 s.
  progressMinMs: 2000,
  bulk: true,
} as const satisfies Partial<EmailDispatchKind>;

export const NOT_ELIGIBLE = 'not sent: the recipient is no longer eligible for this message';

/**
 * When the job has work again: the soonest retry among its pending deliveries, or now while some are still in
 * flight (a sharer's sends not yet recorded: the next run waits for them, or takes them over once their claim runs
 * out); null when nothing is left.
 */
async function nextPendingAt(trx: TenantTransaction, jobId: string): Promise<Date | null> {
  const row = await trx
    .selectFrom('deliveries')
    .select((eb) =>
      eb.fn.min(sql<Date>`case when status = 'pending' then next_attempt_at else now() end`).as('next'),
    )
    .where('job_id', '=', jobId)
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  return row?.next ? new Date(row.next as Date | string) : null;
}

/** A claimed delivery's message, and for a WhatsApp one the moment its number's pace lets it go. */
type Claimed = { delivery: Delivery; message: RenderedMessage; sendAt?: { slot: Date; spacingMs: number } };

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
    // Skip locked: runners sharing the job claim disjoint batches. The claim is this runner's until its lease ends
    // (renewed while the sends are in flight); after that any runner of the job may put it back to 'pending'.
    const { rows } = await sql<Selectable<DeliveriesTable>>`
      with picked as materialized (
        select id from deliveries
        where company_id = ${job.companyId} and job_id = ${job.id} and status = 'pending'
          and next_attempt_at <= now() and id > ${after}
        order by id
        limit ${limit}
        for update skip locked
      )
      update deliveries d
      set status = 'sending', attempts = d.attempts + 1, updated_at = now(), claimed_by = ${context.workerId},
        claimed_until = now() + make_interval(secs => ${context.leaseMs / 1000})
      from picked
      where d.company_id = ${job.companyId} and d.id = picked.id and d.status = 'pending'
      returning d.*`.execute(trx);
    if (rows.length === 0) return null;
    rows.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    const claimed: Claimed[] = [];
    const notEligible: string[] = [];
    const deliveries = rows.map(toDelivery);
    const environment = { publicBaseUrl: context.publicBaseUrl };
    const messages = kind.renderBatch
      ? await kind.renderBatch(trx, job, deliveries, environment)
      : await deliveries.reduce<Promise<Array<RenderedMessage | null>>>(
          async (done, delivery) => [...(await done), await kind.render(trx, job, delivery, environment)],
          Promise.resolve([]),
        );
    for (const [index, delivery] of deliveries.entries()) {
      const message = messages[index];
      if (message) claimed.push({ delivery, message });
      else notEligible.push(delivery.id);
    }
    // WhatsApp messages go at their number's pace: their slots are reserved with the claim, so every runner of
    // every process shares the number's rate.
    const whatsapp = claimed.filter((item) => isWhatsapp(item.message));
    if (whatsapp.length > 0) {
      const { slots, spacingMs } = await reserveWhatsappSlots(trx, job.companyId, whatsapp.length);
      for (const [index, item] of whatsapp.entries()) item.sendAt = { slot: slots[index]!, spacingMs };
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

/**
 * Records the sends that went through, in one statement. Whatever the delivery's state meanwhile (a runner that lost
 * the job reports late: its delivery may have been put back to 'pending' or claimed again by the takeover), a send
 * that went through is the truth; only a 'sent' or 'failed' record is left as it is.
 */
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
        where d.company_id = ${job.companyId} and d.id = r.id
          and d.status in ('pending', 'sending', 'unconfirmed')`.execute(trx),
  );
}

/**
 * Records the result of one send (its attempt: `delivery.attempts`). A success is recorded whatever happened
 * meanwhile (see recordSent); a failure only while the delivery is still at this attempt, so a runner that lost the
 * job and reports late never undoes what the takeover's own attempt did.
 */
async function recordResult(
  context: JobContext,
  kind: EmailDispatchKind,
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
        .where('status', 'in', ['pending', 'sending', 'unconfirmed'])
        .execute();
      return;
    }
    const { error } = result;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const permanent =
      (error instanceof MailDeliveryError && error.permanent) ||
      (error instanceof WhatsappSendError && !error.retryable);
    const retry = !permanent && delivery.attempts < maxAttempts;
    const thisAttempt = base.where('attempts', '=', delivery.attempts);
    const failed = await thisAttempt
      .set({ status: 'failed', error: message, updated_at: sql<Date>`now()` })
      // A taken-over send that failed was not delivered: failed, for the operator to resend.
      .where((eb) =>
        retry ? eb('status', '=', 'unconfirmed') : eb('status', 'in', ['sending', 'unconfirmed']),
      )
      .executeTakeFirst();
    if (Number(failed.numUpdatedRows) > 0) await kind.onFailed?.(trx, job, delivery);
    if (retry) {
      const waitMs = retryWaitMs(error, delivery.attempts) ?? context.backoffMs(delivery.attempts);
      await thisAttempt
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

/** How long a finished send waits for others to be recorded with it (when several are in flight). */
const RECORD_LINGER_MS = 50;

/**
 * Group commit: items are written together, when `maxItems` are waiting or `lingerMs` after the first one came
 * (and never while the previous write is still going), so under load one statement records many sends, and alone a
 * send is recorded at once (lingerMs 0). Each add resolves when its write has committed.
 */
function groupWriter<T>(
  write: (items: T[]) => Promise<void>,
  { maxItems, lingerMs }: { maxItems: number; lingerMs: number },
): (item: T) => Promise<void> {
  let queue: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  async function drain() {
    clearTimeout(timer);
    timer = undefined;
    writing = true;
    while (queue.length > 0) {
      const taken = queue.slice(0, maxItems);
      queue = queue.slice(taken.length);
      try {
        await write(taken.map((entry) => entry.item));
        for (const entry of taken) entry.resolve();
      } catch (error) {
        for (const entry of taken) entry.reject(error);
      }
      if (queue.length > 0 && queue.length < maxItems && lingerMs > 0) break;
    }
    writing = false;
    if (queue.length > 0) schedule();
  }
  function schedule() {
    if (writing) return;
    if (queue.length >= maxItems || lingerMs === 0) void drain();
    else timer ??= setTimeout(() => void drain(), lingerMs);
  }
  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}

/** Sends one claimed delivery: its provider id, or the error (recorded by the caller). */
async function sendOne(
  context: JobContext,
  { delivery, message, sendAt }: Claimed,
  bulk: boolean,
): Promise<{ providerMessageId: string } | { error: unknown }> {
  try {
    if (isWhatsapp(message)) return await sendWhatsapp(context, delivery, message, sendAt);
    const email = message;
    return await context.mailer.send({
      ...(bulk ? { bulk } : {}),
      to: delivery.address,
      subject: email.subject,
      html: email.html,
      text: email.text,
      // The delivery's id, the same on every attempt of it: what makes a resend harmless (see emailDispatchJobKind).
      messageId: delivery.id,
      headers: { ...email.headers, 'X-Backoffice-Job': context.job.id, 'X-Backoffice-Delivery': delivery.id },
    });
  } catch (error) {
    return { error };
  }
}

/** A WhatsApp delivery's template message, at its slot; the delivery's id rides along, given back by its webhooks. */
async function sendWhatsapp(
  context: JobContext,
  delivery: Delivery,
  { whatsapp }: RenderedWhatsapp,
  sendAt: Claimed['sendAt'],
): Promise<{ providerMessageId: string }> {
  if (!context.whatsapp) {
    throw new WhatsappSendError('WhatsApp não está configurado neste servidor', 'configuration');
  }
  if (sendAt) await waitForSlot(context.job.companyId, sendAt.slot, sendAt.spacingMs);
  return context.whatsapp(whatsapp.phoneNumberId).sendTemplate({
    to: delivery.address,
    template: whatsapp.template,
    language: whatsapp.language,
    parameters: whatsapp.parameters,
    reference: delivery.id,
  });
}

/** How often the job's holder looks again while runners sharing it still have sends in flight. */
const SHARERS_POLL_MS = 50;

const EXPIRED_CLAIM =
  'the runner sending this message stopped before recording it (its claim ran out); sent again under the same Message-ID';

/**
 * Puts back to 'pending' the job's deliveries that other runners claimed and whose claim has run out (they died or
 * stalled: sent again, under the same Message-ID), and counts the others' claims still live; only while this runner
 * still holds the job (or its share). 'lost' when it no longer does.
 */
async function settleOthersClaims(
  context: JobContext,
): Promise<{ requeued: number; inFlight: number } | 'lost'> {
  const { job } = context;
  return context.inJob(async (trx) => {
    if (!(await context.holdLease(trx))) return 'lost';
    // Skip locked: several runners may sweep the same expired claims at once; a row another one has locked is
    // being put back or recorded by it (and still counts as in flight here).
    const { rows } = await sql<{ requeued: string; sending: string }>`
      with expired as materialized (
        select id from deliveries
        where company_id = ${job.companyId} and job_id = ${job.id} and status = 'sending'
          and claimed_until < now() and claimed_by is distinct from ${context.workerId}
        order by id
        for update skip locked
      ), requeued as (
        update deliveries d
        set status = 'pending', error = ${EXPIRED_CLAIM}, next_attempt_at = now() + ${inFlightWait}, updated_at = now()
        from expired
        where d.company_id = ${job.companyId} and d.id = expired.id
        returning d.id
      )
      select (select count(*) from requeued) as requeued,
        (select count(*) from deliveries
          where company_id = ${job.companyId} and job_id = ${job.id} and status = 'sending'
            and claimed_until is not null and claimed_by is distinct from ${context.workerId}) as sending`.execute(
      trx,
    );
    const requeued = Number(rows[0]!.requeued);
    // The count reads the statement's snapshot, from before the requeue.
    return { requeued, inFlight: Number(rows[0]!.sending) - requeued };
  });
}

/**
 * The run of an e-mail dispatch job, or a share of it (context.sharing: another runner holds the job): sends its
 * pending deliveries, never one twice. Lanes (concurrency / batch of them) each claim a batch in one statement, send
 * it (the batch's sends overlap), record the sent ones in one statement and claim again; claims are taken one at a
 * time, in id order, so that deliveries put back to 'pending' for a later retry are not met again in this run.
 * Runners sharing the job claim disjoint batches (skip locked). When nothing is left to claim, the deliveries other
 * runners claimed and did not record before their claim ran out are put back to 'pending' and claimed again; the
 * job's holder then waits for the others' sends still in flight before it finishes the job.
 */
async function runDispatch(context: JobContext, kind: EmailDispatchKind): Promise<JobOutcome> {
  const { job } = context;
  const maxAttempts = kind.maxAttempts ?? 5;
  const progressEvery = kind.progressEvery ?? 25;
  const concurrency = Math.max(1, kind.concurrency ?? 1);
  const batch = Math.max(1, Math.min(kind.batch ?? concurrency, concurrency));
  const lanes = Math.ceil(concurrency / batch);
  const progressMinMs = kind.progressMinMs ?? 0;
  let progressAt = Date.now();
  const recount = () => {
    progressAt = Date.now();
    return context.inJob((trx) => recountDeliveryProgress(trx, job.companyId, job.id));
  };
  let sinceProgress = 0;
  let cursor = '00000000-0000-0000-0000-000000000000';
  let exhausted = false;
  let lost = false;
  let claiming: Promise<unknown> = Promise.resolve();
  // Each send is recorded soon after it is done, with the others done meanwhile: one statement for up to a batch
  // of them, at most RECORD_LINGER_MS after the first. One slow send does not hold the others' records back, and a
  // crash leaves little more than the sends in flight for the takeover to send again.
  const recordSentSoon = groupWriter(
    (sent: { deliveryId: string; providerMessageId: string }[]) => recordSent(context, sent),
    { maxItems: batch, lingerMs: concurrency > 1 ? RECORD_LINGER_MS : 0 },
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
          const result = await sendOne(context, item, kind.bulk ?? false);
          if ('providerMessageId' in result) {
            await recordSentSoon({
              deliveryId: item.delivery.id,
              providerMessageId: result.providerMessageId,
            });
          } else {
            await recordResult(context, kind, item.delivery, result, maxAttempts);
          }
        }),
      );
      sinceProgress += count;
      if (sinceProgress >= progressEvery && Date.now() - progressAt >= progressMinMs) {
        sinceProgress = 0;
        await recount();
      }
    }
  };

  try {
    for (;;) {
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
      if (lost || !context.shouldContinue()) break;
      const others = await settleOthersClaims(context);
      if (others === 'lost') break;
      if (others.requeued > 0) {
        // Put back behind the cursor: claim from the start again.
        cursor = '00000000-0000-0000-0000-000000000000';
        exhausted = false;
        continue;
      }
      if (context.sharing || others.inFlight === 0) break;
      await delay(SHARERS_POLL_MS);
    }
  } finally {
    await recount();
  }

  if (context.sharing || !context.shouldContinue()) return { status: 'stopped' };
  const next = await context.inJob((trx) => nextPendingAt(trx, job.id));
  return next ? { status: 'retry', runAfter: next } : { status: 'succeeded' };
}

/**
 * An e-mail dispatch job kind (e.g. 'voting-invitation'): its jobs are made by createDispatchJob with one pending
 * delivery per recipient, and `render` builds each message when it is sent.
 *
 * Exactly one message per recipient, with no reconciliation after a crash. SMTP cannot make "the server has the
 * message" and "the database says sent" one atomic step, so neither side alone can: a process killed after the
 * server's 250 and before its 'sent' commit has delivered a message it has no record of. Hence two parts:
 * - A two-phase record. The intent is committed first (the delivery 'sending', its attempt counted), then the
 *   SMTP call, then the 'sent' mark. A delivery never leaves 'pending' for two sends at once (the claim's status
 *   test), and each intent names its runner and a lease (claimed_by, claimed_until, renewed while the send is in
 *   flight). A runner that takes over a dead one's job sends again only the deliveries with an intent and no mark
 *   that were the dead runner's or whose claim ran out (requeueInFlight), and a runner sharing a round does the same
 *   for the claims of others that ran out (settleOthersClaims): at most the dead runner's sends in flight
 *   (`concurrency`), never a recorded one, never a live runner's.
 * - Shared rounds. A bulk kind's job is worked on by every runner with a free bulk slot (JobKind.share, claimed by
 *   claimSharedJob): each claims its own batches (skip locked), sends and records them; the runner holding the job
 *   finishes it once nothing is pending and the others' sends are recorded (or taken over). So a round of one
 *   company is sent by every API process, and a receipt still never waits behind it (the reserved slot).
 * - A stable Message-ID. Every attempt of a delivery carries the same Message-ID, `<delivery id@sender domain>`,
 *   set before the first send; it is not derived from the attempt, the time or the process. The receiving side keeps
 *   one message per recipient and Message-ID (RFC 5322 makes it the message's identity; Gmail and most mailbox
 *   stores drop a second copy, and so does the product's own SMTP sink), so the resend of a message that did get
 *   through before the crash is dropped there, and one that did not is the only copy.
 * jobs-processes.test.ts SIGKILLs an API process mid-round and checks that every recipient's mailbox holds exactly
 * one message, under its delivery's Message-ID. Transient failures go back to 'pending' with a backoff, up to
 * maxAttempts sends, then 'failed'; permanent ones are 'failed' at once with the reason. A cancelled job leaves its
 * sends in flight 'unconfirmed' (cancelJob): the operator may resend them (resendDeliveries), under the same id.
 */
export function emailDispatchJobKind(dispatch: EmailDispatchKind): JobKind {
  return {
    run: (context) => runDispatch(context, dispatch),
    remainingWork: (trx, job) => nextPendingAt(trx, job.id),
    // A bulk kind's round is shared by every runner with a free bulk slot (each claims its own batches).
    ...(dispatch.bulk
      ? {
          share: async (context: JobContext) => {
            await runDispatch(context, dispatch);
          },
        }
      : {}),
  };
}

/** Registers emailDispatchJobKind(dispatch) under `kind` (the tests' own kinds). */
export function registerEmailDispatchKind(kind: string, dispatch: EmailDispatchKind): void {
  registerJobKind(kind, emailDispatchJobKind(dispatch));
}
