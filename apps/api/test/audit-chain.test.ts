import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GENESIS_HASH,
  auditTimestamp,
  chainEntry,
  hashEntry,
  verifyChain,
  type AuditActor,
  type AuditEntry,
} from '../src/audit/index.ts';

// The audit chain: its hash is sha256 over a documented canonical text, and any single change to a stored chain —
// an edited field, a deleted, inserted or moved entry, a rewritten tail — is found. The tampering is drawn over
// generated chains with a seeded PRNG, so a failure names its seed and reproduces.

/** mulberry32: a small seeded PRNG, enough to draw test cases reproducibly. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof prng>;

const ACTIONS = [
  'voting.created',
  'voting.published',
  'voting.deadline_extended',
  'voter.voided',
  'vote.recorded',
];
const WORDS = [
  'Assembleia',
  'Conceição',
  'Jose\u0301',
  'ÇÃO',
  'quórum',
  '=cmd',
  'a"b',
  'linha\nnova',
  '基金',
  'صندوق',
];

function randomValue(random: Random, depth: number): unknown {
  const kind = random.int(0, depth > 2 ? 3 : 5);
  switch (kind) {
    case 0:
      return random.pick(WORDS) + random.int(0, 99);
    case 1:
      return `${random.int(0, 1_000_000)}.${String(random.int(0, 999_999)).padStart(6, '0')}`;
    case 2:
      return random.int(-1000, 1000);
    case 3:
      return random.pick([true, false, null]);
    case 4:
      return Array.from({ length: random.int(0, 3) }, () => randomValue(random, depth + 1));
    default:
      return randomData(random, depth + 1);
  }
}

function randomData(random: Random, depth = 0): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const keys = random.int(1, 4);
  for (let index = 0; index < keys; index++)
    data[`${random.pick(WORDS)}${index}`] = randomValue(random, depth);
  return data;
}

function randomActor(random: Random): AuditActor {
  const kind = random.pick(['user', 'voter', 'system'] as const);
  return { kind, id: kind === 'system' ? null : `${kind}-${random.int(1, 50)}` };
}

function randomChain(random: Random, length: number): AuditEntry[] {
  const entries: AuditEntry[] = [];
  let at = Date.UTC(2026, 2, 1, 12) + random.int(0, 1000);
  for (let index = 0; index < length; index++) {
    at += random.int(0, 3_600_000);
    const input = {
      at: auditTimestamp(new Date(at)),
      actor: randomActor(random),
      action: random.pick(ACTIONS),
      data: randomData(random),
    };
    entries.push(chainEntry(entries.at(-1) ?? null, input));
  }
  return entries;
}

const clone = (entries: readonly AuditEntry[]): AuditEntry[] => structuredClone(entries) as AuditEntry[];
const rehash = (entry: AuditEntry): AuditEntry => ({ ...entry, hash: hashEntry(entry.prevHash, entry) });

/** Rehashes entries from `from` (0-based) on, as someone who rewrites the tail of the table would. */
function rechainFrom(entries: AuditEntry[], from: number): AuditEntry[] {
  const out = entries.slice(0, from);
  for (const entry of entries.slice(from)) {
    const prevHash = out.at(-1)?.hash ?? GENESIS_HASH;
    out.push(rehash({ ...entry, prevHash }));
  }
  return out;
}

interface Tampering {
  name: string;
  /** Applies the change to a chain of at least 2 entries at 0-based index `index` (index < length − 1). */
  apply: (entries: AuditEntry[], index: number, random: Random) => AuditEntry[];
  /** What verifyChain says without an anchor, with seq = index + 1. */
  expected: (seq: number) => { firstBadSeq: number; reason: string };
}

