import { decimalSeparatorOf, detectTaxIdType, formatCnpj, formatCpf, parseWeight } from '@backoffice/domain';
import { ApiError } from '@backoffice/api-client';
import type { RepresentedPartyInput } from '../attorney-api';
import { problemCode, problemErrors } from '../attorney-api';
import type { AttorneyMessage } from '../use-attorney-t';
import { isRowCode, rowIssueMessage } from './import-issues';

// One represented party typed by the attorney: what is checked before sending (name, CPF/CNPJ check digits and the
// weight's reading of packages/domain, the weight optional) and the server's refusals, said about the party by its
// name.

export interface PartyDraft {
  name: string;
  /** Raw CPF/CNPJ characters (the TaxIdField's value). */
  taxId: string;
  /** As typed: '' (not given), '2', '1.250,5' (pt-BR) or '1,250.5' (en): read with the page's decimal separator. */
  weight: string;
}

export type PartyField = keyof PartyDraft;
export type PartyErrors = Partial<Record<PartyField, AttorneyMessage>>;

export const emptyParty = (): PartyDraft => ({ name: '', taxId: '', weight: '' });

/**
 * A weight as typed → the contract's decimal string, read by domain's parseWeight with the decimal separator of the
 * page's locale ('1.250,5' in pt-BR and '1,250.5' in en both give '1250.5'); '' gives undefined (not declared: the
 * server counts 1, or the weight of a voter with that CPF/CNPJ). Null when it is not a weight.
 */
export function readPartyWeight(text: string, locale: string): string | undefined | null {
  if (text.trim() === '') return undefined;
  const reading = parseWeight(text, { decimalSeparator: decimalSeparatorOf(locale) });
  return reading.ok ? reading.value : null;
}

export function validateParty(draft: PartyDraft, locale: string): PartyErrors {
  const errors: PartyErrors = {};
  if (!draft.name.trim()) errors.name = { key: 'attorney.parties.errors.nameRequired' };
  if (!draft.taxId) errors.taxId = { key: 'attorney.parties.errors.taxIdRequired' };
  else if (!detectTaxIdType(draft.taxId)) errors.taxId = { key: 'attorney.parties.errors.taxIdInvalid' };
  if (readPartyWeight(draft.weight, locale) === null)
    errors.weight = { key: 'attorney.parties.errors.weightInvalid' };
  return errors;
}

export const hasErrors = (errors: PartyErrors) => Object.values(errors).some(Boolean);

export function partyInput(draft: PartyDraft, locale: string): RepresentedPartyInput {
  const weight = readPartyWeight(draft.weight, locale);
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
  locale: string,
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
      ? rowIssueMessage(locale, entry)
      : FIELD_FALLBACK[field as PartyField];
  }
  if (hasErrors(fields)) return { fields, form: { key: 'attorney.parties.errors.fixFields' } };
  if (error instanceof ApiError && error.status === 403)
    return { fields, form: { key: 'attorney.errors.voided' } };
  return { fields, form: { key: 'attorney.parties.errors.addFailed', params: party } };
}
