import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

// Keys lead with company_id so the schema can later be distributed by it (Citus).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table companies (
      id uuid primary key default gen_random_uuid(),
      company_id uuid generated always as (id) stored,
      name text not null,
      identification_type text not null check (identification_type in ('CPF', 'CNPJ')),
      document_number text not null,
      active boolean not null default true,
      logo_ref text,
      whatsapp text,
      feature_communication boolean not null default false,
      feature_forms boolean not null default false,
      created_at timestamptz not null default now(),
      unique (company_id),
      check (
        (identification_type = 'CPF' and document_number ~ '^[0-9]{11}$')
        or (identification_type = 'CNPJ' and document_number ~ '^[0-9]{14}$')
      )
    )`,
    `create table workspaces (
      company_id uuid not null references companies (company_id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      name text not null,
      logo_ref text,
      created_at timestamptz,
      primary key (company_id, id)
    )`,
    `create table users (
      company_id uuid not null references companies (company_id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      email text not null unique check (email = lower(email)),
      name text not null,
      role text not null check (role in ('OBSERVER', 'OPERATOR', 'MASTER', 'ADMIN')),
      photo_url text,
      current_workspace_id uuid,
      created_at timestamptz not null default now(),
      primary key (company_id, id),
      foreign key (company_id, current_workspace_id)
        references workspaces (company_id, id) on delete set null (current_workspace_id)
    )`,
    `create table memberships (
      company_id uuid not null,
      user_id uuid not null,
      workspace_id uuid not null,
      created_at timestamptz not null default now(),
      primary key (company_id, user_id, workspace_id),
      foreign key (company_id, user_id) references users (company_id, id) on delete cascade,
      foreign key (company_id, workspace_id) references workspaces (company_id, id) on delete cascade
    )`,
    `create index memberships_workspace_idx on memberships (company_id, workspace_id)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table memberships',
    'drop table users',
    'drop table workspaces',
    'drop table companies',
  ]);
}
