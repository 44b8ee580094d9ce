import { describe, expect, it } from 'vitest';
import { formatUiString, resolveUiLocale } from './uiStrings';

describe('resolveUiLocale', () => {
  it('matches exactly, then by language, then falls back to pt-BR', () => {
    expect(resolveUiLocale('ar')).toBe('ar');
    expect(resolveUiLocale('pt-br')).toBe('pt-BR');
    expect(resolveUiLocale('pt-PT')).toBe('pt-BR');
    expect(resolveUiLocale('en-GB')).toBe('en');
    expect(resolveUiLocale('zh-Hans-CN')).toBe('zh');
    expect(resolveUiLocale('de')).toBe('pt-BR');
  });
});

describe('formatUiString', () => {
  it('fills markers and leaves unknown ones visible', () => {
    expect(formatUiString('Página {page} de {total}', { page: 2, total: 9 })).toBe('Página 2 de 9');
    expect(formatUiString('{missing} itens')).toBe('{missing} itens');
    expect(formatUiString('{missing} itens', {})).toBe('{missing} itens');
  });
});
