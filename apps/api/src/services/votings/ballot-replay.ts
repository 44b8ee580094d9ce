import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import type { RecordedBallot } from './ballot-types.ts';

/** The answer to a submission whose key was recorded before (a retry): that ballot, whatever happened since. */
export async function earlierBallot(
  trx: TenantTransaction,
  votingId: string,
  voterId: string,
  idempotencyKey: string,
): Promise<RecordedBallot | undefined> {
  const earlier = await trx
    .selectFrom('ballots')
    .select(['id', 'receipt_hash', 'submitted_at', 'status'])
    .select((eb) =>
      eb
        .selectFrom('votes')
        .select(eb.fn.countAll<number>().as('n'))
        // by the voter's votes (votes_voter_idx), then the ballot's: votes have no index by ballot
        .whereRef('votes.voting_id', '=', 'ballots.voting_id')
        .whereRef('votes.voter_id', '=', 'ballots.voter_id')
        .whereRef('votes.ballot_id', '=', 'ballots.id')
        .as('votes'),
    )
    .where('voting_id', '=', votingId)
    .where('voter_id', '=', voterId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return (
    earlier && {
      ballotId: earlier.id,
      receipt: earlier.receipt_hash ?? '',
      submittedAt: toIso(earlier.submitted_at),
      votes: Number(earlier.votes ?? 0),
      status: earlier.status,
      replayed: true,
    }
  );
}
