import { FILE_ISSUE_CODES, IMPORT_ROW_CODES } from '@backoffice/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureDictionaries, translate } from '../../../i18n/i18n';
import type { Translate } from '../../../../lib/i18n';
import { fieldLabel, fileIssueText, rowIssueText } from './import-issues';

// Every code the server may send (the same lists it uses).
const ROW_CODES = IMPORT_ROW_CODES;
const FILE_CODES = FILE_ISSUE_CODES;

const t: Translate = (key, params) => translate('pt-BR', key, params);
beforeAll(() => loadFeatureDictionaries('pt-BR'));

describe('import codes in pt-BR', () => {
  it('has its own sentence for every code the server sends', () => {
    const unknown = (code: string) => t('votings.import.issues.unknown', { code });
    const rows = ROW_CODES.map((code) => rowIssueText(t, 'pt-BR', { line: 2, field: null, code }));
    expect(rows.every((text, i) => text !== unknown(ROW_CODES[i]!) && !text.includes('votings.'))).toBe(true);
    expect(new Set(rows).size).toBe(ROW_CODES.length);
    const files = FILE_CODES.map((code) => fileIssueText(t, 'pt-BR', { field: '', code }));
    expect(
      files.every((text) => !text.startsWith('Problema não reconhecido') && !text.includes('votings.')),
    ).toBe(true);
  });

  it('fills the parameters in the locale (numbers, sizes, the field)', () => {
    expect(
      rowIssueText(t, 'pt-BR', {
        line: 9,
        field: 'taxId',
        code: 'duplicate_tax_id',
        params: { firstLine: 1234 },
      }),
    ).toBe('CPF/CNPJ repetido: já aparece na linha 1.234.');
    expect(fileIssueText(t, 'pt-BR', { field: '', code: 'file_too_large', params: { max: 52428800 } })).toBe(
      'O arquivo passa do limite de 50 MB.',
    );
    expect(
      fileIssueText(t, 'pt-BR', { field: 'taxId', code: 'column_missing', params: { aliases: 'cpf, cnpj' } }),
    ).toBe('Falta a coluna CPF/CNPJ (nomes aceitos: cpf, cnpj).');
  });

  it('says something useful about a code it does not know yet', () => {
    expect(rowIssueText(t, 'pt-BR', { line: 3, field: 'name', code: 'name_rude' })).toBe(
      'Problema não reconhecido (código name_rude).',
    );
    expect(fileIssueText(t, 'pt-BR', { field: '', code: 'zip_bomb' })).toBe(
      'Problema não reconhecido (código zip_bomb).',
    );
    expect(fieldLabel(t, null)).toBe('Linha inteira');
    expect(fieldLabel(t, 'weight')).toBe('Peso');
  });
});
