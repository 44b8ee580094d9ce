import type { PortalDocument } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';

/**
 * The support documents of each voting in `votingIds` as the portal lists them, in the order they were attached: the
 * link's own voting (getPortalBallot) or each fund the holder's session covers (getPortalBatchBallots).
 */
export async function portalDocumentsOf(
  trx: TenantTransaction,
  votingIds: readonly string[],
): Promise<Map<string, PortalDocument[]>> {
  const byVoting = new Map<string, PortalDocument[]>(votingIds.map((id) => [id, []]));
  if (votingIds.length === 0) return byVoting;
  const rows = await trx
    .selectFrom('voting_documents')
    .select(['voting_id', 'id', 'name', 'content_type', 'size', 'sha256'])
    .where('voting_id', 'in', votingIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    byVoting.get(row.voting_id)?.push({
      id: row.id,
      name: row.name,
      contentType: row.content_type,
      size: row.size,
      sha256: row.sha256,
    });
  }
  return byVoting;
}
