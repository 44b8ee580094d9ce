import type { CommunicationMessagePreview } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import {
  communicationForMail,
  recipientEmailWriter,
  recipientWhatsappWriter,
  withUnsubscribe,
} from './recipient-email.ts';

/** Where a preview's unsubscribe link points: each delivery's own signed link takes its place when it is sent. */
export const PREVIEW_UNSUBSCRIBE_URL = '/api/unsubscribe/exemplo';

/**
 * The message one recipient of a communication of the workspace gets, written as the send writes it
 * (recipient-email.ts): the e-mail — a marketing one with its unsubscribe footer, whose link is each delivery's own —
 * and for a WhatsApp template its template message too (the e-mail is then the fallback's). Undefined when the communication is not the workspace's or the recipient not its own.
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
  const written = recipientEmailWriter(communication, communicationId)(recipient);
  const { headers: _headers, ...email } =
    communication.purpose === 'marketing'
      ? withUnsubscribe(written, communication.company_name, PREVIEW_UNSUBSCRIBE_URL)
      : written;
  if (communication.template_channel !== 'whatsapp') return { ...email, whatsapp: null };
  const { template, language, parameters, body } = recipientWhatsappWriter(communication)(recipient);
  return { ...email, whatsapp: { template, language, parameters, body } };
}
