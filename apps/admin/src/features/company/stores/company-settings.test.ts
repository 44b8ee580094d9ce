import { ApiError, type Problem } from '@backoffice/api-client';
import { describe, expect, it } from 'vitest';
import {
  companyErrorsOf,
  logoErrorOf,
  normalizeWhatsapp,
  validateCompany,
  type CompanyDraft,
} from './company-settings';

const draft = (overrides: Partial<CompanyDraft> = {}): CompanyDraft => ({
  name: 'Gestora Exemplo',
  identificationType: 'CNPJ',
  companyId: '12ABC34501DE35',
  whatsapp: '',
  communication: true,
  forms: true,
  ...overrides,
});

function apiError(status: number, problem: Omit<Problem, 'type' | 'title' | 'status'>): ApiError {
  const body: Problem = { type: 'about:blank', title: 'x', status, ...problem };
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
  return new ApiError(body.title, { response, code: body.code, problem: body });
}

describe('company settings rules', () => {
  it('accepts numeric and alphanumeric CNPJs and valid CPFs, refuses wrong check digits', () => {
    expect(validateCompany(draft())).toEqual({});
    expect(validateCompany(draft({ companyId: '11222333000181' }))).toEqual({});
    expect(validateCompany(draft({ companyId: '12ABC34501DE36' }))).toEqual({
      companyId: 'company.errors.cnpjInvalid',
    });
    expect(validateCompany(draft({ identificationType: 'CPF', companyId: '52998224725' }))).toEqual({});
    expect(validateCompany(draft({ identificationType: 'CPF', companyId: '11222333000181' }))).toEqual({
      companyId: 'company.errors.cpfInvalid',
    });
    expect(validateCompany(draft({ identificationType: 'CPF', companyId: '' }))).toEqual({
      companyId: 'company.errors.cpfRequired',
    });
  });

  it('reads the WhatsApp number in international format, blank as none', () => {
    expect(normalizeWhatsapp('  ')).toBeNull();
    expect(normalizeWhatsapp('+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(validateCompany(draft({ whatsapp: '+55 11 98765-4321' }))).toEqual({});
    expect(validateCompany(draft({ whatsapp: '11987654321' }))).toEqual({
      whatsapp: 'company.errors.whatsappInvalid',
    });
    // The server's phone rule (domain's readPhone): eleven digits after 55 must be a mobile starting with 9.
    expect(validateCompany(draft({ whatsapp: '+55 11 88765-4321' }))).toEqual({
      whatsapp: 'company.errors.whatsappInvalid',
    });
  });

  it('puts the server’s refusals on the fields they name', () => {
    const taxId = apiError(422, {
      code: 'invalid_tax_id',
      errors: [{ field: 'companyId', code: 'invalid_tax_id' }],
    });
    expect(companyErrorsOf(taxId, draft())).toEqual({ companyId: 'company.errors.cnpjInvalid' });
    expect(companyErrorsOf(taxId, draft({ identificationType: 'CPF' }))).toEqual({
      companyId: 'company.errors.cpfInvalid',
    });
    const validation = apiError(400, {
      code: 'validation_failed',
      errors: [
        { field: 'whatsapp', code: 'pattern' },
        { field: 'name', code: 'maxLength' },
      ],
    });
    expect(companyErrorsOf(validation, draft())).toEqual({
      whatsapp: 'company.errors.whatsappInvalid',
      name: 'company.errors.nameTooLong',
    });
    expect(companyErrorsOf(apiError(403, { code: 'forbidden' }), draft())).toEqual({
      form: 'company.errors.forbidden',
    });
  });

  it('says why a logo was refused: too large (413) or not an accepted image (415)', () => {
    expect(logoErrorOf(apiError(413, { code: 'file_too_large' }))).toBe('company.errors.logoTooLarge');
    expect(logoErrorOf(apiError(415, { code: 'unsupported_file_type' }))).toBe(
      'company.errors.logoWrongType',
    );
  });
});
