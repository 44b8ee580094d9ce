import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

const BATCH_TABLES = ['voting_batches', 'voting_batch_imports'];

const tenantPolicies = (table: string) => [
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
 * Issue 19: batch votings — one consultation across many funds, each fund a NORMAL voting (its own voters, ballots,
 * audit chain, reports), linked to its batch by votings.batch_id.
 *
 * - voting_batches: what the children share (title, description, items with each item's approval rule, ballot
 *   template, opening and deadline, weighting) and, for the financial-statement approval, the calendar's inputs
 *   (fiscal year end, the date the statements are available, the lead days the regulation asks, FII or other fund).
 *   A batch has no status of its own: it is its children's (packages/domain batchStatus).
 * - votings gains the child's fund: batch_id, fund name and CNPJ (one child per fund and batch), issued quotas and
 *   holder count (the approval rule's inputs), the auditor's opinion and whether the regulation allows tacit approval.
 *   voting_items gains the item's approval rule (packages/domain approvalRule.ts; null: simple majority).
 * - voting_batch_imports: the holders spreadsheet of all funds, read and described (funds found, row errors) and
 *   kept until confirmed; confirming creates the children and their voters once (status 'imported').
 * Every key carries company_id (Citus: both tables distributed by company_id in distribute.sql).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table voting_batches (
      company_id uuid not null,
      workspace_id uuid not null,
      id uuid not null default gen_random_uuid(),
      kind text not null check (kind in ('standard', 'financial_statement')),
      title text not null check (length(title) between 1 and 200),
      description text not null default '' check (length(description) <= 10000),
      weighting text not null default 'by_weight' check (weighting in ('per_head', 'by_weight')),
      items jsonb not null default '[]',
      ballot_template_id uuid,
      opens_at timestamptz,
      deadline timestamptz not null,
      fiscal_year_end date,
      statements_available_on date,
      statements_lead_days integer not null default 15 check (statements_lead_days between 1 and 365),
      fund_kind text not null default 'fii' check (fund_kind in ('fii', 'other')),
      created_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (company_id, id),
      foreign key (company_id, workspace_id) references workspaces (company_id, id) on delete restrict,
      foreign key (company_id, ballot_template_id) references message_templates (company_id, id) on delete restrict,
      check (opens_at is null or opens_at < deadline),
      check (kind = 'standard' or fiscal_year_end is not null)
    )`,
    'create index voting_batches_workspace_created_idx on voting_batches (company_id, workspace_id, created_at desc, id)',
    `create table voting_batch_imports (
      company_id uuid not null,
      workspace_id uuid not null,
      batch_id uuid not null,
      id uuid not null default gen_random_uuid(),
      status text not null default 'ready' check (status in ('ready', 'imported')),
      file_name text not null,
      file_key text not null,
      size integer not null,
      summary jsonb not null,
      funds jsonb not null default '[]',
      errors jsonb not null default '[]',
      created_by uuid,
      created_at timestamptz not null default now(),
      confirmed_at timestamptz,
      primary key (company_id, id),
      foreign key (company_id, batch_id) references voting_batches (company_id, id) on delete cascade
    )`,
    'create index voting_batch_imports_batch_idx on voting_batch_imports (company_id, batch_id, created_at desc)',
    `alter table votings
      add column batch_id uuid,
      add column fund_name text check (length(fund_name) between 1 and 300),
      add column fund_tax_id text check (fund_tax_id ~ '^[0-9A-Z]{12}[0-9]{2}$'),
      add column fund_issued_quotas numeric(24, 6) check (fund_issued_quotas >= 0),
      add column fund_holder_count integer check (fund_holder_count >= 0),
      add column auditor_opinion text check (auditor_opinion in ('unqualified', 'qualified')),
      add column tacit_approval_allowed boolean not null default false,
      add constraint votings_batch_fk foreign key (company_id, batch_id)
        references voting_batches (company_id, id) on delete restrict,
      add constraint votings_batch_fund_key unique (company_id, batch_id, fund_tax_id),
      add constraint votings_batch_fund_check check (batch_id is null or (fund_name is not null and fund_tax_id is not null))`,
    'create index votings_batch_idx on votings (company_id, batch_id, fund_name, id) where batch_id is not null',
    'alter table voting_items add column approval_rule jsonb',
    ...BATCH_TABLES.map((table) => `grant select, insert, update, delete on ${table} to app_user`),
    ...BATCH_TABLES.flatMap(tenantPolicies),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table voting_items drop column approval_rule',
    'drop index votings_batch_idx',
    `alter table votings
      drop constraint votings_batch_fund_check,
      drop constraint votings_batch_fund_key,
      drop constraint votings_batch_fk,
      drop column batch_id, drop column fund_name, drop column fund_tax_id, drop column fund_issued_quotas,
      drop column fund_holder_count, drop column auditor_opinion, drop column tacit_approval_allowed`,
    'drop table voting_batch_imports',
    'drop table voting_batches',
  ]);
}
