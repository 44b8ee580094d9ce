import { proxy } from 'valtio';
import { ApiError, type Company, type CompanyUpdate, type FieldError } from '@backoffice/api-client';
import { isValidCnpj, isValidCpf, readPhone } from '@backoffice/domain';
import type { TranslationKey } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import { requestSucceeded } from '@admin/stores/ui';
import { deleteCompanyLogo, getCompany, updateCompany, uploadCompanyLogo } from '../api/company';

// The company settings screen: the company as the server has it, saving the form with the server's errors mapped
// onto its fields, and the logo. Every change is copied to the session's company at once, so the navigation's
// feature flags and the logo follow without a reload.

export type SettingsStatus = 'loading' | 'ready' | 'failed';

export const companySettingsStore = proxy<{ status: SettingsStatus; company: Company | null }>({
  status: 'loading',
  company: null,
});

let latest = 0;

export function resetCompanySettings(): void {
  latest += 1;
  Object.assign(companySettingsStore, { status: 'loading', company: null });
}

export async function loadCompanySettings(): Promise<void> {
  const request = ++latest;
  Object.assign(companySettingsStore, { status: 'loading', company: null });
  try {
    const company = await getCompany();
    if (request === latest) Object.assign(companySettingsStore, { status: 'ready', company });
  } catch (error) {
    if (request !== latest) return;
    console.error('Company load failed', error);
    companySettingsStore.status = 'failed';
  }
}

function applied(company: Company): Company {
  companySettingsStore.company = company;
  sessionStore.company = company;
  return company;
}

export interface CompanyDraft {
  name: string;
  identificationType: 'CPF' | 'CNPJ';
  /** Raw: no punctuation, upper case (as the TaxIdField gives it). */
  companyId: string;
  /** As typed; spaces, dashes, dots and parentheses are dropped before sending. */
  whatsapp: string;
  communication: boolean;
  forms: boolean;
}

export type CompanyErrors = Partial<Record<'name' | 'companyId' | 'whatsapp' | 'form', TranslationKey>>;

/** '+55 (11) 98765-4321' → '+5511987654321'; blank → null (no WhatsApp). */
export function normalizeWhatsapp(text: string): string | null {
  const compact = text.replace(/[\s().-]/g, '');
  if (compact === '') return null;
  if (!compact.startsWith('+')) return compact; // refused by isWhatsappValid: the settings ask for '+55…'
  const reading = readPhone(compact);
  return reading.ok ? reading.phone : compact;
}

/** The server's rule (domain's readPhone), in international format as the settings ask: '+' and the country code. */
const isWhatsappValid = (stored: string) => stored.startsWith('+') && readPhone(stored).ok;

const taxIdInvalid = (type: CompanyDraft['identificationType']): TranslationKey =>
  type === 'CPF' ? 'company.errors.cpfInvalid' : 'company.errors.cnpjInvalid';

/** The rules the server applies, checked first so that a mistake is shown without a round trip. */
export function validateCompany(draft: CompanyDraft): CompanyErrors {
  const errors: CompanyErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'company.errors.nameRequired';
  else if (name.length > 120) errors.name = 'company.errors.nameTooLong';
  if (draft.companyId === '')
    errors.companyId =
      draft.identificationType === 'CPF' ? 'company.errors.cpfRequired' : 'company.errors.cnpjRequired';
  else if (!(draft.identificationType === 'CPF' ? isValidCpf : isValidCnpj)(draft.companyId))
    errors.companyId = taxIdInvalid(draft.identificationType);
  const whatsapp = normalizeWhatsapp(draft.whatsapp);
  if (whatsapp !== null && !isWhatsappValid(whatsapp)) errors.whatsapp = 'company.errors.whatsappInvalid';
  return errors;
}

function fieldMessage(error: FieldError, draft: CompanyDraft): [keyof CompanyErrors, TranslationKey] | null {
  const field = error.field || String(error.params?.missingProperty ?? '');
  if (field === 'name')
    return [
      'name',
      error.code === 'maxLength' ? 'company.errors.nameTooLong' : 'company.errors.nameRequired',
    ];
  if (field === 'companyId') return ['companyId', taxIdInvalid(draft.identificationType)];
  if (field === 'whatsapp') return ['whatsapp', 'company.errors.whatsappInvalid'];
  return null;
}

/** The server's refusal onto the fields it names (invalid_tax_id → the number), or about the whole form. */
export function companyErrorsOf(error: unknown, draft: CompanyDraft): CompanyErrors {
  if (!(error instanceof ApiError)) {
    console.error('Company save failed', error);
    return { form: 'company.errors.saveFailed' };
  }
  const errors: CompanyErrors = {};
  for (const fieldError of error.problem?.errors ?? []) {
    const found = fieldMessage(fieldError, draft);
    if (found) errors[found[0]] ??= found[1];
  }
  if (Object.keys(errors).length > 0) return errors;
  if (error.problem?.code === 'invalid_tax_id') return { companyId: taxIdInvalid(draft.identificationType) };
  if (error.status === 403) return { form: 'company.errors.forbidden' };
  console.error('Company save failed', error);
  return { form: 'company.errors.saveFailed' };
}

/** Saves the settings: null when saved ('Configurações da empresa salvas'), or the errors to show. */
export async function saveCompanySettings(draft: CompanyDraft): Promise<CompanyErrors | null> {
  const update: CompanyUpdate = {
    name: draft.name.trim(),
    identificationType: draft.identificationType,
    companyId: draft.companyId,
    whatsapp: normalizeWhatsapp(draft.whatsapp),
    communication: draft.communication,
    forms: draft.forms,
  };
  try {
    applied(await updateCompany(update));
  } catch (error) {
    return companyErrorsOf(error, draft);
  }
  requestSucceeded('company.saved');
  return null;
}

export type LogoError = Extract<
  TranslationKey,
  | 'company.errors.logoTooLarge'
  | 'company.errors.logoWrongType'
  | 'company.errors.logoFailed'
  | 'company.errors.forbidden'
>;

export function logoErrorOf(error: unknown): LogoError {
  const code = error instanceof ApiError ? error.problem?.code : undefined;
  const status = error instanceof ApiError ? error.status : 0;
  if (code === 'file_too_large' || status === 413) return 'company.errors.logoTooLarge';
  if (code === 'unsupported_file_type' || status === 415) return 'company.errors.logoWrongType';
  if (status === 403) return 'company.errors.forbidden';
  console.error('Logo upload failed', error);
  return 'company.errors.logoFailed';
}

/** Replaces the logo: null when done ('Logo atualizado'), or why the server refused it. */
export async function uploadLogo(file: File): Promise<LogoError | null> {
  try {
    applied(await uploadCompanyLogo(file));
  } catch (error) {
    return logoErrorOf(error);
  }
  requestSucceeded('company.logo.uploaded');
  return null;
}

/** Removes the logo ('Logo removido'); null when done, or the message of the failure. */
export async function removeLogo(): Promise<TranslationKey | null> {
  try {
    applied(await deleteCompanyLogo());
  } catch (error) {
    console.error('Logo removal failed', error);
    return error instanceof ApiError && error.status === 403
      ? 'company.errors.forbidden'
      : 'company.errors.logoRemoveFailed';
  }
  requestSucceeded('company.logo.removed');
  return null;
}
