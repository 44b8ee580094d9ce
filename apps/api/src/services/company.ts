import type { Company, CompanyUpdate } from '@backoffice/api-client';
import { readCompanySettings, type CompanySettings } from '@backoffice/domain';
import type { Selectable } from 'kysely';
import type { CompaniesTable } from '../db/schema.ts';
import type { TenantTransaction } from '../db/tenant.ts';
import { fieldRefusal, Refusal } from './refusal.ts';

function toCompany(row: Selectable<CompaniesTable>): Company {
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

export async function loadCompany(trx: TenantTransaction, companyId: string): Promise<Company | undefined> {
  const row = await trx.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
  return row ? toCompany(row) : undefined;
}

/**
 * The company's settings as the update writes them, read by the domain's rule (readCompanySettings: the name trimmed
 * and not blank, the CPF/CNPJ valid for its type, the WhatsApp number in E.164); its refusal as the service's.
 */
export function checkCompanyUpdate(input: CompanyUpdate): CompanySettings {
  const reading = readCompanySettings(input);
  if (!reading.ok) throw fieldRefusal(reading.refusal, reading.errors);
  return reading.settings;
}

export async function updateCompanySettings(
  trx: TenantTransaction,
  companyId: string,
  settings: CompanySettings,
  features: { communication: boolean; forms: boolean },
): Promise<Company> {
  const row = await trx
    .updateTable('companies')
    .set({
      name: settings.name,
      identification_type: settings.identificationType,
      document_number: settings.documentNumber,
      whatsapp: settings.whatsapp,
      feature_communication: features.communication,
      feature_forms: features.forms,
    })
    .where('id', '=', companyId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new Refusal('not_found');
  return toCompany(row);
}

/**
 * Points the company's logo at `logoRef` (null: no logo) and returns the company and the logo it replaces. The row
 * is locked first, so two uploads at once each see the other's logo as the one they replace (none is orphaned).
 */
export async function replaceCompanyLogo(
  trx: TenantTransaction,
  companyId: string,
  logoRef: string | null,
): Promise<{ company: Company; previousLogoRef: string | null }> {
  const previous = await trx
    .selectFrom('companies')
    .select('logo_ref')
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!previous) throw new Refusal('not_found');
  const row = await trx
    .updateTable('companies')
    .set({ logo_ref: logoRef })
    .where('id', '=', companyId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { company: toCompany(row), previousLogoRef: previous.logo_ref };
}

/** Where the public file route serves a stored key (contract: getFile). */
export const FILES_URL_PREFIX = '/api/files/';

/** The logoRef of a stored file. */
export function fileRef(key: string): string {
  return `${FILES_URL_PREFIX}${key}`;
}

/** The storage key behind a logoRef, or undefined when the ref is not one of our stored files. */
export function storedKeyOf(ref: string | null | undefined): string | undefined {
  if (!ref?.startsWith(FILES_URL_PREFIX)) return undefined;
  const key = ref.slice(FILES_URL_PREFIX.length);
  return /^[0-9a-f-]{36}\.(png|jpg|webp)$/.test(key) ? key : undefined;
}
