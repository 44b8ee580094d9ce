import type { CommunicationMessagePreview } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { communicationForMail, recipientEmailWriter } from './recipient-email.ts';

/**
 * The e-mail one recipient of a communication of the workspace gets, written as the send writes it
 * (recipient-email.ts). Undefined when the communication is not the workspace's or the recipient not its own.
 */
export async function previewRecipientEmail(
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
      .select(['name', 'email', 'parameters'])
      .where('communication_id', '=', communicationId)
      .where('id', '=', recipientId)
      .executeTakeFirst(),
  ]);
  if (!communication || !recipient) return undefined;
  return recipientEmailWriter(communication, communicationId)(recipient);
}