const TAMPERINGS: Tampering[] = [
  {
    name: 'a value in data',
    apply: (entries, index, random) => {
      const entry = entries[index] as AuditEntry;
      const key = random.pick(Object.keys(entry.data));
      entry.data = { ...entry.data, [key]: `${JSON.stringify(entry.data[key])}x` };
      return entries;
    },
    expected: (seq) => ({ firstBadSeq: seq, reason: 'hash_mismatch' }),
  },
  {
    name: 'a key added to data',
    apply: (entries, index) => {
      const entry = entries[index] as AuditEntry;
      entry.data = { ...entry.data, extra: '1' };
      return entries;
    },
    expected: (seq) => ({ firstBadSeq: seq, reason: 'hash_mismatch' }),
  },
  {
    name: 'the actor id',
    apply: (entries, index) => {
      const entry = entries[index] as AuditEntry;
      entry.actor = { ...entry.actor, id: `${entry.actor.id ?? ''}-other` };
      return entries;
    },
    expected: (seq) => ({ firstBadSeq: seq, reason: 'hash_mismatch' }),
  },
  {
    name: 'the actor kind',
    apply: (entries, index) => {
      const entry = entries[index] as AuditEntry;
      entry.actor = { ...entry.actor, kind: entry.actor.kind === 'user' ? 'system' : 'user' };
      return entries;
    },
    expected: (seq) => ({ firstBadSeq: seq, reason: 'hash_mismatch' }),
  },
  {
    name: 'the time, by one millisecond',
    apply: (entries, index) => {
      const entry = entries[index] as AuditEntry;
      entry.at = new Date(Date.parse(entry.at) + 1).toISOString();
      return entries;
    },
    expected: (seq) => ({ firstBadSeq: seq, reason: 'hash_mismatch' }),
  },
  {
    name: 'the action',
    apply: (entries, index) => {
      const entry = entries[index] as AuditEntry;
      entry.action = entry.action === 'vote.recorded' ? 'voter.voided' : 'vote.recorded';
      return entries;
    },
    expected: (seq) => ({ firstBadSeq: seq, reason: 'hash_mismatch' }),
  },
  {
    name: 'the stored hash',
    apply: (entries, index) => {
      const entry = entries[index] as AuditEntry;
      entry.hash = entry.hash.replace(/^./, (first) => (first === 'a' ? 'b' : 'a'));
      return entries;
    },
    expected: (seq) => ({ firstBadSeq: seq, reason: 'hash_mismatch' }),
  },
  {
    name: 'the stored prevHash',
    apply: (entries, index) => {
      const entry = entries[index] as AuditEntry;
      entry.prevHash = createHash('sha256').update('forged').digest('hex');
      return entries;
    },
    expected: (seq) => ({ firstBadSeq: seq, reason: 'broken_link' }),
  },
  {
    name: 'the seq',
    apply: (entries, index, random) => {
      const entry = entries[index] as AuditEntry;
      entry.seq += random.pick([-1, 1, 7]);
      return entries;
    },
    expected: (seq) => ({ firstBadSeq: seq, reason: 'gap' }),
  },
  {
    name: 'a deleted entry',
    apply: (entries, index) => entries.filter((_, at) => at !== index),
    expected: (seq) => ({ firstBadSeq: seq, reason: 'gap' }),
  },
  {
    name: 'two entries swapped',
    apply: (entries, index) => {
      const swapped = [...entries];
      [swapped[index], swapped[index + 1]] = [swapped[index + 1] as AuditEntry, swapped[index] as AuditEntry];
      return swapped;
    },
    expected: (seq) => ({ firstBadSeq: seq, reason: 'gap' }),
  },
  {
    name: 'a forged entry inserted, correctly chained to the one before',
    apply: (entries, index) => {
      const forged = chainEntry(index === 0 ? null : (entries[index - 1] as AuditEntry), {
        at: (entries[index] as AuditEntry).at,
        actor: { kind: 'system', id: null },
        action: 'vote.recorded',
        data: { forged: true },
      });
      return [...entries.slice(0, index), forged, ...entries.slice(index)];
    },
    expected: (seq) => ({ firstBadSeq: seq + 1, reason: 'gap' }),
  },
  {
    name: 'a forged entry inserted and the seqs after it renumbered',
    apply: (entries, index) => {
      const forged = chainEntry(index === 0 ? null : (entries[index - 1] as AuditEntry), {
        at: (entries[index] as AuditEntry).at,
        actor: { kind: 'user', id: 'user-1' },
        action: 'voter.voided',
        data: { reason: 'forjado' },
      });
      const after = entries.slice(index).map((entry) => ({ ...entry, seq: entry.seq + 1 }));
      return [...entries.slice(0, index), forged, ...after];
    },
    expected: (seq) => ({ firstBadSeq: seq + 1, reason: 'broken_link' }),
  },
  {
    name: 'an entry rewritten and rehashed',
    apply: (entries, index) => {
      const entry = entries[index] as AuditEntry;
      entries[index] = rehash({ ...entry, data: { ...entry.data, rewritten: true } });
      return entries;
    },
    expected: (seq) => ({ firstBadSeq: seq + 1, reason: 'broken_link' }),
  },
];

