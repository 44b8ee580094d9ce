import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 20: a communication scheduled to go later keeps its send time; a job ('communication-scheduled') wakes at
 * it and sends the communication if it is still scheduled (services/communications/schedule-communication.ts).
 * A scheduled communication always has its time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table communications add column scheduled_at timestamptz',
    `alter table communications add constraint communications_scheduled_time
       check (status <> 'scheduled' or scheduled_at is not null)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table communications drop constraint communications_scheduled_time',
    'alter table communications drop column scheduled_at',
  ]);
}
