import type { IdentificationType, Role, TemplateChannel, TemplateKind } from '@backoffice/api-client';

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

/** A message template as stored: an e-mail body already in the form the sanitizer gives back. */
export interface DemoTemplate {
  id: string;
  workspaceId: string;
  name: string;
  kind: TemplateKind;
  channel: TemplateChannel;
  subject: string | null;
  body: string;
  /** The demo user who wrote it. */
  createdBy: string;
  createdAt: string;
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
  templates: DemoTemplate[];
}

const SAO_PAULO = '5a000000-0000-4000-8000-000000000001';
const RIO = '5a000000-0000-4000-8000-000000000002';
const DEMO_ADMIN = 'e0000000-0000-4000-8000-000000000001';
const DEMO_OPERATOR = 'e0000000-0000-4000-8000-000000000003';
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
      id: RIO,
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
      id: DEMO_ADMIN,
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
      id: DEMO_OPERATOR,
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
  // Templates live in São Paulo (and one in Rio, to show that each workspace has its own); Belo Horizonte and
  // Curitiba hold none, so they can be deleted in the demo.
  templates: [
    {
      id: '7e000000-0000-4000-8000-000000000001',
      workspaceId: SAO_PAULO,
      name: 'Convite para assembleia (e-mail)',
      kind: 'message',
      channel: 'email',
      subject: 'Convite: {{votacao}}',
      body: [
        '<p>Olá, {{nome}},</p>',
        '<p>A {{empresa}} convida você a participar da <strong>{{votacao}}</strong>.</p>',
        '<p>O prazo para votar termina em <strong>{{prazo}}</strong>. Para registrar seu voto, acesse:</p>',
        '<p><a href="{{link}}">Abrir a cédula de votação</a></p>',
        '<p>Se você não reconhece este convite, ignore esta mensagem.</p>',
        '<p>Atenciosamente,<br />{{empresa}}</p>',
      ].join('\n'),
      createdBy: DEMO_ADMIN,
      createdAt: '2025-02-03T13:00:00.000Z',
    },
    {
      id: '7e000000-0000-4000-8000-000000000002',
      workspaceId: SAO_PAULO,
      name: 'Lembrete de votação (WhatsApp)',
      kind: 'message',
      channel: 'whatsapp',
      subject: null,
      body: [
        'Olá, {{nome}}! Lembrete da {{empresa}}: a votação "{{votacao}}" termina em {{prazo}}.',
        '',
        'Vote pelo link: {{link}}',
        '',
        'Se você já votou, desconsidere esta mensagem.',
      ].join('\n'),
      createdBy: DEMO_OPERATOR,
      createdAt: '2025-02-10T14:30:00.000Z',
    },
    {
      id: '7e000000-0000-4000-8000-000000000003',
      workspaceId: SAO_PAULO,
      name: 'Cédula de assembleia geral de cotistas',
      kind: 'ballot',
      channel: 'email',
      subject: 'Cédula de votação: {{votacao}}',
      body: [
        '<h2>{{votacao}}</h2>',
        '<p>Cotista: {{nome}} ({{documento}})</p>',
        '<p>Itens em deliberação:</p>',
        '<blockquote>{{itens}}</blockquote>',
        '<p>Em cada item, escolha aprovar, rejeitar, abster-se ou declarar conflito de interesse. ' +
          'Os votos são recebidos até {{prazo}}.</p>',
        '<p><a href="{{link}}">Votar agora</a></p>',
      ].join('\n'),
      createdBy: DEMO_ADMIN,
      createdAt: '2025-03-05T11:15:00.000Z',
    },
    {
      id: '7e000000-0000-4000-8000-000000000004',
      workspaceId: RIO,
      name: 'Comunicado aos cotistas (e-mail)',
      kind: 'message',
      channel: 'email',
      subject: 'Comunicado da {{empresa}}',
      body: [
        '<p>Prezado(a) {{nome}},</p>',
        '<p>Informamos que o relatório mensal do fundo já está disponível na área do cotista.</p>',
        '<p>Em caso de dúvidas, responda a este e-mail.</p>',
        '<p>Atenciosamente,<br />{{empresa}}</p>',
      ].join('\n'),
      createdBy: DEMO_ADMIN,
      createdAt: '2025-04-22T09:00:00.000Z',
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
  templates: [],
};

export const DEMO_COMPANIES: readonly DemoCompany[] = [DEMO_COMPANY, OTHER_COMPANY];
