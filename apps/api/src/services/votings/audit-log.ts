import type { AuditAction } from '@backoffice/domain';
import {
  auditEntryFromRow,
  auditRowValues,
  auditTimestamp,
  chainEntry,
  type AuditActor,
  type AuditEntry,
} from '../../audit/index.ts';
import type { ExpressionBuilder } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { TenantTransaction } from '../../db/tenant.ts';

// The audit trail of a voting: every state change and every vote appends one entry, in the same transaction as the
// change, chained to the previous entry by its hash (audit/). Appends are serialized per voting by locking the
// voting's row: two writers can never read the same last entry.
//
// The trail starts when the voting is published ('voting.published', with what was published): a draft is the
// operator's working copy, deleted at will, and an append-only trail would forbid that (its rows restrict deleting
// the voting). So appendAudit writes nothing for a draft and answers null.

/** Which voting an entry belongs to (the row also carries the tenant and workspace). */
export interface AuditTarget {
  companyId: string;
  workspaceId: string;
  votingId: string;
}

/** The voting's row, locked for the rest of the transaction; undefined when the workspace has no such voting. */
export async function loadVotingForUpdate(trx: TenantTransaction, votingId: string) {
  return trx.selectFrom('votings').selectAll().where('id', '=', votingId).forUpdate().executeTakeFirst();
}

export type LockedVoting = NonNullable<Awaited<ReturnType<typeof loadVotingForUpdate>>>;

/** The last entry of a voting's chain (seq and hash), or null before the first. */
async function lastEntry(trx: TenantTransaction, target: AuditTarget) {
  const row = await trx
    .selectFrom('voting_audit_entries')
    .select(['seq', 'hash'])
    .where('company_id', '=', target.companyId)
    .where('voting_id', '=', target.votingId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The chain's head as two columns, `head_seq` and `head_hash` (null before the first entry), for a caller that reads
 * it together with other facts in one statement (recordBallot). Read it only in a statement that starts after the
 * voting's row is locked: a statement that waited for the lock would still see the chain as it was before.
 */
export function chainHeadColumns(eb: ExpressionBuilder<DatabaseSchema, never>, target: AuditTarget) {
  const head = () =>
    eb
      .selectFrom('voting_audit_entries')
      .where('company_id', '=', target.companyId)
      .where('voting_id', '=', target.votingId)
      .orderBy('seq', 'desc')
      .limit(1);
  return [head().select('seq').as('head_seq'), head().select('hash').as('head_hash')] as const;
}

/** The next entry after `head` (the chain's last, read under the voting's lock), by `actor`, now. */
export function nextAuditEntry(
  head: { seq: number | null; hash: string | null },
  actor: AuditActor,
  action: AuditAction,
  data: object,
): AuditEntry {
  const previous = head.seq === null || head.hash === null ? null : { seq: head.seq, hash: head.hash };
  return chainEntry(previous, {
    at: auditTimestamp(new Date()),
    actor: { kind: actor.kind, id: actor.id },
    action,
    data: data as Record<string, unknown>,
  });
}

/** The voting_audit_entries row of `entry` (for a caller that inserts it within a larger statement). */
export function auditEntryRow(target: AuditTarget, entry: AuditEntry) {
  return {
    company_id: target.companyId,
    workspace_id: target.workspaceId,
    voting_id: target.votingId,
    ...auditRowValues(entry),
  };
}

/**
 * Appends one entry to the voting's chain and returns it (its hash is the receipt of what it records); null, with
 * nothing written, while the voting is a draft. Locks the voting's row first (a no-op when the caller already holds
 * it); throws when the voting is not there.
 * `data`: the details of the change as plain JSON — instants as ISO strings, decimals as strings — so that the hash
 * reproduces from the stored row (anything else, a Date or a bigint, throws a TypeError).
 */
export async function appendAudit(
  trx: TenantTransaction,
  target: AuditTarget,
  actor: AuditActor,
  action: AuditAction,
  data: object,
): Promise<AuditEntry | null> {
  const voting = await loadVotingForUpdate(trx, target.votingId);
  if (!voting) throw new Error(`appendAudit: no voting ${target.votingId} in this workspace`);
  if (voting.status === 'draft') return null;
  const head = await lastEntry(trx, target);
  const entry = nextAuditEntry(head ?? { seq: null, hash: null }, actor, action, data);
  await trx.insertInto('voting_audit_entries').values(auditEntryRow(target, entry)).execute();
  return entry;
}

export const AUDIT_COLUMNS = [
  'seq',
  'at',
  'actor_kind',
  'actor_id',
  'action',
  'data',
  'prev_hash',
  'hash',
] as const;

/** The voting's whole chain, oldest first (for verifyChain). */
export async function loadAuditChain(trx: TenantTransaction, votingId: string): Promise<AuditEntry[]> {
  const rows = await trx
    .selectFrom('voting_audit_entries')
    .select(AUDIT_COLUMNS)
    .where('voting_id', '=', votingId)
    .orderBy('seq')
    .execute();
  return rows.map(auditEntryFromRow);
}
