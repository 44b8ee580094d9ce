import { describe, expect, it } from 'vitest';
import { pluralCategory } from './plural';

describe('pluralCategory', () => {
  it("is CLDR's, but Portuguese counts zero in the plural ('0 votantes')", () => {
    expect(pluralCategory('pt-BR', 0)).toBe('other');
    expect(pluralCategory('pt-BR', 1)).toBe('one');
    expect(pluralCategory('pt-BR', 2)).toBe('other');
    expect(pluralCategory('pt-BR', 1_000_000)).toBe('many');
    // French says "0 votant": CLDR's 'one', kept.
    expect(pluralCategory('fr', 0)).toBe('one');
    expect(pluralCategory('en', 0)).toBe('other');
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralCategory('ar', n))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
  });
});
