import { describe, expect, it } from 'vitest';
import { normalizeHeader } from './headerNames.ts';

describe('a header as a name to compare', () => {
  it.each([
    [' Razão_Social ', 'razaosocial'],
    ['E-mail', 'email'],
    ['CPF/CNPJ', 'cpfcnpj'],
    ['Celular (WhatsApp)', 'celularwhatsapp'],
    ['QTDE.', 'qtde'],
    ['Ação nº 2', 'acaon2'],
  ])('%j is %j', (header, name) => {
    expect(normalizeHeader(header)).toBe(name);
  });
});
