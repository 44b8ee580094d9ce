import { sql } from 'kysely';
import type { WhatsappSender } from '@backoffice/api-client';
import { messagingLimitOf } from '@backoffice/domain';
import { appendCompanyAudit } from '../audit/company-audit.ts';
import type { TenantTransaction } from '../db/tenant.ts';
import { fieldProblem } from '../http/problem.ts';

// The company's WhatsApp number as the Cloud API knows it (issue 20; migration 0027): its phone number id — by which
// the webhooks are routed to the company, so no two companies may have it — its throughput and its messaging limit.

export async function loadWhatsappSender(trx: TenantTransaction, companyId: string): Promise<WhatsappSender> {
  const row = await trx
    .selectFrom('companies')
    .select(['whatsapp_phone_number_id', 'whatsapp_messages_per_second', 'whatsapp_messaging_limit'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    phoneNumberId: row.whatsapp_phone_number_id,
    messagesPerSecond: row.whatsapp_messages_per_second,
    // The stored text read by the domain's tiers (an unknown one is the lowest), back in the contract's form.
    messagingLimit: String(
      messagingLimitOf(row.whatsapp_messaging_limit),
    ) as WhatsappSender['messagingLimit'],
  };
}

/** Saves the settings (the contract has checked their shapes); another company's number is 409 `conflict`. */
export async function saveWhatsappSender(
  trx: TenantTransaction,
  companyId: string,
  userId: string,
  sender: WhatsappSender,
): Promise<WhatsappSender> {
  const taken = () =>
    fieldProblem(
      'duplicate',
      [{ field: 'phoneNumberId', code: 'taken' }],
      'Este número de WhatsApp já está em uso por outra empresa.',
    );
  if (sender.phoneNumberId !== null) {
    // The one lookup across companies (a security definer function): is the id another company's?
    const { rows } = await sql<{ company_id: string | null }>`
      select whatsapp_number_company(${sender.phoneNumberId}) as company_id`.execute(trx);
    const owner = rows[0]?.company_id;
    if (owner && owner !== companyId) throw taken();
  }
  try {
    await trx
      .updateTable('companies')
      .set({
        whatsapp_phone_number_id: sender.phoneNumberId,
        whatsapp_messages_per_second: sender.messagesPerSecond,
        whatsapp_messaging_limit: sender.messagingLimit,
      })
      .where('id', '=', companyId)
      .execute();
  } catch (error) {
    // Another company took it meanwhile (the unique index).
    if ((error as { code?: unknown }).code === '23505') throw taken();
    throw error;
  }
  await appendCompanyAudit(trx, {
    companyId,
    workspaceId: null,
    actor: { kind: 'user', id: userId },
    action: 'company.whatsapp_sender_updated',
    subjectId: companyId,
    data: { ...sender },
  });
  return loadWhatsappSender(trx, companyId);
}
