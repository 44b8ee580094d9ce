import { sql } from 'kysely';
import type { Communication } from '@backoffice/api-client';
import { resendsChannelDelivery, type ResendScope } from '@backoffice/domain';
import type { NewRecipient } from '../../jobs/job-store.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal } from '../refusal.ts';
import { loadCommunication } from './communication-view.ts';
import { lockCommunicationFor, type CommunicationOwner } from './communication-store.ts';
import { queueCommunicationSend } from './send-communication.ts';

// "Resend to the failed / undelivered only" (issue 20): a new send whose deliveries are the recipients whose latest
// delivery, over every send of the communication, the scope reaches (packages/domain resendsEmailDelivery) — nobody
// else gets a second message. A recipient's deliveries are unique per send, so a resend asked twice while the first is
// still going finds those recipients queued (not failed) and sends them nothing more.

/** Recipients read by their keys per statement. */
const KEYS_PER_READ = 5_000;

/** Queues the resend; undefined when the communication is not in the workspace. */
export async function resendCommunication(
  trx: TenantTransaction,
  owner: CommunicationOwner,
  communicationId: string,
  scope: ResendScope,
): Promise<Communication | undefined> {
  const communication = await lockCommunicationFor(trx, owner.workspaceId, communicationId, 'resend');
  if (!communication) return undefined;
  // Two steps, each sure of its plan without statistics (fresh rows right after a send; PGlite never analyzes): the
  // latest delivery of each person over the communication's sends, then those people by the primary key.
  const latest = await trx
    .selectFrom((eb) =>
      eb
        .selectFrom('communication_sends as s')
        .innerJoin('deliveries as d', (join) =>
          join.onRef('d.company_id', '=', 's.company_id').onRef('d.job_id', '=', 's.job_id'),
        )
        .where('s.communication_id', '=', communicationId)
        .distinctOn('d.recipient_key')
        .select(['d.recipient_key', 'd.status', 'd.receipt', 'd.channel'])
        .orderBy('d.recipient_key')
        .orderBy('d.created_at', 'desc')
        .as('latest'),
    )
    .where('latest.status', 'in', ['failed', 'sent', 'unconfirmed'])
    .selectAll('latest')
    .execute()
    .then((rows) =>
      rows.filter((row) => resendsChannelDelivery(row.channel, row.status, row.receipt, scope)),
    );
  const channelOf = new Map(latest.map((row) => [row.recipient_key, row.channel]));
  const rows: { id: string; email: string | null; phone: string | null; line: number }[] = [];
  for (let start = 0; start < latest.length; start += KEYS_PER_READ) {
    const keys = latest.slice(start, start + KEYS_PER_READ).map((row) => row.recipient_key);
    rows.push(
      ...(await trx
        .selectFrom('communication_recipients')
        .select(['id', 'email', 'phone', 'line'])
        .where('company_id', '=', owner.companyId)
        .where('id', '=', sql<string>`any(${keys}::uuid[])`)
        .where('communication_id', '=', communicationId)
        .execute()),
    );
  }
  rows.sort((a, b) => a.line - b.line);
  // Again on the channel of the latest delivery (a fallback e-mail's recipient gets the e-mail again).
  const recipients = rows.flatMap((row): NewRecipient[] => {
    const channel = channelOf.get(row.id) ?? 'email';
    const address = channel === 'whatsapp' ? row.phone : row.email;
    return address ? [{ recipientKey: row.id, address, channel }] : [];
  });
  if (recipients.length === 0) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'scope', code: 'nothing_to_resend' }],
      'Nenhum destinatário para reenviar',
    );
  }
  await queueCommunicationSend(trx, owner, communication, recipients, 0, 'communication.resend_queued', {
    scope,
  });
  return loadCommunication(trx, owner.workspaceId, communicationId);
}
