import type { PortalBatchBallotsRequest, PortalBatchResult, PortalReceipt } from '@backoffice/api-client';
import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import type { AppDatabase } from '../../db/open-database.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import type { BallotBatcher } from '../votings/ballot-batcher.ts';
import type { CheckedBallot } from '../votings/check-ballot.ts';
import { holderFunds } from './batch-holder-funds.ts';
import { acceptPolicy, policyAcceptedAt } from './policy-acceptance.ts';
import { withPortalSession, type RequestEvidence } from './portal-session.ts';
import { checkPortalBallot, recordPortalBallot } from './submit-portal-ballot.ts';

// submitPortalBatchBallots: the holder's ballots in several funds of the batch, under the link's one session. Each
// fund's ballot goes through the single portal ballot's own code (checkPortalBallot, then recordPortalBallot):
// its own voter, idempotency key, audit chain entry, receipt and receipt e-mail. Per fund, not all or nothing —
// each fund is its own deliberation, so a refusal of one (already voted, closed, unanswered item…) is that fund's
// result and the others are recorded. Refused as a whole, with nothing written: a votingId that is not one of this
// holder's funds in the batch, or twice; the link's voter without the policy accepted.

type Outcome = { votingId: string } & ({ checked: CheckedBallot } | { refused: Refusal });

const refusedResult = (votingId: string, refusal: Refusal): PortalBatchResult => ({
  votingId,
  outcome: 'refused',
  code: refusal.code,
  ...(refusal.errors ? { errors: refusal.errors } : {}),
});

export async function submitPortalBatchBallots(
  database: AppDatabase,
  batcher: BallotBatcher,
  request: { sessionValue: string | undefined; evidence: RequestEvidence },
  token: string,
  body: PortalBatchBallotsRequest,
): Promise<PortalBatchResult[]> {
  const { evidence } = request;
  // 1. In the link's session transaction: which funds, the policy, each fund's checks (nothing written but the
  // session's renewal and, for a sibling's first ballot, the acceptance of the policy in its own chain).
  const outcomes = await withPortalSession(database, request.sessionValue, token, async (trx, voter) => {
    const funds = new Map(
      (await holderFunds(trx, voter, { openOnly: false })).map((fund) => [fund.votingId, fund]),
    );
    const seen = new Set<string>();
    const unknown = body.ballots.flatMap((ballot, index) => {
      const bad = !funds.has(ballot.votingId) || seen.has(ballot.votingId);
      seen.add(ballot.votingId);
      return bad ? [{ field: `ballots/${index}/votingId`, code: 'not_found' }] : [];
    });
    if (unknown.length) {
      throw fieldRefusal('unprocessable', unknown, 'Each ballot names one of your funds in the batch, once');
    }
    const acceptedAt = await policyAcceptedAt(trx, voter.voterId);
    if (!acceptedAt)
      throw new Refusal('policy_not_accepted', `Accept the policy (version ${VOTER_POLICY_VERSION}) first`);
    const now = new Date();
    const results: Outcome[] = [];
    // Sibling chains are appended in one order (by voting id), so two sessions never wait on each other's locks.
    const ordered = [...body.ballots].sort((a, b) => a.votingId.localeCompare(b.votingId));
    for (const ballot of ordered) {
      const fund = funds.get(ballot.votingId)!;
      try {
        if (!fund.own && fund.open) {
          // The one policy the holder accepted covers this fund's ballot; recorded in this fund's chain.
          await acceptPolicy(
            trx,
            fund,
            VOTER_POLICY_VERSION,
            { ...evidence, clientAddress: body.clientAddress ?? null },
            now,
          );
        }
        const checked = await checkPortalBallot(
          trx,
          fund.voterId,
          {
            answers: ballot.answers,
            idempotencyKey: ballot.idempotencyKey,
            clientAddress: body.clientAddress,
          },
          evidence,
        );
        results.push({ votingId: ballot.votingId, checked });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        results.push({ votingId: ballot.votingId, refused: error });
      }
    }
    return results;
  });
  // 2. Each checked ballot written with its voting's other waiting ballots (different votings: side by side).
  const byVoting = new Map(outcomes.map((outcome) => [outcome.votingId, outcome]));
  return Promise.all(
    body.ballots.map(async ({ votingId }): Promise<PortalBatchResult> => {
      const outcome = byVoting.get(votingId)!;
      if ('refused' in outcome) return refusedResult(votingId, outcome.refused);
      try {
        const { receipt, replayed }: { receipt: PortalReceipt; replayed: boolean } = await recordPortalBallot(
          batcher,
          outcome.checked,
        );
        return { votingId, outcome: replayed ? 'replayed' : 'recorded', receipt };
      } catch (error) {
        if (error instanceof Refusal) return refusedResult(votingId, error);
        throw error;
      }
    }),
  );
}
