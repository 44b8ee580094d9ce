import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** Tables whose counters the migration back-fills (row-level security lifted meanwhile). */
const BACKFILLED = ['votings', 'voters', 'represented_parties'];

/**
 * SQL: recounts votings.represented_only for the (company, voting) pairs of `pairs` (a query with company_id and
 * voting_id columns) — the CPF/CNPJs an active voter represents as attorney that are no active voter's
 * (packages/domain votingParticipation). A voting has few represented parties: the recount reads only theirs.
 * `onlyWithParties`: skip a voting without parties (a voter change; a party change always recounts, its last
 * party may just have gone).
 */
export function recountRepresented(
  pairs: string,
  { onlyWithParties }: { onlyWithParties: boolean },
  keyed = false,
): string {
  const withParties = onlyWithParties
    ? `and exists (select 1 from represented_parties p where p.company_id = k.company_id and p.voting_id = k.voting_id)`
    : '';
  return `update votings v set represented_only = (
       select count(distinct rp.tax_id)::integer from represented_parties rp
       join voters a on a.company_id = rp.company_id and a.id = rp.attorney_voter_id and a.status = 'active'
       where rp.company_id = v.company_id and rp.voting_id = v.id
         and not exists (select 1 from voters x where x.company_id = rp.company_id and x.voting_id = rp.voting_id
                         and x.tax_id = rp.tax_id and x.status = 'active'))
     from (select distinct company_id, voting_id from ${pairs}) k
     where v.company_id = k.company_id and v.id = k.voting_id ${withParties}${keyed ? keyedBy(pairs) : ''}`;
}

/**
 * SQL: `and v.id = any (…)` — the votings a statement-level trigger updates, looked up by their keys before the join
 * (migration 0023: without it, a transition table the planner cannot estimate was aggregated again for every voting
 * of the company).
 */
export function keyedBy(pairs: string): string {
  return ` and v.id = any (array(select voting_id from ${pairs}))`;
}
const VOTER_CHANGE = { onlyWithParties: true };
const PARTY_CHANGE = { onlyWithParties: false };

/** The voters' changed rows, as (company_id, voting_id) pairs, for voters_active_update's recount. */
const CHANGED_VOTERS = `(select n.company_id, n.voting_id from before_rows o
             join after_rows n on n.company_id = o.company_id and n.id = o.id
             where o.status <> n.status or o.tax_id <> n.tax_id) changed`;
const CHANGED_PARTIES =
  '(select company_id, voting_id from after_rows union all select company_id, voting_id from before_rows) changed';

/**
 * The counters' trigger functions: 0011's insert and delete triggers count the active voters too; a voter voided or
 * made active again, or its CPF/CNPJ corrected; a represented party added, removed or changed. `keyed` (migration
 * 0023): each update looks its votings up by their keys first (keyedBy) — the same results, found faster.
 */
export function participationFunctions(keyed: boolean): string[] {
  const key = (pairs: string) => (keyed ? keyedBy(pairs) : '');
  return [
    `create or replace function voters_counted_insert() returns trigger language plpgsql as $$
     begin
       update votings v set voter_count = v.voter_count + a.n, voters_active = v.voters_active + a.active
       from (select company_id, voting_id, count(*)::integer as n,
               count(*) filter (where status = 'active')::integer as active
             from added group by company_id, voting_id) a
       where v.company_id = a.company_id and v.id = a.voting_id${key('added')};
       ${recountRepresented('added', VOTER_CHANGE, keyed)};
       return null;
     end $$`,
    `create or replace function voters_counted_delete() returns trigger language plpgsql as $$
     begin
       update votings v set voter_count = v.voter_count - r.n, voters_active = v.voters_active - r.active
       from (select company_id, voting_id, count(*)::integer as n,
               count(*) filter (where status = 'active')::integer as active
             from removed group by company_id, voting_id) r
       where v.company_id = r.company_id and v.id = r.voting_id${key('removed')};
       ${recountRepresented('removed', VOTER_CHANGE, keyed)};
       return null;
     end $$`,
    `create or replace function voters_active_update() returns trigger language plpgsql as $$
     begin
       update votings v set voters_active = v.voters_active + d.n
       from (select n.company_id, n.voting_id,
               sum(case when n.status = 'active' then 1 else -1 end)::integer as n
             from before_rows o join after_rows n on n.company_id = o.company_id and n.id = o.id
             where (o.status = 'active') <> (n.status = 'active')
             group by n.company_id, n.voting_id) d
       where d.n <> 0 and v.company_id = d.company_id and v.id = d.voting_id${key('after_rows')};
       ${recountRepresented(CHANGED_VOTERS, VOTER_CHANGE, keyed)};
       return null;
     end $$`,
    `create or replace function represented_only_insert() returns trigger language plpgsql as $$
     begin
       ${recountRepresented('added', PARTY_CHANGE, keyed)};
       return null;
     end $$`,
    `create or replace function represented_only_delete() returns trigger language plpgsql as $$
     begin
       ${recountRepresented('removed', PARTY_CHANGE, keyed)};
       return null;
     end $$`,
    `create or replace function represented_only_update() returns trigger language plpgsql as $$
     begin
       ${recountRepresented(CHANGED_PARTIES, PARTY_CHANGE, keyed)};
       return null;
     end $$`,
  ];
}

