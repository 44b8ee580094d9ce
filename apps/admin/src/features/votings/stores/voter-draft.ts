import type { Voter, VoterInput } from '@backoffice/api-client';
import { detectTaxIdType, formatPhone, onlyTaxIdChars, validateEmail } from '@backoffice/domain';
import { formatDecimal, parseDecimalInput } from '../components/decimal';
import type { FieldMessages } from './action-errors';

// The add / edit voter form: what the operator types, checked as the server checks it (VoterInput) before sending.

export const VOTER_NAME_MAX = 300;
export const VOTER_PHONE_MAX = 20;

export interface VoterDraft {
  name: string;
  /** Raw CPF / CNPJ (no punctuation, upper case), as the TaxIdField gives it. */
  taxId: string;
  email: string;
  phone: string;
  /** As typed, in the operator's locale ('1.250,5'). */
  weight: string;
}

export const emptyVoterDraft = (): VoterDraft => ({ name: '', taxId: '', email: '', phone: '', weight: '1' });

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

/** The problems of a draft, by field (nothing when it can be sent). `weighs`: the voting weighs votes by quotas. */
export function validateVoterDraft(draft: VoterDraft, locale: string, weighs: boolean): FieldMessages {
  const errors: FieldMessages = {};
  if (!draft.name.trim()) errors.name = { key: 'votings.detail.errors.nameRequired' };
  else if (draft.name.trim().length > VOTER_NAME_MAX)
    errors.name = { key: 'votings.detail.errors.tooLong', params: { max: VOTER_NAME_MAX } };
  if (!draft.taxId) errors.taxId = { key: 'votings.detail.errors.taxIdRequired' };
  else if (!detectTaxIdType(draft.taxId)) errors.taxId = { key: 'votings.detail.errors.taxIdInvalid' };
  const email = validateEmail(draft.email);
  if (email) errors.email = { key: `validation.${email}` };
  if (draft.phone.trim().length > VOTER_PHONE_MAX)
    errors.phone = { key: 'votings.detail.errors.tooLong', params: { max: VOTER_PHONE_MAX } };
  if (weighs && parseDecimalInput(draft.weight, locale) === null)
    errors.weight = { key: 'votings.detail.errors.weightInvalid' };
  return errors;
}

/** The body of addVoter / updateVoter (a valid draft). A voting that does not weigh votes keeps the voter's weight
 * as it is (1 for a new voter). */
export function toVoterInput(
  draft: VoterDraft,
  locale: string,
  weighs: boolean,
  current?: Voter,
): VoterInput {
  const typed = weighs ? parseDecimalInput(draft.weight, locale) : null;
  return {
    name: draft.name.trim(),
    taxId: draft.taxId,
    email: draft.email.trim(),
    phone: draft.phone.trim() || null,
    weight: typed ?? current?.weight ?? '1',
  };
}
