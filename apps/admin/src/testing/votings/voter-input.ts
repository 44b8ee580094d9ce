import type { VoterInput } from '@backoffice/api-client';
import type { Refusal } from '@backoffice/api-client/testing';
import { readVoterInput, VOTER_INPUT_REFUSAL_STATUS, type VoterFields } from '@backoffice/domain';
import { fail } from './refusals';

// addVoter's and updateVoter's body read as the server reads it: the domain's readVoterInput (trimmed name,
// CPF/CNPJ as written, lower-case e-mail, E.164 phone, canonical weight, 1 when none), refused with its problem.

/** The voter's fields, or the refusal the server answers (400 validation_failed, 422 invalid_tax_id / unprocessable). */
export function readVoterBody(input: VoterInput): VoterFields | Refusal<400 | 422> {
  const reading = readVoterInput(input);
  if (reading.ok) return reading.voter;
  return fail(VOTER_INPUT_REFUSAL_STATUS[reading.refusal], reading.refusal, reading.errors);
}
