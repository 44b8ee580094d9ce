import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** Every table of a voting belongs to a workspace: filtered by company and, inside withWorkspace, by workspace. */
const VOTING_TABLES = [
  'votings',
  'voting_items',
  'voting_documents',
  'voters',
  'represented_parties',
  'ballots',
  'votes',
  'voter_imports',
  'voting_dispatches',
  'voting_audit_entries',
];

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
 * Issue 5: votings, operator side, with the model the voter portal (issue 6) needs.
 *
 * - A voting's status is what its actions made it (draft → scheduled → open → closed, or cancelled); time moves it
 *   too (a scheduled voting opens at opens_at, an open one closes at its deadline) — the server settles those
 *   transitions, each with an audit entry.
 * - The subject of a vote is a CPF/CNPJ: a voter voting for themself, or a represented party voted by an attorney.
 *   `votes` is unique per (voting, item, subject tax id): every subject counts exactly once per item, whoever cast it.
 * - Link tokens are not stored: only their SHA-256 (voters.token_hash); voter_link() finds a voter by it across
 *   companies for the public portal, exposing nothing else.
 * - The audit trail is append-only (no update/delete grant, and a trigger refuses them for everyone): each entry
 *   carries the hash of the previous one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table votings (
      company_id uuid not null,
      workspace_id uuid not null,
      id uuid not null default gen_random_uuid(),
      title text not null check (length(title) between 1 and 200),
      description text not null default '' check (length(description) <= 10000),
      kind text not null default 'standard' check (kind in ('standard', 'financial_statement')),
      status text not null default 'draft' check (status in ('draft', 'scheduled', 'open', 'closed', 'cancelled')),
      weighting text not null default 'per_head' check (weighting in ('per_head', 'by_weight')),
      requires_support_document boolean not null default false,
      ballot_template_id uuid,
      opens_at timestamptz,
      deadline timestamptz not null,
      published_at timestamptz,
      closed_at timestamptz,
      cancelled_at timestamptz,
      cancel_reason text,
      created_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (company_id, id),
      foreign key (company_id, workspace_id) references workspaces (company_id, id) on delete restrict,
      foreign key (company_id, ballot_template_id) references message_templates (company_id, id) on delete restrict,
      check (opens_at is null or opens_at < deadline)
    )`,
    'create index votings_workspace_created_idx on votings (company_id, workspace_id, created_at desc, id)',
    'create index votings_workspace_deadline_idx on votings (company_id, workspace_id, deadline, id)',
    'create index votings_workspace_status_idx on votings (company_id, workspace_id, status)',
    `create table voting_items (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      id uuid not null default gen_random_uuid(),
      position integer not null check (position >= 1),
      title text not null check (length(title) between 1 and 500),
      description text not null default '' check (length(description) <= 5000),
      primary key (company_id, id),
      unique (company_id, voting_id, position) deferrable initially deferred,
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade
    )`,
    `create table voting_documents (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      id uuid not null default gen_random_uuid(),
      name text not null check (length(name) between 1 and 255),
      content_type text not null check (content_type in ('application/pdf', 'image/png', 'image/jpeg')),
      size integer not null check (size > 0),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      storage_key text not null,
      created_by uuid,
      created_at timestamptz not null default now(),
      primary key (company_id, id),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade
    )`,
    'create index voting_documents_voting_idx on voting_documents (company_id, voting_id, created_at)',
    `create table voters (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      id uuid not null default gen_random_uuid(),
      name text not null check (length(name) between 1 and 300),
      tax_id_type text not null check (tax_id_type in ('CPF', 'CNPJ')),
      tax_id text not null check (
        (tax_id_type = 'CPF' and tax_id ~ '^[0-9]{11}$') or (tax_id_type = 'CNPJ' and tax_id ~ '^[0-9A-Z]{12}[0-9]{2}$')
      ),
      email text not null,
      phone text,
      weight numeric(24, 6) not null default 1 check (weight > 0),
      status text not null default 'active' check (status in ('active', 'voided')),
      void_reason text,
      voided_at timestamptz,
      voided_by uuid,
      token_hash text not null,
      token_version integer not null default 1,
      import_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (company_id, id),
      unique (company_id, voting_id, tax_id),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade,
      check ((status = 'voided') = (void_reason is not null))
    )`,
    'create unique index voters_token_hash_idx on voters (token_hash)',
    'create index voters_voting_name_idx on voters (company_id, voting_id, name, id)',
    `create table represented_parties (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      id uuid not null default gen_random_uuid(),
      attorney_voter_id uuid not null,
      name text not null check (length(name) between 1 and 300),
      tax_id_type text not null check (tax_id_type in ('CPF', 'CNPJ')),
      tax_id text not null,
      weight numeric(24, 6) not null default 1 check (weight > 0),
      power_of_attorney_key text,
      created_at timestamptz not null default now(),
      primary key (company_id, id),
      unique (company_id, voting_id, attorney_voter_id, tax_id),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade,
      foreign key (company_id, attorney_voter_id) references voters (company_id, id) on delete cascade
    )`,
    `create table ballots (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      id uuid not null default gen_random_uuid(),
      voter_id uuid not null,
      idempotency_key text not null,
      status text not null default 'counted' check (status in ('counted', 'under_review', 'returned')),
      approver_name text,
      approver_email text,
      review_comment text,
      reviewed_at timestamptz,
      remote_address text,
      user_agent text,
      receipt_hash text,
      submitted_at timestamptz not null default now(),
      primary key (company_id, id),
      unique (company_id, voting_id, voter_id, idempotency_key),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade,
      foreign key (company_id, voter_id) references voters (company_id, id) on delete cascade
    )`,
    `create table votes (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      id uuid not null default gen_random_uuid(),
      item_id uuid not null,
      ballot_id uuid not null,
      voter_id uuid not null,
      represented_party_id uuid,
      subject_tax_id text not null,
      choice text not null check (choice in ('approve', 'reject', 'abstain', 'conflict')),
      weight numeric(24, 6) not null check (weight > 0),
      cast_at timestamptz not null default now(),
      primary key (company_id, id),
      unique (company_id, voting_id, item_id, subject_tax_id),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade,
      foreign key (company_id, item_id) references voting_items (company_id, id) on delete restrict,
      foreign key (company_id, ballot_id) references ballots (company_id, id) on delete cascade,
      foreign key (company_id, voter_id) references voters (company_id, id) on delete restrict,
      foreign key (company_id, represented_party_id) references represented_parties (company_id, id) on delete restrict
    )`,
    'create index votes_voting_item_idx on votes (company_id, voting_id, item_id, choice)',
    'create index votes_voter_idx on votes (company_id, voting_id, voter_id)',
    'create index votes_cast_at_idx on votes (company_id, voting_id, cast_at)',
    `create table voter_imports (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      id uuid not null default gen_random_uuid(),
      status text not null default 'ready' check (status in ('ready', 'importing', 'imported', 'discarded', 'failed')),
      file_name text not null,
      file_key text not null,
      size integer not null,
      summary jsonb not null,
      errors jsonb not null default '[]',
      preview jsonb not null default '[]',
      error_report_key text,
      imported_count integer not null default 0,
      job_id uuid,
      created_by uuid,
      created_at timestamptz not null default now(),
      confirmed_at timestamptz,
      primary key (company_id, id),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade
    )`,
    'create index voter_imports_voting_idx on voter_imports (company_id, voting_id, created_at desc)',
    `create table voting_dispatches (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      id uuid not null default gen_random_uuid(),
      kind text not null check (kind in ('invitation', 'reminder', 'resend')),
      job_id uuid,
      recipients integer not null default 0,
      created_by uuid,
      created_at timestamptz not null default now(),
      primary key (company_id, id),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade
    )`,
    'create index voting_dispatches_voting_idx on voting_dispatches (company_id, voting_id, created_at desc)',
    `create table voting_audit_entries (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      seq integer not null check (seq >= 1),
      at timestamptz not null,
      actor_kind text not null check (actor_kind in ('user', 'voter', 'system')),
      actor_id text,
      action text not null,
      data jsonb not null default '{}',
      prev_hash text not null check (prev_hash ~ '^[0-9a-f]{64}$'),
      hash text not null check (hash ~ '^[0-9a-f]{64}$'),
      primary key (company_id, voting_id, seq),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete restrict
    )`,
    `create function voting_audit_append_only() returns trigger language plpgsql as $$
     begin
       raise exception 'voting_audit_entries is append-only';
     end $$`,
    `create trigger voting_audit_entries_append_only before update or delete on voting_audit_entries
       for each row execute function voting_audit_append_only()`,
    ...VOTING_TABLES.filter((table) => table !== 'voting_audit_entries').map(
      (table) => `grant select, insert, update, delete on ${table} to app_user`,
    ),
    'grant select, insert on voting_audit_entries to app_user',
    ...VOTING_TABLES.flatMap(tenantPolicies),
    // The voter portal knows only a link token: this is the one read of a voter across companies.
    `create function voter_link(p_token_hash text)
       returns table (company_id uuid, workspace_id uuid, voting_id uuid, voter_id uuid)
       language sql stable security definer
       set search_path = pg_catalog, public
     as $$ select v.company_id, v.workspace_id, v.voting_id, v.id from public.voters v where v.token_hash = p_token_hash $$`,
    'grant select (company_id, workspace_id, voting_id, id, token_hash) on voters to app_identity_reader',
    'create policy voter_link_lookup on voters for select to app_identity_reader using (true)',
    'alter function voter_link(text) owner to app_identity_reader',
    'revoke all on function voter_link(text) from public',
    'grant execute on function voter_link(text) to app_user',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop function voter_link(text)',
    'drop policy voter_link_lookup on voters',
    'revoke select (company_id, workspace_id, voting_id, id, token_hash) on voters from app_identity_reader',
    'drop trigger voting_audit_entries_append_only on voting_audit_entries',
    'drop function voting_audit_append_only()',
    ...[...VOTING_TABLES].reverse().map((table) => `drop table ${table}`),
  ]);
}
