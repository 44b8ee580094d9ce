import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/tenant.ts';
import { emailDispatchJobKind, type Delivery, type Job, type RenderedEmail } from '../../jobs/index.ts';
import { effectiveStatus } from '../votings/voting-status.ts';
import { isVotingDispatchPayload } from './dispatch-kind.ts';
import { prepareInvitation, type VotingForMail } from './invitation-content.ts';
import { voterLinkSecret } from './link-secret.ts';
import { voterLinkToken, voterLinkUrl } from './link-token.ts';

// How the job runner (jobs/email-dispatch.ts) builds each e-mail of a voting round, at the moment it sends it: from
// the voting as it is then (title, deadline, items, ballot template) and the voter's current link. A voter who can
// no longer vote (voided, already voted on every item) or a voting that is no longer open gets nothing: the
// delivery is failed as not eligible.

/** The voting as its e-mails are written from it now: title, status, dates, company, template and items. */
export async function votingForMail(trx: TenantTransaction, votingId: string) {
  const voting = await trx
    .selectFrom('votings as vt')
    .innerJoin('companies as c', 'c.company_id', 'vt.company_id')
    .leftJoin('message_templates as t', (join) =>
      join.onRef('t.company_id', '=', 'vt.company_id').onRef('t.id', '=', 'vt.ballot_template_id'),
    )
    .select([
      'vt.title',
      'vt.status',
      'vt.opens_at',
      'vt.deadline',
      'c.name as company_name',
      't.subject as template_subject',
      't.body as template_body',
    ])
    .where('vt.id', '=', votingId)
    .executeTakeFirst();
  if (!voting) return undefined;
  const items = await trx
    .selectFrom('voting_items')
    .select(['title', 'description'])
    .where('voting_id', '=', votingId)
    .orderBy('position')
    .execute();
  return { voting, items };
}

/** The recipients of a batch, by voter id (one query for the batch). */
async function votersForMail(trx: TenantTransaction, votingId: string, voterIds: readonly string[]) {
  const rows = await trx
    .selectFrom('voters as v')
    .select([
      'v.id',
      'v.name',
      'v.email',
      'v.tax_id_type',
      'v.tax_id',
      'v.token_version',
      'v.status',
      sql<
        string | number
      >`(select count(distinct item_id) from votes where voting_id = v.voting_id and voter_id = v.id)`.as(
        'items_voted',
      ),
    ])
    .where('v.voting_id', '=', votingId)
    .where('v.id', 'in', voterIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The messages of a batch of one round's deliveries, in order (null: not eligible): the voting and its template read
 * once, the voters in one query (the job runner's renderBatch).
 */
export async function renderVotingEmails(
  trx: TenantTransaction,
  job: Job,
  deliveries: readonly Delivery[],
  environment: { publicBaseUrl: string },
): Promise<Array<RenderedEmail | null>> {
  if (!isVotingDispatchPayload(job.payload)) throw new Error(`job ${job.id}: not a voting dispatch payload`);
  const { votingId } = job.payload;
  const found = await votingForMail(trx, votingId);
  if (!found || effectiveStatus(found.voting, new Date()) !== 'open') return deliveries.map(() => null);
  const { voting, items } = found;
  if (voting.template_subject === null || voting.template_body === null) {
    throw new Error(`voting ${votingId} has no ballot template to write its e-mails with`);
  }
  const content: VotingForMail = {
    title: voting.title,
    deadline: voting.deadline,
    companyName: voting.company_name,
    items,
    template: { subject: voting.template_subject, body: voting.template_body },
  };
  const voters = await votersForMail(
    trx,
    votingId,
    deliveries.map((delivery) => delivery.recipientKey),
  );
  const secret = await voterLinkSecret();
  const fill = prepareInvitation(content);
  return deliveries.map((delivery) => {
    const voter = voters.get(delivery.recipientKey);
    if (!voter || voter.status !== 'active') return null;
    if (items.length > 0 && Number(voter.items_voted) >= items.length) return null;
    const token = voterLinkToken(secret, {
      votingId,
      voterId: delivery.recipientKey,
      tokenVersion: voter.token_version,
    });
    return fill(
      { name: voter.name, email: voter.email, taxIdType: voter.tax_id_type, taxId: voter.tax_id },
      voterLinkUrl(environment.publicBaseUrl, token),
    );
  });
}

/** One delivery's message (renderVotingEmails of one). */
export async function renderVotingEmail(
  trx: TenantTransaction,
  job: Job,
  delivery: Delivery,
  environment: { publicBaseUrl: string },
): Promise<RenderedEmail | null> {
  return (await renderVotingEmails(trx, job, [delivery], environment))[0] ?? null;
}

/** The invitations and reminders job (registered in job-kinds.ts, where the app is assembled). */
export const votingDispatchJobKind = emailDispatchJobKind({
  render: renderVotingEmail,
  renderBatch: renderVotingEmails,
});
