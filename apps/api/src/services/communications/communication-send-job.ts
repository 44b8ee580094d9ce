import { sql } from 'kysely';
import { sendingOutcome } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import {
  emailDispatchJobKind,
  ROUND_SETTINGS,
  type Delivery,
  type Job,
  type JobKind,
  type RenderedMessage,
  type RenderEnvironment,
} from '../../jobs/index.ts';
import { voterLinkSecret } from '../voting-dispatch/link-secret.ts';
import { unsubscribeToken } from './unsubscribe.ts';
import { isCommunicationSendPayload } from './communication-send-kind.ts';
import { fallBackToEmail } from './email-fallback.ts';
import {
  communicationForMail,
  recipientEmailWriter,
  recipientWhatsappWriter,
  withUnsubscribe,
  type MailRecipient,
} from './recipient-email.ts';

// How the job runner (jobs/email-dispatch.ts) writes each e-mail of a communication's send, when it sends it
// (recipient-email.ts: the template as it is then, filled with the recipient's values). A communication that was
// deleted meanwhile sends nothing more (its deliveries fail as not eligible). When the send's job ends, the
// communication is `sent`, or `failed` when not one message could be handed over (packages/domain sendingOutcome).

const SENDABLE = new Set(['sending', 'sent', 'failed']);

/** The messages of a batch of one send's deliveries, each on its channel, in order (null: not to be sent). */
export async function renderCommunicationMessages(
  trx: TenantTransaction,
  job: Job,
  deliveries: readonly Delivery[],
  environment: RenderEnvironment,
): Promise<Array<RenderedMessage | null>> {
  if (!isCommunicationSendPayload(job.payload)) throw new Error(`job ${job.id}: not a communication send`);
  const { communicationId } = job.payload;
  const communication = await communicationForMail(trx, communicationId);
  // Deleted, or cancelled: nothing more goes. A send that settled while a fallback e-mail was being added (sent or
  // failed) still hands that e-mail over.
  if (!communication || !SENDABLE.has(communication.status)) return deliveries.map(() => null);
  const writeEmail = recipientEmailWriter(communication, communicationId);
  // Marketing e-mails carry their unsubscribe link, signed per delivery.
  const secret = communication.purpose === 'marketing' ? await voterLinkSecret() : undefined;
  const unsubscribeUrl = (deliveryId: string) =>
    `${environment.publicBaseUrl}/api/unsubscribe/${unsubscribeToken(secret!, job.companyId, deliveryId)}`;
  const writeWhatsapp =
    communication.template_channel === 'whatsapp' ? recipientWhatsappWriter(communication) : undefined;
  // Each recipient by its primary key (company_id, id), one index lookup per delivery of the batch, whatever the
  // table's statistics say: the lateral subquery (kept apart by its offset 0) is planned once per key. Read as a
  // list (id in (…)), a send right after its upload (fresh rows the statistics have not seen: the company "has" a
  // few dozen recipients) was planned as a scan of every recipient of the company for each batch of 64 — quadratic
  // over the round: 3.5 ms a batch at 20,000 recipients, ~25 ms at 100,000, until autovacuum analyzed the table.
  // The communication is checked on each row below.
  const { rows } = await sql<MailRecipient & { id: string; communication_id: string }>`
    select r.id, r.communication_id, r.name, r.email, r.phone, r.parameters
    from unnest(${deliveries.map((delivery) => delivery.recipientKey)}::uuid[]) as k(id)
    cross join lateral (
      select * from communication_recipients r where r.company_id = ${job.companyId} and r.id = k.id offset 0
    ) r`.execute(trx);
  const recipients = new Map(
    rows.filter((row) => row.communication_id === communicationId).map((row) => [row.id, row]),
  );
  return deliveries.map((delivery): RenderedMessage | null => {
    const recipient = recipients.get(delivery.recipientKey);
    if (!recipient) return null;
    if (delivery.channel !== 'whatsapp') {
      const email = writeEmail(recipient);
      return secret ? withUnsubscribe(email, communication.company_name, unsubscribeUrl(delivery.id)) : email;
    }
    if (!writeWhatsapp) return null;
    const { body: _read, ...whatsapp } = writeWhatsapp(recipient);
    return { whatsapp };
  });
}

/** Once no delivery of any of its sends is left to hand over: sent, or failed when none could be. */
export async function settleCommunication(trx: TenantTransaction, communicationId: string): Promise<void> {
  const counts = await trx
    .selectFrom('communication_sends as s')
    .innerJoin('deliveries as d', (join) =>
      join.onRef('d.company_id', '=', 's.company_id').onRef('d.job_id', '=', 's.job_id'),
    )
    .select([
      sql<number>`count(*) filter (where d.status in ('pending', 'sending'))`.as('open'),
      sql<number>`count(*) filter (where d.status in ('sent', 'unconfirmed'))`.as('handed_over'),
      sql<number>`count(*) filter (where d.status = 'failed')`.as('refused'),
    ])
    .where('s.communication_id', '=', communicationId)
    .executeTakeFirstOrThrow();
  if (Number(counts.open) > 0) return;
  const status = sendingOutcome({ handedOver: Number(counts.handed_over), refused: Number(counts.refused) });
  await trx
    .updateTable('communications')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('id', '=', communicationId)
    .where('status', '=', 'sending')
    .execute();
}

const dispatch = emailDispatchJobKind({
  render: async (trx, job, delivery, environment) =>
    (await renderCommunicationMessages(trx, job, [delivery], environment))[0] ?? null,
  renderBatch: (trx, job, deliveries, environment) =>
    renderCommunicationMessages(trx, job, deliveries, environment),
  // A WhatsApp message that failed for good falls back to e-mail where the communication says so.
  onFailed: async (trx, job, delivery) => {
    await fallBackToEmail(trx, delivery);
  },
  ...ROUND_SETTINGS,
});

/**
 * A communication's send (registered in job-kinds.ts): a round, like a voting's invitations (ROUND_SETTINGS) — it
 * takes turns with other companies' bulk work and its mail goes through SMTP connections of its own.
 */
export const communicationSendJobKind: JobKind = {
  ...dispatch,
  bulk: true,
  run: async (context) => {
    const outcome = await dispatch.run(context);
    const { payload } = context.job;
    if (outcome.status === 'succeeded' && !context.sharing && isCommunicationSendPayload(payload)) {
      await context.inJob((trx) => settleCommunication(trx, payload.communicationId));
    }
    return outcome;
  },
};
