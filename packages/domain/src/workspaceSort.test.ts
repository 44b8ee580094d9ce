import { describe, expect, it } from 'vitest';
import { forAll, type Random } from './testing/seededRandom.ts';
import { normalizeForSearch } from './workspaceSearch.ts';
import { compareNames, sortWorkspaces, toggleDirection } from './workspaceSort.ts';

type W = { id: string; name: string; createdAt?: string | null };

const demo: W[] = [
  { id: 'sp', name: 'São Paulo Fundos Imobiliários', createdAt: '2024-03-10' },
  { id: 'rj', name: 'Rio de Janeiro Crédito', createdAt: '2025-01-20' },
  { id: 'bh', name: 'Belo Horizonte Ações', createdAt: null },
  { id: 'cwb', name: 'Curitiba Multimercado', createdAt: '2023-07-01' },
];
const ids = (list: readonly { id: string }[]) => list.map((w) => w.id);

describe('toggleDirection', () => {
  it('flips between ascending and descending', () => {
    expect(toggleDirection('asc')).toBe('desc');
    expect(toggleDirection('desc')).toBe('asc');
  });
});

describe('sortWorkspaces by name', () => {
  it('orders by name in pt-BR, ignoring case and accents', () => {
    expect(ids(sortWorkspaces(demo, 'name', 'asc'))).toEqual(['bh', 'cwb', 'rj', 'sp']);
    expect(ids(sortWorkspaces(demo, 'name', 'desc'))).toEqual(['sp', 'rj', 'cwb', 'bh']);
    const mixed = [
      { id: 'b', name: 'banco' },
      { id: 'A', name: 'Ágata' },
      { id: 'a', name: 'abacate' },
      { id: 'c', name: 'Céu' },
    ];
    expect(ids(sortWorkspaces(mixed, 'name', 'asc'))).toEqual(['a', 'A', 'b', 'c']);
  });

  it('treats names that differ only in case or accents as equal and keeps their input order', () => {
    expect(compareNames('São Paulo', 'sao paulo')).toBe(0);
    const twins = [
      { id: '1', name: 'Sao' },
      { id: '2', name: 'SÃO' },
      { id: '3', name: 'são' },
    ];
    expect(ids(sortWorkspaces(twins, 'name', 'asc'))).toEqual(['1', '2', '3']);
    expect(ids(sortWorkspaces(twins, 'name', 'desc'))).toEqual(['1', '2', '3']);
  });

  it('never mutates the input', () => {
    const frozen = Object.freeze([...demo]);
    const sorted = sortWorkspaces(frozen, 'name', 'asc');
    expect(sorted).not.toBe(frozen);
    expect(ids(frozen)).toEqual(['sp', 'rj', 'bh', 'cwb']);
  });
});