describe('hashEntry', () => {
  it('is sha256 over the canonical JSON of the entry with its prevHash (a known answer any verifier can rebuild)', () => {
    const entry = {
      seq: 1,
      at: '2026-03-01T12:00:00.000Z',
      actor: { kind: 'user' as const, id: 'b7c1e0d2-0000-4000-8000-000000000001' },
      action: 'voting.created',
      data: { title: 'Assembleia de cotistas', weighting: 'by_weight' },
    };
    const canonical =
      '{"action":"voting.created","actor":{"id":"b7c1e0d2-0000-4000-8000-000000000001","kind":"user"},' +
      '"at":"2026-03-01T12:00:00.000Z","data":{"title":"Assembleia de cotistas","weighting":"by_weight"},' +
      `"prevHash":"${'0'.repeat(64)}","seq":1}`;
    expect(hashEntry(GENESIS_HASH, entry)).toBe(createHash('sha256').update(canonical, 'utf8').digest('hex'));
  });

  it('hashes only the entry fields (a display name or a row id beside them changes nothing)', () => {
    const entry = chainEntry(null, {
      at: '2026-03-01T12:00:00.000Z',
      actor: { kind: 'voter', id: 'v1' },
      action: 'vote.recorded',
      data: {},
    });
    const decorated = { ...entry, votingId: 'x', actor: { ...entry.actor, name: 'Maria' } };
    expect(hashEntry(GENESIS_HASH, decorated)).toBe(entry.hash);
  });

  it.each([
    ['a prevHash that is not a sha256 hex digest', 'ABC', { seq: 1, at: '2026-03-01T12:00:00.000Z' }],
    ['a seq of 0', GENESIS_HASH, { seq: 0, at: '2026-03-01T12:00:00.000Z' }],
    ['an `at` with an offset', GENESIS_HASH, { seq: 1, at: '2026-03-01T09:00:00-03:00' }],
    ['an `at` without milliseconds', GENESIS_HASH, { seq: 1, at: '2026-03-01T12:00:00Z' }],
  ])('refuses %s', (_name, prevHash, fields) => {
    const body = {
      ...fields,
      actor: { kind: 'system' as const, id: null },
      action: 'voting.closed',
      data: {},
    };
    expect(() => hashEntry(prevHash, body)).toThrow(RangeError);
  });
});

