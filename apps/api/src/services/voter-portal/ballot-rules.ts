import { portalBallotRefusal, VOTER_POLICY_VERSION, type PortalBallotRefusal } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { Refusal } from '../refusal.ts';
import type { BallotContext, BallotUpload } from '../votings/record-ballot.ts';
import { draftUploads } from './voter-uploads.ts';

// The portal's own rules for a ballot (record-ballot.ts's `prepare` step: after the voting's rules, before anything
// is written, and never for a replayed submission):
// - the reading-and-agreement policy, in the version the portal shows, accepted by this voter (422
//   `policy_not_accepted`);
// - a support document attached when the voting requires one (422 `support_document_required`);
// - a power of attorney attached when the ballot answers for represented parties (422 `power_of_attorney_required`).
// The rules are the domain's portalBallotRefusal (the portal's fake answers by them too); the voter's draft uploads
// become part of the ballot.

const REFUSAL_DETAIL: Record<PortalBallotRefusal, string> = {
  policy_not_accepted: `Accept the policy (version ${VOTER_POLICY_VERSION}) first`,
  support_document_required: 'The voting requires a support document',
  power_of_attorney_required: 'Votes for represented parties need a power of attorney',
};

export async function preparePortalBallot(
  trx: TenantTransaction,
  context: BallotContext,
): Promise<readonly BallotUpload[]> {
  const accepted = await trx
    .selectFrom('voter_policy_acceptances')
    .select('id')
    .where('voting_id', '=', context.votingId)
    .where('voter_id', '=', context.voterId)
    .where('version', '=', VOTER_POLICY_VERSION)
    .executeTakeFirst();
  // No policy, no reason to read the uploads.
  const uploads = accepted ? await draftUploads(trx, context) : [];
  const refused = portalBallotRefusal({
    policyAccepted: accepted !== undefined,
    requiresSupportDocument: context.requiresSupportDocument,
    representsParties: context.representsParties,
    uploadKinds: uploads.map((upload) => upload.kind),
  });
  if (refused) throw new Refusal(refused, REFUSAL_DETAIL[refused]);
  return uploads;
}
