import { FILE_ISSUE_CODES } from '@backoffice/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureDictionaries, translate } from '@admin/features/i18n/i18n';
import type { Translate } from '@admin/lib/i18n';
import { fileIssueText } from './import-issues';

// Every file code the server may send (the same list it uses). The row codes are the domain's
// (packages/domain voterImportText, tested there).
const FILE_CODES = FILE_ISSUE_CODES;

const t: Translate = (key, params) => translate('pt-BR', key, params);
beforeAll(() => loadFeatureDictionaries('pt-BR'));

describe('import file codes in pt-BR', () => {
  it('has its own sentence for every code the server sends', () => {
    const files = FILE_CODES.map((code) => fileIssueText(t, 'pt-BR', { field: '', code }));
    expect(
      files.every((text) => !text.startsWith('Problema não reconhecido') && !text.includes('votings.')),
    ).toBe(true);
  });

  it('fills the parameters in the locale (numbers, sizes, the field)', () => {
    expect(fileIssueText(t, 'pt-BR', { field: '', code: 'file_too_large', params: { max: 52428800 } })).toBe(
      'O arquivo passa do limite de 50 MB.',
    );
    expect(
      fileIssueText(t, 'pt-BR', { field: 'taxId', code: 'column_missing', params: { aliases: 'cpf, cnpj' } }),
    ).toBe('Falta a coluna CPF/CNPJ (nomes aceitos: cpf, cnpj).');
  });

  it('says something useful about a code it does not know yet', () => {
    expect(fileIssueText(t, 'pt-BR', { field: '', code: 'zip_bomb' })).toBe(
      'Problema não reconhecido (código zip_bomb).',
    );
  });
});
