import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 18: a round's runner claims its next batch of pending deliveries in id order after the last one it claimed
 * (jobs/email-dispatch.ts, claimBatch). deliveries_job_status_idx finds a job's pending deliveries but not in id
 * order, so each claim read and sorted every pending delivery of the round: 20,000 per claim at a round's start,
 * hundreds of claims per round. This index holds only the pending ones, in id order per job: a claim reads its batch
 * and stops. Led by company_id, as every tenant index (Citus co-location).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index deliveries_pending_idx on deliveries (company_id, job_id, id) where status = 'pending'`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop index deliveries_pending_idx']);
}
