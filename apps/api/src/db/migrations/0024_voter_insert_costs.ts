import type { Kysely } from 'kysely';
import { participationFunctions, recountRepresented } from './0014_voting_participation.ts';
import { runStatements } from './run-statements.ts';

/**
 * Issue 19: what writing a batch's voters costs beyond the rows themselves, found with bench:batch-votings (300
 * funds × 1,000 holders, 60 statements of 5,000 voters; auto_explain with its triggers' times).
 *
 * 1. Each voter's foreign-key check (`company_id = $1 and id = $2` on votings) read every voting of the company. Its
 *    plan is made on the connection's first checks and kept; on a table without statistics (a database just made;
 *    PGlite, which never analyzes) every index of votings that starts with company_id costs the planner the same,
 *    and a tie goes to the newest: votings_workspace_title_idx, which has the id only at its end (7 of the 18 s of
 *    PostgreSQL's time). votings_key_lookup repeats the primary key's columns as the newest index, so it takes the
 *    tie (voter-fk-scans.test.ts counts each index's scans during a batch's voters, on both backends). ANALYZE is no
 *    way out: tables analyzed while small make other checks sequential scans as they grow in one transaction
 *    (docs/decisions.md).
 * 2. voters_counted_insert, a statement trigger, cost 42 ms a statement (2.5 s in all): its joins with the
 *    statement's aggregate were planned for one row and sorted the 5,000 again for each of the statement's votings,
 *    and its `v.id = any (…)` held one id per row, compared with each voting of the company. It now takes the
 *    statement's (company, voting) pairs once, counts once (a materialized CTE) and keys both updates on those few
 *    ids: 0.3 s in all. The counters are the same (voting-counters.test.ts compares them with a fresh count).
 * 3. A voter's link hash and CPF/CNPJ are compared byte by byte. Both are ASCII by their checks (a SHA-256 in hex;
 *    11 digits, or 12 digits or capital letters and 2 digits), so the database's collation (C.UTF-8 here, pt_BR
 *    elsewhere) orders them as bytes anyway, but through strcoll(): `collate "C"` (memcmp) gives the same equality
 *    and order at a lower cost — 300,000 voters in one statement, token index alone 3.5 → 2.2 s, CPF/CNPJ key alone
 *    2.2 → 1.5 s (psql). Changing a column's collation rewrites its indexes, not the table. Names keep the
 *    database's collation: their index serves lists in the language's order.
 */
const countedInsert = `create or replace function voters_counted_insert() returns trigger language plpgsql as $$
     declare
       companies uuid[];
       added_votings uuid[];
     begin
       select array_agg(company_id), array_agg(voting_id) into companies, added_votings
         from (select distinct company_id, voting_id from added) pairs;
       with counts as materialized (
         select company_id, voting_id, count(*)::integer as n,
           count(*) filter (where status = 'active')::integer as active
         from added group by company_id, voting_id)
       update votings v set voter_count = v.voter_count + c.n, voters_active = v.voters_active + c.active
       from counts c
       where v.company_id = c.company_id and v.id = c.voting_id and v.id = any (added_votings);
       ${recountRepresented('unnest(companies, added_votings) as p(company_id, voting_id)', { onlyWithParties: true }, true)};
       return null;
     end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'create unique index votings_key_lookup on votings (company_id, id)',
    countedInsert,
    'alter table voters alter column token_hash type text collate "C"',
    'alter table voters alter column tax_id type text collate "C"',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const [insertFunction] = participationFunctions(true);
  await runStatements(db, [
    'alter table voters alter column token_hash type text collate "default"',
    'alter table voters alter column tax_id type text collate "default"',
    insertFunction!,
    'drop index votings_key_lookup',
  ]);
}
