import type { VoterImportRow } from '@backoffice/api-client';
import { syncParticipation } from './participation';
import { JOINING_VOTER, newId, type FakeVoterRow, type FakeVotingRow } from './rows';
import type { VotingsFakeState } from './state';

// Voters joining a voting (addVoter, a confirmed import, a duplicate with its voters): the row and its counts.

/** The CPF/CNPJs a voting has already (every status: a voided voter's CPF/CNPJ is not added again). */
export const takenTaxIds = (state: VotingsFakeState, votingId: string) =>
  new Set(state.voters.filter((voter) => voter.votingId === votingId).map((voter) => voter.taxId));

export function addVoterRow(
  state: VotingsFakeState,
  row: FakeVotingRow,
  input: Omit<VoterImportRow, 'line'>,
): FakeVoterRow {
  const voter: FakeVoterRow = {
    id: newId(state, 'a1000000'),
    votingId: row.id,
    name: input.name,
    taxIdType: input.taxIdType,
    taxId: input.taxId,
    email: input.email,
    phone: input.phone,
    weight: input.weight,
    ...JOINING_VOTER,
    createdAt: new Date().toISOString(),
  };
  state.voters.push(voter);
  row.counts.voters++;
  row.counts.pending++;
  syncParticipation(row);
  return voter;
}
