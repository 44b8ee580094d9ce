import type { RepresentedVote, Voting, VotingStatus } from '@backoffice/api-client';
import { countParticipation, votingParticipation } from '@backoffice/domain';
import type { FakeVoterRow, FakeVotingRow } from './rows';

// A voting's participation, always by the domain's rules (countParticipation, votingParticipation): from counts for
// the list's demo rows, from the voters and represented parties for the detail's.

/**
 * A voting's participation by the domain's rule (votingParticipation), from its voters' tab counts (those who voted
 * are its voted voters) and its represented parties' numbers.
 */
export function participationOf(
  counts: Pick<Voting['counts'], 'voters' | 'completed' | 'voided'>,
  represented: { eligible: number; voted: number; underReview: number },
  status: VotingStatus,
): Voting['participation'] {
  return votingParticipation(
    {
      activeVoters: counts.voters - counts.voided,
      voidedVoters: counts.voided,
      representedOnly: represented.eligible,
      voted: { voters: counts.completed, represented: represented.voted },
      underReview: { voters: 0, represented: represented.underReview },
    },
    status,
  );
}

/** Recomputes the row's participation after its voters' counts changed (its represented parties' stay). */
export function syncParticipation(row: FakeVotingRow): void {
  const { eligible, voted, underReview } = row.participation;
  row.participation = participationOf(
    row.counts,
    { eligible: eligible.represented, voted: voted.represented, underReview: underReview.represented },
    row.status,
  );
}

/**
 * The voting's participation by the domain's rule (countParticipation, votingParticipation) over the fake's rows:
 * its voters (those who voted hold a counted ballot) and its represented parties (their votes' status).
 */
export function refreshParticipation(
  voters: readonly FakeVoterRow[],
  parties: readonly Pick<RepresentedVote, 'taxId' | 'attorney' | 'status'>[],
  row: FakeVotingRow,
): void {
  const active = new Map(voters.map((voter) => [voter.id, voter.status === 'active']));
  row.participation = votingParticipation(
    countParticipation({
      voters: voters.map((voter) => ({ taxId: voter.taxId, status: voter.status })),
      represented: parties.map((party) => ({
        taxId: party.taxId,
        attorneyActive: active.get(party.attorney.voterId) ?? false,
      })),
      votes: [
        ...voters
          .filter((voter) => voter.participation === 'completed')
          .map((voter) => ({ subjectTaxId: voter.taxId, ballot: 'counted' as const, casterActive: true })),
        ...parties.flatMap((party) =>
          party.status === 'counted' || party.status === 'under_review'
            ? [
                {
                  subjectTaxId: party.taxId,
                  ballot: party.status,
                  casterActive: active.get(party.attorney.voterId) ?? false,
                },
              ]
            : [],
        ),
      ],
    }),
    row.status,
  );
}
