import type { PortalBatchBallots, PortalBatchFund } from '@backoffice/api-client';
import { batchFundVoted, sameBatchHolder, VOTER_POLICY_VERSION } from '@backoffice/domain';
import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import { Refusal } from '../refusal.ts';
import { isOpenAt } from '../votings/check-ballot.ts';
import { ballotState } from './portal-ballot-view.ts';
import type { PortalVoter } from './portal-session.ts';
import { policyAcceptedAt } from './policy-acceptance.ts';
import { portalDocumentsOf } from './portal-documents.ts';

// The holder who is in several funds of a batch (issue 19): once the link's voter is signed in, the same session
// covers that holder's voters in the batch's other funds — the ACTIVE voters of the batch's other child votings with
// the same CPF/CNPJ and the same e-mail (the domain's sameBatchHolder: the PIN went to that address). Everything is
// read in the link's transaction, whose row-level security keeps it to the link's company and workspace (the
// batch's children are in the batch's workspace); the filters below say so again.

export interface HolderFund extends PortalVoter {
  /** The link's own voter and voting. */
  own: boolean;
  votingTitle: string;
  fundName: string | null;
  fundTaxId: string | null;
  deadline: string;
  open: boolean;
  requiresSupportDocument: boolean;
}

/**
 * The link's own fund first, then the holder's sibling funds by fund name (`openOnly`: only the siblings whose
 * voting takes ballots now). A voting outside any batch has its own fund alone.
 */
export async function holderFunds(
  trx: TenantTransaction,
  voter: PortalVoter,
  { openOnly }: { openOnly: boolean },
  now = new Date(),
): Promise<HolderFund[]> {
  const own = await trx
    .selectFrom('voters as vr')
    .innerJoin('votings as vt', (join) =>
      join.onRef('vt.company_id', '=', 'vr.company_id').onRef('vt.id', '=', 'vr.voting_id'),
    )
    .select([
      'vr.tax_id_type',
      'vr.tax_id',
      'vr.email',
      'vt.batch_id',
      'vt.title',
      'vt.fund_name',
      'vt.fund_tax_id',
      'vt.status',
      'vt.opens_at',
      'vt.deadline',
      'vt.requires_support_document',
    ])
    .where('vr.company_id', '=', voter.companyId)
    .where('vr.voting_id', '=', voter.votingId)
    .where('vr.id', '=', voter.voterId)
    .executeTakeFirst();
  if (!own) throw new Refusal('not_found');
  const fund = (row: typeof own & { voting_id: string; voter_id: string }, isOwn: boolean): HolderFund => ({
    companyId: voter.companyId,
    workspaceId: voter.workspaceId,
    votingId: row.voting_id,
    voterId: row.voter_id,
    own: isOwn,
    votingTitle: row.title,
    fundName: row.fund_name,
    fundTaxId: row.fund_tax_id,
    deadline: toIso(row.deadline),
    open: isOpenAt(row, now),
    requiresSupportDocument: row.requires_support_document,
  });
  const funds = [fund({ ...own, voting_id: voter.votingId, voter_id: voter.voterId }, true)];
  if (!own.batch_id || !own.email.trim()) return funds;
  const siblings = await trx
    .selectFrom('voters as vr')
    .innerJoin('votings as vt', (join) =>
      join.onRef('vt.company_id', '=', 'vr.company_id').onRef('vt.id', '=', 'vr.voting_id'),
    )
    .select([
      'vr.id as voter_id',
      'vr.voting_id',
      'vr.tax_id_type',
      'vr.tax_id',
      'vr.email',
      'vt.batch_id',
      'vt.title',
      'vt.fund_name',
      'vt.fund_tax_id',
      'vt.status',
      'vt.opens_at',
      'vt.deadline',
      'vt.requires_support_document',
    ])
    .where('vt.company_id', '=', voter.companyId)
    .where('vt.workspace_id', '=', voter.workspaceId)
    .where('vt.batch_id', '=', own.batch_id)
    .where('vt.id', '<>', voter.votingId)
    .where('vr.status', '=', 'active')
    .where('vr.tax_id_type', '=', own.tax_id_type)
    .where('vr.tax_id', '=', own.tax_id)
    .where(sql<string>`lower(trim(vr.email))`, '=', own.email.trim().toLowerCase())
    .orderBy('vt.fund_name')
    .orderBy('vt.id')
    .execute();
  for (const row of siblings) {
    // The SQL narrowed by the same facts; the rule itself is the domain's.
    if (!sameBatchHolder({ taxId: own.tax_id, email: own.email }, { taxId: row.tax_id, email: row.email }))
      continue;
    const sibling = fund(row, false);
    if (!openOnly || sibling.open) funds.push(sibling);
  }
  return funds;
}

/** The holder's fund `votingId` among those the session covers (the own fund and the siblings, open or not), or 404. */
export async function holderFund(
  trx: TenantTransaction,
  voter: PortalVoter,
  votingId: string,
): Promise<HolderFund> {
  const found = (await holderFunds(trx, voter, { openOnly: false })).find((f) => f.votingId === votingId);
  if (!found) throw new Refusal('not_found');
  return found;
}

/** getPortalBatchBallots: each fund with its items and the holder's ballot there. */
export async function getPortalBatchBallots(
  trx: TenantTransaction,
  voter: PortalVoter,
): Promise<PortalBatchBallots> {
  const funds = await holderFunds(trx, voter, { openOnly: true });
  const items = await trx
    .selectFrom('voting_items')
    .select(['voting_id', 'id', 'position', 'title', 'description'])
    .where(
      'voting_id',
      'in',
      funds.map((f) => f.votingId),
    )
    .orderBy('voting_id')
    .orderBy('position')
    .execute();
  const batch = await trx
    .selectFrom('votings')
    .select('batch_id')
    .where('id', '=', voter.votingId)
    .executeTakeFirst();
  const documents = await portalDocumentsOf(
    trx,
    funds.map((f) => f.votingId),
  );
  const acceptedAt = await policyAcceptedAt(trx, voter.voterId);
  const views: PortalBatchFund[] = [];
  for (const f of funds) {
    const ballot = await ballotState(trx, f);
    views.push({
      votingId: f.votingId,
      own: f.own,
      votingTitle: f.votingTitle,
      fundName: f.fundName,
      fundTaxId: f.fundTaxId,
      deadline: f.deadline,
      open: f.open,
      requiresSupportDocument: f.requiresSupportDocument,
      items: items
        .filter((item) => item.voting_id === f.votingId)
        .map(({ id, position, title, description }) => ({ id, position, title, description })),
      documents: documents.get(f.votingId) ?? [],
      ballot,
      voted: batchFundVoted(ballot?.status),
      receiptAvailable: ballot !== null,
    });
  }
  return {
    batchId: batch?.batch_id ?? null,
    funds: views,
    policy: { version: VOTER_POLICY_VERSION, acceptedAt: acceptedAt ? acceptedAt.toISOString() : null },
  };
}
