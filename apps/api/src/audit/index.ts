// The audit trail of a voting: an append-only list of entries, each chained to the previous by a SHA-256 hash.
//
//   const entry = chainEntry(last, { at: auditTimestamp(new Date()), actor, action: 'voting.published', data });
//   // in the same transaction as the change it records:
//   // insert auditRowValues(entry) with company_id, workspace_id, voting_id
//   verifyChain(rows.map(auditEntryFromRow), anchor?)  // { ok: true, head, count } | { ok: false, firstBadSeq, reason }
//
// Appending must be serialized per voting (lock the voting row, then read the last entry): two writers reading the
// same last entry would both take its seq + 1, and the primary key refuses the second.
export { GENESIS_HASH, auditTimestamp, chainEntry, hashEntry } from './audit-entry.ts';
export type {
  AuditActor,
  AuditActorKind,
  AuditEntry,
  AuditEntryBody,
  AuditEntryInput,
} from './audit-entry.ts';
export { auditEntryFromRow, auditRowValues, type AuditRow } from './audit-rows.ts';
export { canonicalJson, type JsonValue } from './canonical-json.ts';
export {
  verifyChain,
  type ChainAnchor,
  type ChainFailureReason,
  type ChainVerification,
} from './verify-chain.ts';
