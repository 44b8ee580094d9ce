// One entry of a voting's audit trail and how it is hashed. Entries are numbered 1..n per voting; each carries the
// hash of the previous one (the first carries GENESIS_HASH), so changing, removing, inserting or reordering any
// row breaks the chain from that row on (verify-chain.ts).
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.ts';

/** The previous hash of entry 1: 64 zeros. */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditActorKind = 'user' | 'voter' | 'system';

/** Who did it: a signed-in user, a voter (by voter id), or the server itself (id null: deadline reached, …). */
export interface AuditActor {
  kind: AuditActorKind;
  id: string | null;
}

/**
 * What is hashed. `data` holds the details of the change (old and new deadline, the voter voided and why, the
 * ballot's choices…) as JSON: decimals as strings, instants as ISO strings (canonical-json.ts).
 */
export interface AuditEntryBody {
  seq: number;
  /** ISO 8601 in UTC with milliseconds, as Date#toISOString writes it (auditTimestamp): it round-trips through timestamptz. */
  at: string;
  actor: AuditActor;
  /** voting.created, voting.published, voting.deadline_extended, voter.voided, vote.recorded, … */
  action: string;
  data: Record<string, unknown>;
}

export interface AuditEntry extends AuditEntryBody {
  prevHash: string;
  hash: string;
}

/** A new entry's content before it is numbered and chained. */
export type AuditEntryInput = Omit<AuditEntryBody, 'seq'>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The form of `at` that hashes and stores without loss (PostgreSQL keeps microseconds, JavaScript milliseconds). */
export function auditTimestamp(instant: Date): string {
  return instant.toISOString();
}

/**
 * sha256 (hex) over the canonical JSON of { seq, at, actor: { kind, id }, action, data, prevHash }. Only these
 * fields are hashed, whatever else the object carries (a display name of the actor, a voting id from the row).
 * Throws a RangeError or TypeError for an entry that could not be stored and verified later.
 */
export function hashEntry(prevHash: string, entry: AuditEntryBody): string {
  if (!SHA256_HEX.test(prevHash))
    throw new RangeError('hashEntry: prevHash is not a lowercase sha256 hex digest');
  if (!Number.isSafeInteger(entry.seq) || entry.seq < 1)
    throw new RangeError('hashEntry: seq is not a positive integer');
  if (!ISO_INSTANT.test(entry.at))
    throw new RangeError(`hashEntry: at is not an ISO instant in UTC: ${entry.at}`);
  const hashed = {
    seq: entry.seq,
    at: entry.at,
    actor: { kind: entry.actor.kind, id: entry.actor.id },
    action: entry.action,
    data: entry.data,
    prevHash,
  };
  return createHash('sha256').update(canonicalJson(hashed), 'utf8').digest('hex');
}

/** The entry that follows `previous` (null for a voting's first entry): numbered, linked and hashed. */
export function chainEntry(
  previous: Pick<AuditEntry, 'seq' | 'hash'> | null,
  input: AuditEntryInput,
): AuditEntry {
  const seq = previous === null ? 1 : previous.seq + 1;
  const prevHash = previous === null ? GENESIS_HASH : previous.hash;
  const body: AuditEntryBody = {
    seq,
    at: input.at,
    actor: input.actor,
    action: input.action,
    data: input.data,
  };
  return { ...body, prevHash, hash: hashEntry(prevHash, body) };
}
