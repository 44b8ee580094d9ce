import type { RepresentedParty } from '@backoffice/api-client';
import { canonicalDecimal } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { maskTaxId } from '../../reports/mask-tax-id.ts';

// A represented party as the portal shows it to its attorney: the CPF/CNPJ masked (the attorney typed it; the page
// and its screenshots need not show it whole).

export const PARTY_COLUMNS = ['id', 'name', 'tax_id_type', 'tax_id', 'weight'] as const;

export function toRepresentedParty(row: {
  id: string;
  name: string;
  tax_id_type: 'CPF' | 'CNPJ';
  tax_id: string;
  weight: string;
}): RepresentedParty {
  return {
    id: row.id,
    name: row.name,
    taxIdType: row.tax_id_type,
    taxIdMasked: maskTaxId(row.tax_id_type, row.tax_id),
    weight: canonicalDecimal(row.weight),
  };
}

/** The parties the voter represents in its voting, by name then id. */
export async function listRepresentedParties(
  trx: TenantTransaction,
  votingId: string,
  voterId: string,
): Promise<RepresentedParty[]> {
  const rows = await trx
    .selectFrom('represented_parties')
    .select(PARTY_COLUMNS)
    .where('voting_id', '=', votingId)
    .where('attorney_voter_id', '=', voterId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toRepresentedParty);
}
