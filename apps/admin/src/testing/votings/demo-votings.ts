import type { Voting, VotingStatus } from '@backoffice/api-client';
import { demoWorkspaces } from '../demo-data';
import { templateId } from '../fake-templates';
import { participationOf } from './participation';
import { itemIdOf, votingId, type FakeVotingRow } from './rows';

// The votings list's demo rows: nine votings of fund administrators, every status, eight in the session's workspace.
// A new voting (createVoting, duplicateVoting) starts from demoRow too.

const [saoPaulo, rio] = demoWorkspaces.map((workspace) => workspace.id) as [string, string];
// Read when the rows are seeded, not when the module loads (the workbench's bundle may load this before the templates').
const ballot = () => ({ id: templateId(3), name: 'Cédula padrão' });

export interface DemoVoting {
  n: number;
  title: string;
  status: VotingStatus;
  createdAt: string;
  deadline: string;
  opensAt?: string | null;
  voters?: number;
  completed?: number;
  voided?: number;
  /** CPF/CNPJs only represented by attorneys, and how many of them voted. */
  represented?: number;
  representedVoted?: number;
  items: string[];
  weighting?: Voting['weighting'];
  ballot?: boolean;
  workspaceId?: string;
}

export function demoRow(demo: DemoVoting): FakeVotingRow {
  const voters = demo.voters ?? 0;
  const completed = demo.completed ?? 0;
  const voided = demo.voided ?? 0;
  const published = demo.status === 'draft' ? null : demo.createdAt.replace('T12', 'T15');
  return {
    id: votingId(demo.n),
    title: demo.title,
    description: 'Consulta formal aos cotistas conforme o regulamento do fundo.',
    status: demo.status,
    kind: 'standard',
    weighting: demo.weighting ?? 'by_weight',
    requiresSupportDocument: false,
    ballotTemplate: demo.ballot === false ? null : ballot(),
    opensAt: demo.opensAt ?? null,
    deadline: demo.deadline,
    publishedAt: published,
    closedAt: demo.status === 'closed' ? demo.deadline : null,
    cancelledAt: demo.status === 'cancelled' ? '2026-05-02T13:00:00.000Z' : null,
    cancelReason: demo.status === 'cancelled' ? 'Convocação refeita com nova pauta.' : null,
    createdAt: demo.createdAt,
    updatedAt: demo.createdAt,
    items: demo.items.map((title, index) => ({
      id: itemIdOf(demo.n, index + 1),
      position: index + 1,
      title,
      description: '',
    })),
    documents: [],
    counts: {
      voters,
      completed,
      pending: Math.max(voters - completed - voided, 0),
      voided,
    },
    participation: participationOf(
      { voters, completed, voided },
      { eligible: demo.represented ?? 0, voted: demo.representedVoted ?? 0, underReview: 0 },
      demo.status,
    ),
    workspaceId: demo.workspaceId ?? saoPaulo,
  };
}

/** Realistic votings of fund administrators: eight in the session's workspace, one in another. */
export function demoVotings(): FakeVotingRow[] {
  const demos: DemoVoting[] = [
    {
      n: 1,
      title: 'AGE — FII Paulista Lajes Corporativas (FPLC11)',
      status: 'open',
      createdAt: '2026-10-20T12:00:00.000Z',
      deadline: '2026-12-15T21:00:00.000Z',
      voters: 1240,
      completed: 532,
      voided: 3,
      represented: 4,
      representedVoted: 2,
      items: [
        'Aprovar a venda do Edifício Faria Lima 3500',
        'Autorizar a amortização extraordinária das cotas',
      ],
    },
    {
      n: 2,
      title: 'AGO 2026 — Aprovação de contas do Fundo Horizonte Renda',
      status: 'closed',
      createdAt: '2026-03-02T12:00:00.000Z',
      deadline: '2026-04-30T21:00:00.000Z',
      voters: 860,
      completed: 611,
      items: ['Aprovar as demonstrações financeiras de 2025'],
    },
    {
      n: 3,
      title: 'Consulta formal — Troca de gestor do FII Logística Campinas',
      status: 'scheduled',
      createdAt: '2026-11-05T12:00:00.000Z',
      opensAt: '2026-12-01T12:00:00.000Z',
      deadline: '2027-01-15T21:00:00.000Z',
      voters: 415,
      items: ['Aprovar a substituição do gestor', 'Aprovar a nova taxa de gestão de 0,95% a.a.'],
    },
    {
      n: 4,
      title: 'Assembleia de cotistas — 7ª emissão de cotas do FII Renda Urbana',
      status: 'draft',
      createdAt: '2026-11-18T12:00:00.000Z',
      deadline: '2027-02-10T21:00:00.000Z',
      items: [],
      ballot: false,
    },
    {
      n: 5,
      title: 'AGE — Alteração do regulamento do Fundo Sul Recebíveis',
      status: 'cancelled',
      createdAt: '2026-04-10T12:00:00.000Z',
      deadline: '2026-05-20T21:00:00.000Z',
      voters: 230,
      completed: 12,
      items: ['Alterar o artigo 12 do regulamento'],
    },
    {
      n: 6,
      title: 'Consulta formal — Amortização extraordinária do FII Shopping Vale',
      status: 'open',
      createdAt: '2026-11-10T12:00:00.000Z',
      deadline: '2026-12-05T21:00:00.000Z',
      voters: 98,
      completed: 97,
      weighting: 'per_head',
      items: ['Aprovar a amortização de R$ 4,20 por cota'],
    },
    {
      n: 7,
      title: 'AGO — Demonstrações financeiras 2025 do FIDC Agro Safra',
      status: 'closed',
      createdAt: '2026-02-14T12:00:00.000Z',
      deadline: '2026-03-31T21:00:00.000Z',
      voters: 57,
      completed: 41,
      represented: 1,
      representedVoted: 1,
      items: ['Aprovar as demonstrações financeiras de 2025', 'Ratificar a contratação do auditor'],
    },
    {
      n: 8,
      title: 'Eleição de representante dos cotistas — FII Residencial Jardins',
      status: 'draft',
      createdAt: '2026-11-20T12:00:00.000Z',
      deadline: '2027-01-30T21:00:00.000Z',
      voters: 0,
      items: ['Eleger o representante dos cotistas'],
    },
    {
      n: 9,
      title: 'AGE — Incorporação do FII Porto Maravilha',
      status: 'open',
      createdAt: '2026-10-01T12:00:00.000Z',
      deadline: '2026-12-20T21:00:00.000Z',
      voters: 300,
      completed: 120,
      items: ['Aprovar a incorporação'],
      workspaceId: rio,
    },
  ];
  return demos.map(demoRow);
}
