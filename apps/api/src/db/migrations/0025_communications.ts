import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

const COMMUNICATION_TABLES = ['communications', 'communication_recipients', 'communication_sends'];

const tenantPolicies = (table: string) => [
  `grant select, insert, update, delete on ${table} to app_user`,
  `alter table ${table} enable row level security`,
  `alter table ${table} force row level security`,
  `create policy tenant_isolation on ${table}
     using (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
     with check (company_id = nullif(current_setting('app.company_id', true), '')::uuid)`,
  `create policy workspace_isolation on ${table} as restrictive
     using (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))
     with check (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))`,
];

/**
 * Issue 20: communications — a message template sent to the people of a spreadsheet, with one delivery record per
 * person and channel.
 *
 * - communications: the draft's choices (purpose, channel plan, template, whether the spreadsheet feeds the
 *   template's placeholders) and its status (packages/domain communicationStatus.ts); the template may not be deleted
 *   while a communication names it (services/templates.ts says which).
 * - communication_recipients: the valid rows of the last upload (line, contact, each placeholder's value), replaced
 *   as a whole by the next upload of a draft.
 * - communication_sends: each send is a durable job (jobs/) whose deliveries (0005's table, recipient_key the
 *   recipient's id) are unique per job, recipient and channel — a person gets at most one message per send.
 * Keys carry company_id (Citus: distributed by company_id in distribute.sql); row-level security as in 0020.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table communications (
      company_id uuid not null,
      workspace_id uuid not null,
      id uuid not null default gen_random_uuid(),
      name text not null check (length(name) between 1 and 200),
      purpose text not null check (purpose in ('legal_notice', 'marketing')),
      channel text not null check (channel in ('email', 'whatsapp', 'whatsapp_email_fallback')),
      template_id uuid not null,
      parameterizable boolean not null,
      status text not null default 'draft'
        check (status in ('draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed')),
      recipient_count integer not null default 0 check (recipient_count >= 0),
      recipients_file_name text check (length(recipients_file_name) between 1 and 255),
      created_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      sent_at timestamptz,
      primary key (company_id, id),
      foreign key (company_id, workspace_id) references workspaces (company_id, id) on delete cascade,
      foreign key (company_id, template_id) references message_templates (company_id, id)
    )`,
    'create index communications_workspace_idx on communications (company_id, workspace_id, created_at desc, id)',
    'create index communications_template_idx on communications (company_id, template_id)',
    `create table communication_recipients (
      company_id uuid not null,
      workspace_id uuid not null,
      communication_id uuid not null,
      id uuid not null default gen_random_uuid(),
      line integer not null check (line >= 1),
      name text check (length(name) <= 300),
      email text check (length(email) <= 320),
      phone text check (phone ~ '^\\+[1-9][0-9]{6,14}$'),
      parameters jsonb not null default '{}',
      primary key (company_id, id),
      unique (company_id, communication_id, line),
      foreign key (company_id, communication_id) references communications (company_id, id) on delete cascade,
      check (email is not null or phone is not null)
    )`,
    `create table communication_sends (
      company_id uuid not null,
      workspace_id uuid not null,
      communication_id uuid not null,
      job_id uuid not null,
      recipients integer not null check (recipients >= 0),
      skipped integer not null check (skipped >= 0),
      created_by uuid,
      created_at timestamptz not null default now(),
      primary key (company_id, job_id),
      foreign key (company_id, communication_id) references communications (company_id, id) on delete cascade,
      foreign key (company_id, job_id) references jobs (company_id, id) on delete cascade
    )`,
    'create index communication_sends_communication_idx on communication_sends (company_id, communication_id)',
    ...COMMUNICATION_TABLES.flatMap(tenantPolicies),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table communication_sends',
    'drop table communication_recipients',
    'drop table communications',
  ]);
}
