import type { Kysely } from 'kysely';
import { votingTallyApply } from './0011_voting_counters.ts';
import { participationFunctions } from './0014_voting_participation.ts';
import { runStatements } from './run-statements.ts';

/**
 * Issue 19: a batch's voters are written at half the cost, found with bench:batch-votings (300 funds × 1,000
 * holders: 68 µs a row in the voters' INSERTs, 33 µs with 30 funds × 10,000 — the cost grew with the company's
 * votings). Two lookups of a voting read every voting of the company instead of one.
 *
 * 1. The foreign key check of each inserted voter (`select 1 from votings where company_id = $1 and id = $2`): its
 *    cached plan took votings_batch_fund_key (company_id, batch_id, fund_tax_id), not the primary key — on a company
 *    whose votings were just created in the same transaction the two cost the same to the planner — and filtered
 *    the company's votings one by one (227 rows removed per voter at the 228th fund). The key is only for batch
 *    children: it becomes a partial unique index (where batch_id is not null), which that check cannot use.
 *
 * 2. The counters' functions of 0011 and 0014 look their votings up by key. Each updated `votings` from an
 * aggregate of its statement's transition table (`update votings v … from (select … from added group by …) a where
 * v.company_id = a.company_id and v.id = a.voting_id`). Run as app_user, row-level security adds its company filter
 * to votings, the planner cannot estimate a transition table, and a company's votings created in the same
 * transaction are not in its statistics yet: it scanned every voting of the company and aggregated the transition
 * table again for each. Importing a batch's 300 funds, each 1,000-voter insert spent 30 ms in voters_counted_insert
 * (a superuser, without the filter: 4 ms), and the cost grew with the company's votings — ballots too, through
 * voting_tally_apply. Now each update also says `v.id = any (…)` (the statement's votings, or the ids handed to
 * voting_tally_apply): an index condition on votings' key, computed once, so the join starts from the few rows
 * concerned. The results are the same (voting-counters.test.ts compares the counters with a fresh count).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table votings drop constraint votings_batch_fund_key',
    `create unique index votings_batch_fund_key on votings (company_id, batch_id, fund_tax_id)
       where batch_id is not null`,
    votingTallyApply(true),
    ...participationFunctions(true),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    votingTallyApply(false),
    ...participationFunctions(false),
    'drop index votings_batch_fund_key',
    'alter table votings add constraint votings_batch_fund_key unique (company_id, batch_id, fund_tax_id)',
  ]);
}
