import type { CommunicationMessagePreview } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { communicationForMail, recipientEmailWriter, recipientWhatsappWriter } from './recipient-email.ts';

/**
 * The message one recipient of a communication of the workspace gets, written as the send writes it
 * (recipient-email.ts): the e-mail, and for a WhatsApp template its template message too (the e-mail is then the
 * fallback's). Undefined when the communication is not the workspace's or the recipient not its own.
 */
export async function previewRecipientMessage(
  trx: TenantTransaction,
  workspaceId: string,
  communicationId: string,
  recipientId: string,
): Promise<CommunicationMessagePreview | undefined> {
  const owned = await trx
    .selectFrom('communications')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', communicationId)
    .executeTakeFirst();
  if (!owned) return undefined;
  const [communication, recipient] = await Promise.all([
    communicationForMail(trx, communicationId),
    trx
      .selectFrom('communication_recipients')
      .select(['name', 'email', 'phone', 'parameters'])
      .where('communication_id', '=', communicationId)
      .where('id', '=', recipientId)
      .executeTakeFirst(),
  ]);
  if (!communication || !recipient) return undefined;
  const email = recipientEmailWriter(communication, communicationId)(recipient);
  if (communication.template_channel !== 'whatsapp') return { ...email, whatsapp: null };
  const { template, language, parameters, body } = recipientWhatsappWriter(communication)(recipient);
  return { ...email, whatsapp: { template, language, parameters, body } };
}
