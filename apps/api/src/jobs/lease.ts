import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';
import type { TenantTransaction } from '../db/tenant.ts';

// The lease of a job: locked_by (the runner) and locked_until (database time, so runners on machines whose clocks
// disagree still agree on expiry). A runner writes to a job only while locked_by is its own id.

export interface ClaimedJob {
  companyId: string;
  workspaceId: string;
  id: string;
  kind: string;
  /** True when the job was taken over from a runner whose lease had expired (it crashed or stalled). */
  resumed: boolean;
  /** Failed runs so far, this takeover included. */
  attempts: number;
  /** On a takeover, the runner whose lease expired (its deliveries in flight are put back to 'pending'). */
  previousWorker: string | null;
}

const leaseEnd = (leaseMs: number) => sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`;

export interface ClaimOptions {
  /** Kinds claimed only after every other due job (bulkJobKinds()). */
  bulkKinds?: readonly string[];
  /** Leave the bulk kinds alone: the runner's bulk slots are all taken. */
  skipBulk?: boolean;
  /**
   * Kinds several runners work on at once (sharedJobKinds()): claiming one announces it on `announce` (a NOTIFY at
   * commit), so the other runners' free bulk slots join it at once instead of at their next poll.
   */
  sharedKinds?: readonly string[];
  announce?: string;
}

/**
 * Takes the next due job of any company: queued and due, or running with an expired lease (a takeover, which
 * counts as a failed run). `for update skip locked`: runners racing for jobs never take the same one. Runs as
 * app_job_runner, the one role that sees every company's jobs (and only the columns this needs).
 *
 * Which one, fairly (docs/decisions.md): short kinds before bulk ones; then the company with the fewest jobs running
 * now (on every runner: live leases), then the kind with the fewest running, then the oldest due. So a company's
 * invitation round never holds up another company's receipts, and rounds of several companies share the runners.
 */
/**
 * Whether a bulk job other than `jobId` is due (queued and due, or running with its lease run out): a bulk job's turn
 * ends for it; with none waiting, the turn goes on (a WhatsApp send keeps its pace instead of pausing between turns).
 */
export async function otherBulkJobDue(
  db: Kysely<DatabaseSchema>,
  jobId: string,
  bulkKinds: readonly string[],
): Promise<boolean> {
  if (bulkKinds.length === 0) return false;
  return db.transaction().execute(async (trx) => {
    await sql`set local role app_job_runner`.execute(trx);
    const { rows } = await sql<{ waiting: boolean }>`
      select exists (
        select 1 from jobs j
        where ((j.status = 'queued' and j.run_after <= now()) or (j.status = 'running' and j.locked_until < now()))
          and j.kind = any(array[${sql.join([...bulkKinds])}]::text[]) and j.id <> ${jobId}
      ) as waiting`.execute(trx);
    return rows[0]?.waiting ?? false;
  });
}

export async function claimNextJob(
  db: Kysely<DatabaseSchema>,
  workerId: string,
  leaseMs: number,
  { bulkKinds = [], skipBulk = false, sharedKinds = [], announce }: ClaimOptions = {},
): Promise<ClaimedJob | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`set local role app_job_runner`.execute(trx);
    const bulk = sql`array[${sql.join(bulkKinds.length ? [...bulkKinds] : [''])}]::text[]`;
    // The running set is a handful of rows (slots × runners); the due set is read through jobs_due_idx.
    const { rows } = await sql<{
      company_id: string;
      workspace_id: string;
      id: string;
      kind: string;
      status: string;
      locked_by: string | null;
    }>`
      with running as materialized (
        select company_id, kind from jobs where status = 'running' and locked_until >= now()
      )
      select j.company_id, j.workspace_id, j.id, j.kind, j.status, j.locked_by
      from jobs j
      where ((j.status = 'queued' and j.run_after <= now())
          or (j.status = 'running' and j.locked_until < now()))
        ${skipBulk ? sql`and j.kind <> all(${bulk})` : sql``}
      order by j.kind = any(${bulk}),
        (select count(*) from running r where r.company_id = j.company_id),
        (select count(*) from running r where r.kind = j.kind),
        j.run_after, j.id
      limit 1
      for update of j skip locked`.execute(trx);
    const due = rows[0];
    if (!due) return undefined;
    const resumed = due.status === 'running';
    const claimed = await trx
      .updateTable('jobs')
      .set({
        status: 'running',
        locked_by: workerId,
        locked_until: leaseEnd(leaseMs),
        attempts: resumed ? sql<number>`attempts + 1` : sql<number>`attempts`,
        updated_at: sql<Date>`now()`,
      })
      .where('company_id', '=', due.company_id)
      .where('id', '=', due.id)
      .returning(['attempts'])
      .executeTakeFirstOrThrow();
    if (announce && sharedKinds.includes(due.kind)) await sql`select pg_notify(${announce}, '')`.execute(trx);
    return {
      companyId: due.company_id,
      workspaceId: due.workspace_id,
      id: due.id,
      kind: due.kind,
      resumed,
      attempts: claimed.attempts,
      previousWorker: resumed ? due.locked_by : null,
    };
  });
}

export interface SharedJob {
  companyId: string;
  workspaceId: string;
  id: string;
  kind: string;
}

/**
 * A running job of a shared kind (JobKind.share) that another runner holds and that has deliveries due: for a
 * runner with a free bulk slot and no queued job to take (claimNextJob found none), to claim batches of its
 * deliveries alongside the holder. Nothing is written: the holder keeps the job's lease, each sharer leases only the
 * deliveries it claims (deliveries.claimed_by / claimed_until). `exclude`: the jobs this runner already works on.
 * Which one: the company with the fewest jobs running, then the oldest due (as claimNextJob).
 */
export async function claimSharedJob(
  db: Kysely<DatabaseSchema>,
  workerId: string,
  { sharedKinds, exclude = [] }: { sharedKinds: readonly string[]; exclude?: readonly string[] },
): Promise<SharedJob | undefined> {
  if (sharedKinds.length === 0) return undefined;
  return db.transaction().execute(async (trx) => {
    await sql`set local role app_job_runner`.execute(trx);
    const excluded = exclude.length ? sql`and j.id <> all(array[${sql.join([...exclude])}]::uuid[])` : sql``;
    const { rows } = await sql<{ company_id: string; workspace_id: string; id: string; kind: string }>`
      with running as materialized (
        select company_id, kind from jobs where status = 'running' and locked_until >= now()
      )
      select j.company_id, j.workspace_id, j.id, j.kind
      from jobs j
      where j.status = 'running' and j.locked_until >= now() and j.locked_by <> ${workerId}
        and j.kind = any(array[${sql.join([...sharedKinds])}]::text[])
        ${excluded}
        and exists (
          select 1 from deliveries d
          where d.company_id = j.company_id and d.job_id = j.id and d.status = 'pending'
            and d.next_attempt_at <= now())
      order by (select count(*) from running r where r.company_id = j.company_id), j.run_after, j.id
      limit 1`.execute(trx);
    const shared = rows[0];
    return shared
      ? { companyId: shared.company_id, workspaceId: shared.workspace_id, id: shared.id, kind: shared.kind }
      : undefined;
  });
}

/**
 * Takes a share of the job (holding its row against the holder's finish and a cancel) while it is not finished:
 * false once it is (succeeded, failed, cancelled). A sharer calls it in the transaction that claims deliveries, as
 * the holder calls extendLease. Queued counts as not finished: between two turns of its holders (a bulk job's slice,
 * a takeover) the sharers go on, and whoever claims the job next finishes it after their sends are recorded.
 * `for key share` does not wait on the holder's lease renewals, only on what locks the job `for update` (the
 * holder's decision to finish it, cancelJob).
 */
export async function holdShare(
  trx: TenantTransaction,
  job: { companyId: string; id: string },
): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    select id from jobs
    where company_id = ${job.companyId} and id = ${job.id} and status in ('queued', 'running')
    for key share`.execute(trx);
  return rows.length > 0;
}

