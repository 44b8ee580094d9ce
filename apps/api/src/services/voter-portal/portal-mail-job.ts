import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/tenant.ts';
import { emailDispatchJobKind, type Delivery, type Job, type RenderedEmail } from '../../jobs/index.ts';
import { voterLinkSecret } from '../voting-dispatch/link-secret.ts';
import { voterLinkToken, voterLinkUrl } from '../voting-dispatch/link-token.ts';
import { effectiveStatus } from '../votings/voting-status.ts';
import { approvalUrl, unsealToken } from './approver-token.ts';
import { approvalRequestContent, receiptContent, returnedContent } from './portal-mail-content.ts';
import { isPortalMailPayload } from './portal-mail-kind.ts';

// How the job runner (jobs/email-dispatch.ts: committed as 'sending' before the SMTP call, never sent twice) builds
// each portal e-mail when it sends it, from the ballot as it is then. An approval request whose ballot is no longer
// under review, or whose voting no longer takes decisions, is not sent (failed as not eligible).

async function ballotForMail(trx: TenantTransaction, ballotId: string) {
  return trx
    .selectFrom('ballots as b')
    .innerJoin('votings as vt', (join) =>
      join.onRef('vt.company_id', '=', 'b.company_id').onRef('vt.id', '=', 'b.voting_id'),
    )
    .innerJoin('voters as v', (join) =>
      join.onRef('v.company_id', '=', 'b.company_id').onRef('v.id', '=', 'b.voter_id'),
    )
    .select([
      'b.id',
      'b.voting_id',
      'b.voter_id',
      'b.status',
      'b.submitted_at',
      'b.receipt_hash',
      'b.approver_name',
      'b.review_comment',
      'vt.title',
      'vt.status as voting_status',
      'vt.opens_at',
      'vt.deadline',
      'v.name as voter_name',
      'v.token_version',
    ])
    .select((eb) =>
      eb
        .selectFrom('votes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('votes.ballot_id', '=', 'b.id')
        .as('votes'),
    )
    .select(
      sql<number>`(select count(distinct subject_tax_id) from votes where votes.ballot_id = b.id)`.as(
        'subjects',
      ),
    )
    .where('b.id', '=', ballotId)
    .executeTakeFirst();
}

async function portalUrl(
  publicBaseUrl: string,
  ballot: { voting_id: string; voter_id: string; token_version: number },
) {
  const token = voterLinkToken(await voterLinkSecret(), {
    votingId: ballot.voting_id,
    voterId: ballot.voter_id,
    tokenVersion: ballot.token_version,
  });
  return voterLinkUrl(publicBaseUrl, token);
}

export async function renderPortalEmail(
  trx: TenantTransaction,
  job: Job,
  _delivery: Delivery,
  environment: { publicBaseUrl: string },
): Promise<RenderedEmail | null> {
  if (!isPortalMailPayload(job.payload)) throw new Error(`job ${job.id}: not a voter portal mail payload`);
  const payload = job.payload;
  const ballot = await ballotForMail(trx, payload.ballotId);
  if (!ballot) return null;
  if (payload.message === 'receipt') {
    return receiptContent({
      voterName: ballot.voter_name,
      votingTitle: ballot.title,
      submittedAt: ballot.submitted_at,
      receipt: ballot.receipt_hash ?? '',
      votes: Number(ballot.votes ?? 0),
      underReview: ballot.status === 'under_review',
      portalUrl: await portalUrl(environment.publicBaseUrl, ballot),
    });
  }
  if (payload.message === 'approval_request') {
    const voting = { status: ballot.voting_status, opens_at: ballot.opens_at, deadline: ballot.deadline };
    if (ballot.status !== 'under_review' || effectiveStatus(voting, new Date()) !== 'open') return null;
    return approvalRequestContent({
      approverName: ballot.approver_name ?? '',
      attorneyName: ballot.voter_name,
      votingTitle: ballot.title,
      deadline: ballot.deadline,
      subjects: Number(ballot.subjects ?? 0),
      url: approvalUrl(environment.publicBaseUrl, await unsealToken(payload.sealedToken!)),
    });
  }
  return returnedContent({
    voterName: ballot.voter_name,
    votingTitle: ballot.title,
    approverName: ballot.approver_name ?? 'O aprovador',
    comment: ballot.review_comment ?? '',
    deadline: ballot.deadline,
    portalUrl: await portalUrl(environment.publicBaseUrl, ballot),
  });
}

/** The portal's e-mails job (registered in job-kinds.ts, where the app is assembled). */
export const portalMailJobKind = emailDispatchJobKind({ render: renderPortalEmail });
