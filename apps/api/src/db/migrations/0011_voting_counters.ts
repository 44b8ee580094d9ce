import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

// What voting_tally_apply's callers hand it: one row per (voting, subject) and a change of its counted votes.
const APPLY = `perform voting_tally_apply(
    array_agg(d.company_id), array_agg(d.workspace_id), array_agg(d.voting_id), array_agg(d.subject_tax_id),
    array_agg(d.delta))`;

/** A vote counts while its ballot is 'counted' and the voter who cast it is 'active' (voting-counts.ts). */
const COUNTED_VOTES = (votes: string) => `from ${votes} t
    join ballots b on b.company_id = t.company_id and b.id = t.ballot_id
    join voters vo on vo.company_id = t.company_id and vo.id = t.voter_id
    where b.status = 'counted' and vo.status = 'active'`;

/** Tables whose counters the migration back-fills (row-level security lifted meanwhile). */
const BACKFILLED = ['votings', 'voters', 'ballots', 'votes', 'voting_subject_tallies'];

/**
 * Adds each (voting, subject)'s change to its tally; a tally leaving or reaching zero moves subjects_counted. `keyed`
 * (migration 0023): the votings are looked up by the ids handed in before the join — the same results, found faster.
 */
export function votingTallyApply(keyed: boolean): string {
  return `create or replace function voting_tally_apply(
       p_company uuid[], p_workspace uuid[], p_voting uuid[], p_subject text[], p_delta integer[]
     ) returns void language sql as $$
       with d as (
         select company_id, workspace_id, voting_id, subject_tax_id, sum(delta)::integer as delta
         from unnest(p_company, p_workspace, p_voting, p_subject, p_delta)
           as u(company_id, workspace_id, voting_id, subject_tax_id, delta)
         group by company_id, workspace_id, voting_id, subject_tax_id
         having sum(delta) <> 0
       ),
       added as (
         insert into voting_subject_tallies as t (company_id, workspace_id, voting_id, subject_tax_id, counted)
         select company_id, workspace_id, voting_id, subject_tax_id, delta from d where delta > 0
         on conflict (company_id, voting_id, subject_tax_id) do update set counted = t.counted + excluded.counted
         returning t.company_id, t.voting_id, t.subject_tax_id, t.counted
       ),
       removed as (
         update voting_subject_tallies t set counted = t.counted + d.delta
         from d
         where d.delta < 0 and t.company_id = d.company_id and t.voting_id = d.voting_id
           and t.subject_tax_id = d.subject_tax_id
         returning t.company_id, t.voting_id, t.subject_tax_id, t.counted
       ),
       moved as (
         select c.company_id, c.voting_id,
           sum(case when c.counted > 0 and c.counted - d.delta <= 0 then 1
                    when c.counted <= 0 and c.counted - d.delta > 0 then -1 else 0 end)::integer as n
         from (select * from added union all select * from removed) c
         join d on d.company_id = c.company_id and d.voting_id = c.voting_id and d.subject_tax_id = c.subject_tax_id
         group by c.company_id, c.voting_id
       )
       update votings v set subjects_counted = v.subjects_counted + m.n
       from moved m
       where m.n <> 0 and v.company_id = m.company_id and v.id = m.voting_id${keyed ? ' and v.id = any (p_voting)' : ''}
     $$`;
}

