import type {
  IdentificationType,
  Role,
  TemplateChannel,
  TemplateKind,
  VotingStatus,
  VotingWeighting,
} from '@backoffice/api-client';

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
  /**
   * The user's `sub` in the local pool: tools/dev-stack seeds the pool with it (cognito-local takes a `sub` attribute
   * in AdminCreateUser; demo-users.mjs holds the same values), and the seed binds the row to it.
   */
  subject: string;
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

/**
 * A demo voting, its times in days from the moment the demo is seeded (negative: before), so a fresh demo always
 * shows an open voting still open. Voters, ballots and the audit trail are generated from the counts
 * (services/votings/demo-votings.ts): names, valid CPFs/CNPJs and quotas that look like a fund's unitholders.
 */
export interface DemoVoting {
  id: string;
  workspaceId: string;
  title: string;
  description: string;
  status: VotingStatus;
  weighting: VotingWeighting;
  /** A ballot template of the voting's workspace (required to publish). */
  ballotTemplateId: string | null;
  createdDays: number;
  /** Published and opening (null for a draft). */
  opensDays: number | null;
  deadlineDays: number;
  /** When it was closed (closed) or cancelled (cancelled). */
  endedDays?: number;
  cancelReason?: string;
  items: string[];
  voters: number;
  /** Voters whose ballot is in. */
  voted: number;
  /** Voters voided (after voting, for one of them). */
  voided: number;
  /** Parties represented by the first voter, as attorney (voted when the attorney voted). */
  represented: number;
  createdBy: string;
}

export interface DemoCompany {
  id: string;
  name: string;
  identificationType: IdentificationType;
  documentNumber: string;
  communication: boolean;
  forms: boolean;
  /**
   * The company's number on the WhatsApp Cloud API: the dev stack's simulator's business (tools/dev-stack
   * whatsapp-sim.mjs WHATSAPP_SIM_ACCOUNT), so `npm start` sends WhatsApp messages to it and gets its webhooks.
   */
  whatsappPhoneNumberId?: string;
  workspaces: DemoWorkspace[];
  users: DemoUser[];
  templates: DemoTemplate[];
  votings: DemoVoting[];
}

const SAO_PAULO = '5a000000-0000-4000-8000-000000000001';
const RIO = '5a000000-0000-4000-8000-000000000002';
const DEMO_ADMIN = 'e0000000-0000-4000-8000-000000000001';
const DEMO_OPERATOR = 'e0000000-0000-4000-8000-000000000003';
const OUTRA_MESA = '5a000000-0000-4000-8000-000000000101';

