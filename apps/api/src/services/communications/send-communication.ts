import { sql } from 'kysely';
import type { Communication } from '@backoffice/api-client';
import { recipientChannels } from '@backoffice/domain';
import { appendCompanyAudit } from '../../audit/company-audit.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { createDispatchJob, type NewRecipient } from '../../jobs/job-store.ts';
import { fieldRefusal } from '../refusal.ts';
import { recipientOptedOut } from './opt-outs.ts';
import { momentsOf, whatsappWindows } from './whatsapp-windows.ts';
import { loadCommunication } from './communication-view.ts';
import { lockCommunicationFor, type CommunicationOwner } from './communication-store.ts';
import { COMMUNICATION_SEND_JOB, type CommunicationSendPayload } from './communication-send-kind.ts';

// Sending a draft (issue 20): one durable job whose deliveries — one per recipient the plan reaches, unique per job,
// recipient and channel — are the messages (jobs/email-dispatch.ts sends each once and records it). Created in the
// caller's transaction with the status change and the audit entry, so none exists without the others.

/** Who asks for a send: an operator, or the server (userId null) when a scheduled communication's time comes. */
export type SendRequester = Omit<CommunicationOwner, 'userId'> & { userId: string | null };

/** Queues the send of a draft (or scheduled) communication; undefined when it is not in the workspace. */
export async function sendCommunication(
  trx: TenantTransaction,
  owner: SendRequester,
  communicationId: string,
): Promise<Communication | undefined> {
  const communication = await lockCommunicationFor(trx, owner.workspaceId, communicationId, 'send');
  if (!communication) return undefined;
  if (communication.recipient_count === 0) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'recipients', code: 'required' }],
      'Envie a planilha de destinatários antes de enviar a comunicação',
    );
  }
  // Marketing skips whoever withdrew consent (a "SAIR", an unsubscribe) by any of their contacts.
  const rows = await trx
    .selectFrom('communication_recipients as r')
    .select(['r.id', 'r.email', 'r.phone', recipientOptedOut.as('opted_out')])
    .where('r.communication_id', '=', communicationId)
    .orderBy('r.line')
    .execute();
  const recipients: NewRecipient[] = [];
  let skipped = 0;
  for (const row of rows) {
    const plan = recipientChannels(communication.channel, communication.purpose, {
      email: row.email,
      phone: row.phone,
      marketingOptOut: row.opted_out,
    });
    if (!plan.send) skipped++;
    else if (plan.first === 'whatsapp' && row.phone)
      recipients.push({ recipientKey: row.id, address: row.phone, channel: 'whatsapp' });
    else if (row.email) recipients.push({ recipientKey: row.id, address: row.email, channel: 'email' });
    else skipped++;
  }
  // What the number's messaging limit has no room for now waits for its moment.
  const byWhatsapp = recipients.filter((recipient) => recipient.channel === 'whatsapp');
  const moments = momentsOf(
    await whatsappWindows(trx, owner.companyId, owner.workspaceId, byWhatsapp.length),
  );
  const now = Date.now();
  for (const [index, recipient] of byWhatsapp.entries()) {
    const at = moments[index];
    if (at && at.getTime() > now) recipient.notBefore = at;
  }
  await queueCommunicationSend(trx, owner, communication, recipients, skipped, 'communication.send_queued');
  return loadCommunication(trx, owner.workspaceId, communicationId);
}

/**
 * One send of a communication (the first, or a resend): its durable job with one delivery per recipient, the send's
 * row, the status `sending`, and the audit entry — in the caller's transaction.
 */
export async function queueCommunicationSend(
  trx: TenantTransaction,
  owner: SendRequester,
  communication: { id: string; name: string },
  recipients: readonly NewRecipient[],
  skipped: number,
  action: 'communication.send_queued' | 'communication.resend_queued',
  data: Record<string, unknown> = {},
): Promise<void> {
  const payload: CommunicationSendPayload = { communicationId: communication.id };
  const { job } = await createDispatchJob(trx, {
    companyId: owner.companyId,
    workspaceId: owner.workspaceId,
    kind: COMMUNICATION_SEND_JOB,
    payload,
    createdBy: owner.userId,
    recipients: [...recipients],
  });
  await trx
    .insertInto('communication_sends')
    .values({
      company_id: owner.companyId,
      workspace_id: owner.workspaceId,
      communication_id: communication.id,
      job_id: job.id,
      recipients: recipients.length,
      skipped,
      created_by: owner.userId,
    })
    .execute();
  await trx
    .updateTable('communications')
    .set({
      status: 'sending',
      sent_at: sql<Date>`coalesce(sent_at, now())`,
      scheduled_at: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', communication.id)
    .execute();
  await appendCompanyAudit(trx, {
    companyId: owner.companyId,
    workspaceId: owner.workspaceId,
    actor: owner.userId ? { kind: 'user', id: owner.userId } : { kind: 'system', id: null },
    action,
    subjectId: communication.id,
    data: { name: communication.name, jobId: job.id, recipients: recipients.length, skipped, ...data },
  });
}
