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
}

const leaseEnd = (leaseMs: number) => sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`;

export interface ClaimOptions {
  /** Kinds claimed only after every other due job (bulkJobKinds()). */
  bulkKinds?: readonly string[];
  /** Leave the bulk kinds alone: the runner's bulk slots are all taken. */
  skipBulk?: boolean;
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
export async function claimNextJob(
  db: Kysely<DatabaseSchema>,
  workerId: string,
  leaseMs: number,
  { bulkKinds = [], skipBulk = false }: ClaimOptions = {},
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
    }>`
      with running as materialized (
        select company_id, kind from jobs where status = 'running' and locked_until >= now()
      )
      select j.company_id, j.workspace_id, j.id, j.kind, j.status
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
    return {
      companyId: due.company_id,
      workspaceId: due.workspace_id,
      id: due.id,
      kind: due.kind,
      resumed,
      attempts: claimed.attempts,
    };
  });
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
