import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 18: a round's deliveries are claimed by any process with a free bulk slot, not only by the one holding the
 * round's job (jobs/email-dispatch.ts). Each claim says whose it is and until when:
 *
 * - claimed_by: the runner (jobs.locked_by's form, host:pid:random) that marked the delivery 'sending' (kept once it
 *   is sent: who sent it);
 * - claimed_until: its claim's lease, in database time, renewed while the send is in flight. A 'sending' delivery
 *   whose claim has run out belonged to a runner that died or stalled: any runner of the job puts it back to
 *   'pending' and it is sent again, under the same Message-ID.
 *
 * app_job_runner (the cross-company claim of jobs) may now see, of deliveries, which jobs have pending ones due:
 * the key, the status and the due time, never an address. A runner with a free bulk slot joins a running round only
 * when it has deliveries left to claim.
 *
 * Neither column is in a key (Citus: nothing changes in distribute.sql). Rows written before this migration have
 * null claims: a 'sending' one is its job holder's, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table deliveries add column claimed_by text, add column claimed_until timestamptz',
    'grant select (company_id, workspace_id, job_id, status, next_attempt_at) on deliveries to app_job_runner',
    'create policy delivery_claim on deliveries for select to app_job_runner using (true)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop policy delivery_claim on deliveries',
    'revoke select (company_id, workspace_id, job_id, status, next_attempt_at) on deliveries from app_job_runner',
    'alter table deliveries drop column claimed_by, drop column claimed_until',
  ]);
}
