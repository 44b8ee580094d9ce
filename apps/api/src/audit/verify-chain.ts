// Checks a voting's whole audit trail, oldest first. Entry i (from 1) must have seq i, carry the hash of entry
// i − 1 (GENESIS_HASH for the first) and a hash that matches its own content; the first entry that does not is
// reported:
// - 'gap': its seq is not the next number — an entry was deleted, inserted or moved, or a seq was edited;
// - 'broken_link': its prevHash is not the previous entry's hash — an entry before it was rewritten and rehashed,
//   or its prevHash was edited;
// - 'hash_mismatch': its content does not hash to its hash (an edited field), or it could not be hashed at all.
//
// A chain proves that no entry was changed *relative to the ones after it*. Removing the last entries, or rewriting
// the tail and rehashing it, leaves a chain that verifies on its own; only a head recorded elsewhere (the minutes
// PDF prints head and count) catches that: pass it as `anchor`. Entry `anchor.count` must then exist and have hash
// `anchor.head` (later entries may follow it), else the result is 'head_mismatch' with firstBadSeq the first
// missing seq, or the anchored seq when the entry is there with another hash.
import { GENESIS_HASH, hashEntry, type AuditEntry } from './audit-entry.ts';

export type ChainFailureReason = 'hash_mismatch' | 'broken_link' | 'gap' | 'head_mismatch';

export type ChainVerification =
  | { ok: true; head: string | null; count: number }
  | { ok: false; firstBadSeq: number; reason: ChainFailureReason };

/** A head and count recorded outside the table (the minutes, a closed voting's row). */
export interface ChainAnchor {
  head: string;
  count: number;
}

export function verifyChain(entries: readonly AuditEntry[], anchor?: ChainAnchor): ChainVerification {
  let previousHash = GENESIS_HASH;
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index] as AuditEntry;
    const expectedSeq = index + 1;
    if (entry.seq !== expectedSeq) return { ok: false, firstBadSeq: expectedSeq, reason: 'gap' };
    if (entry.prevHash !== previousHash)
      return { ok: false, firstBadSeq: expectedSeq, reason: 'broken_link' };
    if (!hashMatches(entry, previousHash))
      return { ok: false, firstBadSeq: expectedSeq, reason: 'hash_mismatch' };
    previousHash = entry.hash;
  }
  const count = entries.length;
  const head = count === 0 ? null : previousHash;
  if (anchor && anchor.count > count) return { ok: false, firstBadSeq: count + 1, reason: 'head_mismatch' };
  if (anchor && anchor.count > 0 && entries[anchor.count - 1]?.hash !== anchor.head) {
    return { ok: false, firstBadSeq: anchor.count, reason: 'head_mismatch' };
  }
  return { ok: true, head, count };
}

function hashMatches(entry: AuditEntry, prevHash: string): boolean {
  try {
    return hashEntry(prevHash, entry) === entry.hash;
  } catch {
    // Malformed content (a non-JSON value in data, an `at` that is not an instant) cannot have been hashed by
    // chainEntry, so it was not written by the server.
    return false;
  }
}
