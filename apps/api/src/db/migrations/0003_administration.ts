import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 4: users can be deactivated, the company number accepts the alphanumeric CNPJ (July 2026), and message
 * templates belong to a workspace. Rows of workspace-scoped tables are filtered twice by row-level security: by
 * company (as everywhere) and, when the transaction names a workspace (app.workspace_id), by that workspace too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table companies drop constraint companies_check',
    `alter table companies add constraint companies_document_number_check check (
       (identification_type = 'CPF' and document_number ~ '^[0-9]{11}$')
       or (identification_type = 'CNPJ' and document_number ~ '^[0-9A-Z]{12}[0-9]{2}$')
     )`,
    'alter table users add column active boolean not null default true',
    `create table message_templates (
      company_id uuid not null,
      workspace_id uuid not null,
      id uuid not null default gen_random_uuid(),
      name text not null check (length(name) between 1 and 120),
      kind text not null check (kind in ('message', 'ballot')),
      channel text not null check (channel in ('email', 'whatsapp')),
      subject text,
      body text not null,
      placeholders text[] not null default '{}',
      created_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (company_id, id),
      foreign key (company_id, workspace_id) references workspaces (company_id, id) on delete restrict,
      check ((channel = 'email') = (subject is not null)),
      check (kind = 'message' or channel = 'email')
    )`,
    'create index message_templates_workspace_idx on message_templates (company_id, workspace_id, name)',
    'grant select, insert, update, delete on message_templates to app_user',
    'alter table message_templates enable row level security',
    'alter table message_templates force row level security',
    `create policy tenant_isolation on message_templates
       using (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
       with check (company_id = nullif(current_setting('app.company_id', true), '')::uuid)`,
    `create policy workspace_isolation on message_templates as restrictive
       using (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))
       with check (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))`,
    // A deactivated user's token no longer opens a session.
    'grant select (active) on users to app_identity_reader',
    `create or replace function session_identity(p_email text)
       returns table (user_id uuid, company_id uuid)
       language sql stable security definer
       set search_path = pg_catalog, public
     as $$ select u.id, u.company_id from public.users u where u.email = lower(p_email) and u.active $$`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create or replace function session_identity(p_email text)
       returns table (user_id uuid, company_id uuid)
       language sql stable security definer
       set search_path = pg_catalog, public
     as $$ select u.id, u.company_id from public.users u where u.email = lower(p_email) $$`,
    'revoke select (active) on users from app_identity_reader',
    'drop table message_templates',
    'alter table users drop column active',
    'alter table companies drop constraint companies_document_number_check',
    `alter table companies add constraint companies_check check (
       (identification_type = 'CPF' and document_number ~ '^[0-9]{11}$')
       or (identification_type = 'CNPJ' and document_number ~ '^[0-9]{14}$')
     )`,
  ]);
}
