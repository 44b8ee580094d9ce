import type { Kysely } from 'kysely';
import { FOLD_TABLE } from '../search.ts';
import { runStatements } from './run-statements.ts';

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The votings list at 10,000 votings a workspace (bench/votings-list.bench.ts). Searching and sorting by title
 * folded the title in every query (db/search.ts: lower(translate(title, …)) over ~600 letters), about 70 µs a row:
 * 0.7 s a query at 10,000 votings, twice per request (count and page). The folded title is now a stored generated
 * column, written once per change with the very expression search.ts uses (FOLD_TABLE as it is when this runs: a
 * change to the fold must come with a migration that redefines the column), and the title sort reads it from an
 * index in the order orderByName gives (byte-wise folded title, then title, then id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table votings add column title_folded text
       generated always as (lower(translate(title, ${quoted(FOLD_TABLE.from)}, ${quoted(FOLD_TABLE.to)}))) stored`,
    `create index votings_workspace_title_idx
       on votings (company_id, workspace_id, title_folded collate "C", title collate "C", id)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index votings_workspace_title_idx',
    'alter table votings drop column title_folded',
  ]);
}
