import {
  FILE_ISSUE_CODES,
  REPRESENTED_PARTY_ROW_CODES,
  SUPPORTED_LOCALES,
  fillImportText,
  voterImportText,
} from '@backoffice/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPieceTexts, translatePiece } from '@portal/testing/portal-pieces';
import type { AttorneyT } from '../use-attorney-t';
import { fieldLabel, fileIssueText, rowIssueText } from './import-issues';

// Every code the server may send about a represented parties' CSV (the same lists it uses), in every locale.

const tIn =
  (locale: string): AttorneyT =>
  (key, params) =>
    translatePiece(locale, key, params);
beforeAll(() => Promise.all(SUPPORTED_LOCALES.map(loadPieceTexts)));

describe('the import codes as sentences', () => {
  it.each(SUPPORTED_LOCALES)('%s has its own sentence for every code the server sends', (locale) => {
    const t = tIn(locale);
    // The generic sentence for a code nobody knows (the voter import's, packages/domain).
    const unknown = (code: string) =>
      fillImportText(voterImportText(locale).issues.unknown, { code }, locale);
    const rows = REPRESENTED_PARTY_ROW_CODES.map((code) =>
      rowIssueText(t, locale, { line: 2, field: null, code }),
    );
    rows.forEach((text, i) => {
      expect(text).not.toBe(unknown(REPRESENTED_PARTY_ROW_CODES[i]!));
      expect(text).not.toContain('attorney.');
    });
    expect(new Set(rows).size).toBe(REPRESENTED_PARTY_ROW_CODES.length);
    const files = FILE_ISSUE_CODES.map((code) => fileIssueText(t, locale, { field: '', code }));
    files.forEach((text) => {
      expect(text).not.toContain('attorney.');
      expect(text).not.toBe(unknown(''));
    });
    expect(new Set(files).size).toBe(FILE_ISSUE_CODES.length);
  });

  it('fills the parameters in the locale (line numbers, sizes, the column)', () => {
    const t = tIn('pt-BR');
    expect(
      rowIssueText(t, 'pt-BR', {
        line: 9,
        field: 'taxId',
        code: 'duplicate_tax_id',
        params: { firstLine: 1234 },
      }),
    ).toBe('CPF/CNPJ repetido: já aparece na linha 1234.');
    expect(fileIssueText(t, 'pt-BR', { field: '', code: 'file_too_large', params: { max: 5242880 } })).toBe(
      'O arquivo passa do limite de 5 MB.',
    );
    expect(
      fileIssueText(t, 'pt-BR', { field: 'taxId', code: 'column_missing', params: { aliases: 'cpf, cnpj' } }),
    ).toBe('Falta a coluna CPF/CNPJ (nomes aceitos: cpf, cnpj).');
    expect(fieldLabel('pt-BR', null)).toBe('Linha inteira');
  });

  it('says something useful about a code it does not know yet', () => {
    const t = tIn('pt-BR');
    expect(rowIssueText(t, 'pt-BR', { line: 3, field: 'name', code: 'name_rude' })).toBe(
      'Problema não reconhecido (código name_rude).',
    );
    expect(fileIssueText(t, 'pt-BR', { field: '', code: 'zip_bomb' })).toBe(
      'Problema não reconhecido (código zip_bomb).',
    );
  });
});
