import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 19: the vote maps of a voting (a batch's fund), each written once by its job when due (packages/domain
 * voteMaps.ts): 'preliminary' (the votes so far, a day before the deadline), 'final' (per item totals, the next
 * business day) and 'detailed' (per holder, CPF/CNPJ masked, within 7 business days). One row per voting and kind
 * (the key, company_id first as in every tenant table): the CSV's text as written on its day (downloaded behind a
 * byte order mark) with the SHA-256 and size of the downloaded file, so that what was published is what is read
 * later. Row-level security as in 0020; distributed by company_id (distribute.sql); deleted with its voting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table vote_maps (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      kind text not null check (kind in ('preliminary', 'final', 'detailed')),
      generated_at timestamptz not null default now(),
      content text not null,
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      size integer not null check (size >= 0),
      primary key (company_id, voting_id, kind),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade
    )`,
    'grant select, insert, update, delete on vote_maps to app_user',
    'alter table vote_maps enable row level security',
    'alter table vote_maps force row level security',
    `create policy tenant_isolation on vote_maps
       using (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
       with check (company_id = nullif(current_setting('app.company_id', true), '')::uuid)`,
    `create policy workspace_isolation on vote_maps as restrictive
       using (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))
       with check (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop table vote_maps']);
}
