import { sql, type RawBuilder } from 'kysely';
import { WHATSAPP_RECONCILE_MS } from '@backoffice/domain';
import type { TenantTransaction } from '../db/tenant.ts';
import {
  DELIVERY_STATUSES,
  toDelivery,
  toJob,
  type Delivery,
  type DeliveryChannel,
  type DeliveryStatus,
  type Job,
} from './job-records.ts';

// Every function here runs in the caller's tenant transaction (withTenant / withWorkspace): row-level security
// keeps it to the caller's company (and workspace).

export interface NewJob {
  companyId: string;
  workspaceId: string;
  kind: string;
  payload?: unknown;
  /** Unique per company and kind: a second createJob with the same key finds the first job. */
  dedupeKey?: string;
  createdBy?: string | null;
  /** Not before this time (default: now). */
  runAfter?: Date;
  /** The size of the work, when known up front. */
  total?: number;
}

export interface NewRecipient {
  recipientKey: string;
  address: string;
  /** Its own channel (default: the job's). */
  channel?: DeliveryChannel;
  /** Not sent before this time (e.g. a WhatsApp number's messaging limit is full until then). */
  notBefore?: Date;
}

/** Deliveries per INSERT (its parameters are two arrays: any size would do; this bounds one statement's work). */
const INSERT_CHUNK = 5000;

/**
 * The channel on which a queued job is announced (PostgreSQL NOTIFY, delivered when the queuing transaction
 * commits): every process's runner LISTENs on it (startJobRunner) and looks for due jobs at once instead of at its
 * next poll, so a receipt or a PIN queued by any process starts within a round trip.
 */
export const JOBS_DUE_CHANNEL = 'backoffice_jobs_due';

/** Announces due jobs on JOBS_DUE_CHANNEL at commit (PostgreSQL folds a transaction's identical notifications). */
async function announceDueJobs(trx: TenantTransaction): Promise<void> {
  await sql`select pg_notify(${JOBS_DUE_CHANNEL}, '')`.execute(trx);
}

