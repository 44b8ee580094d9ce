import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 20: a communication scheduled to go later keeps its send time; a job ('communication-scheduled') wakes at
 * it and sends the communication if it is still scheduled (services/communications/schedule-communication.ts).
 * A scheduled communication always has its time.
 *
 * And a recipient's key as its deliveries name it (`recipient_key`, text): joining `d.recipient_key = r.id::text`
 * under row-level security cannot use the deliveries' index — the uuid's text cast is not leakproof, so the planner
 * keeps it above the policies' filter and read every delivery of the send for each recipient (100,000 recipients:
 * minutes for a count). A stored copy compares text with text (leakproof) and the index serves each lookup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table communications add column scheduled_at timestamptz',
    'alter table communication_recipients add column recipient_key text generated always as (id::text) stored',
    `alter table communications add constraint communications_scheduled_time
       check (status <> 'scheduled' or scheduled_at is not null)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table communications drop constraint communications_scheduled_time',
    'alter table communications drop column scheduled_at',
    'alter table communication_recipients drop column recipient_key',
  ]);
}
