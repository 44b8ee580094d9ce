// The company settings as the product keeps them, read from what an administrator typed (updateCompany), beyond what
// the contract's schema says: the name trimmed and not blank (refused as an empty one: validation_failed), the
// CPF/CNPJ valid for the chosen type — punctuation accepted, the alphanumeric CNPJ included — else invalid_tax_id on
// `companyId`, and the WhatsApp number read as every phone of the product (readPhone), kept in E.164, else
// unprocessable on `whatsapp`. The API refuses by it and the apps' fakes answer by it.
import { readPhone } from './phone.ts';
import { isValidCnpj, isValidCpf, onlyTaxIdChars } from './taxId.ts';

export interface CompanySettingsInput {
  name: string;
  identificationType: 'CPF' | 'CNPJ';
  companyId: string;
  whatsapp: string | null;
}

export interface CompanySettings {
  name: string;
  identificationType: 'CPF' | 'CNPJ';
  /** The CPF/CNPJ's characters only (no punctuation). */
  documentNumber: string;
  /** E.164, or null when the company has none. */
  whatsapp: string | null;
}

export type CompanySettingsRefusal = 'validation_failed' | 'invalid_tax_id' | 'unprocessable';

export type CompanySettingsReading =
  | { ok: true; settings: CompanySettings }
  | {
      ok: false;
      refusal: CompanySettingsRefusal;
      errors: { field: string; code: string; params?: Record<string, number> }[];
    };

export function readCompanySettings(input: CompanySettingsInput): CompanySettingsReading {
  const name = input.name.trim();
  if (!name)
    return {
      ok: false,
      refusal: 'validation_failed',
      errors: [{ field: 'name', code: 'minLength', params: { limit: 1 } }],
    };
  const isValid = input.identificationType === 'CPF' ? isValidCpf : isValidCnpj;
  // isValidCpf/isValidCnpj accept punctuation and spaces but no other stray character: exactly what
  // onlyTaxIdChars keeps.
  if (!isValid(input.companyId))
    return { ok: false, refusal: 'invalid_tax_id', errors: [{ field: 'companyId', code: 'invalid_tax_id' }] };
  const whatsapp = input.whatsapp === null ? null : readPhone(input.whatsapp);
  if (whatsapp && !whatsapp.ok)
    return { ok: false, refusal: 'unprocessable', errors: [{ field: 'whatsapp', code: whatsapp.code }] };
  return {
    ok: true,
    settings: {
      name,
      identificationType: input.identificationType,
      documentNumber: onlyTaxIdChars(input.companyId),
      whatsapp: whatsapp ? whatsapp.phone : null,
    },
  };
}
