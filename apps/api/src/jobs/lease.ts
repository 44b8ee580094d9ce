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

/**
 * Takes the next due job of any company: queued and due, or running with an expired lease (a takeover, which
 * counts as a failed run). `for update skip locked`: runners racing for jobs never take the same one. Runs as
 * app_job_runner, the one role that sees every company's jobs (and only the columns this needs).
 */
export async function claimNextJob(
  db: Kysely<DatabaseSchema>,
  workerId: string,
  leaseMs: number,
): Promise<ClaimedJob | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`set local role app_job_runner`.execute(trx);
    const due = await trx
      .selectFrom('jobs')
      .select(['company_id', 'workspace_id', 'id', 'kind', 'status'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', sql<Date>`now()`)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', sql<Date>`now()`)]),
        ]),
      )
      .orderBy('run_after')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
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
