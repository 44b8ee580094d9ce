import { sql } from 'kysely';
import { advanceDelivery, isOptOutReply } from '@backoffice/domain';
import { appendCompanyAudit } from '../../audit/company-audit.ts';
import type { AppDatabase } from '../../db/open-database.ts';
import { withTenant, type TenantTransaction } from '../../db/tenant.ts';
import type {
  WhatsappIncomingMessage,
  WhatsappStatusReport,
  WhatsappWebhook,
} from '../../whatsapp/webhook.ts';
import { fallBackToEmail } from './email-fallback.ts';

// What a signed WhatsApp webhook says, applied to the company whose number it names (issue 20). Each company's part
// runs in its own tenant transaction (row-level security as for a request of that company); a number no company has
// is skipped. Status reports join their delivery's timeline and move its receipt forward (packages/domain
// advanceDelivery); a report of a delivery cut off mid-hand-over (a crash) tells that it did go, so it is recorded as
// sent and never sent again. A failure falls back to e-mail where the communication says so. A reply that is only
// "SAIR" withdraws the person's consent to the company's marketing, at once.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface WebhookOutcome {
  statuses: number;
  optOuts: number;
  /** Reports of no delivery of the company (or of a number no company has). */
  unknown: number;
}

export async function applyWhatsappWebhook(
  database: AppDatabase,
  webhook: WhatsappWebhook,
): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { statuses: 0, optOuts: 0, unknown: 0 };
  for (const phoneNumberId of new Set(webhook.phoneNumberIds)) {
    const statuses = webhook.statuses.filter((status) => status.phoneNumberId === phoneNumberId);
    const messages = webhook.messages.filter((message) => message.phoneNumberId === phoneNumberId);
    const companyId = await companyOfNumber(database, phoneNumberId);
    if (!companyId) {
      outcome.unknown += statuses.length;
      continue;
    }
    await withTenant(database.db, companyId, async (trx) => {
      for (const status of statuses) {
        if (await applyStatus(trx, companyId, status)) outcome.statuses++;
        else outcome.unknown++;
      }
      for (const message of messages) {
        if (await applyReply(trx, companyId, message)) outcome.optOuts++;
      }
    });
  }
  return outcome;
}

async function companyOfNumber(database: AppDatabase, phoneNumberId: string): Promise<string | undefined> {
  const { rows } = await sql<{ company_id: string | null }>`
    select whatsapp_number_company(${phoneNumberId}) as company_id`.execute(database.db);
  return rows[0]?.company_id ?? undefined;
}

async function applyStatus(
  trx: TenantTransaction,
  companyId: string,
  report: WhatsappStatusReport,
): Promise<boolean> {
  // The delivery's id rides in every report (the send's reference); the message id finds the others.
  let query = trx
    .selectFrom('deliveries')
    .select(['id', 'workspace_id', 'job_id', 'recipient_key', 'channel', 'status', 'receipt'])
    .where('company_id', '=', companyId)
    .where('channel', '=', 'whatsapp');
  query =
    report.reference && UUID.test(report.reference)
      ? query.where('id', '=', report.reference)
      : query.where('provider_message_id', '=', report.providerMessageId);
  const delivery = await query.forUpdate().executeTakeFirst();
  if (!delivery) return false;
  const error = report.error ? `${report.error.code}: ${report.error.title}`.slice(0, 500) : null;
  await trx
    .insertInto('delivery_events')
    .values({
      company_id: companyId,
      workspace_id: delivery.workspace_id,
      delivery_id: delivery.id,
      status: report.status,
      occurred_at: report.at,
      error,
    })
    .execute();
  const receipt = advanceDelivery(delivery.receipt ?? 'queued', report.status);
  const handedOver = ['pending', 'sending', 'unconfirmed'].includes(delivery.status);
  await trx
    .updateTable('deliveries')
    .set({
      receipt: receipt === 'queued' ? null : receipt,
      receipt_at: report.at,
      updated_at: sql<Date>`now()`,
      // Reported, so it went: a send whose answer was lost (its process died) is recorded, never sent again.
      ...(handedOver
        ? {
            status: 'sent',
            provider_message_id: report.providerMessageId,
            sent_at: sql<Date>`now()`,
            error: null,
          }
        : {}),
      ...(receipt === 'failed' ? { error } : {}),
    })
    .where('company_id', '=', companyId)
    .where('id', '=', delivery.id)
    .execute();
  if (receipt === 'failed' && delivery.receipt !== 'failed') {
    await fallBackToEmail(trx, {
      jobId: delivery.job_id,
      recipientKey: delivery.recipient_key,
      channel: delivery.channel,
    });
  }
  return true;
}

/** A reply that withdraws consent: recorded once per person and audited. True when it was one. */
async function applyReply(
  trx: TenantTransaction,
  companyId: string,
  message: WhatsappIncomingMessage,
): Promise<boolean> {
  if (!isOptOutReply(message.text)) return false;
  const inserted = await trx
    .insertInto('marketing_opt_outs')
    .values({ company_id: companyId, contact: message.from, source: 'whatsapp_reply' })
    .onConflict((conflict) => conflict.columns(['company_id', 'contact']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    await appendCompanyAudit(trx, {
      companyId,
      workspaceId: null,
      actor: { kind: 'system', id: null },
      action: 'communication.opted_out',
      subjectId: null,
      data: { contact: message.from, source: 'whatsapp_reply', at: message.at.toISOString() },
    });
  }
  return true;
}
