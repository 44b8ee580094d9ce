import type { VoterInput } from '@backoffice/api-client';
import { readVoterInput, type VoterFields } from '@backoffice/domain';
import { fieldRefusal } from '../refusal.ts';

// One voter typed in a form (addVoter, updateVoter): the domain's readVoterInput reads it (the import's rules, the
// import's codes); here its refusal becomes the API's.

export type { VoterFields };

/**
 * The voter's fields, or the refusal readVoterInput names: a blank name 400 `validation_failed`; an invalid CPF/CNPJ
 * 422 `invalid_tax_id`; a field the import would refuse 422 `unprocessable` with one error per field.
 */
export function prepareVoterInput(input: VoterInput): VoterFields {
  const reading = readVoterInput(input);
  if (reading.ok) return reading.voter;
  const detail =
    reading.refusal === 'unprocessable' ? 'The voter breaks the rules of a voter list' : undefined;
  throw fieldRefusal(reading.refusal, reading.errors, detail);
}
