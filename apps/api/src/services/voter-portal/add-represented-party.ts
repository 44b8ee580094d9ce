import type { RepresentedParty, RepresentedPartyInput } from '@backoffice/api-client';
import { canonicalDecimal, readTypedTaxId, readVoterName } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { insertParties, refusedParties, type PartyCandidate } from './party-rules.ts';
import type { PortalVoter } from './portal-session.ts';
import { openVotingAndVoter } from './portal-voting.ts';
import { toRepresentedParty } from './represented-party-view.ts';

// One party typed in the portal's form, read by the voter import's rules for a form (voters/voter-input.ts): a
// trimmed name, a CPF/CNPJ without punctuation (leading zeros are restored for Excel's numbers in files only), a
// positive weight.

/** The party's fields, or 400 (blank name) / 422 `invalid_tax_id` / 422 `unprocessable` with the import's codes. */
export function readPartyInput(input: RepresentedPartyInput): PartyCandidate {
  const name = readVoterName(input.name);
  if (!name.ok && name.code === 'name_missing') {
    throw fieldRefusal('validation_failed', [{ field: 'name', code: 'minLength', params: { limit: 1 } }]);
  }
  const taxId = readTypedTaxId(input.taxId);
  if (!taxId.ok) {
    throw fieldRefusal('invalid_tax_id', [{ field: 'taxId', code: 'invalid_tax_id' }]);
  }
  if (!name.ok) throw fieldRefusal('unprocessable', [{ field: 'name', code: name.code }]);
  const weight = canonicalDecimal(input.weight ?? '1');
  if (weight === '0') throw fieldRefusal('unprocessable', [{ field: 'weight', code: 'weight_not_positive' }]);
  return { name: name.value, taxIdType: taxId.type, taxId: taxId.taxId, weight };
}

export async function addRepresentedParty(
  trx: TenantTransaction,
  voter: PortalVoter,
  input: RepresentedPartyInput,
): Promise<RepresentedParty> {
  const party = readPartyInput(input);
  const { voter: attorney } = await openVotingAndVoter(trx, voter);
  const refusal = (await refusedParties(trx, voter, attorney, [party.taxId])).get(party.taxId);
  if (refusal === 'already_voted') {
    throw new Refusal('already_voted', 'This CPF/CNPJ already has a vote in this voting');
  }
  if (refusal === 'already_represented') {
    throw new Refusal('duplicate', 'This voter already represents this CPF/CNPJ (or it is their own)');
  }
  const [row] = await insertParties(trx, voter, [party]);
  return toRepresentedParty(row!);
}
