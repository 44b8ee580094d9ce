import type { PortalBallot, PortalBallotState } from '@backoffice/api-client';
import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import { Refusal } from '../refusal.ts';
import { maskTaxId } from '../../reports/mask-tax-id.ts';
import type { PortalVoter } from './portal-session.ts';
import { loadPortalVoterRow } from './portal-voting.ts';
import { listRepresentedParties } from './represented-party-view.ts';
import { listVoterUploads } from './voter-uploads.ts';
import { portalDocumentsOf } from './portal-documents.ts';

// The ballot page of the portal (getPortalBallot): what the voter votes on and reads first, whether the policy is
// accepted, the parties it represents, its uploads and its latest ballot (null before the first).

/** The voter's latest ballot row (by submission, then id), or undefined. */
export async function latestBallot(trx: TenantTransaction, voter: PortalVoter) {
  return trx
    .selectFrom('ballots')
    .select([
      'id',
      'status',
      'submitted_at',
      'receipt_hash',
      'review_comment',
      'approver_name',
      'approver_email',
    ])
    .where('voting_id', '=', voter.votingId)
    .where('voter_id', '=', voter.voterId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function ballotState(
  trx: TenantTransaction,
  voter: PortalVoter,
): Promise<PortalBallotState | null> {
  const ballot = await latestBallot(trx, voter);
  if (!ballot) return null;
  const votes = await trx
    .selectFrom('votes as vt')
    .innerJoin('voting_items as i', (join) =>
      join.onRef('i.company_id', '=', 'vt.company_id').onRef('i.id', '=', 'vt.item_id'),
    )
    .select(['vt.item_id', 'vt.choice', 'vt.represented_party_id'])
    .where('vt.ballot_id', '=', ballot.id)
    .orderBy('vt.represented_party_id', (order) => order.nullsFirst())
    .orderBy('i.position')
    .execute();
  return {
    id: ballot.id,
    status: ballot.status,
    submittedAt: toIso(ballot.submitted_at),
    receipt: ballot.receipt_hash ?? '',
    reviewComment: ballot.review_comment,
    approver:
      ballot.approver_name !== null && ballot.approver_email !== null
        ? { name: ballot.approver_name, email: ballot.approver_email }
        : null,
    votes: votes.map((vote) => ({
      itemId: vote.item_id,
      choice: vote.choice,
      representedPartyId: vote.represented_party_id,
    })),
  };
}

export async function getPortalBallot(trx: TenantTransaction, voter: PortalVoter): Promise<PortalBallot> {
  const row = await loadPortalVoterRow(trx, voter);
  const voting = await trx
    .selectFrom('votings')
    .select(['requires_support_document'])
    .where('id', '=', voter.votingId)
    .executeTakeFirst();
  if (!voting) throw new Refusal('not_found');
  const items = await trx
    .selectFrom('voting_items')
    .select(['id', 'position', 'title', 'description'])
    .where('voting_id', '=', voter.votingId)
    .orderBy('position')
    .execute();
  const documents = (await portalDocumentsOf(trx, [voter.votingId])).get(voter.votingId) ?? [];
  const acceptance = await trx
    .selectFrom('voter_policy_acceptances')
    .select('accepted_at')
    .where('voting_id', '=', voter.votingId)
    .where('voter_id', '=', voter.voterId)
    .where('version', '=', VOTER_POLICY_VERSION)
    .executeTakeFirst();
  return {
    voter: { name: row.name, taxIdMasked: maskTaxId(row.tax_id_type, row.tax_id) },
    items,
    documents,
    requiresSupportDocument: voting.requires_support_document,
    policy: {
      version: VOTER_POLICY_VERSION,
      acceptedAt: acceptance ? toIso(acceptance.accepted_at) : null,
    },
    representedParties: await listRepresentedParties(trx, voter.votingId, voter.voterId),
    uploads: await listVoterUploads(trx, voter),
    ballot: await ballotState(trx, voter),
  };
}
