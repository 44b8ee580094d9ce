import { createHash } from 'node:crypto';
import { canonicalAnswers } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import { Refusal } from '../refusal.ts';
import type { BallotAnswer, RecordedBallot } from './ballot-types.ts';

// A submission whose idempotency key was recorded before is a retry: it is answered with that ballot — but only
// when it carries the same answers. Each ballot keeps the SHA-256 of its answers in a canonical order
// (ballots.answers_sha256, migration 0012, which back-fills it with the same text in SQL); the same key with other
// answers is 409 `idempotency_key_reused`, and nothing is written.

/** The SHA-256 (hex) of a ballot's answers in their canonical text (domain's canonicalAnswers): order does not count. */
export function answersDigest(answers: readonly BallotAnswer[]): string {
  return createHash('sha256').update(canonicalAnswers(answers), 'utf8').digest('hex');
}

/** 409: the key was recorded with other answers (the first ballot stands, these are not recorded). */
export function keyReusedProblem(): Refusal {
  return new Refusal(
    'idempotency_key_reused',
    'This idempotency key recorded a ballot with other answers; these answers were not recorded',
  );
}

/**
 * The answer to a submission whose key was recorded before (a retry): that ballot, whatever happened since — or,
 * when it was recorded with other answers than `answersSha256`, 409 `idempotency_key_reused` (thrown). Undefined
 * when the key was not recorded.
 */
export async function earlierBallot(
  trx: TenantTransaction,
  votingId: string,
  voterId: string,
  idempotencyKey: string,
  answersSha256: string,
): Promise<RecordedBallot | undefined> {
  const earlier = await trx
    .selectFrom('ballots')
    .select(['id', 'receipt_hash', 'submitted_at', 'status', 'answers_sha256'])
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
  if (!earlier) return undefined;
  // Null: a returned ballot recorded before the digest was kept (its votes are gone): answered as before.
  if (earlier.answers_sha256 !== null && earlier.answers_sha256 !== answersSha256) throw keyReusedProblem();
  return {
    ballotId: earlier.id,
    receipt: earlier.receipt_hash ?? '',
    submittedAt: toIso(earlier.submitted_at),
    votes: Number(earlier.votes ?? 0),
    status: earlier.status,
    replayed: true,
  };
}
