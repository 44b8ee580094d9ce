import { detectTaxIdType, formatCnpj, formatCpf } from '@backoffice/domain';
import { ApiError } from '@backoffice/api-client';
import type { RepresentedPartyInput } from '../attorney-api';
import { problemCode, problemErrors } from '../attorney-api';
import type { AttorneyMessage } from '../use-attorney-t';
import { isRowCode, rowIssueMessage } from './import-issues';

// One represented party typed by the attorney: what is checked before sending (name, CPF/CNPJ check digits of
// packages/domain, an optional positive weight) and the server's refusals, said about the party by its name.

export interface PartyDraft {
  name: string;
  /** Raw CPF/CNPJ characters (the TaxIdField's value). */
  taxId: string;
  /** As typed: '' (not given), '2', '1.250,5' or '1250.5'. */
  weight: string;
}

export type PartyField = keyof PartyDraft;
export type PartyErrors = Partial<Record<PartyField, AttorneyMessage>>;

export const emptyParty = (): PartyDraft => ({ name: '', taxId: '', weight: '' });

const DECIMAL = /^[0-9]{1,18}(\.[0-9]{1,6})?$/;
/** Eastern Arabic and Persian digits → 0–9 (an Arabic keyboard may type either). */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/**
 * A weight as typed → the contract's decimal string: '1.250,5' and '1250.5' both give '1250.5'; '' gives undefined
 * (not declared: the server counts 1, or the weight of a voter with that CPF/CNPJ). Null when it is not a positive
 * number with at most 6 decimal places.
 */
export function parseWeight(text: string): string | undefined | null {
  const typed = latinDigits(text.trim())
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\u066B/g, ',');
  if (typed === '') return undefined;
  const plain = typed.includes(',') ? typed.replace(/\./g, '').replace(',', '.') : typed;
  if (!DECIMAL.test(plain) || !/[1-9]/.test(plain)) return null;
  const [integer = '0', fraction] = plain.split('.');
  const whole = integer.replace(/^0+(?=\d)/, '');
  const decimals = fraction?.replace(/0+$/, '');
  return decimals ? `${whole}.${decimals}` : whole;
}

export function validateParty(draft: PartyDraft): PartyErrors {
  const errors: PartyErrors = {};
  if (!draft.name.trim()) errors.name = { key: 'attorney.parties.errors.nameRequired' };
  if (!draft.taxId) errors.taxId = { key: 'attorney.parties.errors.taxIdRequired' };
  else if (!detectTaxIdType(draft.taxId)) errors.taxId = { key: 'attorney.parties.errors.taxIdInvalid' };
  if (parseWeight(draft.weight) === null) errors.weight = { key: 'attorney.parties.errors.weightInvalid' };
  return errors;
}

export const hasErrors = (errors: PartyErrors) => Object.values(errors).some(Boolean);

export function partyInput(draft: PartyDraft): RepresentedPartyInput {
  const weight = parseWeight(draft.weight);
  return {
    name: draft.name.trim(),
    taxId: draft.taxId,
    ...(weight ? { weight } : {}),
  };
}

/** The party as people read it: its name and its CPF/CNPJ punctuated. */
export function partyLabel(draft: PartyDraft): { name: string; taxId: string } {
  const type = detectTaxIdType(draft.taxId);
  const taxId =
    type === 'CNPJ' ? formatCnpj(draft.taxId) : type === 'CPF' ? formatCpf(draft.taxId) : draft.taxId;
  return { name: draft.name.trim(), taxId };
}

/** A field's text when the server's code is not one of the import's (a schema rule such as maxLength). */
const FIELD_FALLBACK: Record<PartyField, AttorneyMessage> = {
  name: { key: 'attorney.parties.errors.nameInvalid' },
  taxId: { key: 'attorney.parties.errors.taxIdInvalid' },
  weight: { key: 'attorney.parties.errors.weightInvalid' },
};
const FIELDS: readonly string[] = Object.keys(FIELD_FALLBACK);

/** A refused addRepresentedParty → the fields' texts and one sentence for the form, naming the party. */
export function describeAddFailure(
  error: unknown,
  draft: PartyDraft,
): { fields: PartyErrors; form: AttorneyMessage } {
  const fields: PartyErrors = {};
  const party = partyLabel(draft);
  const code = problemCode(error);
  switch (code) {
    case 'already_voted':
      return { fields, form: { key: 'attorney.parties.errors.alreadyVoted', params: party } };
    case 'duplicate':
      return { fields, form: { key: 'attorney.parties.errors.duplicate', params: party } };
    case 'voter_has_voted':
      return { fields, form: { key: 'attorney.parties.errors.ballotSent' } };
    case 'invalid_state':
      return { fields, form: { key: 'attorney.errors.votingClosed' } };
    case 'voter_voided':
      return { fields, form: { key: 'attorney.errors.voided' } };
  }
  if (code === 'invalid_tax_id') fields.taxId = { key: 'attorney.parties.errors.taxIdInvalid' };
  for (const entry of problemErrors(error)) {
    const field = entry.field.split('/')[0] ?? '';
    if (!FIELDS.includes(field) || fields[field as PartyField]) continue;
    fields[field as PartyField] = isRowCode(entry.code)
      ? rowIssueMessage(entry)
      : FIELD_FALLBACK[field as PartyField];
  }
  if (hasErrors(fields)) return { fields, form: { key: 'attorney.parties.errors.fixFields' } };
  if (error instanceof ApiError && error.status === 403)
    return { fields, form: { key: 'attorney.errors.voided' } };
  return { fields, form: { key: 'attorney.parties.errors.addFailed', params: party } };
}
