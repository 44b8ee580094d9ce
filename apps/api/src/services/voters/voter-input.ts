import type { FieldError, VoterInput } from '@backoffice/api-client';
import {
  canonicalDecimal,
  readPhone,
  readVoterEmail,
  readVoterName,
  type TaxIdType,
} from '@backoffice/domain';
import { fieldRefusal } from '../refusal.ts';
import { readTaxId } from '../../voter-import/tax-id.ts';

// One voter typed in a form (addVoter, updateVoter), read by the same rules as a row of an imported file — a name
// is trimmed, a CPF/CNPJ loses its punctuation, an e-mail is lower-cased, a phone becomes E.164 — and reported with
// the import's codes, so a screen translates both the same way.

export interface VoterFields {
  name: string;
  taxIdType: TaxIdType;
  /** Upper case, no punctuation. */
  taxId: string;
  email: string;
  phone: string | null;
  /** Canonical decimal ('1500.25'). */
  weight: string;
}

/**
 * The voter's fields, or a problem: a blank name 400 `validation_failed` (as an empty one); an invalid CPF/CNPJ 422
 * `invalid_tax_id`; a name with control characters, an e-mail, phone or weight the import would refuse 422
 * `unprocessable` with one error per field.
 */
export function prepareVoterInput(input: VoterInput): VoterFields {
  const name = readVoterName(input.name);
  if (!name.ok && name.code === 'name_missing') {
    throw fieldRefusal('validation_failed', [{ field: 'name', code: 'minLength', params: { limit: 1 } }]);
  }
  // Typed in a form, a CPF/CNPJ is taken as written: no leading zeros restored (that is for Excel's numbers).
  const taxId = readTaxId(input.taxId);
  if (!taxId.ok || taxId.zeroPadded) {
    throw fieldRefusal('invalid_tax_id', [{ field: 'taxId', code: 'invalid_tax_id' }]);
  }
  const errors: FieldError[] = [];
  if (!name.ok) errors.push({ field: 'name', code: name.code });
  const email = readVoterEmail(input.email);
  if (!email.ok) errors.push({ field: 'email', code: email.code });
  const phoneText = input.phone?.trim() ?? '';
  const phone = phoneText === '' ? null : readPhone(phoneText);
  if (phone && !phone.ok) errors.push({ field: 'phone', code: phone.code });
  const weight = canonicalDecimal(input.weight ?? '1');
  if (weight === '0') errors.push({ field: 'weight', code: 'weight_not_positive' });
  if (errors.length > 0 || !name.ok || !email.ok || (phone && !phone.ok)) {
    throw fieldRefusal('unprocessable', errors, 'The voter breaks the rules of a voter list');
  }
  return {
    name: name.value,
    taxIdType: taxId.type,
    taxId: taxId.taxId,
    email: email.value,
    phone: phone ? phone.phone : null,
    weight,
  };
}
