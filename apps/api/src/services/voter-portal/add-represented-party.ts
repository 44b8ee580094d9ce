import type { RepresentedParty, RepresentedPartyInput } from '@backoffice/api-client';
import { readPartyInput } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { insertParties, refusedParties, type PartyCandidate } from './party-rules.ts';
import type { PortalVoter } from './portal-session.ts';
import { openVotingAndVoter } from './portal-voting.ts';
import { toRepresentedParty } from './represented-party-view.ts';

/**
 * The party's fields (the domain's readPartyInput: a voter's rules for a form), or 400 (blank name) / 422
 * `invalid_tax_id` / 422 `unprocessable` with the import's codes.
 */
function readParty(input: RepresentedPartyInput): PartyCandidate {
  const reading = readPartyInput(input);
  if (!reading.ok) throw fieldRefusal(reading.refusal, reading.errors);
  return reading.party;
}

export async function addRepresentedParty(
  trx: TenantTransaction,
  voter: PortalVoter,
  input: RepresentedPartyInput,
): Promise<RepresentedParty> {
  const party = readParty(input);
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
