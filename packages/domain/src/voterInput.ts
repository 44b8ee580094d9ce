// One voter typed in a form (addVoter, updateVoter), read by the same rules as a row of an imported file — a name
// is trimmed, a CPF/CNPJ loses its punctuation, an e-mail is lower-cased, a phone becomes E.164, a weight is written
// canonically — and refused with the import's codes, so a screen translates both the same way. The API answers its
// refusal; the apps' fakes answer the same through this function.
import { canonicalDecimal, isDecimal } from './decimal.ts';
import { readPhone } from './phone.ts';
import type { TaxIdType } from './taxId.ts';
import { readTypedTaxId } from './taxIdCell.ts';
import { readVoterEmail, readVoterName } from './voterFields.ts';

/** The contract's VoterInput (after its schema checks). */
export interface VoterInputFields {
  name: string;
  taxId: string;
  email: string;
  phone?: string | null;
  /** A Decimal; none weighs 1 (on an edit too: the form always sends it). */
  weight?: string | null;
}

/** A voter's fields as stored. */
export interface VoterFields {
  name: string;
  taxIdType: TaxIdType;
  /** Upper case, no punctuation. */
  taxId: string;
  email: string;
  /** E.164, or null when none was typed. */
  phone: string | null;
  /** Canonical decimal ('1500.25'). */
  weight: string;
}

/** The contract's FieldError. */
export interface VoterInputError {
  field: 'name' | 'taxId' | 'email' | 'phone' | 'weight';
  code: string;
  params?: Record<string, string | number | boolean>;
}

/**
 * Why the API refuses the input, with its problem code: a blank name is 400 `validation_failed` (as an empty one);
 * an invalid CPF/CNPJ 422 `invalid_tax_id`; a name with control characters, an e-mail, phone or weight the import
 * would refuse 422 `unprocessable`, one error per field.
 */
export type VoterInputRefusal = 'validation_failed' | 'invalid_tax_id' | 'unprocessable';

export type VoterInputReading =
  { ok: true; voter: VoterFields } | { ok: false; refusal: VoterInputRefusal; errors: VoterInputError[] };

/** The HTTP status of each refusal. */
export const VOTER_INPUT_REFUSAL_STATUS = {
  validation_failed: 400,
  invalid_tax_id: 422,
  unprocessable: 422,
} as const satisfies Record<VoterInputRefusal, number>;

type Refused = { ok: false; refusal: VoterInputRefusal; errors: VoterInputError[] };

/** The name and CPF/CNPJ of a person typed in a form: a blank name and an invalid CPF/CNPJ refuse it at once. */
function readPerson(input: { name: string; taxId: string }) {
  const name = readVoterName(input.name);
  if (!name.ok && name.code === 'name_missing') {
    const errors: VoterInputError[] = [{ field: 'name', code: 'minLength', params: { limit: 1 } }];
    return { ok: false, refusal: 'validation_failed', errors } satisfies Refused;
  }
  const taxId = readTypedTaxId(input.taxId);
  if (!taxId.ok) {
    const errors: VoterInputError[] = [{ field: 'taxId', code: 'invalid_tax_id' }];
    return { ok: false, refusal: 'invalid_tax_id', errors } satisfies Refused;
  }
  return { ok: true as const, name, taxId };
}

/** A weight canonically written (none: 1), or null with its error added. */
function readWeight(text: string | null | undefined, errors: VoterInputError[]): string | null {
  const weightText = text ?? '1';
  // The contract lets no other weight through; a caller that skipped it gets the import's code, not an exception.
  if (!isDecimal(weightText)) {
    errors.push({ field: 'weight', code: 'weight_invalid' });
    return null;
  }
  const weight = canonicalDecimal(weightText);
  if (weight !== '0') return weight;
  errors.push({ field: 'weight', code: 'weight_not_positive' });
  return null;
}

export function readVoterInput(input: VoterInputFields): VoterInputReading {
  const person = readPerson(input);
  if (!person.ok) return person;
  const { name, taxId } = person;
  const errors: VoterInputError[] = [];
  if (!name.ok) errors.push({ field: 'name', code: name.code });
  const email = readVoterEmail(input.email);
  if (!email.ok) errors.push({ field: 'email', code: email.code });
  const phoneText = input.phone?.trim() ?? '';
  const phone = phoneText === '' ? null : readPhone(phoneText);
  if (phone && !phone.ok) errors.push({ field: 'phone', code: phone.code });
  const weight = readWeight(input.weight, errors);
  if (!name.ok || !email.ok || (phone && !phone.ok) || weight === null) {
    return { ok: false, refusal: 'unprocessable', errors };
  }
  return {
    ok: true,
    voter: {
      name: name.value,
      taxIdType: taxId.type,
      taxId: taxId.taxId,
      email: email.value,
      phone: phone ? phone.phone : null,
      weight,
    },
  };
}

/** The contract's RepresentedPartyInput: a party an attorney answers for, typed in the portal's form. */
export interface PartyInputFields {
  name: string;
  taxId: string;
  /** A Decimal; none weighs 1. */
  weight?: string | null;
}

export interface PartyFields {
  name: string;
  taxIdType: TaxIdType;
  /** Upper case, no punctuation. */
  taxId: string;
  /** Canonical decimal. */
  weight: string;
}

export type PartyInputReading = { ok: true; party: PartyFields } | Refused;

/**
 * A represented party typed in the portal (addRepresentedParty): its name, CPF/CNPJ and weight read and refused as a
 * voter's are.
 */
export function readPartyInput(input: PartyInputFields): PartyInputReading {
  const person = readPerson(input);
  if (!person.ok) return person;
  const { name, taxId } = person;
  const errors: VoterInputError[] = [];
  if (!name.ok) errors.push({ field: 'name', code: name.code });
  const weight = readWeight(input.weight, errors);
  if (!name.ok || weight === null) return { ok: false, refusal: 'unprocessable', errors };
  return { ok: true, party: { name: name.value, taxIdType: taxId.type, taxId: taxId.taxId, weight } };
}
