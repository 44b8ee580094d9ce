import { describe, expect, it } from 'vitest';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';

describe.each(SUITE_BACKENDS)('GET /companies/{companyId} on %s', (backend) => {
  const api = useApi(backend);

  it("returns the caller's company with its flags", async () => {
    const response = await api.call({ url: `/api/companies/${demo.company.id}`, as: 'admin@demo.local' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      company: {
        id: demo.company.id,
        name: 'Demo Administradora de Fundos',
        identificationType: 'CNPJ',
        companyId: '11222333000181',
        active: true,
        logoRef: null,
        whatsapp: null,
        communication: true,
        forms: true,
      },
    });
  });

  it.each(['observer@demo.local', 'operator@demo.local', 'master@demo.local'])(
    'every role reads its own company (%s)',
    async (email) => {
      const response = await api.call({ url: `/api/companies/${demo.company.id}`, as: email });
      expect(response.statusCode).toBe(200);
    },
  );

  it('a user linked to no workspace reads nothing of the company (issue 15)', async () => {
    const response = await api.call({
      url: `/api/companies/${demo.company.id}`,
      as: 'sem-workspace@demo.local',
    });
    expectProblem(response, 'workspace_not_member', 403);
    expect(response.body).not.toContain('Demo Administradora');
  });

  it('the other company sees its own flags', async () => {
    const response = await api.call({ url: `/api/companies/${demo.other.id}`, as: 'outra-admin@demo.local' });
    expect(response.json()).toMatchObject({
      company: { name: 'Outra Gestora', communication: false, forms: false },
    });
  });

  it('another company is 404, exactly like a company that does not exist', async () => {
    const other = await api.call({ url: `/api/companies/${demo.other.id}`, as: 'admin@demo.local' });
    const missing = await api.call({
      url: '/api/companies/00000000-0000-4000-8000-000000000000',
      as: 'admin@demo.local',
    });
    expectProblem(other, 'not_found', 404);
    expectProblem(missing, 'not_found', 404);
    expect(other.body).toBe(missing.body);
  });

  it('the other company cannot read the demo company either', async () => {
    const response = await api.call({
      url: `/api/companies/${demo.company.id}`,
      as: 'outra-admin@demo.local',
    });
    expectProblem(response, 'not_found', 404);
  });

  it('a company id that is not the caller’s, even one that is not a uuid, is 404 (checked before validation)', async () => {
    const response = await api.call({ url: '/api/companies/11222333000181', as: 'admin@demo.local' });
    expectProblem(response, 'not_found', 404);
  });
});
