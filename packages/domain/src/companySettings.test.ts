import { describe, expect, it } from 'vitest';
import { readCompanySettings } from './companySettings.ts';

const input = {
  name: ' Gestora Exemplo ',
  identificationType: 'CNPJ' as const,
  companyId: '11.222.333/0001-81',
  whatsapp: null,
};

describe('readCompanySettings', () => {
  it('keeps the name trimmed, the CPF/CNPJ without punctuation and the phone in E.164', () => {
    expect(readCompanySettings({ ...input, whatsapp: '(11) 98765-4321' })).toEqual({
      ok: true,
      settings: {
        name: 'Gestora Exemplo',
        identificationType: 'CNPJ',
        documentNumber: '11222333000181',
        whatsapp: '+5511987654321',
      },
    });
  });

  it('refuses a blank name as an empty one, a CPF given as CNPJ, and a phone that is none', () => {
    expect(readCompanySettings({ ...input, name: '   ' })).toEqual({
      ok: false,
      refusal: 'validation_failed',
      errors: [{ field: 'name', code: 'minLength', params: { limit: 1 } }],
    });
    expect(readCompanySettings({ ...input, companyId: '529.982.247-25' })).toMatchObject({
      ok: false,
      refusal: 'invalid_tax_id',
      errors: [{ field: 'companyId', code: 'invalid_tax_id' }],
    });
    expect(readCompanySettings({ ...input, whatsapp: '+55 11 1234' })).toMatchObject({
      ok: false,
      refusal: 'unprocessable',
      errors: [{ field: 'whatsapp' }],
    });
  });
});
