// The idempotency key of a ballot submission: made once per ballot and kept in sessionStorage (per link), so a retry
// or a reload of the page sends the same key and the server records the ballot once. It is forgotten once the
// ballot is recorded: voting again (a ballot the approver returned) is a new ballot with a new key.

const storageKey = (token: string) => `portal-ballot-key:${token}`;
/** Where sessionStorage is unavailable, the key lasts as long as the page. */
const inMemory = new Map<string, string>();

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http) randomUUID does not exist: a version 4 UUID from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This link's pending ballot key, made on first use. */
export function ballotKey(token: string): string {
  try {
    const kept = sessionStorage.getItem(storageKey(token));
    if (kept) return kept;
  } catch {
    // Storage unavailable: fall back to memory.
  }
  const kept = inMemory.get(token);
  if (kept) return kept;
  const key = randomUuid();
  inMemory.set(token, key);
  try {
    sessionStorage.setItem(storageKey(token), key);
  } catch {
    // Memory only.
  }
  return key;
}

/** Forgets the key once its ballot is recorded. */
export function forgetBallotKey(token: string): void {
  inMemory.delete(token);
  try {
    sessionStorage.removeItem(storageKey(token));
  } catch {
    // Nothing kept there.
  }
}
