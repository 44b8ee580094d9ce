import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** A vote counts while its ballot is 'counted' and the voter who cast it is 'active' (voting-counts.ts COUNTED). */
const COUNTED_VOTES = (votes: string) => `from ${votes} t
    join ballots b on b.company_id = t.company_id and b.id = t.ballot_id
    join voters vo on vo.company_id = t.company_id and vo.id = t.voter_id
    where b.status = 'counted' and vo.status = 'active'`;

/**
 * Adds the changes of `changes` (a query of company_id, workspace_id, voting_id, item_id, choice, weight, delta: one
 * row per vote that starts (+1) or stops (-1) counting) to the totals of each (item, choice).
 */
const apply = (changes: string) => `
  insert into voting_item_totals as t (company_id, workspace_id, voting_id, item_id, choice, counted, weight)
  select company_id, workspace_id, voting_id, item_id, choice, sum(delta)::integer, sum(delta * weight)
  from (${changes}) d
  group by company_id, workspace_id, voting_id, item_id, choice
  having sum(delta) <> 0 or sum(delta * weight) <> 0
  on conflict (company_id, voting_id, item_id, choice)
    do update set counted = t.counted + excluded.counted, weight = t.weight + excluded.weight`;

const VOTE_COLUMNS = 't.company_id, t.workspace_id, t.voting_id, t.item_id, t.choice, t.weight';

/** Tables the back-fill reads and writes (row-level security lifted meanwhile, as in 0011). */
const BACKFILLED = ['voters', 'ballots', 'votes', 'voting_item_totals'];

/**
 * Issue 19: the batch detail shows, for each of its funds (hundreds), each item's decision on the votes so far — and
 * it recounted every vote of every fund per request (seconds at 300 funds × 1,000 holders while ballots arrive).
 * Each item's counted votes per choice (how many, and their weight) are now kept, exact, by statement-level triggers
 * beside 0011's subject tallies, on the same changes: votes written, deleted or changed; a ballot moving in or out of
 * 'counted' (a third party's approval or return); a voter voided or made active again. Every writer of these locks
 * the voting's row first (0011), so the additions stay exact under concurrent transactions. A cancelled voting's
 * totals are kept as they were; its readers count nothing in it (child-readings.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table voting_item_totals (
      company_id uuid not null,
      workspace_id uuid not null,
      voting_id uuid not null,
      item_id uuid not null,
      choice text not null check (choice in ('approve', 'reject', 'abstain', 'conflict')),
      counted integer not null,
      weight numeric not null,
      primary key (company_id, voting_id, item_id, choice),
      foreign key (company_id, voting_id) references votings (company_id, id) on delete cascade
    )`,
    'grant select, insert, update, delete on voting_item_totals to app_user',
    'alter table voting_item_totals enable row level security',
    'alter table voting_item_totals force row level security',
    `create policy tenant_isolation on voting_item_totals
       using (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
       with check (company_id = nullif(current_setting('app.company_id', true), '')::uuid)`,
    `create policy workspace_isolation on voting_item_totals as restrictive
       using (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))
       with check (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))`,

    `create function votes_item_totals_insert() returns trigger language plpgsql as $$
     begin
       ${apply(`select ${VOTE_COLUMNS}, 1 as delta ${COUNTED_VOTES('added')}`)};
       return null;
     end $$`,
    `create trigger votes_item_totals_insert after insert on votes
       referencing new table as added for each statement execute function votes_item_totals_insert()`,
    `create function votes_item_totals_delete() returns trigger language plpgsql as $$
     begin
       ${apply(`select ${VOTE_COLUMNS}, -1 as delta ${COUNTED_VOTES('removed')}`)};
       return null;
     end $$`,
    `create trigger votes_item_totals_delete after delete on votes
       referencing old table as removed for each statement execute function votes_item_totals_delete()`,
    `create function votes_item_totals_update() returns trigger language plpgsql as $$
     begin
       ${apply(`select ${VOTE_COLUMNS}, -1 as delta ${COUNTED_VOTES('before_rows')}
                union all
                select ${VOTE_COLUMNS}, 1 as delta ${COUNTED_VOTES('after_rows')}`)};
       return null;
     end $$`,
    `create trigger votes_item_totals_update after update on votes
       referencing old table as before_rows new table as after_rows
       for each statement execute function votes_item_totals_update()`,
    // A ballot approved (under review → counted), or any other move in or out of 'counted'.
    `create function ballots_item_totals_status() returns trigger language plpgsql as $$
     begin
       ${apply(`select ${VOTE_COLUMNS}, case when n.status = 'counted' then 1 else -1 end as delta
         from before_rows o
         join after_rows n on n.company_id = o.company_id and n.id = o.id
         join votes t on t.company_id = n.company_id and t.voting_id = n.voting_id and t.voter_id = n.voter_id
           and t.ballot_id = n.id
         join voters vo on vo.company_id = t.company_id and vo.id = t.voter_id
         where (o.status = 'counted') <> (n.status = 'counted') and vo.status = 'active'`)};
       return null;
     end $$`,
    `create trigger ballots_item_totals_status after update on ballots
       referencing old table as before_rows new table as after_rows
       for each statement execute function ballots_item_totals_status()`,
    // A voter voided (or made active again): the votes they cast stop (or start) counting.
    `create function voters_item_totals_status() returns trigger language plpgsql as $$
     begin
       ${apply(`select ${VOTE_COLUMNS}, case when n.status = 'active' then 1 else -1 end as delta
         from before_rows o
         join after_rows n on n.company_id = o.company_id and n.id = o.id
         join votes t on t.company_id = n.company_id and t.voting_id = n.voting_id and t.voter_id = n.id
         join ballots b on b.company_id = t.company_id and b.id = t.ballot_id
         where (o.status = 'active') <> (n.status = 'active') and b.status = 'counted'`)};
       return null;
     end $$`,
    `create trigger voters_item_totals_status after update on voters
       referencing old table as before_rows new table as after_rows
       for each statement execute function voters_item_totals_status()`,

    // The totals of the votes already there.
    ...BACKFILLED.map((table) => `alter table ${table} no force row level security`),
    apply(`select ${VOTE_COLUMNS}, 1 as delta ${COUNTED_VOTES('votes')}`),
    ...BACKFILLED.map((table) => `alter table ${table} force row level security`),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop trigger voters_item_totals_status on voters',
    'drop function voters_item_totals_status()',
    'drop trigger ballots_item_totals_status on ballots',
    'drop function ballots_item_totals_status()',
    'drop trigger votes_item_totals_update on votes',
    'drop function votes_item_totals_update()',
    'drop trigger votes_item_totals_delete on votes',
    'drop function votes_item_totals_delete()',
    'drop trigger votes_item_totals_insert on votes',
    'drop function votes_item_totals_insert()',
    'drop table voting_item_totals',
  ]);
}
