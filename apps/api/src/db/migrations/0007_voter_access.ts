import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** The voter portal's access tables, children of a voter: filtered by company and, inside withWorkspace, workspace. */
const ACCESS_TABLES = ['voter_access', 'voter_pin_challenges', 'voter_sessions', 'voter_policy_acceptances'];

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

/** Every row belongs to one voter of one voting (and goes with it). */
const voterKeys = `company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      voter_id uuid not null`;
const voterForeignKeys = `foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade,
      foreign key (company_id, voter_id) references voters (company_id, id) on delete cascade`;

/**
 * Issue 6: how a voter gets into the portal (services/voter-portal/). The link (voter_link(), 0004) names the voter;
 * the voter then proves it with the last 4 characters of their CPF/CNPJ and a PIN e-mailed to them, and gets a
 * session cookie. Every lookup here happens inside the voter's tenant and workspace, after voter_link() gave them.
 *
 * - voter_access: the brute-force state of a voter's link — wrong tries (identity and PIN together) since the last
 *   sign-in, until when it is locked, and when the last PIN was sent (a new one at most every 30 s).
 * - voter_pin_challenges: the voter's pending PIN (one at a time: a new one replaces it), as a keyed hash
 *   (HMAC-SHA256 with the server's key, salted by the challenge id), never the PIN itself.
 * - voter_sessions: the SHA-256 of each session cookie, its idle and absolute expiry, where it was opened from.
 * - voter_policy_acceptances: the reading-and-agreement policy each voter accepted, with the evidence (address and
 *   user agent the server saw, the address the browser reported).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table voter_access (
      ${voterKeys},
      failed_attempts integer not null default 0 check (failed_attempts >= 0),
      locked_until timestamptz,
      pin_sent_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (company_id, voter_id),
      ${voterForeignKeys}
    )`,
    `create table voter_pin_challenges (
      ${voterKeys},
      id uuid not null default gen_random_uuid(),
      pin_hash text not null check (pin_hash ~ '^[0-9a-f]{64}$'),
      attempts integer not null default 0 check (attempts >= 0),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (company_id, voter_id),
      ${voterForeignKeys}
    )`,
    `create table voter_sessions (
      ${voterKeys},
      id uuid not null default gen_random_uuid(),
      token_hash text not null check (token_hash ~ '^[0-9a-f]{64}$'),
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      expires_at timestamptz not null,
      absolute_expires_at timestamptz not null,
      remote_address text,
      user_agent text check (length(user_agent) <= 500),
      primary key (company_id, id),
      ${voterForeignKeys},
      check (expires_at <= absolute_expires_at)
    )`,
    'create unique index voter_sessions_token_hash_idx on voter_sessions (company_id, token_hash)',
    'create index voter_sessions_voter_idx on voter_sessions (company_id, voter_id, absolute_expires_at)',
    `create table voter_policy_acceptances (
      ${voterKeys},
      id uuid not null default gen_random_uuid(),
      version text not null check (length(version) between 1 and 50),
      accepted_at timestamptz not null default now(),
      remote_address text,
      user_agent text check (length(user_agent) <= 500),
      client_address text check (length(client_address) <= 100),
      primary key (company_id, id),
      unique (company_id, voter_id, version),
      ${voterForeignKeys}
    )`,
    ...ACCESS_TABLES.map((table) => `grant select, insert, update, delete on ${table} to app_user`),
    ...ACCESS_TABLES.flatMap(tenantPolicies),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    [...ACCESS_TABLES].reverse().map((table) => `drop table ${table}`),
  );
}
