import { ApiError, type Voter, type VoterInput } from '@backoffice/api-client';
import {
  decimalSeparatorOf,
  detectTaxIdType,
  formatPhone,
  isVoterPhoneTooLong,
  onlyTaxIdChars,
  parseWeight,
  validateEmail,
  VOTER_NAME_MAX_CHARS,
  VOTER_PHONE_MAX_CHARS,
} from '@backoffice/domain';
import { problemCodeOf } from '@admin/lib/api-client';
import type { TranslationKey } from '@admin/lib/i18n';
import { formatDecimal } from '../components/decimal';
import type { Message } from './messages';

// A voter typed by hand, in the new-voting flow's "Adicionar votante" and in the detail screen's add / edit dialog:
// what the operator types, checked as the server checks it (packages/domain's field limits, CPF/CNPJ check digits
// and weight reading) before sending. Each dialog says a problem in its own words (VoterDraftWords).

export interface VoterDraft {
  name: string;
  /** Raw CPF / CNPJ characters (no punctuation, upper case), as the TaxIdField gives it. */
  taxId: string;
  email: string;
  phone: string;
  /** As typed, in the operator's locale ('1.250,5' in pt-BR); empty is one vote. */
  weight: string;
}

export type VoterField = keyof VoterDraft;
export type VoterErrors = Partial<Record<VoterField, Message>>;

/** The texts a dialog gives each problem of a draft. */
export interface VoterDraftWords {
  nameRequired: TranslationKey;
  taxIdRequired: TranslationKey;
  taxIdInvalid: TranslationKey;
  weightInvalid: TranslationKey;
  /** With `{{max}}`. */
  tooLong: TranslationKey;
}

export const emptyVoterDraft = (weight = ''): VoterDraft => ({
  name: '',
  taxId: '',
  email: '',
  phone: '',
  weight,
});

/** A stored voter as the form shows it, to be edited. */
export function voterDraftOf(voter: Voter, locale: string): VoterDraft {
  return {
    name: voter.name,
    taxId: onlyTaxIdChars(voter.taxId),
    email: voter.email,
    // As people read it ('+55 11 91950-9313'); the server reads it back to E.164.
    phone: voter.phone ? formatPhone(voter.phone) : '',
    // In the locale without grouping ('1250,5'): what an operator would type.
    weight: formatDecimal(voter.weight, locale, { grouping: false }),
  };
}

/**
 * A weight as typed → the contract's decimal, read with the locale's decimal separator (packages/domain parseWeight:
 * in pt-BR '1.250' is 1250 and '1.250.000' is 1250000, '1,25' is 1.25); empty is 1. Null when it is not a number
 * above zero with at most 6 decimal places.
 */
export function readWeight(text: string, locale: string): string | null {
  if (text.trim() === '') return '1';
  const reading = parseWeight(text, { decimalSeparator: decimalSeparatorOf(locale) });
  return reading.ok ? reading.value : null;
}

export interface VoterDraftCheck {
  locale: string;
  /** The voting weighs votes by quotas: the weight is read (otherwise it is left as it is). */
  weighs: boolean;
  words: VoterDraftWords;
}

/** The problems of a draft, by field (nothing when it can be sent). */
export function validateVoterDraft(
  draft: VoterDraft,
  { locale, weighs, words }: VoterDraftCheck,
): VoterErrors {
  const errors: VoterErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = { key: words.nameRequired };
  else if (name.length > VOTER_NAME_MAX_CHARS)
    errors.name = { key: words.tooLong, params: { max: VOTER_NAME_MAX_CHARS } };
  if (!draft.taxId) errors.taxId = { key: words.taxIdRequired };
  else if (!detectTaxIdType(draft.taxId)) errors.taxId = { key: words.taxIdInvalid };
  const email = validateEmail(draft.email);
  if (email) errors.email = { key: `validation.${email}` };
  if (isVoterPhoneTooLong(draft.phone))
    errors.phone = { key: words.tooLong, params: { max: VOTER_PHONE_MAX_CHARS } };
  if (weighs && readWeight(draft.weight, locale) === null) errors.weight = { key: words.weightInvalid };
  return errors;
}

/**
 * The body of addVoter / updateVoter (a valid draft). A voting that does not weigh votes keeps the voter's weight as
 * it is (1 for a new voter).
 */
export function toVoterInput(
  draft: VoterDraft,
  locale: string,
  weighs: boolean,
  current?: Voter,
): VoterInput {
  const typed = weighs ? readWeight(draft.weight, locale) : null;
  return {
    name: draft.name.trim(),
    taxId: draft.taxId,
    email: draft.email.trim(),
    phone: draft.phone.trim() || null,
    weight: typed ?? current?.weight ?? '1',
  };
}

const VOTER_FIELDS: readonly string[] = ['name', 'taxId', 'email', 'phone', 'weight'];

/** The new-voting flow's refused addVoter → the fields' texts and one for the form. */
export function describeVoterFailure(error: unknown): { fields: VoterErrors; form: Message } {
  const fields: VoterErrors = {};
  if (!(error instanceof ApiError)) return { fields, form: { key: 'votings.voters.errors.addFailed' } };
  const code = problemCodeOf(error);
  if (code === 'tax_id_taken') fields.taxId = { key: 'votings.voters.errors.taxIdTaken' };
  if (code === 'invalid_tax_id') fields.taxId = { key: 'votings.voters.errors.taxIdInvalid' };
  for (const entry of error.problem?.errors ?? []) {
    const field = entry.field.split('/')[0] ?? '';
    if (!VOTER_FIELDS.includes(field) || fields[field as VoterField]) continue;
    fields[field as VoterField] =
      field === 'email' ? { key: 'validation.emailInvalid' } : { key: 'votings.errors.invalidValue' };
  }
  if (code === 'invalid_state') return { fields, form: { key: 'votings.voters.errors.notAllowed' } };
  if (code === 'forbidden') return { fields, form: { key: 'common.forbidden' } };
  if (Object.keys(fields).length) return { fields, form: { key: 'votings.errors.fixFields' } };
  return { fields, form: { key: 'votings.voters.errors.addFailed' } };
}
