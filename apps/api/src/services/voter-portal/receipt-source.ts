import { TIME_ZONE } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import { Refusal } from '../refusal.ts';
import type { BallotReceiptData } from '../../reports/ballot-receipt-pdf.ts';
import { maskTaxId } from '../../reports/mask-tax-id.ts';
import { ballotSubjects } from './ballot-subjects.ts';
import { latestBallot } from './portal-ballot-view.ts';
import type { PortalVoter } from './portal-session.ts';
import { loadPortalVoterRow } from './portal-voting.ts';

/** What the receipt of the voter's latest ballot shows (404 before the first ballot). */
export async function loadReceiptData(
  trx: TenantTransaction,
  voter: PortalVoter,
): Promise<BallotReceiptData> {
  const ballot = await latestBallot(trx, voter);
  if (!ballot) throw new Refusal('not_found', 'No ballot yet');
  const row = await loadPortalVoterRow(trx, voter);
  const voting = await trx
    .selectFrom('votings as vt')
    .innerJoin('companies as c', 'c.company_id', 'vt.company_id')
    .select(['vt.title', 'c.name as company_name'])
    .where('vt.id', '=', voter.votingId)
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('voting_items')
    .select(['id', 'position', 'title'])
    .where('voting_id', '=', voter.votingId)
    .orderBy('position')
    .execute();
  return {
    companyName: voting.company_name,
    votingTitle: voting.title,
    voterName: row.name,
    voterTaxIdMasked: maskTaxId(row.tax_id_type, row.tax_id),
    ballotId: ballot.id,
    submittedAt: toIso(ballot.submitted_at),
    status: ballot.status,
    receipt: ballot.receipt_hash ?? '',
    reviewComment: ballot.review_comment,
    items,
    subjects: await ballotSubjects(trx, {
      votingId: voter.votingId,
      ballotId: ballot.id,
      voterId: voter.voterId,
    }),
    generatedAt: new Date().toISOString(),
    timeZone: TIME_ZONE,
  };
}
