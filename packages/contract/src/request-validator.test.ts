import { describe, expect, it } from 'vitest';
import { loadContract } from './node.ts';
import { createRequestValidator } from './request-validator.ts';

const validator = createRequestValidator(loadContract());
const COMPANY = '0b6f7c2e-1111-4a1a-9a9a-000000000001';

describe('the request validator (the server’s validation, for whoever answers without the server)', () => {
  it('matches a request to its operation, static segments before parameters', () => {
    expect(validator.match('GET', `/api/companies/${COMPANY}`)?.operation.operationId).toBe('getCompany');
    expect(validator.match('get', `/api/companies/${COMPANY}`)?.params).toEqual({ companyId: COMPANY });
    expect(validator.match('GET', '/api/nothing-here')).toBeUndefined();
    expect(validator.match('PATCH', `/api/companies/${COMPANY}`)).toBeUndefined();
  });

  it('reads a parameter followed by text in its own segment (a vote map’s kind before .csv)', () => {
    const batchId = 'b0000000-0000-4000-8000-000000000002';
    const match = validator.match('GET', `/api/voting-batches/${batchId}/vote-maps/final.csv`);
    expect(match?.operation.operationId).toBe('downloadBatchVoteMap');
    expect(match?.params).toEqual({ batchId, kind: 'final' });
    expect(validator.match('GET', `/api/voting-batches/${batchId}/vote-maps/final.pdf`)).toBeUndefined();
  });

  it('refuses what the contract refuses, with the server’s detail and field errors', () => {
    const refusal = validator.refusalOf({
      method: 'PUT',
      pathname: `/api/companies/${COMPANY}`,
      body: { name: 'x'.repeat(121) },
    });
    expect(refusal?.code).toBe('validation_failed');
    expect(refusal?.errors).toContainEqual({ field: 'name', code: 'maxLength', params: { limit: 120 } });
    expect(refusal?.errors).toContainEqual(
      expect.objectContaining({ field: 'identificationType', code: 'required' }),
    );
    expect(refusal?.detail).toMatch(/^Requisição inválida: .*«name» aceita no máximo 120 caracteres/);
  });

  it('checks the path before the body, and control characters everywhere', () => {
    const badPath = validator.refusalOf({ method: 'PUT', pathname: '/api/companies/x', body: {} });
    expect(badPath?.errors).toEqual([expect.objectContaining({ field: 'companyId', code: 'format' })]);
    const nul = validator.refusalOf({
      method: 'PUT',
      pathname: `/api/companies/${COMPANY}`,
      body: {
        name: 'Fundos\u0000',
        identificationType: 'CNPJ',
        companyId: '11222333000181',
        whatsapp: null,
        communication: false,
        forms: false,
      },
    });
    expect(nul?.errors).toEqual([{ field: 'name', code: 'controlCharacters' }]);
  });

  it('coerces the query as the server does and refuses what is out of range', () => {
    const list = (search: string) =>
      validator.refusalOf({
        method: 'GET',
        pathname: `/api/companies/${COMPANY}/users`,
        search: new URLSearchParams(search),
      });
    expect(list('offset=0&limit=20')).toBeUndefined();
    expect(list('limit=100000')?.errors).toContainEqual(
      expect.objectContaining({ field: 'limit', code: 'maximum' }),
    );
  });
});
