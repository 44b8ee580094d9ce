import { isActionAllowed, TEMPLATE_PLACEHOLDERS } from '@backoffice/domain';
import { appendCompanyAudit } from '../../audit/company-audit.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { createDispatchJob } from '../../jobs/job-store.ts';
import { emailDispatchJobKind, type Delivery, type Job, type RenderedEmail } from '../../jobs/index.ts';
import { appendAudit } from '../votings/audit-log.ts';
import { effectiveStatus } from '../votings/voting-status.ts';
import { lockVotingIn } from '../voters/voting-gate.ts';
import { escapeHtml } from '../sanitize-html.ts';
import { invitationContent, type VoterForMail } from './invitation-content.ts';
import { voterLinkUrl } from './link-token.ts';
import type { RoundContext } from './operator-rounds.ts';
import { votingForMail } from './voting-dispatch-job.ts';

// "Send me a test invitation": the e-mail every voter of the voting will receive, filled for a sample voter and sent
// to the operator who asks, before they e-mail everyone. It is not a round of the voting: no voting_dispatches row,
// no voter, nothing any count or a voter's "last invitation" reads. It is a durable one-recipient e-mail job of its
// own kind (jobs/: sent once, retried on transient failures), which records who asked (created_by), when, to which
// address and whether it went out. Audited `invitation.test_queued`: in a published voting's trail, or — a draft has
// no trail (services/votings/audit-log.ts) — in the company's log (audit/company-audit.ts).

export const TEST_INVITATION_JOB = 'voting-test-invitation';

interface TestInvitationPayload {
  votingId: string;
}

const isTestInvitationPayload = (payload: unknown): payload is TestInvitationPayload =>
  typeof (payload as Partial<TestInvitationPayload> | null)?.votingId === 'string';

const sample = (name: string) => TEMPLATE_PLACEHOLDERS.find((p) => p.name === name)?.sample ?? '';

/** The voter the test is written for: the template preview's sample person (its CPF masks to the preview's). */
export const SAMPLE_VOTER: VoterForMail = {
  name: sample('nome'),
  email: sample('email'),
  taxIdType: 'CPF',
  taxId: '52998224725',
};

/** A link of the portal's shape that opens no voting (the portal says the link is not valid). */
export const SAMPLE_LINK_TOKEN = 'convite-de-teste';

export const TEST_SUBJECT_PREFIX = '[Teste] ';
export const TEST_NOTICE =
  'Convite de teste: é assim que cada votante receberá o convite desta votação. O nome, o documento e o e-mail ' +
  'são de um votante de exemplo, e o link não abre a votação.';

/**
 * Queues the test for the caller (404 for no such voting, 409 `invalid_state` once closed or cancelled, 422
 * `voting_incomplete` without a ballot template) and answers where it goes: the caller's own e-mail address.
 */
export async function queueTestInvitation(
  trx: TenantTransaction,
  context: RoundContext,
): Promise<{ sentTo: string }> {
  const voting = await lockVotingIn(trx, context, context.votingId, 'testInvitation');
  if (voting.ballot_template_id === null) {
    throw fieldRefusal('voting_incomplete', [{ field: 'ballotTemplateId', code: 'required' }]);
  }
  const user = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', context.userId)
    .executeTakeFirst();
  if (!user) throw new Refusal('unauthorized');
  const { job } = await createDispatchJob(trx, {
    companyId: context.companyId,
    workspaceId: context.workspaceId,
    kind: TEST_INVITATION_JOB,
    payload: { votingId: context.votingId } satisfies TestInvitationPayload,
    createdBy: context.userId,
    recipients: [{ recipientKey: context.userId, address: user.email }],
  });
  const actor = { kind: 'user', id: context.userId } as const;
  const entry = await appendAudit(trx, context, actor, 'invitation.test_queued', { jobId: job.id });
  // A draft has no trail yet (it can be discarded): the company's log records the test instead.
  if (!entry) {
    await appendCompanyAudit(trx, {
      companyId: context.companyId,
      workspaceId: context.workspaceId,
      actor,
      action: 'invitation.test_queued',
      subjectId: context.votingId,
      data: { jobId: job.id, title: voting.title },
    });
  }
  return { sentTo: user.email };
}

/**
 * The test as it is sent: the voting's invitation now (its template, title, deadline and items), filled for the
 * sample voter, with a notice on top and "[Teste]" before the subject. A voting deleted (a discarded draft), closed,
 * cancelled or left without a template by then gets nothing (failed as not eligible).
 */
export async function renderTestInvitation(
  trx: TenantTransaction,
  job: Job,
  _delivery: Delivery,
  environment: { publicBaseUrl: string },
): Promise<RenderedEmail | null> {
  if (!isTestInvitationPayload(job.payload)) throw new Error(`job ${job.id}: not a test invitation payload`);
  const found = await votingForMail(trx, job.payload.votingId);
  if (!found) return null;
  const { voting, items } = found;
  if (!isActionAllowed(effectiveStatus(voting, new Date()), 'testInvitation')) return null;
  if (voting.template_subject === null || voting.template_body === null) return null;
  const content = invitationContent(
    {
      title: voting.title,
      deadline: voting.deadline,
      companyName: voting.company_name,
      items,
      template: { subject: voting.template_subject, body: voting.template_body },
    },
    SAMPLE_VOTER,
    voterLinkUrl(environment.publicBaseUrl, SAMPLE_LINK_TOKEN),
  );
  return {
    subject: `${TEST_SUBJECT_PREFIX}${content.subject}`,
    html:
      `<p style="padding:12px;border:1px solid #d97706;background:#fffbeb;color:#78350f">` +
      `<strong>${escapeHtml(TEST_NOTICE)}</strong></p>${content.html}`,
    text: `${TEST_NOTICE}\n\n${content.text}`,
  };
}

/** The test invitation's job (registered in job-kinds.ts, where the app is assembled). */
export const testInvitationJobKind = emailDispatchJobKind({ render: renderTestInvitation });
