import type { TenantTransaction } from '../../db/tenant.ts';

// A voting that has ended (closed or cancelled) takes no more ballots and refuses every access step, so what let its
// voters in has no use left: their sessions and pending PINs go with the move that ended it, in its transaction.
// What they did stays — policy acceptances, ballots, votes and the audit chain are the record.

/** Deletes the voter sessions and pending PIN challenges of the voting (ended in this transaction). */
export async function endVoterAccess(trx: TenantTransaction, votingId: string): Promise<void> {
  // By voter: both tables are indexed by (company_id, voter_id), not by voting.
  const voters = trx.selectFrom('voters').select('voters.id').where('voters.voting_id', '=', votingId);
  await trx.deleteFrom('voter_sessions').where('voter_id', 'in', voters).execute();
  await trx.deleteFrom('voter_pin_challenges').where('voter_id', 'in', voters).execute();
}