const BALLOT_TEMPLATE = '7e000000-0000-4000-8000-000000000003';
const votingId = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Votings of every status in São Paulo, a draft in Rio: the list, the overview and the reports have something to show. */
const DEMO_VOTINGS: DemoVoting[] = [
  {
    id: votingId(1),
    workspaceId: SAO_PAULO,
    title: 'AGE FII Ipê Logística — aquisição do galpão de Cajamar',
    description:
      'Assembleia geral extraordinária por consulta formal: aquisição do imóvel logístico em Cajamar (SP) e ' +
      'emissão de novas cotas para financiá-la. O laudo de avaliação e a proposta da administração estão anexos.',
    status: 'open',
    weighting: 'by_weight',
    ballotTemplateId: BALLOT_TEMPLATE,
    createdDays: -9,
    opensDays: -5,
    deadlineDays: 10,
    items: [
      'Aprovar a aquisição do galpão logístico de Cajamar (SP) por até R$ 182 milhões',
      'Aprovar a 5ª emissão de cotas do fundo, de até R$ 150 milhões',
      'Autorizar a administradora a praticar os atos necessários à aquisição',
    ],
    voters: 48,
    voted: 29,
    voided: 1,
    represented: 2,
    createdBy: DEMO_OPERATOR,
  },
  {
    id: votingId(2),
    workspaceId: SAO_PAULO,
    title: 'AGO FII Jatobá Renda Urbana — demonstrações financeiras de 2025',
    description: 'Assembleia geral ordinária: contas do exercício de 2025 e destinação dos resultados.',
    status: 'closed',
    weighting: 'by_weight',
    ballotTemplateId: BALLOT_TEMPLATE,
    createdDays: -40,
    opensDays: -35,
    deadlineDays: -12,
    endedDays: -12,
    items: [
      'Aprovar as demonstrações financeiras do exercício encerrado em 31/12/2025',
      'Aprovar a destinação do resultado do exercício',
    ],
    voters: 36,
    voted: 31,
    voided: 0,
    represented: 1,
    createdBy: DEMO_ADMIN,
  },
  {
    id: votingId(3),
    workspaceId: SAO_PAULO,
    title: 'Consulta formal — Fundo Jacarandá Recebíveis Imobiliários',
    description:
      'Consulta aos cotistas sobre a alteração da taxa de administração e a nova política de investimento.',
    status: 'scheduled',
    weighting: 'per_head',
    ballotTemplateId: BALLOT_TEMPLATE,
    createdDays: -2,
    opensDays: 3,
    deadlineDays: 20,
    items: ['Reduzir a taxa de administração para 0,85% ao ano', 'Aprovar a nova política de investimento'],
    voters: 25,
    voted: 0,
    voided: 0,
    represented: 0,
    createdBy: DEMO_OPERATOR,
  },
  {
    id: votingId(4),
    workspaceId: SAO_PAULO,
    title: 'AGE Fundo Araucária Multiestratégia — alteração do regulamento',
    description: 'Rascunho: pauta em revisão pelo jurídico.',
    status: 'draft',
    weighting: 'by_weight',
    ballotTemplateId: BALLOT_TEMPLATE,
    createdDays: -1,
    opensDays: null,
    deadlineDays: 30,
    items: [
      'Alterar o público-alvo do fundo para investidores qualificados',
      'Alterar o prazo de resgate para D+30',
      'Consolidar o regulamento',
    ],
    voters: 0,
    voted: 0,
    voided: 0,
    represented: 0,
    createdBy: DEMO_OPERATOR,
  },
  {
    id: votingId(5),
    workspaceId: SAO_PAULO,
    title: 'AGE FII Cerrado Agro — substituição do gestor',
    description: 'Consulta cancelada: a convocação será refeita com a proposta do novo gestor anexa.',
    status: 'cancelled',
    weighting: 'by_weight',
    ballotTemplateId: BALLOT_TEMPLATE,
    createdDays: -25,
    opensDays: -20,
    deadlineDays: -5,
    endedDays: -14,
    cancelReason: 'Convocação refeita com a proposta do novo gestor anexa.',
    items: ['Aprovar a substituição da gestora do fundo'],
    voters: 12,
    voted: 4,
    voided: 0,
    represented: 0,
    createdBy: DEMO_ADMIN,
  },
  {
    id: votingId(6),
    workspaceId: SAO_PAULO,
    title: 'Eleição do representante dos cotistas — FII Paineira Corporativo',
    description: 'Eleição do representante dos cotistas e de seu suplente, com mandato até a AGO de 2027.',
    status: 'open',
    weighting: 'per_head',
    ballotTemplateId: BALLOT_TEMPLATE,
    createdDays: -4,
    opensDays: -3,
    deadlineDays: 2,
    items: [
      'Eleger Carla Menezes Duarte como representante dos cotistas',
      'Eleger Rafael Teixeira Lima como suplente',
    ],
    voters: 18,
    voted: 5,
    voided: 0,
    represented: 0,
    createdBy: DEMO_OPERATOR,
  },
  {
    id: votingId(7),
    workspaceId: RIO,
    title: 'AGE FIDC Guanabara Crédito Consignado — prorrogação do prazo',
    description: 'Prorrogação do prazo de duração do fundo por mais 36 meses. Falta escolher a cédula.',
    status: 'draft',
    weighting: 'by_weight',
    ballotTemplateId: null,
    createdDays: -3,
    opensDays: null,
    deadlineDays: 25,
    items: ['Prorrogar o prazo de duração do fundo por 36 meses'],
    voters: 20,
    voted: 0,
    voided: 0,
    represented: 0,
    createdBy: DEMO_ADMIN,
  },
];

export const DEMO_COMPANY: DemoCompany = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Demo Administradora de Fundos',
  identificationType: 'CNPJ',
  documentNumber: '11222333000181',
  communication: true,
  forms: true,
  whatsappPhoneNumberId: '100000000000001',
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
      subject: '5b000000-0000-4000-8000-000000000001',
      email: 'admin@demo.local',
      name: 'Ana Administradora',
      role: 'ADMIN',
      currentWorkspaceId: SAO_PAULO,
    },
    {
      id: 'e0000000-0000-4000-8000-000000000002',
      subject: '5b000000-0000-4000-8000-000000000002',
      email: 'master@demo.local',
      name: 'Marcos Master',
      role: 'MASTER',
      currentWorkspaceId: SAO_PAULO,
    },
    {
      id: DEMO_OPERATOR,
      subject: '5b000000-0000-4000-8000-000000000003',
      email: 'operator@demo.local',
      name: 'Olívia Operadora',
      role: 'OPERATOR',
      currentWorkspaceId: SAO_PAULO,
    },
    {
      id: 'e0000000-0000-4000-8000-000000000004',
      subject: '5b000000-0000-4000-8000-000000000004',
      email: 'observer@demo.local',
      name: 'Otávio Observador',
      role: 'OBSERVER',
      currentWorkspaceId: SAO_PAULO,
    },
    {
      id: 'e0000000-0000-4000-8000-000000000005',
      subject: '5b000000-0000-4000-8000-000000000005',
      email: 'sem-workspace@demo.local',
      name: 'Sérgio Sem Workspace',
      role: 'OPERATOR',
      currentWorkspaceId: null,
    },
    {
      id: 'e0000000-0000-4000-8000-000000000006',
      subject: '5b000000-0000-4000-8000-000000000006',
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
  votings: DEMO_VOTINGS,
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
      subject: '5b000000-0000-4000-8000-000000000101',
      email: 'outra-admin@demo.local',
      name: 'Outra Administradora',
      role: 'ADMIN',
      currentWorkspaceId: OUTRA_MESA,
    },
  ],
  templates: [],
  votings: [],
};

export const DEMO_COMPANIES: readonly DemoCompany[] = [DEMO_COMPANY, OTHER_COMPANY];
