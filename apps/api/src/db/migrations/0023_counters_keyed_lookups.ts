import type { Kysely } from 'kysely';
import { votingTallyApply } from './0011_voting_counters.ts';
import { participationFunctions } from './0014_voting_participation.ts';
import { runStatements } from './run-statements.ts';

/**
 * Issue 19: the counters' functions of 0011 and 0014 look their votings up by key. Each updated `votings` from an
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
  await runStatements(db, [votingTallyApply(true), ...participationFunctions(true)]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [votingTallyApply(false), ...participationFunctions(false)]);
}
