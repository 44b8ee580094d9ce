// Between AuditEntry and a voting_audit_entries row. The row keeps `at` as timestamptz and `data` as jsonb; both
// give back what the hash covered: Date#toISOString of a timestamptz written from a millisecond ISO string is that
// string, and canonical JSON does not care that jsonb reorders keys or that the text is re-normalized.
import { toIso } from '../db/timestamps.ts';
import type { AuditEntry } from './audit-entry.ts';

/** The columns of a row as the database gives them back (pg and PGlite parse jsonb; timestamptz is a Date, or a string through PGlite's JSON paths). */
export interface AuditRow {
  seq: number;
  at: Date | string;
  actor_kind: 'user' | 'voter' | 'system';
  actor_id: string | null;
  action: string;
  data: unknown;
  prev_hash: string;
  hash: string;
}

/** The values to insert next to company_id, workspace_id and voting_id (`data` as JSON text for the jsonb column). */
export function auditRowValues(entry: AuditEntry) {
  return {
    seq: entry.seq,
    at: new Date(entry.at),
    actor_kind: entry.actor.kind,
    actor_id: entry.actor.id,
    action: entry.action,
    data: JSON.stringify(entry.data),
    prev_hash: entry.prevHash,
    hash: entry.hash,
  };
}

export function auditEntryFromRow(row: AuditRow): AuditEntry {
  const data = typeof row.data === 'string' ? (JSON.parse(row.data) as unknown) : row.data;
  return {
    seq: row.seq,
    at: toIso(row.at),
    actor: { kind: row.actor_kind, id: row.actor_id },
    action: row.action,
    // Not an object only if the row was edited by hand: verifyChain then reports a hash mismatch.
    data: (data ?? {}) as Record<string, unknown>,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}
