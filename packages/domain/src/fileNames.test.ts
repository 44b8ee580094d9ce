import { describe, expect, it } from 'vitest';
import { FILE_SLUG_MAX_CHARS, fileSlug, titledFileName } from './fileNames.ts';

describe('fileSlug', () => {
  it('lower-cases, drops accents and turns every run of other characters into one dash', () => {
    expect(fileSlug('AGE Fundo Ipê — 2026')).toBe('age-fundo-ipe-2026');
    expect(fileSlug('  Consulta: "Jacarandá" (2ª)  ')).toBe('consulta-jacaranda-2a');
    expect(fileSlug('—')).toBe('');
  });

  it('cuts a long title after its last whole word, never in the middle of one (issue 16)', () => {
    const title = 'AGO FII Jatobá Renda Urbana — demonstrações financeiras de 2025';
    // Whole, it is 61 characters: the old rule kept '…-financeiras-de-202'.
    expect(fileSlug(title, 1000)).toBe('ago-fii-jatoba-renda-urbana-demonstracoes-financeiras-de-2025');
    expect(fileSlug(title)).toBe('ago-fii-jatoba-renda-urbana-demonstracoes-financeiras-de');
  });

  it('keeps a slug that ends exactly at the limit, and cuts where the next character is a dash', () => {
    expect(fileSlug('abc def', 7)).toBe('abc-def');
    expect(fileSlug('abc def ghi', 7)).toBe('abc-def');
    expect(fileSlug('abc defg', 7)).toBe('abc');
  });

  it('cuts a first word longer than the limit at the limit', () => {
    expect(fileSlug('a'.repeat(80))).toBe('a'.repeat(FILE_SLUG_MAX_CHARS));
  });

  it('never ends with a dash nor leaves a word cut, whatever the title', () => {
    const words = ['ago', 'fundo', 'imobiliario', 'demonstracoes', 'x', '2025', 'assembleia', 'cotistas'];
    for (let seed = 1; seed < 500; seed++) {
      const title = Array.from(
        { length: 3 + (seed % 17) },
        (_, i) => words[(seed * (i + 3)) % words.length],
      ).join(' ');
      const slug = fileSlug(title);
      expect(slug.length).toBeLessThanOrEqual(FILE_SLUG_MAX_CHARS);
      expect(slug).not.toMatch(/^-|-$/);
      for (const word of slug.split('-')) expect(words, `${title} → ${slug}`).toContain(word);
      expect(title.replaceAll(' ', '-').startsWith(slug)).toBe(true);
    }
  });
});

describe('titledFileName', () => {
  it('joins the prefix, the slug and the extension', () => {
    expect(titledFileName('mapa-de-votos', 'AGE FII Ipê', 'csv')).toBe('mapa-de-votos-age-fii-ipe.csv');
    expect(titledFileName('投票明细', 'AGE FII Ipê', 'csv')).toBe('投票明细-age-fii-ipe.csv');
    expect(titledFileName('relatorio', '—', 'pdf')).toBe('relatorio.pdf');
  });
});
