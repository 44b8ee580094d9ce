import type { Company, SessionUser, WorkspaceListEntry } from '@backoffice/api-client';
import type { Role } from '@backoffice/domain';

// The demo company of the local stack, as the API answers for it.
export const COMPANY_ID = '0b6f7c2e-1111-4a1a-9a9a-000000000001';

export const demoWorkspaces: WorkspaceListEntry[] = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    name: 'São Paulo Fundos Imobiliários',
    createdAt: '2024-03-10T12:00:00.000Z',
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    name: 'Rio de Janeiro Crédito',
    createdAt: '2025-01-20T12:00:00.000Z',
  },
  { id: 'a0000000-0000-4000-8000-000000000003', name: 'Belo Horizonte Ações', createdAt: null },
  {
    id: 'a0000000-0000-4000-8000-000000000004',
    name: 'Curitiba Multimercado',
    createdAt: '2023-07-01T12:00:00.000Z',
  },
];

const names: Record<Role, string> = {
  ADMIN: 'Ana Administradora',
  MASTER: 'Marcos Master',
  OPERATOR: 'Olívia Operadora',
  OBSERVER: 'Otávio Observador',
};

export function demoUser(role: Role = 'ADMIN', overrides: Partial<SessionUser> = {}): SessionUser {
  const current = demoWorkspaces[0]!;
  return {
    id:
      'b0000000-0000-4000-8000-00000000000' + (['ADMIN', 'MASTER', 'OPERATOR', 'OBSERVER'].indexOf(role) + 1),
    name: names[role],
    email: `${role.toLowerCase()}@demo.local`,
    photoURL: null,
    role,
    currentWorkspaceId: current.id,
    workspace: { name: current.name, logoRef: null, companyId: COMPANY_ID },
    ...overrides,
  };
}

export function demoCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: COMPANY_ID,
    name: 'Demo Administradora de Fundos',
    identificationType: 'CNPJ',
    companyId: '11222333000181',
    active: true,
    logoRef: null,
    whatsapp: null,
    communication: true,
    forms: true,
    ...overrides,
  };
}
