import { describe, expect, it } from 'vitest';
import { forAll } from './testing/seededRandom.ts';
import { normalizeForSearch, searchWorkspaces } from './workspaceSearch.ts';

const workspaces = [
  { id: 'sp', name: 'São Paulo Fundos Imobiliários' },
  { id: 'rj', name: 'Rio de Janeiro Crédito' },
  { id: 'bh', name: 'Belo Horizonte Ações' },
  { id: 'cwb', name: 'Curitiba Multimercado' },
];
const ids = (list: readonly { id: string }[]) => list.map((w) => w.id);

describe('normalizeForSearch', () => {
  it('lower-cases, strips accents and collapses whitespace', () => {
    expect(normalizeForSearch('  São   PAULO\tFundos\n')).toBe('sao paulo fundos');
    expect(normalizeForSearch('Ações Crédito Imobiliários')).toBe('acoes credito imobiliarios');
    expect(normalizeForSearch('ÇÃÕÉÍÜ')).toBe('caoeiu');
  });

  it('strips accents from precomposed and decomposed input alike', () => {
    expect(normalizeForSearch('S\u00e3o')).toBe(normalizeForSearch('Sa\u0303o'));
  });
});

describe('searchWorkspaces', () => {
  it('keeps every entry, in order, for empty or whitespace-only text', () => {
    expect(ids(searchWorkspaces(workspaces, ''))).toEqual(['sp', 'rj', 'bh', 'cwb']);
    expect(ids(searchWorkspaces(workspaces, '   \t '))).toEqual(['sp', 'rj', 'bh', 'cwb']);
  });

  it('matches a fragment of the name, ignoring case', () => {
    expect(ids(searchWorkspaces(workspaces, 'JANEIRO'))).toEqual(['rj']);
    // 'rio' is also inside 'Imobiliários': a fragment matches anywhere in the name.
    expect(ids(searchWorkspaces(workspaces, 'RIO'))).toEqual(['sp', 'rj']);
    expect(ids(searchWorkspaces(workspaces, 'merc'))).toEqual(['cwb']);
  });

  it('ignores accents in both the text and the name', () => {
    expect(ids(searchWorkspaces(workspaces, 'sao paulo'))).toEqual(['sp']);
    expect(ids(searchWorkspaces(workspaces, 'acoes'))).toEqual(['bh']);
    expect(ids(searchWorkspaces([{ id: 'x', name: 'Sao Paulo' }], 'São'))).toEqual(['x']);
  });

  it('matches multi-word text when the name contains every word, in any order', () => {
    expect(ids(searchWorkspaces(workspaces, 'fundos paulo'))).toEqual(['sp']);
    expect(ids(searchWorkspaces(workspaces, 'crédito  janeiro'))).toEqual(['rj']);
    expect(ids(searchWorkspaces(workspaces, 'paulo crédito'))).toEqual([]);
  });

  it('finds nothing when a word is missing', () => {
    expect(searchWorkspaces(workspaces, 'Recife')).toEqual([]);
    expect(searchWorkspaces(workspaces, 'rio recife')).toEqual([]);
  });

  it('keeps the input order and never mutates the list', () => {
    const list = Object.freeze([...workspaces].reverse());
    expect(ids(searchWorkspaces(list, 'o'))).toEqual(['cwb', 'bh', 'rj', 'sp']);
  });

  describe('properties', () => {
    const alphabet = ['a', 'á', 'ã', 'b', 'c', 'ç', 'e', 'é', 'o', 'õ', 'u', 'A', 'Ã', 'O', ' '];
    const randomText = (random: { int(a: number, b: number): number; pick<T>(x: readonly T[]): T }) =>
      Array.from({ length: random.int(1, 14) }, () => random.pick(alphabet)).join('');

    it('every name finds itself, whatever its case and accents', () => {
      forAll(300, (random) => {
        const name = randomText(random);
        const list = [{ name }];
        const query = normalizeForSearch(name).toUpperCase();
        expect(searchWorkspaces(list, query)).toEqual(list);
      });
    });

    it('results are the entries containing every word of the text, in input order', () => {
      forAll(300, (random) => {
        const list = Array.from({ length: random.int(0, 8) }, (_, i) => ({ i, name: randomText(random) }));
        const query = randomText(random);
        const words = normalizeForSearch(query).split(' ').filter(Boolean);
        const expected = list.filter((w) => words.every((word) => normalizeForSearch(w.name).includes(word)));
        expect(searchWorkspaces(list, query)).toEqual(expected);
      });
    });

    it('adding a word never widens the result', () => {
      forAll(300, (random) => {
        const list = Array.from({ length: random.int(0, 8) }, () => ({ name: randomText(random) }));
        const query = randomText(random);
        const narrower = searchWorkspaces(list, `${query} ${randomText(random)}`);
        const wider = searchWorkspaces(list, query);
        for (const entry of narrower) expect(wider).toContain(entry);
      });
    });
  });
});
