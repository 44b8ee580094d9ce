import { ApiError, type VoterInput } from '@backoffice/api-client';
import { detectTaxIdType, validateEmail } from '@backoffice/domain';
import type { Message } from './messages';

// The "add a voter" form: what the operator types, how it is checked before sending (CPF/CNPJ check digits from
// packages/domain), and the server's refusals on the fields they concern.

export interface VoterDraft {
  name: string;
  /** Raw CPF/CNPJ characters (the TaxIdField's value). */
  taxId: string;
  email: string;
  phone: string;
  /** As typed: '1.250,5', '1250.5' or '' (one vote). */
  weight: string;
}

export type VoterField = keyof VoterDraft;
export type VoterErrors = Partial<Record<VoterField, Message>>;

export const emptyVoter = (): VoterDraft => ({ name: '', taxId: '', email: '', phone: '', weight: '' });

const DECIMAL = /^[0-9]{1,18}(\.[0-9]{1,6})?$/;

/**
 * A weight as typed → the API's decimal string: '1.250,5' (pt-BR, thousands dots and a decimal comma) and '1250.5'
 * both give '1250.5'; empty gives '1'. Null when it is not a positive number of at most 6 decimal places.
 */
export function parseWeightInput(text: string): string | null {
  const typed = text.trim().replace(/\s/g, '');
  if (typed === '') return '1';
  const plain = typed.includes(',') ? typed.replace(/\./g, '').replace(',', '.') : typed;
  if (!DECIMAL.test(plain) || !/[1-9]/.test(plain)) return null;
  const [integer = '0', fraction] = plain.split('.');
  const trimmedInteger = integer.replace(/^0+(?=\d)/, '');
  const trimmedFraction = fraction?.replace(/0+$/, '');
  return trimmedFraction ? `${trimmedInteger}.${trimmedFraction}` : trimmedInteger;
}

export function validateVoter(draft: VoterDraft): VoterErrors {
  const errors: VoterErrors = {};
  if (!draft.name.trim()) errors.name = { key: 'votings.voters.errors.nameRequired' };
  if (!draft.taxId) errors.taxId = { key: 'votings.voters.errors.taxIdRequired' };
  else if (!detectTaxIdType(draft.taxId)) errors.taxId = { key: 'votings.voters.errors.taxIdInvalid' };
  const email = validateEmail(draft.email);
  if (email)
    errors.email = {
      key: email === 'emailRequired' ? 'validation.emailRequired' : 'validation.emailInvalid',
    };
  if (draft.phone.trim().length > 20) errors.phone = { key: 'votings.errors.tooLong', params: { max: 20 } };
  if (parseWeightInput(draft.weight) === null) errors.weight = { key: 'votings.voters.errors.weightInvalid' };
  return errors;
}

export function voterInput(draft: VoterDraft): VoterInput {
  return {
    name: draft.name.trim(),
    taxId: draft.taxId,
    email: draft.email.trim(),
    phone: draft.phone.trim() || null,
    weight: parseWeightInput(draft.weight) ?? '1',
  };
}

const VOTER_FIELDS: readonly string[] = ['name', 'taxId', 'email', 'phone', 'weight'];

/** A refused addVoter → the fields' texts and one for the form. */
export function describeVoterFailure(error: unknown): { fields: VoterErrors; form: Message } {
  const fields: VoterErrors = {};
  if (!(error instanceof ApiError)) return { fields, form: { key: 'votings.voters.errors.addFailed' } };
  const code = error.problem?.code ?? error.code;
  if (code === 'tax_id_taken') fields.taxId = { key: 'votings.voters.errors.taxIdTaken' };
  if (code === 'invalid_tax_id') fields.taxId = { key: 'votings.voters.errors.taxIdInvalid' };
  for (const entry of error.problem?.errors ?? []) {
    const field = entry.field.split('/')[0] ?? '';
    if (!VOTER_FIELDS.includes(field) || fields[field as VoterField]) continue;
    fields[field as VoterField] =
      field === 'email' ? { key: 'validation.emailInvalid' } : { key: 'votings.errors.invalidValue' };
  }
  if (code === 'invalid_state') return { fields, form: { key: 'votings.voters.errors.notAllowed' } };
  if (code === 'forbidden') return { fields, form: { key: 'votings.errors.forbidden' } };
  if (Object.keys(fields).length) return { fields, form: { key: 'votings.errors.fixFields' } };
  return { fields, form: { key: 'votings.voters.errors.addFailed' } };
}