/**
 * Issue 16: one count of a voting. The list said "32 de 36" (subjects that voted, of every voter, voided included)
 * while the voting's page and the minutes counted otherwise. Every figure now comes from packages/domain's
 * votingParticipation — eligible = active voters + the CPF/CNPJs only represented by an active attorney — and the
 * list reads it from counters kept with the votings' rows, as migration 0011 began:
 *
 * - votings.voters_active: the active voters (0011's voter_count counts the voided ones too: no figure reads it);
 * - votings.represented_only: the CPF/CNPJs represented by an active attorney that are no active voter's, recounted
 *   from the voting's parties whenever a party, or a voter of a voting with parties, changes (status, CPF/CNPJ);
 * - votings.subjects_counted (0011) stays the voted subjects.
 *
 * Statement-level triggers with transition tables, as 0011's; every writer of voters and parties locks the voting's
 * row first, so the counts stay exact under concurrent transactions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table votings
       add column voters_active integer not null default 0,
       add column represented_only integer not null default 0`,

    ...participationFunctions(false),
    `create trigger voters_active_update after update on voters
       referencing old table as before_rows new table as after_rows
       for each statement execute function voters_active_update()`,
    `create trigger represented_only_insert after insert on represented_parties
       referencing new table as added for each statement execute function represented_only_insert()`,
    `create trigger represented_only_delete after delete on represented_parties
       referencing old table as removed for each statement execute function represented_only_delete()`,
    `create trigger represented_only_update after update on represented_parties
       referencing old table as before_rows new table as after_rows
       for each statement execute function represented_only_update()`,

    // The counters of the votings already there (row-level security lifted for the back-fill, as in 0011).
    ...BACKFILLED.map((table) => `alter table ${table} no force row level security`),
    `update votings v set voters_active = c.n
     from (select company_id, voting_id, count(*)::integer as n from voters where status = 'active'
           group by company_id, voting_id) c
     where v.company_id = c.company_id and v.id = c.voting_id`,
    recountRepresented('represented_parties', VOTER_CHANGE),
    ...BACKFILLED.map((table) => `alter table ${table} force row level security`),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop trigger represented_only_update on represented_parties',
    'drop function represented_only_update()',
    'drop trigger represented_only_delete on represented_parties',
    'drop function represented_only_delete()',
    'drop trigger represented_only_insert on represented_parties',
    'drop function represented_only_insert()',
    'drop trigger voters_active_update on voters',
    'drop function voters_active_update()',
    // 0011's functions as they were.
    `create or replace function voters_counted_insert() returns trigger language plpgsql as $$
     begin
       update votings v set voter_count = v.voter_count + a.n
       from (select company_id, voting_id, count(*)::integer as n from added group by company_id, voting_id) a
       where v.company_id = a.company_id and v.id = a.voting_id;
       return null;
     end $$`,
    `create or replace function voters_counted_delete() returns trigger language plpgsql as $$
     begin
       update votings v set voter_count = v.voter_count - r.n
       from (select company_id, voting_id, count(*)::integer as n from removed group by company_id, voting_id) r
       where v.company_id = r.company_id and v.id = r.voting_id;
       return null;
     end $$`,
    'alter table votings drop column represented_only, drop column voters_active',
  ]);
}