/**
 * Issue 15: one company's big voting never slows another's list. The votings list showed each voting's "voters"
 * and "votes counted" by counting its voters and votes per request: at 200,000 voters, seconds under 50 callers.
 * They are now kept with the rows, exact, by statement-level triggers (transition tables: one statement of a
 * 5,000-row batch is one update of the voting), in the transactions that change them:
 *
 * - votings.voter_count: every voter of the voting, voided ones included (the list's "voters");
 * - voting_subject_tallies: per voting and subject (CPF/CNPJ), how many of its votes count — the ballot 'counted'
 *   and the voter who cast it 'active' — and votings.subjects_counted: the subjects whose tally is above zero
 *   (the list's "votes counted"; a cancelled voting shows 0, decided when read).
 *
 * Every writer of votes, ballot statuses and voter statuses locks the voting's row first (writeBallots,
 * decideApproval, lockVotingIn), so the tallies' rows are taken in one order and the additions stay exact under
 * concurrent transactions (each adds to the committed value under the row lock).
 *
 * Also the voter import's resumable, chunked writing (services/voter-imports/voter-import-job.ts):
 * voter_imports.written_through_line (the file's rows up to this line are written) and rollback_reason (set when a
 * failed import is taking its voters out again, before it shows as failed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table votings
       add column voter_count integer not null default 0,
       add column subjects_counted integer not null default 0`,
    `create table voting_subject_tallies (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      subject_tax_id text not null,
      counted integer not null,
      primary key (company_id, voting_id, subject_tax_id),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade
    )`,
    'grant select, insert, update, delete on voting_subject_tallies to app_user',
    'alter table voting_subject_tallies enable row level security',
    'alter table voting_subject_tallies force row level security',
    `create policy tenant_isolation on voting_subject_tallies
       using (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
       with check (company_id = nullif(current_setting('app.company_id', true), '')::uuid)`,
    `create policy workspace_isolation on voting_subject_tallies as restrictive
       using (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))
       with check (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))`,
    `alter table voter_imports
       add column written_through_line integer not null default 0,
       add column rollback_reason text`,

    votingTallyApply(false),

    `create function voters_counted_insert() returns trigger language plpgsql as $$
     begin
       update votings v set voter_count = v.voter_count + a.n
       from (select company_id, voting_id, count(*)::integer as n from added group by company_id, voting_id) a
       where v.company_id = a.company_id and v.id = a.voting_id;
       return null;
     end $$`,
    `create trigger voters_counted_insert after insert on voters
       referencing new table as added for each statement execute function voters_counted_insert()`,
    `create function voters_counted_delete() returns trigger language plpgsql as $$
     begin
       update votings v set voter_count = v.voter_count - r.n
       from (select company_id, voting_id, count(*)::integer as n from removed group by company_id, voting_id) r
       where v.company_id = r.company_id and v.id = r.voting_id;
       return null;
     end $$`,
    `create trigger voters_counted_delete after delete on voters
       referencing old table as removed for each statement execute function voters_counted_delete()`,
    // A voter voided (or made active again): the votes they cast stop (or start) counting.
    `create function voters_counted_status() returns trigger language plpgsql as $$
     begin
       ${APPLY}
       from (
         select t.company_id, t.workspace_id, t.voting_id, t.subject_tax_id,
           case when n.status = 'active' then 1 else -1 end as delta
         from before_rows o
         join after_rows n on n.company_id = o.company_id and n.id = o.id
         join votes t on t.company_id = n.company_id and t.voting_id = n.voting_id and t.voter_id = n.id
         join ballots b on b.company_id = t.company_id and b.id = t.ballot_id
         where (o.status = 'active') <> (n.status = 'active') and b.status = 'counted'
       ) d;
       return null;
     end $$`,
    `create trigger voters_counted_status after update on voters
       referencing old table as before_rows new table as after_rows
       for each statement execute function voters_counted_status()`,
    // A ballot approved (under review → counted), or any other move in or out of 'counted'.
    `create function ballots_counted_status() returns trigger language plpgsql as $$
     begin
       ${APPLY}
       from (
         select t.company_id, t.workspace_id, t.voting_id, t.subject_tax_id,
           case when n.status = 'counted' then 1 else -1 end as delta
         from before_rows o
         join after_rows n on n.company_id = o.company_id and n.id = o.id
         join votes t on t.company_id = n.company_id and t.voting_id = n.voting_id and t.voter_id = n.voter_id
           and t.ballot_id = n.id
         join voters vo on vo.company_id = t.company_id and vo.id = t.voter_id
         where (o.status = 'counted') <> (n.status = 'counted') and vo.status = 'active'
       ) d;
       return null;
     end $$`,
    `create trigger ballots_counted_status after update on ballots
       referencing old table as before_rows new table as after_rows
       for each statement execute function ballots_counted_status()`,
    `create function votes_counted_insert() returns trigger language plpgsql as $$
     begin
       ${APPLY}
       from (select t.company_id, t.workspace_id, t.voting_id, t.subject_tax_id, 1 as delta
             ${COUNTED_VOTES('added')}) d;
       return null;
     end $$`,
    `create trigger votes_counted_insert after insert on votes
       referencing new table as added for each statement execute function votes_counted_insert()`,
    // A returned ballot's votes are deleted while it is still under review: they were not counted.
    `create function votes_counted_delete() returns trigger language plpgsql as $$
     begin
       ${APPLY}
       from (select t.company_id, t.workspace_id, t.voting_id, t.subject_tax_id, -1 as delta
             ${COUNTED_VOTES('removed')}) d;
       return null;
     end $$`,
    `create trigger votes_counted_delete after delete on votes
       referencing old table as removed for each statement execute function votes_counted_delete()`,
    `create function votes_counted_update() returns trigger language plpgsql as $$
     begin
       ${APPLY}
       from (
         select t.company_id, t.workspace_id, t.voting_id, t.subject_tax_id, -1 as delta ${COUNTED_VOTES('before_rows')}
         union all
         select t.company_id, t.workspace_id, t.voting_id, t.subject_tax_id, 1 as delta ${COUNTED_VOTES('after_rows')}
       ) d;
       return null;
     end $$`,
    `create trigger votes_counted_update after update on votes
       referencing old table as before_rows new table as after_rows
       for each statement execute function votes_counted_update()`,

    // The counters of the votings already there. Row-level security is forced on these tables, for their owner
    // too: lifted for the back-fill (this migration's transaction), so it sees every company's rows.
    ...BACKFILLED.map((table) => `alter table ${table} no force row level security`),
    `update votings v set voter_count = c.n
     from (select company_id, voting_id, count(*)::integer as n from voters group by company_id, voting_id) c
     where v.company_id = c.company_id and v.id = c.voting_id`,
    `insert into voting_subject_tallies (company_id, workspace_id, voting_id, subject_tax_id, counted)
     select t.company_id, t.workspace_id, t.voting_id, t.subject_tax_id, count(*)::integer
     ${COUNTED_VOTES('votes')}
     group by t.company_id, t.workspace_id, t.voting_id, t.subject_tax_id`,
    `update votings v set subjects_counted = c.n
     from (select company_id, voting_id, count(*)::integer as n from voting_subject_tallies
           where counted > 0 group by company_id, voting_id) c
     where v.company_id = c.company_id and v.id = c.voting_id`,
    ...BACKFILLED.map((table) => `alter table ${table} force row level security`),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop trigger votes_counted_update on votes',
    'drop function votes_counted_update()',
    'drop trigger votes_counted_delete on votes',
    'drop function votes_counted_delete()',
    'drop trigger votes_counted_insert on votes',
    'drop function votes_counted_insert()',
    'drop trigger ballots_counted_status on ballots',
    'drop function ballots_counted_status()',
    'drop trigger voters_counted_status on voters',
    'drop function voters_counted_status()',
    'drop trigger voters_counted_delete on voters',
    'drop function voters_counted_delete()',
    'drop trigger voters_counted_insert on voters',
    'drop function voters_counted_insert()',
    'drop function voting_tally_apply(uuid[], uuid[], uuid[], text[], integer[])',
    'alter table voter_imports drop column rollback_reason, drop column written_through_line',
    'drop table voting_subject_tallies',
    'alter table votings drop column subjects_counted, drop column voter_count',
  ]);
}
