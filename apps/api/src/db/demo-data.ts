import type { IdentificationType, Role } from '@backoffice/api-client';

// The demo tenants of the walking skeleton. Fixed ids keep links and test data stable across machines.
// The same e-mails are provisioned in the local user pool by tools/dev-stack (password DEMO_PASSWORD).

export const DEMO_PASSWORD = 'Demo@2026!';
export const FIRST_ACCESS_TEMPORARY_PASSWORD = 'Temp@2026!';

export interface DemoWorkspace {
  id: string;
  name: string;
  createdAt: string | null;
}

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** null: member of no workspace (and no current one). Otherwise member of every workspace of the company. */
  currentWorkspaceId: string | null;
}

export interface DemoCompany {
  id: string;
  name: string;
  identificationType: IdentificationType;
  documentNumber: string;
  communication: boolean;
  forms: boolean;
  workspaces: DemoWorkspace[];
  users: DemoUser[];
}

const SAO_PAULO = '5a000000-0000-4000-8000-000000000001';
const OUTRA_MESA = '5a000000-0000-4000-8000-000000000101';

export const DEMO_COMPANY: DemoCompany = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Demo Administradora de Fundos',
  identificationType: 'CNPJ',
  documentNumber: '11222333000181',
  communication: true,
  forms: true,
  workspaces: [
    { id: SAO_PAULO, name: 'São Paulo Fundos Imobiliários', createdAt: '2024-03-10T00:00:00.000Z' },
    {
      id: '5a000000-0000-4000-8000-000000000002',
      name: 'Rio de Janeiro Crédito',
      createdAt: '2025-01-20T00:00:00.000Z',
    },
    { id: '5a000000-0000-4000-8000-000000000003', name: 'Belo Horizonte Ações', createdAt: null },
    {
      id: '5a000000-0000-4000-8000-000000000004',
      name: 'Curitiba Multimercado',
      createdAt: '2023-07-01T00:00:00.000Z',
    },
  ],
  users: [
    {
      id: 'e0000000-0000-4000-8000-000000000001',
      email: 'admin@demo.local',
      name: 'Ana Administradora',
      role: 'ADMIN',
      currentWorkspaceId: SAO_PAULO,
    },
    {
      id: 'e0000000-0000-4000-8000-000000000002',
      email: 'master@demo.local',
      name: 'Marcos Master',
      role: 'MASTER',
      currentWorkspaceId: SAO_PAULO,
    },
    {
      id: 'e0000000-0000-4000-8000-000000000003',
      email: 'operator@demo.local',
      name: 'Olívia Operadora',
      role: 'OPERATOR',
      currentWorkspaceId: SAO_PAULO,
    },
    {
      id: 'e0000000-0000-4000-8000-000000000004',
      email: 'observer@demo.local',
      name: 'Otávio Observador',
      role: 'OBSERVER',
      currentWorkspaceId: SAO_PAULO,
    },
    {
      id: 'e0000000-0000-4000-8000-000000000005',
      email: 'sem-workspace@demo.local',
      name: 'Sérgio Sem Workspace',
      role: 'OPERATOR',
      currentWorkspaceId: null,
    },
    {
      id: 'e0000000-0000-4000-8000-000000000006',
      email: 'primeiro-acesso@demo.local',
      name: 'Paula Primeiro Acesso',
      role: 'OPERATOR',
      currentWorkspaceId: SAO_PAULO,
    },
  ],
};

/** A second tenant, to prove isolation. */
export const OTHER_COMPANY: DemoCompany = {
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Outra Gestora',
  identificationType: 'CNPJ',
  documentNumber: '44555666000181',
  communication: false,
  forms: false,
  workspaces: [{ id: OUTRA_MESA, name: 'Outra Mesa', createdAt: '2024-06-01T00:00:00.000Z' }],
  users: [
    {
      id: 'e0000000-0000-4000-8000-000000000101',
      email: 'outra-admin@demo.local',
      name: 'Outra Administradora',
      role: 'ADMIN',
      currentWorkspaceId: OUTRA_MESA,
    },
  ],
};

export const DEMO_COMPANIES: readonly DemoCompany[] = [DEMO_COMPANY, OTHER_COMPANY];
