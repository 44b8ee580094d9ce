import type { TenantTransaction } from '../../db/tenant.ts';
import { Refusal } from '../refusal.ts';
import { appendAudit } from '../votings/audit-log.ts';
import type { PortalVoter } from './portal-session.ts';
import { openVotingAndVoter } from './portal-voting.ts';

/** Removes a party the voter represents while no ballot holds a vote for it (409 `voter_has_voted` after). */
export async function removeRepresentedParty(
  trx: TenantTransaction,
  voter: PortalVoter,
  partyId: string,
): Promise<void> {
  await openVotingAndVoter(trx, voter);
  const party = await trx
    .selectFrom('represented_parties')
    .select(['id', 'tax_id'])
    .where('voting_id', '=', voter.votingId)
    .where('attorney_voter_id', '=', voter.voterId)
    .where('id', '=', partyId)
    .executeTakeFirst();
  if (!party) throw new Refusal('not_found');
  const voted = await trx
    .selectFrom('votes')
    .select('id')
    .where('voting_id', '=', voter.votingId)
    .where('represented_party_id', '=', partyId)
    .limit(1)
    .executeTakeFirst();
  if (voted) throw new Refusal('voter_has_voted', 'A ballot holds votes for this party');
  await trx.deleteFrom('represented_parties').where('id', '=', partyId).execute();
  await appendAudit(trx, voter, { kind: 'voter', id: voter.voterId }, 'represented_party.removed', {
    partyId,
  });
}
