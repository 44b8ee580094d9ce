import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 16: the company's audit log — what operators destroy or copy outside any voting's trail. A voting's own
 * trail (voting_audit_entries) starts when it is published and restricts deleting it, so discarding a draft, deleting a
 * workspace (with its templates and drafts) and duplicating a voting are recorded here instead: who, when, in which
 * workspace, and what went (title, counts). `workspace_id` and `subject_id` name rows that may no longer exist, so
 * they carry no foreign key.
 *
 * Append-only for the application: app_user may only read and insert, and a trigger refuses every update. Deleting
 * is left to the database's owner, for a company removed as a whole (its rows go with it by cascade). Entries are
 * not hash-chained: no receipt is given from them, and a company-wide chain would serialize every such action of the
 * company on one lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table company_audit_entries (
      company_id uuid not null references companies (company_id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      at timestamptz not null default clock_timestamp(),
      actor_kind text not null check (actor_kind in ('user', 'system')),
      actor_id text,
      workspace_id uuid,
      action text not null check (length(action) between 1 and 100),
      subject_id uuid,
      data jsonb not null default '{}',
      primary key (company_id, id)
    )`,
    'create index company_audit_entries_at_idx on company_audit_entries (company_id, at)',
    `create function company_audit_no_update() returns trigger language plpgsql as $$
     begin
       raise exception 'company_audit_entries is append-only';
     end $$`,
    `create trigger company_audit_entries_no_update before update on company_audit_entries
       for each row execute function company_audit_no_update()`,
    'grant select, insert on company_audit_entries to app_user',
    'alter table company_audit_entries enable row level security',
    'alter table company_audit_entries force row level security',
    `create policy tenant_isolation on company_audit_entries
       using (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
       with check (company_id = nullif(current_setting('app.company_id', true), '')::uuid)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop table company_audit_entries', 'drop function company_audit_no_update()']);
}