describe('chainEntry', () => {
  it('numbers entries from 1 and links each to the previous hash, the first to GENESIS', () => {
    const chain = randomChain(prng(1), 5);
    expect(chain.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(chain[0]?.prevHash).toBe(GENESIS_HASH);
    for (let index = 1; index < chain.length; index++)
      expect(chain[index]?.prevHash).toBe(chain[index - 1]?.hash);
    expect(new Set(chain.map((entry) => entry.hash)).size).toBe(5);
  });
});

describe('verifyChain', () => {
  it('accepts an intact chain and gives its head and count', () => {
    const chain = randomChain(prng(2), 12);
    expect(verifyChain(chain)).toEqual({ ok: true, head: chain[11]?.hash, count: 12 });
    expect(verifyChain(chain, { head: chain[11]?.hash as string, count: 12 }).ok).toBe(true);
  });

  it('accepts an empty chain with no head', () => {
    expect(verifyChain([])).toEqual({ ok: true, head: null, count: 0 });
  });

  it('accepts a chain after a jsonb-like round trip (keys reordered, JSON text re-parsed)', () => {
    const chain = randomChain(prng(3), 20);
    const reordered = JSON.parse(JSON.stringify(chain), (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    ) as AuditEntry[];
    expect(verifyChain(reordered).ok).toBe(true);
  });

  it('accepts a chain whose text was normalized to NFC or NFD after it was written', () => {
    const chain = randomChain(prng(4), 20);
    expect(JSON.stringify(chain)).toContain('e\u0301'); // written with decomposed text
    const renormalize = (form: 'NFC' | 'NFD') =>
      JSON.parse(JSON.stringify(chain).normalize(form)) as AuditEntry[];
    expect(JSON.stringify(renormalize('NFC'))).not.toContain('e\u0301');
    expect(verifyChain(renormalize('NFC')).ok).toBe(true);
    expect(verifyChain(renormalize('NFD')).ok).toBe(true);
  });

  it('reports an entry whose data cannot be hashed as a hash mismatch instead of throwing', () => {
    const chain = randomChain(prng(5), 3);
    (chain[1] as AuditEntry).data = { at: new Date() };
    expect(verifyChain(chain)).toEqual({ ok: false, firstBadSeq: 2, reason: 'hash_mismatch' });
  });

  for (const tampering of TAMPERINGS) {
    it(`finds ${tampering.name}, at the first entry it breaks (200 seeded chains)`, () => {
      for (let seed = 1; seed <= 200; seed++) {
        const random = prng(seed * 7919);
        const chain = randomChain(random, random.int(2, 25));
        const index = random.int(0, chain.length - 2);
        const tampered = tampering.apply(clone(chain), index, random);
        const expected = tampering.expected(index + 1);
        expect(verifyChain(tampered), `seed ${seed}, seq ${index + 1}`).toEqual({ ok: false, ...expected });
        const anchored = verifyChain(tampered, { head: chain.at(-1)?.hash as string, count: chain.length });
        expect(anchored.ok, `seed ${seed} with the anchor`).toBe(false);
      }
    });
  }

  describe('at the tail, where only the recorded head can tell', () => {
    it('finds the last entry deleted', () => {
      const chain = randomChain(prng(6), 8);
      const anchor = { head: chain[7]?.hash as string, count: 8 };
      const truncated = chain.slice(0, 7);
      expect(verifyChain(truncated).ok).toBe(true);
      expect(verifyChain(truncated, anchor)).toEqual({ ok: false, firstBadSeq: 8, reason: 'head_mismatch' });
    });

    it('finds a tail rewritten and rehashed from any entry on (200 seeded chains)', () => {
      for (let seed = 1; seed <= 200; seed++) {
        const random = prng(seed * 104729);
        const chain = randomChain(random, random.int(1, 25));
        const anchor = { head: chain.at(-1)?.hash as string, count: chain.length };
        const from = random.int(0, chain.length - 1);
        const rewritten = clone(chain);
        (rewritten[from] as AuditEntry).data = { ...rewritten[from]?.data, rewritten: seed };
        const rechained = rechainFrom(rewritten, from);
        expect(verifyChain(rechained).ok, `seed ${seed}`).toBe(true);
        expect(verifyChain(rechained, anchor), `seed ${seed}`).toEqual({
          ok: false,
          firstBadSeq: chain.length,
          reason: 'head_mismatch',
        });
      }
    });

    it('accepts entries appended after the recorded head', () => {
      const chain = randomChain(prng(7), 10);
      const anchor = { head: chain[5]?.hash as string, count: 6 };
      expect(verifyChain(chain, anchor)).toEqual({ ok: true, head: chain[9]?.hash, count: 10 });
    });
  });
});
