import type { IdentificationType } from '@backoffice/api-client';
import { canonicalDecimal } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { appendAudit } from '../votings/audit-log.ts';
import type { PortalVoter } from './portal-session.ts';
import type { PortalVoterRow } from './portal-voting.ts';
import { PARTY_COLUMNS } from './represented-party-view.ts';

// Who an attorney may add as a represented party, and with what weight (the plan's rule):
// - not the attorney's own CPF/CNPJ, and not one it already represents (`already_represented` / 409 duplicate);
// - not a CPF/CNPJ that already has a vote in the voting, whoever cast it, counted or under review
//   (`already_voted`): it could not be voted again, and the attorney should know now, not at submission;
// - its weight is that of the voter with the same CPF/CNPJ in the voting when there is one (the quotas the operator
//   registered), else the declared weight (1 when none is declared).
// The caller holds the voting's lock (portal-voting.ts), so these answers stay true until it commits.

export interface PartyCandidate {
  name: string;
  taxIdType: IdentificationType;
  taxId: string;
  /** Canonical decimal, used only when the CPF/CNPJ is not a voter of the voting. */
  weight: string;
}

export type PartyRefusal = 'already_represented' | 'already_voted';

/** Rows per statement (query parameters stay far below PostgreSQL's limit). */
const CHUNK = 1000;

function chunks<T>(values: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += CHUNK) result.push(values.slice(start, start + CHUNK));
  return result;
}

/** Of `taxIds`, those that cannot be added for this attorney, with why. */
export async function refusedParties(
  trx: TenantTransaction,
  voter: PortalVoter,
  attorney: PortalVoterRow,
  taxIds: readonly string[],
): Promise<Map<string, PartyRefusal>> {
  const refused = new Map<string, PartyRefusal>();
  if (taxIds.includes(attorney.tax_id)) refused.set(attorney.tax_id, 'already_represented');
  for (const chunk of chunks([...new Set(taxIds)])) {
    const voted = await trx
      .selectFrom('votes')
      .select('subject_tax_id')
      .distinct()
      .where('voting_id', '=', voter.votingId)
      .where('subject_tax_id', 'in', chunk)
      .execute();
    for (const row of voted) refused.set(row.subject_tax_id, 'already_voted');
    const represented = await trx
      .selectFrom('represented_parties')
      .select('tax_id')
      .where('voting_id', '=', voter.votingId)
      .where('attorney_voter_id', '=', voter.voterId)
      .where('tax_id', 'in', chunk)
      .execute();
    for (const row of represented)
      if (!refused.has(row.tax_id)) refused.set(row.tax_id, 'already_represented');
  }
  return refused;
}

/** The registered weight of every voter of the voting among `taxIds`. */
async function voterWeights(
  trx: TenantTransaction,
  votingId: string,
  taxIds: readonly string[],
): Promise<Map<string, string>> {
  const weights = new Map<string, string>();
  for (const chunk of chunks(taxIds)) {
    const rows = await trx
      .selectFrom('voters')
      .select(['tax_id', 'weight'])
      .where('voting_id', '=', votingId)
      .where('tax_id', 'in', chunk)
      .execute();
    for (const row of rows) weights.set(row.tax_id, row.weight);
  }
  return weights;
}

/**
 * Inserts parties the caller has checked (refusedParties), with the weight rule applied, and audits them in one
 * entry ('represented_parties.added', by the voter). Returns the rows in the order given.
 */
export async function insertParties(
  trx: TenantTransaction,
  voter: PortalVoter,
  parties: readonly PartyCandidate[],
) {
  if (parties.length === 0) return [];
  const weights = await voterWeights(
    trx,
    voter.votingId,
    parties.map((party) => party.taxId),
  );
  const rows = [];
  for (const chunk of chunks(parties)) {
    const inserted = await trx
      .insertInto('represented_parties')
      .values(
        chunk.map((party) => ({
          company_id: voter.companyId,
          workspace_id: voter.workspaceId,
          voting_id: voter.votingId,
          attorney_voter_id: voter.voterId,
          name: party.name,
          tax_id_type: party.taxIdType,
          tax_id: party.taxId,
          weight: weights.get(party.taxId) ?? party.weight,
        })),
      )
      .returning(PARTY_COLUMNS)
      .execute();
    rows.push(...inserted);
  }
  await appendAudit(trx, voter, { kind: 'voter', id: voter.voterId }, 'represented_parties.added', {
    parties: rows.map((row) => ({
      partyId: row.id,
      name: row.name,
      taxIdType: row.tax_id_type,
      taxId: row.tax_id,
      weight: canonicalDecimal(row.weight),
    })),
  });
  return rows;
}
