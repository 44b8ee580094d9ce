import { describe, expect, it } from 'vitest';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { demo } from './support/demo.ts';

describe.each(SUITE_BACKENDS)('session calls on %s', (backend) => {
  const api = useApi(backend);

  it('GET /health answers ok without a token', async () => {
    const response = await api.call({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /session-user returns the user of the token, with the current workspace', async () => {
    const response = await api.call({ url: '/api/session-user', as: 'admin@demo.local' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: demo.admin.id,
        name: 'Ana Administradora',
        email: 'admin@demo.local',
        photoURL: null,
        role: 'ADMIN',
        currentWorkspaceId: demo.saoPaulo.id,
        workspace: { name: 'São Paulo Fundos Imobiliários', logoRef: null, companyId: demo.company.id },
      },
    });
  });

  it.each([
    ['master@demo.local', 'MASTER'],
    ['operator@demo.local', 'OPERATOR'],
    ['observer@demo.local', 'OBSERVER'],
    ['primeiro-acesso@demo.local', 'OPERATOR'],
  ])('GET /session-user gives %s the role %s', async (email, role) => {
    const response = await api.call({ url: '/api/session-user', as: email });
    expect(response.json()).toMatchObject({ user: { email, role } });
  });

  it('finds the user whatever the case of the e-mail claim', async () => {
    const response = await api.call({ url: '/api/session-user', as: 'Admin@Demo.LOCAL' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: demo.admin.id, email: 'admin@demo.local' } });
  });

  it('GET /session-user of a user without workspace has no current workspace', async () => {
    const response = await api.call({ url: '/api/session-user', as: 'sem-workspace@demo.local' });
    expect(response.json()).toMatchObject({
      user: { id: demo.noWorkspace.id, role: 'OPERATOR', currentWorkspaceId: null, workspace: null },
    });
  });

  it("GET /session-user of the other company's admin shows that company", async () => {
    const response = await api.call({ url: '/api/session-user', as: 'outra-admin@demo.local' });
    expect(response.json()).toMatchObject({
      user: { id: demo.otherAdmin.id, workspace: { name: 'Outra Mesa', companyId: demo.other.id } },
    });
  });

  it('GET /user-info lists the member workspaces by name, createdAt null where missing', async () => {
    const response = await api.call({ url: '/api/user-info', as: 'operator@demo.local' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      workspaces: [
        { id: demo.beloHorizonte.id, name: 'Belo Horizonte Ações', createdAt: null },
        { id: demo.curitiba.id, name: 'Curitiba Multimercado', createdAt: '2023-07-01T00:00:00.000Z' },
        { id: demo.rio.id, name: 'Rio de Janeiro Crédito', createdAt: '2025-01-20T00:00:00.000Z' },
        {
          id: demo.saoPaulo.id,
          name: 'São Paulo Fundos Imobiliários',
          createdAt: '2024-03-10T00:00:00.000Z',
        },
      ],
    });
  });

  it('GET /user-info is empty for the user linked to no workspace', async () => {
    const response = await api.call({ url: '/api/user-info', as: 'sem-workspace@demo.local' });
    expect(response.json()).toEqual({ workspaces: [] });
  });

  it("GET /user-info never lists another company's workspaces", async () => {
    const response = await api.call({ url: '/api/user-info', as: 'outra-admin@demo.local' });
    expect(response.json()).toEqual({
      workspaces: [{ id: demo.outraMesa.id, name: 'Outra Mesa', createdAt: '2024-06-01T00:00:00.000Z' }],
    });
  });
});
