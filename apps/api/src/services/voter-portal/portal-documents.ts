import type { PortalDocument } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { loadDocumentsOf } from '../votings/voting-view.ts';

/**
 * The support documents of each voting in `votingIds` as the portal lists them (the operator's view without the
 * attaching time), in the order they were attached: the link's own voting (getPortalBallot) or each fund the holder's
 * session covers (getPortalBatchBallots).
 */
export async function portalDocumentsOf(
  trx: TenantTransaction,
  votingIds: readonly string[],
): Promise<Map<string, PortalDocument[]>> {
  const documents = await loadDocumentsOf(trx, votingIds);
  return new Map(
    [...documents].map(([votingId, list]) => [
      votingId,
      list.map(({ id, name, contentType, size, sha256 }) => ({ id, name, contentType, size, sha256 })),
    ]),
  );
}
