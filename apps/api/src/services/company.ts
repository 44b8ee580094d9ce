import type { Company } from '@backoffice/api-client';
import type { TenantTransaction } from '../db/tenant.ts';

export async function loadCompany(trx: TenantTransaction, companyId: string): Promise<Company | undefined> {
  const row = await trx.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    identificationType: row.identification_type,
    companyId: row.document_number,
    active: row.active,
    logoRef: row.logo_ref,
    whatsapp: row.whatsapp,
    communication: row.feature_communication,
    forms: row.feature_forms,
  };
}
