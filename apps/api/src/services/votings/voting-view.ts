import type { Voting, VotingDocument, VotingItem } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso, toIsoOrNull } from '../../db/timestamps.ts';
import type { LockedVoting } from './audit-log.ts';
import { loadParticipation, loadVotingCounts } from './voting-counts.ts';
import { effectiveStatus } from './voting-status.ts';

// A voting as the contract answers it: its row, items, documents, the voters' tabs' counts, its participation (who
// may vote and who has: voting-counts.ts) and ballot template.

export async function loadItems(trx: TenantTransaction, votingId: string): Promise<VotingItem[]> {
  return trx
    .selectFrom('voting_items')
    .select(['id', 'position', 'title', 'description'])
    .where('voting_id', '=', votingId)
    .orderBy('position')
    .execute();
}

export async function loadDocuments(trx: TenantTransaction, votingId: string): Promise<VotingDocument[]> {
  return (await loadDocumentsOf(trx, [votingId])).get(votingId)!;
}

/** The documents of each voting of `votingIds`, in the order they were attached (every id has a list). */
export async function loadDocumentsOf(
  trx: TenantTransaction,
  votingIds: readonly string[],
): Promise<Map<string, VotingDocument[]>> {
  const byVoting = new Map<string, VotingDocument[]>(votingIds.map((id) => [id, []]));
  if (votingIds.length === 0) return byVoting;
  const rows = await trx
    .selectFrom('voting_documents')
    .select(['voting_id', 'id', 'name', 'content_type', 'size', 'sha256', 'created_at'])
    .where('voting_id', 'in', votingIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byVoting.get(row.voting_id)?.push(toDocument(row));
  return byVoting;
}

export function toDocument(row: {
  id: string;
  name: string;
  content_type: VotingDocument['contentType'];
  size: number;
  sha256: string;
  created_at: Date | string;
}): VotingDocument {
  return {
    id: row.id,
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
    createdAt: toIso(row.created_at),
  };
}

async function templateRef(trx: TenantTransaction, templateId: string | null) {
  if (templateId === null) return null;
  const row = await trx
    .selectFrom('message_templates')
    .select(['id', 'name'])
    .where('id', '=', templateId)
    .executeTakeFirst();
  return row ?? null;
}

/** The voting of `row` (already settled: its status is read at `now` all the same). */
export async function votingView(trx: TenantTransaction, row: LockedVoting, now: Date): Promise<Voting> {
  // One after the other: a transaction is one connection.
  const items = await loadItems(trx, row.id);
  const documents = await loadDocuments(trx, row.id);
  const counts = await loadVotingCounts(trx, row.id);
  const status = effectiveStatus(row, now);
  const participation = await loadParticipation(trx, row, status);
  const ballotTemplate = await templateRef(trx, row.ballot_template_id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status,
    kind: row.kind,
    weighting: row.weighting,
    requiresSupportDocument: row.requires_support_document,
    ballotTemplate,
    opensAt: toIsoOrNull(row.opens_at),
    deadline: toIso(row.deadline),
    publishedAt: toIsoOrNull(row.published_at),
    closedAt: toIsoOrNull(row.closed_at),
    cancelledAt: toIsoOrNull(row.cancelled_at),
    cancelReason: row.cancel_reason,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    items,
    documents,
    counts,
    participation,
  };
}