/** Queues a job; with a dedupeKey already used by a job of the same kind, returns that job instead. */
export async function createJob(
  trx: TenantTransaction,
  job: NewJob,
): Promise<{ job: Job; created: boolean }> {
  const inserted = await trx
    .insertInto('jobs')
    .values({
      company_id: job.companyId,
      workspace_id: job.workspaceId,
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      dedupe_key: job.dedupeKey ?? null,
      created_by: job.createdBy ?? null,
      progress_total: job.total ?? 0,
      ...(job.runAfter ? { run_after: job.runAfter } : {}),
    })
    .onConflict((conflict) => conflict.columns(['company_id', 'kind', 'dedupe_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    if (!job.runAfter || job.runAfter.getTime() <= Date.now()) await announceDueJobs(trx);
    return { job: toJob(inserted), created: true };
  }
  const existing = await trx
    .selectFrom('jobs')
    .selectAll()
    .where('company_id', '=', job.companyId)
    .where('kind', '=', job.kind)
    .where('dedupe_key', '=', job.dedupeKey ?? '')
    .executeTakeFirstOrThrow();
  return { job: toJob(existing), created: false };
}

/**
 * A dispatch job and one pending delivery per recipient, in the caller's transaction (so the job exists only if
 * whatever asked for it commits). Recipients repeated in the list get one delivery. With a dedupeKey already used,
 * nothing is added to the existing job.
 */
export async function createDispatchJob(
  trx: TenantTransaction,
  job: NewJob & { channel?: DeliveryChannel; recipients: readonly NewRecipient[] },
): Promise<{ job: Job; created: boolean }> {
  const { job: created, created: isNew } = await createJob(trx, job);
  if (!isNew) return { job: created, created: false };
  await insertDeliveries(trx, created, job.recipients, job.channel ?? 'email');
  await recountDeliveryProgress(trx, created.companyId, created.id);
  return { job: (await loadJob(trx, created.id)) ?? created, created: true };
}

/** Inserts the job's deliveries, a recipient at most once per channel (whatever is already there stays). */
async function insertDeliveries(
  trx: TenantTransaction,
  job: Pick<Job, 'companyId' | 'workspaceId' | 'id'>,
  recipients: readonly NewRecipient[],
  channel: DeliveryChannel,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
    const chunk = recipients.slice(start, start + INSERT_CHUNK);
    // A few arrays as as many parameters whatever the chunk's size: one statement to parse and plan (write-voters.ts).
    const result = await sql`
      insert into deliveries (company_id, workspace_id, job_id, recipient_key, channel, address, next_attempt_at)
      select ${job.companyId}::uuid, ${job.workspaceId}::uuid, ${job.id}::uuid, u.recipient_key, u.channel, u.address,
        coalesce(u.not_before, now())
      from unnest(${chunk.map((recipient) => recipient.recipientKey)}::text[],
                  ${chunk.map((recipient) => recipient.address)}::text[],
                  ${chunk.map((recipient) => recipient.channel ?? channel)}::text[],
                  ${chunk.map((recipient) => recipient.notBefore?.toISOString() ?? null)}::timestamptz[])
        as u(recipient_key, address, channel, not_before)
      on conflict (company_id, job_id, recipient_key, channel) do nothing`.execute(trx);
    inserted += Number(result.numAffectedRows ?? 0);
  }
  return inserted;
}

/**
 * Adds deliveries to an existing job (a WhatsApp message that failed falls back to e-mail) and wakes the job when
 * it had finished. A recipient already with a delivery on that channel in the job gets none (never twice). Returns
 * how many were added.
 */
export async function addDeliveries(
  trx: TenantTransaction,
  jobId: string,
  recipients: readonly NewRecipient[],
  channel: DeliveryChannel,
): Promise<number> {
  const job = await lockJob(trx, jobId);
  if (!job || job.status === 'cancelled' || recipients.length === 0) return 0;
  const added = await insertDeliveries(
    trx,
    { companyId: job.company_id, workspaceId: job.workspace_id, id: job.id },
    recipients,
    channel,
  );
  if (added === 0) return 0;
  if (job.status !== 'running') await wakeJob(trx, job.company_id, jobId);
  await recountDeliveryProgress(trx, job.company_id, jobId);
  return added;
}

/** Queues a finished (or waiting) job to run now: work was added to it. */
async function wakeJob(trx: TenantTransaction, companyId: string, jobId: string): Promise<void> {
  await trx
    .updateTable('jobs')
    .set({
      status: 'queued',
      run_after: sql<Date>`now()`,
      finished_at: null,
      last_error: null,
      attempts: 0,
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', jobId)
    .execute();
  await announceDueJobs(trx);
}

export async function loadJob(trx: TenantTransaction, jobId: string): Promise<Job | undefined> {
  const row = await trx.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  return row ? toJob(row) : undefined;
}

export type DeliveryCounts = Record<DeliveryStatus, number>;

async function countDeliveries(trx: TenantTransaction, jobId: string): Promise<DeliveryCounts> {
  const rows = await trx
    .selectFrom('deliveries')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('job_id', '=', jobId)
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as DeliveryCounts;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/**
 * Writes the job's progress from its deliveries: total = all, done = sent + failed + unconfirmed (nothing more
 * will happen to them on their own), failed = failed + unconfirmed. Counting (not incrementing) keeps it right
 * after a crash.
 */
export async function recountDeliveryProgress(
  trx: TenantTransaction,
  companyId: string,
  jobId: string,
): Promise<DeliveryCounts> {
  const counts = await countDeliveries(trx, jobId);
  const failed = counts.failed + counts.unconfirmed;
  await trx
    .updateTable('jobs')
    .set({
      progress_total: DELIVERY_STATUSES.reduce((sum, status) => sum + counts[status], 0),
      progress_done: counts.sent + failed,
      progress_failed: failed,
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', jobId)
    .execute();
  return counts;
}

export interface JobProgress {
  job: Job;
  /** Deliveries of the job by status, counted now (all zero for a job without deliveries). */
  deliveries: DeliveryCounts;
}

/** What the UI shows about a job: its row (status, progress, error) and its deliveries by status. */
export async function loadJobProgress(
  trx: TenantTransaction,
  jobId: string,
): Promise<JobProgress | undefined> {
  const job = await loadJob(trx, jobId);
  if (!job) return undefined;
  return { job, deliveries: await countDeliveries(trx, jobId) };
}

export interface DeliveryPage {
  items: Delivery[];
  total: number;
}

/** A job's deliveries, oldest first, optionally of one status. */
export async function listDeliveries(
  trx: TenantTransaction,
  jobId: string,
  options: { status?: DeliveryStatus; offset?: number; limit?: number } = {},
): Promise<DeliveryPage> {
  const { status, offset = 0, limit = 50 } = options;
  let query = trx.selectFrom('deliveries').where('job_id', '=', jobId);
  if (status) query = query.where('status', '=', status);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at').orderBy('id').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toDelivery), total: Number(count.count) };
}

/** Locks the job row: the runner's decision to finish a job and a resend serialize on it. */
async function lockJob(trx: TenantTransaction, jobId: string) {
  return trx.selectFrom('jobs').selectAll().where('id', '=', jobId).forUpdate().executeTakeFirst();
}

/**
 * The operator's explicit resend of failed or unconfirmed deliveries (an unconfirmed one may have reached its
 * recipient: that is the operator's call). They go back to pending with a fresh retry budget and the job runs
 * again. Returns how many.
 */
export async function resendDeliveries(
  trx: TenantTransaction,
  jobId: string,
  deliveryIds: readonly string[],
): Promise<number> {
  const job = await lockJob(trx, jobId);
  if (!job || job.status === 'cancelled' || deliveryIds.length === 0) return 0;
  const requeued = await trx
    .updateTable('deliveries')
    .set({
      status: 'pending',
      attempts: 0,
      error: null,
      next_attempt_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('job_id', '=', jobId)
    .where('id', 'in', deliveryIds)
    .where('status', 'in', ['failed', 'unconfirmed'])
    .executeTakeFirst();
  const count = Number(requeued.numUpdatedRows);
  if (count === 0) return 0;
  if (job.status !== 'running') await wakeJob(trx, job.company_id, jobId);
  await recountDeliveryProgress(trx, job.company_id, jobId);
  return count;
}

/**
 * Cancels a job that has not finished: no runner takes it again, and one running it stops at its next step.
 * Deliveries caught 'sending' become 'unconfirmed' (a live runner that completes the send records it as sent).
 * Returns false when the job had already finished.
 */
export async function cancelJob(trx: TenantTransaction, jobId: string): Promise<boolean> {
  const job = await lockJob(trx, jobId);
  if (!job || !['queued', 'running'].includes(job.status)) return false;
  await trx
    .updateTable('jobs')
    .set({
      status: 'cancelled',
      locked_by: null,
      locked_until: null,
      finished_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', job.company_id)
    .where('id', '=', jobId)
    .execute();
  await markInFlightUnconfirmed(trx, jobId, 'the job was cancelled while this message was being sent');
  await recountDeliveryProgress(trx, job.company_id, jobId);
  return true;
}

/**
 * Deliveries caught 'sending' when a job is cancelled: the runner sending them may complete the send (and then
 * records it as sent); otherwise they stay 'unconfirmed', for the operator to resend or not.
 */
export function markInFlightUnconfirmed(
  trx: TenantTransaction,
  jobId: string,
  reason: string,
): Promise<number> {
  return settleInFlight(trx, jobId, { status: 'unconfirmed', error: reason });
}

/**
 * Deliveries left 'sending' by a runner that died (or lost the job) when another one takes the job over: their
 * intent was committed but no 'sent' mark, so the SMTP server may or may not have them. They go back to 'pending'
 * and are sent again under the same Message-ID (derived from the delivery's id, the same on every attempt), which
 * the receiving side de-duplicates (email-dispatch.ts explains why that is exactly one message per recipient).
 * Which ones: those claimed by `previousWorker` (the runner whose job lease expired), those whose claim has run out
 * (deliveries.claimed_until: a runner sharing the job that died), and those claimed before claims were recorded.
 * A live sharer's claims are left to it.
 */
/**
 * How long a delivery cut off mid-hand-over (`deliveries d`) waits before it is sent again: an e-mail at once (its
 * stable Message-ID makes a second copy harmless), a WhatsApp message WHATSAPP_RECONCILE_MS — time for its status
 * webhook, which names the delivery, to say it did go (then it is never sent again).
 */
export const inFlightWait = sql`(case when d.channel = 'whatsapp'
  then make_interval(secs => ${sql.lit(WHATSAPP_RECONCILE_MS / 1000)}) else interval '0' end)`;

export async function requeueInFlight(
  trx: TenantTransaction,
  job: { companyId: string; id: string },
  reason: string,
  previousWorker: string | null = null,
): Promise<number> {
  // Skip locked: a row another runner has locked is being put back or recorded by it (several runners may sweep the
  // same expired claims at once; waiting on each other's rows in different orders could deadlock).
  const { rows } = await sql<{ id: string }>`
    with stale as materialized (
      select id from deliveries
      where company_id = ${job.companyId} and job_id = ${job.id} and status = 'sending'
        and (claimed_by is null or claimed_by = ${previousWorker ?? ''} or claimed_until < now())
      order by id
      for update skip locked
    )
    update deliveries d
    set status = 'pending', error = ${reason}, next_attempt_at = now() + ${inFlightWait}, updated_at = now()
    from stale
    where d.company_id = ${job.companyId} and d.id = stale.id
    returning d.id`.execute(trx);
  return rows.length;
}

/** The job's deliveries in flight ('sending') given `change`; how many there were. */
async function settleInFlight(
  trx: TenantTransaction,
  jobId: string,
  change: {
    status: 'pending' | 'unconfirmed';
    error: string;
    next_attempt_at?: RawBuilder<Date>;
  },
): Promise<number> {
  const result = await trx
    .updateTable('deliveries')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('job_id', '=', jobId)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
