import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/tenant.ts';
import { addDeliveries } from '../../jobs/job-store.ts';

// "WhatsApp, com e-mail se falhar" (issue 20): when a recipient's WhatsApp message fails for good — the Cloud API
// refused it, its tries ran out, or its status webhook later says failed — the same send gets an e-mail delivery for
// that recipient, if they have an address. Deliveries are unique per job, recipient and channel, so a second report of
// the failure adds nothing: the person gets at most one e-mail from the send.

/** Adds the fallback e-mail of a failed WhatsApp delivery of a communication's send; how many (0 or 1). */
export async function fallBackToEmail(
  trx: TenantTransaction,
  delivery: { jobId: string; recipientKey: string; channel: string },
): Promise<number> {
  if (delivery.channel !== 'whatsapp') return 0;
  const recipient = await trx
    .selectFrom('communication_sends as s')
    .innerJoin('communications as c', (join) =>
      join.onRef('c.company_id', '=', 's.company_id').onRef('c.id', '=', 's.communication_id'),
    )
    .innerJoin('communication_recipients as r', (join) =>
      join.onRef('r.company_id', '=', 's.company_id').onRef('r.communication_id', '=', 's.communication_id'),
    )
    .select(['r.email', 'c.channel', 'c.status', 'c.id'])
    .where('s.job_id', '=', delivery.jobId)
    .where('r.recipient_key', '=', delivery.recipientKey)
    .executeTakeFirst();
  if (!recipient?.email || recipient.channel !== 'whatsapp_email_fallback') return 0;
  if (recipient.status === 'cancelled') return 0;
  const added = await addDeliveries(
    trx,
    delivery.jobId,
    [{ recipientKey: delivery.recipientKey, address: recipient.email }],
    'email',
  );
  if (added > 0) {
    // The send may have ended (or be ending: its settle runs beside this): sending again until the fallback e-mail is
    // handed over. Its render takes a communication that is sending, sent or failed, so the e-mail goes either way.
    await trx
      .updateTable('communications')
      .set({ status: 'sending', updated_at: sql<Date>`now()` })
      .where('id', '=', recipient.id)
      .where('status', 'in', ['sent', 'failed'])
      .execute();
  }
  return added;
}
