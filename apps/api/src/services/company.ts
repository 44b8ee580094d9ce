import type { Company, CompanyUpdate } from '@backoffice/api-client';
import { isValidCnpj, isValidCpf, onlyTaxIdChars, readPhone } from '@backoffice/domain';
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

/** The columns an update writes, once the input is checked. */
export interface CompanySettings {
  name: string;
  identificationType: CompanyUpdate['identificationType'];
  /** Unformatted: [0-9] (CPF) or [0-9A-Z] (CNPJ), upper case. */
  documentNumber: string;
  whatsapp: string | null;
}

/**
 * The rules the contract's schema cannot say (it has already checked the shape and the WhatsApp pattern): the name
 * is trimmed and not blank (400, like an empty one), and the CPF/CNPJ has valid check digits for the chosen type —
 * punctuation accepted, letters read as upper case, the alphanumeric CNPJ included — else 422 `invalid_tax_id` on
 * the field `companyId`. A CPF given with type CNPJ (or the reverse) is invalid. The WhatsApp number is read as every
 * phone of the product is (packages/domain's readPhone: a Brazilian number has an area code and ANATEL's shape) and
 * kept in E.164; one the rule refuses is 422 `unprocessable` on the field `whatsapp` (code `phone_invalid`).
 */
export function checkCompanyUpdate(input: CompanyUpdate): CompanySettings {
  const name = input.name.trim();
  if (!name) {
    throw fieldRefusal(
      'validation_failed',
      [{ field: 'name', code: 'minLength', params: { limit: 1 } }],
      'The name is blank',
    );
  }
  const isValid = input.identificationType === 'CPF' ? isValidCpf : isValidCnpj;
  // isValidCpf/isValidCnpj accept punctuation and spaces but no other stray character; what they accept is
  // exactly the characters onlyTaxIdChars keeps.
  if (!isValid(input.companyId)) {
    throw fieldRefusal(
      'invalid_tax_id',
      [{ field: 'companyId', code: 'invalid_tax_id' }],
      `Not a valid ${input.identificationType}`,
    );
  }
  const whatsapp = input.whatsapp === null ? null : readPhone(input.whatsapp);
  if (whatsapp && !whatsapp.ok) {
    throw fieldRefusal('unprocessable', [{ field: 'whatsapp', code: whatsapp.code }], 'Not a phone number');
  }
  return {
    name,
    identificationType: input.identificationType,
    documentNumber: onlyTaxIdChars(input.companyId),
    whatsapp: whatsapp ? whatsapp.phone : null,
  };
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
