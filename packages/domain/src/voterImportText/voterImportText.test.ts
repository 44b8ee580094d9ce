import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../constants.ts';
import { IMPORT_ROW_CODES } from '../voterImportCodes.ts';
import {
  importErrorReportFileName,
  importErrorReportHeader,
  rowIssueMessage,
  voterFieldLabel,
  VOTER_IMPORT_TEXT,
} from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('voter import texts', () => {
  it.each(SUPPORTED_LOCALES)('%s says every row code, with the parameters pt-BR uses', (locale) => {
    const text = VOTER_IMPORT_TEXT[locale];
    for (const code of [...IMPORT_ROW_CODES, 'unknown' as const]) {
      expect(text.issues[code]?.trim(), `${locale} ${code}`).toBeTruthy();
      expect(placeholders(text.issues[code]), `${locale} ${code}`).toEqual(
        placeholders(VOTER_IMPORT_TEXT['pt-BR'].issues[code]),
      );
    }
    expect(Object.keys(text.issues).sort()).toEqual([...IMPORT_ROW_CODES, 'unknown'].sort());
    for (const words of [Object.values(text.columns), Object.values(text.fields), [text.wholeFile]])
      for (const word of words) expect(word.trim(), locale).not.toBe('');
  });

  it('writes the sentences of the screen, numbers in the language’s format', () => {
    expect(rowIssueMessage('pt-BR', { code: 'tax_id_invalid' })).toBe(
      'CPF/CNPJ inválido: confira os dígitos verificadores.',
    );
    expect(rowIssueMessage('pt-BR', { code: 'duplicate_tax_id', params: { firstLine: 1234 } })).toBe(
      'CPF/CNPJ repetido: já aparece na linha 1.234.',
    );
    expect(rowIssueMessage('en', { code: 'duplicate_tax_id', params: { firstLine: 1234 } })).toBe(
      'Repeated CPF/CNPJ: it already appears on line 1,234.',
    );
    expect(rowIssueMessage('pt-BR', { code: 'name_rude' })).toBe(
      'Problema não reconhecido (código name_rude).',
    );
    // A language the product does not have reads pt-BR.
    expect(rowIssueMessage('de', { code: 'email_invalid' })).toBe('E-mail inválido.');
  });

  it('names the fields and the report’s columns', () => {
    expect(voterFieldLabel('pt-BR', 'taxId')).toBe('CPF/CNPJ');
    expect(voterFieldLabel('pt-BR', null)).toBe('Linha inteira');
    expect(voterFieldLabel('es', 'weight')).toBe(VOTER_IMPORT_TEXT.es.fields.weight);
    expect(importErrorReportHeader('pt-BR')).toEqual(['Linha', 'Campo', 'Problema', 'Valor lido']);
  });

  it('names the report after the uploaded file, in the language', () => {
    expect(importErrorReportFileName('pt-BR', 'Cotistas março.csv')).toBe(
      'erros-da-importacao-cotistas-marco.csv',
    );
    expect(importErrorReportFileName('en', 'voters.CSV')).toBe('import-errors-voters.csv');
    expect(importErrorReportFileName('pt-BR', '***.csv')).toBe('erros-da-importacao.csv');
  });
});
