import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 6, the ballot side of the voter portal:
 *
 * - voter_uploads: the files a voter attaches (support documents, powers of attorney), stored through FileStorage
 *   with their SHA-256. `ballot_id` is null until a ballot is submitted with them (then they are part of it and stay);
 *   a ballot the approver returns gives them back (null again), so the voter can submit again with them.
 * - ballots: the third-party approver's token — 256 random bits, only its SHA-256 stored (approver_token_hash) — and
 *   the address the browser's own IP check saw (client_address, evidence only).
 * - ballot_approval(token hash): the approver's page knows only the token; this is the one read of a ballot across
 *   companies, exposing its company, workspace, voting and id and nothing else (as voter_link() does for voters).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table voter_uploads (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      id uuid not null default gen_random_uuid(),
      voter_id uuid not null,
      kind text not null check (kind in ('support', 'power_of_attorney')),
      name text not null check (length(name) between 1 and 255),
      content_type text not null check (content_type in ('application/pdf', 'image/png', 'image/jpeg')),
      size integer not null check (size > 0),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      storage_key text not null,
      ballot_id uuid,
      created_at timestamptz not null default now(),
      primary key (company_id, id),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade,
      foreign key (company_id, voter_id) references voters (company_id, id) on delete cascade,
      foreign key (company_id, ballot_id) references ballots (company_id, id) on delete cascade
    )`,
    'create index voter_uploads_voter_idx on voter_uploads (company_id, voting_id, voter_id, created_at)',
    'create index voter_uploads_ballot_idx on voter_uploads (company_id, ballot_id) where ballot_id is not null',
    'grant select, insert, update, delete on voter_uploads to app_user',
    'alter table voter_uploads enable row level security',
    'alter table voter_uploads force row level security',
    `create policy tenant_isolation on voter_uploads
       using (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
       with check (company_id = nullif(current_setting('app.company_id', true), '')::uuid)`,
    `create policy workspace_isolation on voter_uploads as restrictive
       using (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))
       with check (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))`,
    `alter table ballots add column approver_token_hash text
       check (approver_token_hash is null or approver_token_hash ~ '^[0-9a-f]{64}$')`,
    'alter table ballots add column client_address text check (length(client_address) <= 100)',
    `alter table ballots add constraint ballots_approver_check
       check ((approver_token_hash is null) = (approver_email is null))`,
    `create unique index ballots_approver_token_hash_idx on ballots (approver_token_hash)
       where approver_token_hash is not null`,
    `create function ballot_approval(p_token_hash text)
       returns table (company_id uuid, workspace_id uuid, voting_id uuid, ballot_id uuid)
       language sql stable security definer
       set search_path = pg_catalog, public
     as $$ select b.company_id, b.workspace_id, b.voting_id, b.id from public.ballots b
           where b.approver_token_hash = p_token_hash $$`,
    'grant select (company_id, workspace_id, voting_id, id, approver_token_hash) on ballots to app_identity_reader',
    'create policy ballot_approval_lookup on ballots for select to app_identity_reader using (true)',
    'alter function ballot_approval(text) owner to app_identity_reader',
    'revoke all on function ballot_approval(text) from public',
    'grant execute on function ballot_approval(text) to app_user',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop function ballot_approval(text)',
    'drop policy ballot_approval_lookup on ballots',
    'revoke select (company_id, workspace_id, voting_id, id, approver_token_hash) on ballots from app_identity_reader',
    'drop index ballots_approver_token_hash_idx',
    'alter table ballots drop constraint ballots_approver_check',
    'alter table ballots drop column client_address',
    'alter table ballots drop column approver_token_hash',
    'drop table voter_uploads',
  ]);
}
