import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

const WORKSPACE_TABLES = ['jobs', 'deliveries'];

/**
 * Durable jobs (long work: dispatch, imports) and the delivery record of each message a dispatch job sends.
 *
 * - A job is claimed with a lease (locked_by, locked_until); a runner that dies stops renewing it, and once it has
 *   expired another runner's claim resumes the job. Claiming must see every company's jobs: it runs as
 *   app_job_runner, which may read and lease any job (only the columns the claim needs) and nothing else.
 *   The work itself runs as app_user in the job's company and workspace, like a request.
 * - deliveries is unique per (job, recipient, channel): a recipient gets at most one record, so at most one message,
 *   per job and channel. A delivery is marked 'sending' (committed) before the provider is called and 'sent' after;
 *   one found 'sending' when a job is resumed after a crash becomes 'unconfirmed' and is not sent again on its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `do $$ begin
      create role app_job_runner nologin;
    exception when duplicate_object or unique_violation then null;
    end $$`,
    // A non-superuser migrator must be a member to `set role app_job_runner`.
    `do $$ begin
      if not (select rolsuper from pg_roles where rolname = current_user) then
        execute format('grant app_job_runner to %I', current_user);
      end if;
    end $$`,
    'grant usage on schema public to app_job_runner',
    `create table jobs (
      company_id uuid not null,
      workspace_id uuid not null,
      id uuid not null default gen_random_uuid(),
      kind text not null check (kind ~ '^[a-z][a-z0-9._-]{0,79}$'),
      payload jsonb not null default '{}',
      dedupe_key text check (length(dedupe_key) between 1 and 200),
      status text not null default 'queued'
        check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
      progress_total integer not null default 0 check (progress_total >= 0),
      progress_done integer not null default 0 check (progress_done >= 0),
      progress_failed integer not null default 0 check (progress_failed >= 0),
      attempts integer not null default 0 check (attempts >= 0),
      run_after timestamptz not null default now(),
      locked_by text,
      locked_until timestamptz,
      last_error text,
      created_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz,
      primary key (company_id, id),
      unique (company_id, kind, dedupe_key),
      foreign key (company_id, workspace_id) references workspaces (company_id, id) on delete cascade,
      check ((status = 'running') = (locked_by is not null and locked_until is not null)),
      check ((status in ('succeeded', 'failed', 'cancelled')) = (finished_at is not null))
    )`,
    `create index jobs_due_idx on jobs (run_after) where status in ('queued', 'running')`,
    'create index jobs_workspace_idx on jobs (company_id, workspace_id, created_at desc)',
    `create table deliveries (
      company_id uuid not null,
      workspace_id uuid not null,
      id uuid not null default gen_random_uuid(),
      job_id uuid not null,
      recipient_key text not null check (length(recipient_key) between 1 and 200),
      channel text not null check (channel in ('email', 'whatsapp')),
      address text not null check (length(address) between 1 and 320),
      status text not null default 'pending'
        check (status in ('pending', 'sending', 'sent', 'failed', 'unconfirmed')),
      attempts integer not null default 0 check (attempts >= 0),
      next_attempt_at timestamptz not null default now(),
      provider_message_id text,
      error text,
      sent_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (company_id, id),
      unique (company_id, job_id, recipient_key, channel),
      foreign key (company_id, job_id) references jobs (company_id, id) on delete cascade,
      check ((status = 'sent') = (sent_at is not null))
    )`,
    'create index deliveries_job_status_idx on deliveries (company_id, job_id, status, next_attempt_at)',
    ...WORKSPACE_TABLES.flatMap((table) => [
      `grant select, insert, update, delete on ${table} to app_user`,
      `alter table ${table} enable row level security`,
      `alter table ${table} force row level security`,
      `create policy tenant_isolation on ${table}
         using (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
         with check (company_id = nullif(current_setting('app.company_id', true), '')::uuid)`,
      `create policy workspace_isolation on ${table} as restrictive
         using (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))
         with check (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))`,
    ]),
    // The claim: which job is due, in any company, and its lease. Payloads and deliveries stay out of reach.
    `grant select (company_id, workspace_id, id, kind, status, attempts, run_after, locked_by, locked_until)
       on jobs to app_job_runner`,
    'grant update (status, attempts, locked_by, locked_until, updated_at) on jobs to app_job_runner',
    'create policy job_claim on jobs to app_job_runner using (true) with check (true)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table deliveries',
    'drop table jobs',
    'revoke usage on schema public from app_job_runner',
  ]);
}
