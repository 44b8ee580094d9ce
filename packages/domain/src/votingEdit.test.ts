import { describe, expect, it } from 'vitest';
import {
  changedVotingFields,
  fixedOncePublished,
  readCopyTitle,
  sameVotingItems,
  type VotingEditFacts,
} from './votingEdit.ts';

const stored: VotingEditFacts = {
  title: 'AGE 2026',
  description: '',
  kind: 'standard',
  weighting: 'by_weight',
  requiresSupportDocument: false,
  ballotTemplateId: null,
  opensAt: new Date('2026-12-01T12:00:00.000Z'),
  deadline: new Date('2026-12-15T21:00:00.000Z'),
};
const items = [
  { id: 'a', title: 'Item 1', description: '' },
  { id: 'b', title: 'Item 2', description: 'Detalhe' },
];

describe('changedVotingFields', () => {
  it('finds nothing when the save repeats the voting (times as ISO text are the same instants)', () => {
    expect(
      changedVotingFields(stored, {
        ...stored,
        opensAt: '2026-12-01T12:00:00Z',
        deadline: '2026-12-15T21:00:00.000Z',
      }),
    ).toEqual([]);
  });

  it('lists every changed field in the audit order, null openings included', () => {
    expect(
      changedVotingFields(stored, {
        ...stored,
        deadline: '2026-12-16T21:00:00.000Z',
        title: 'AGE 2027',
        opensAt: null,
        weighting: 'per_head',
      }),
    ).toEqual(['title', 'weighting', 'opensAt', 'deadline']);
    expect(changedVotingFields({ ...stored, opensAt: null }, { ...stored, opensAt: null })).toEqual([]);
  });
});

describe('sameVotingItems', () => {
  it('is the same list only with the same ids, order and texts', () => {
    expect(
      sameVotingItems(
        items,
        items.map((item) => ({ ...item })),
      ),
    ).toBe(true);
    expect(sameVotingItems(items, [...items].reverse())).toBe(false);
    expect(sameVotingItems(items, [items[0]!])).toBe(false);
    expect(sameVotingItems(items, [items[0]!, { ...items[1]!, description: '' }])).toBe(false);
    expect(sameVotingItems(items, [items[0]!, { ...items[1]!, id: undefined }])).toBe(false);
  });
});

describe('fixedOncePublished', () => {
  it('lets a draft change everything', () => {
    expect(fixedOncePublished('draft', ['kind', 'weighting', 'deadline', 'opensAt'], true)).toEqual([]);
  });

  it('refuses items, kind, weighting, support document and deadline once published', () => {
    const all = ['title', 'kind', 'weighting', 'requiresSupportDocument', 'deadline'] as const;
    expect(fixedOncePublished('scheduled', all, true)).toEqual([
      'kind',
      'weighting',
      'requiresSupportDocument',
      'deadline',
      'items',
    ]);
    expect(fixedOncePublished('open', ['title', 'description', 'ballotTemplateId'], false)).toEqual([]);
  });

  it('lets a scheduled voting move its opening, not an open one', () => {
    expect(fixedOncePublished('scheduled', ['opensAt'], false)).toEqual([]);
    expect(fixedOncePublished('open', ['opensAt'], false)).toEqual(['opensAt']);
  });
});

describe('readCopyTitle', () => {
  it('keeps a copy’s title trimmed and in NFC; nothing left is no title', () => {
    expect(readCopyTitle('  AGO 2027 — Fundo Horizonte\u0301  ')).toBe('AGO 2027 — Fundo Horizonté');
    expect(readCopyTitle('   ')).toBeUndefined();
  });
});
