import { sql } from 'kysely';
import { appendCompanyAudit } from '../../audit/company-audit.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import type { LockedVoting } from './audit-log.ts';
import type { VotingActor } from './voting-actor.ts';
import { requireAction } from './voting-status.ts';

// Discarding a draft: the operator's working copy goes with its items, voters, documents and imports. A draft has no
// audit trail of its own (audit-log.ts), so the discard is recorded in the company's audit log — with what went, since
// nothing of it is left to look at. A published voting is cancelled, never deleted (its trail is permanent).

/** What a draft holds, counted for the record of its discard (and the workspace's deletion). */
export interface DraftContents {
  items: number;
  voters: number;
  documents: number;
}

export async function draftContents(trx: TenantTransaction, votingId: string): Promise<DraftContents> {
  const count = async (table: 'voting_items' | 'voters' | 'voting_documents') => {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(table)} where voting_id = ${votingId}`.execute(trx);
    return Number(rows[0]?.count ?? 0);
  };
  return {
    items: await count('voting_items'),
    voters: await count('voters'),
    documents: await count('voting_documents'),
  };
}

/** The stored files of these votings (documents, voter import files and their error reports), to remove after commit. */
export async function votingFileKeys(
  trx: TenantTransaction,
  votingIds: readonly string[],
): Promise<string[]> {
  if (votingIds.length === 0) return [];
  const documents = await trx
    .selectFrom('voting_documents')
    .select('storage_key')
    .where('voting_id', 'in', votingIds)
    .execute();
  const imports = await trx
    .selectFrom('voter_imports')
    .select(['file_key', 'error_report_key'])
    .where('voting_id', 'in', votingIds)
    .execute();
  return [
    ...documents.map((document) => document.storage_key),
    ...imports.flatMap((row) => [row.file_key, ...(row.error_report_key ? [row.error_report_key] : [])]),
  ];
}

/**
 * Discards the locked, settled draft (409 `invalid_state` for anything else), recorded as `voting.discarded`. Returns
 * the storage keys of its files, which the caller removes once the transaction has committed.
 */
export async function discardDraft(
  trx: TenantTransaction,
  actor: VotingActor,
  row: LockedVoting,
  now: Date,
): Promise<string[]> {
  requireAction(row, now, 'discard', () => 'Only a draft can be discarded; a published voting is cancelled');
  const contents = await draftContents(trx, row.id);
  const keys = await votingFileKeys(trx, [row.id]);
  await trx.deleteFrom('votings').where('id', '=', row.id).execute();
  await appendCompanyAudit(trx, {
    companyId: actor.companyId,
    workspaceId: actor.workspaceId,
    actor: actor.audit,
    action: 'voting.discarded',
    subjectId: row.id,
    data: { title: row.title, ...contents },
  });
  return keys;
}
