import rosetta from 'rosetta';
import { describe, expect, it } from 'vitest';
import { translateWithFallback } from './translate';

describe('translateWithFallback', () => {
  const i18n = rosetta<unknown>({
    'pt-BR': { app: { title: 'Votação', greeting: 'Olá, {{name}}' } },
    en: { app: { title: 'Voting' } },
  });

  it("answers the locale's text, its parameters filled", () => {
    expect(translateWithFallback(i18n, 'en', 'app.title')).toBe('Voting');
    expect(translateWithFallback(i18n, 'pt-BR', 'app.greeting', { name: 'Maria' })).toBe('Olá, Maria');
  });

  it('falls back to pt-BR, then to the key itself', () => {
    expect(translateWithFallback(i18n, 'en', 'app.greeting', { name: 'Ana' })).toBe('Olá, Ana');
    expect(translateWithFallback(i18n, 'fr', 'app.missing')).toBe('app.missing');
  });
});