describe('sortWorkspaces by createdAt', () => {
  it('orders the demo workspaces by date, the undated one placed by name', () => {
    // Belo Horizonte has no date and its name comes before every other name.
    expect(ids(sortWorkspaces(demo, 'createdAt', 'asc'))).toEqual(['bh', 'cwb', 'sp', 'rj']);
    expect(ids(sortWorkspaces(demo, 'createdAt', 'desc'))).toEqual(['rj', 'sp', 'cwb', 'bh']);
  });

  it('compares full timestamps, not only days', () => {
    const list = [
      { id: 'late', name: 'A', createdAt: '2024-01-01T18:00:00.000Z' },
      { id: 'early', name: 'B', createdAt: '2024-01-01T08:00:00.000Z' },
    ];
    expect(ids(sortWorkspaces(list, 'createdAt', 'asc'))).toEqual(['early', 'late']);
  });

  it('falls back to the name for a pair with a missing, empty or unreadable date', () => {
    const list = [
      { id: 'z', name: 'Zeta', createdAt: '2020-01-01' },
      { id: 'm', name: 'Mu' },
      { id: 'a', name: 'Alfa', createdAt: '' },
      { id: 'd', name: 'Delta', createdAt: 'not a date' },
    ];
    expect(ids(sortWorkspaces(list, 'createdAt', 'asc'))).toEqual(['a', 'd', 'm', 'z']);
    expect(ids(sortWorkspaces(list, 'createdAt', 'desc'))).toEqual(['z', 'm', 'd', 'a']);
  });

  it('sorts entirely by name when no entry has a date', () => {
    const list = demo.map(({ id, name }) => ({ id, name, createdAt: null }));
    expect(ids(sortWorkspaces(list, 'createdAt', 'asc'))).toEqual(['bh', 'cwb', 'rj', 'sp']);
  });

  it('breaks ties between equal dates by name', () => {
    const list = [
      { id: 'b', name: 'Beta', createdAt: '2024-01-01' },
      { id: 'a', name: 'Alfa', createdAt: '2024-01-01' },
    ];
    expect(ids(sortWorkspaces(list, 'createdAt', 'asc'))).toEqual(['a', 'b']);
    expect(ids(sortWorkspaces(list, 'createdAt', 'desc'))).toEqual(['b', 'a']);
  });

  it('gives one deterministic order even when the pairwise rule is cyclic', () => {
    // a < b (by name, b undated), b < c (by name, b undated), c < a (by date): no order satisfies every pair.
    const list = [
      { id: 'a', name: 'A', createdAt: '2025-01-01' },
      { id: 'b', name: 'B', createdAt: null },
      { id: 'c', name: 'C', createdAt: '2020-01-01' },
    ];
    const expected = ids(sortWorkspaces(list, 'createdAt', 'asc'));
    for (const permutation of [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ]) {
      const shuffled = permutation.map((i) => list[i] as W);
      expect(ids(sortWorkspaces(shuffled, 'createdAt', 'asc'))).toEqual(expected);
    }
    // Dated entries still follow their dates, the undated one sits where the name merge puts it.
    expect(expected).toEqual(['b', 'c', 'a']);
  });

  describe('properties', () => {
    const names = ['Alfa', 'beta', 'Beta', 'Gama', 'delta', 'Épsilon', 'Zeta', 'ômega', 'Ômega'];
    const randomList = (random: Random): W[] =>
      Array.from({ length: random.int(0, 10) }, (_, i) => ({
        id: String(i),
        name: random.pick(names),
        createdAt:
          random.next() < 0.3 ? null : `20${random.int(20, 25)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
      }));
    const time = (w: W) => Date.parse(w.createdAt as string);

    it('returns a permutation of the input', () => {
      forAll(300, (random) => {
        const list = randomList(random);
        for (const key of ['name', 'createdAt'] as const) {
          for (const direction of ['asc', 'desc'] as const) {
            const sorted = sortWorkspaces(list, key, direction);
            expect([...sorted].sort((a, b) => Number(a.id) - Number(b.id))).toEqual(list);
          }
        }
      });
    });

    it('keeps dated entries in date order and undated entries in name order', () => {
      forAll(300, (random) => {
        const list = randomList(random);
        for (const direction of ['asc', 'desc'] as const) {
          const sign = direction === 'asc' ? 1 : -1;
          const sorted = sortWorkspaces(list, 'createdAt', direction);
          const dated = sorted.filter((w) => w.createdAt != null);
          const undated = sorted.filter((w) => w.createdAt == null);
          for (let i = 1; i < dated.length; i++) {
            expect(sign * (time(dated[i] as W) - time(dated[i - 1] as W))).toBeGreaterThanOrEqual(0);
          }
          for (let i = 1; i < undated.length; i++) {
            expect(
              sign * compareNames((undated[i] as W).name, (undated[i - 1] as W).name),
            ).toBeGreaterThanOrEqual(0);
          }
        }
      });
    });

    it('does not depend on the input order (up to names equal in pt-BR base comparison)', () => {
      const key = (w: W) => [normalizeForSearch(w.name), w.createdAt];
      forAll(300, (random) => {
        const list = randomList(random);
        const shuffled = [...list].sort(() => random.next() - 0.5);
        for (const direction of ['asc', 'desc'] as const) {
          const a = sortWorkspaces(list, 'createdAt', direction).map(key);
          const b = sortWorkspaces(shuffled, 'createdAt', direction).map(key);
          expect(b).toEqual(a);
        }
      });
    });

    it('honours the pairwise rule whenever that rule is a consistent order', () => {
      const pairwise = (a: W, b: W) =>
        a.createdAt != null && b.createdAt != null ? time(a) - time(b) : compareNames(a.name, b.name);
      forAll(300, (random) => {
        const list = randomList(random);
        const sorted = sortWorkspaces(list, 'createdAt', 'asc');
        const consistent = list.every((a) =>
          list.every((b) =>
            list.every((c) => !(pairwise(a, b) < 0 && pairwise(b, c) < 0 && pairwise(c, a) < 0)),
          ),
        );
        if (!consistent) return;
        for (let i = 0; i < sorted.length; i++) {
          for (let j = i + 1; j < sorted.length; j++) {
            expect(pairwise(sorted[i] as W, sorted[j] as W)).toBeLessThanOrEqual(0);
          }
        }
      });
    });
  });
});