/** Extends the lease if it is still this runner's and the job still running; false otherwise. */
export async function extendLease(
  trx: TenantTransaction,
  job: { companyId: string; id: string },
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const held = await trx
    .updateTable('jobs')
    .set({ locked_until: leaseEnd(leaseMs) })
    .where('company_id', '=', job.companyId)
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .returning(['id'])
    .executeTakeFirst();
  return held !== undefined;
}

type Release =
  | { status: 'queued'; runAfter: Date | 'now'; attempts?: number; lastError?: string | null }
  | { status: 'succeeded' }
  | { status: 'failed'; attempts?: number; lastError: string };

/** Ends this runner's hold on the job: back to the queue, or finished. False when it was no longer held. */
export async function releaseJob(
  trx: TenantTransaction,
  job: { companyId: string; id: string },
  workerId: string,
  release: Release,
): Promise<boolean> {
  const finished = release.status !== 'queued';
  const released = await trx
    .updateTable('jobs')
    .set({
      status: release.status,
      locked_by: null,
      locked_until: null,
      updated_at: sql<Date>`now()`,
      finished_at: finished ? sql<Date>`now()` : null,
      ...(release.status === 'queued'
        ? { run_after: release.runAfter === 'now' ? sql<Date>`now()` : release.runAfter }
        : {}),
      ...('lastError' in release ? { last_error: release.lastError ?? null } : {}),
      ...('attempts' in release && release.attempts !== undefined ? { attempts: release.attempts } : {}),
    })
    .where('company_id', '=', job.companyId)
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .returning(['id'])
    .executeTakeFirst();
  return released !== undefined;
}
