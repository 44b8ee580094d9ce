import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/tenant.ts';
import type { ValidVoterRow } from '../../voter-import/index.ts';
import { voterTokenHash } from '../voting-dispatch/link-token.ts';

// Writing imported voters fast: one INSERT … SELECT FROM unnest() per batch, eight arrays as eight parameters
// whatever the batch size (no parameter limit, one statement to plan), ids and link-token hashes made here.
// A CPF/CNPJ that became a voter meanwhile (another import, addVoter) is skipped by the unique key.

export const WRITE_BATCH_ROWS = 5000;

export interface ImportTarget {
  companyId: string;
  workspaceId: string;
  votingId: string;
  importId: string;
}

/** Inserts the rows; returns how many became voters. */
export async function insertVoterBatch(
  trx: TenantTransaction,
  target: ImportTarget,
  rows: readonly ValidVoterRow[],
  secret: string,
  newId: () => string,
): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = rows.map(() => newId());
  const column = <T>(pick: (row: ValidVoterRow, index: number) => T) => rows.map(pick);
  const result = await sql`
    insert into voters
      (company_id, workspace_id, voting_id, import_id, id, name, tax_id_type, tax_id, email, phone, weight, token_hash)
    select ${target.companyId}::uuid, ${target.workspaceId}::uuid, ${target.votingId}::uuid, ${target.importId}::uuid,
      u.id, u.name, u.tax_id_type, u.tax_id, u.email, u.phone, u.weight, u.token_hash
    from unnest(
      ${ids}::uuid[], ${column((row) => row.name)}::text[], ${column((row) => row.taxIdType)}::text[],
      ${column((row) => row.taxId)}::text[], ${column((row) => row.email ?? '')}::text[],
      ${column((row) => row.phone)}::text[], ${column((row) => row.weight)}::numeric[],
      ${column((_row, index) =>
        voterTokenHash(secret, { votingId: target.votingId, voterId: ids[index] as string, tokenVersion: 1 }),
      )}::text[]
    ) as u(id, name, tax_id_type, tax_id, email, phone, weight, token_hash)
    on conflict (company_id, voting_id, tax_id) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}
