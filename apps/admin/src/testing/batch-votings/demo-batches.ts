import type { VotingBatchStatus, VotingKind } from '@backoffice/api-client';
import { demoWorkspaces } from '../demo-data';
import { demoBatchDetail } from './demo-batch-details';
import type { FakeBatchRow } from './state';

// The demo batches of the current workspace (São Paulo) and one of another workspace, which the list never shows.

const [saoPaulo, rio] = demoWorkspaces.map((workspace) => workspace.id) as [string, string];

/** The id of demo batch `n` (a uuid the contract accepts). */
export const batchId = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface DemoBatch {
  n: number;
  title: string;
  kind: VotingKind;
  status: VotingBatchStatus;
  funds: number;
  createdAt: string;
  deadline: string;
  opensAt?: string | null;
  workspaceId?: string;
}

const demo = ({ n, workspaceId, opensAt, ...rest }: DemoBatch): FakeBatchRow => ({
  id: batchId(n),
  opensAt: opensAt ?? null,
  workspaceId: workspaceId ?? saoPaulo,
  ...rest,
});

/** The demo rows; the open batch (1), the one published in part (2) and the draft with no funds yet (3) have their
 * whole batch. */
export const demoBatches = (): FakeBatchRow[] => {
  const rows = demoRows();
  rows[0]!.batch = demoBatchDetail(rows[0]!, 12, 12);
  rows[1]!.batch = demoBatchDetail(rows[1]!, 5, 2);
  // A draft batch whose spreadsheet is not confirmed yet: its detail resumes the import.
  rows[2]!.batch = demoBatchDetail(rows[2]!, 0, 0);
  return rows;
};

const demoRows = (): FakeBatchRow[] => [
  demo({
    n: 1,
    title: 'Aprovação de contas 2025 — FIIs de tijolo',
    kind: 'financial_statement',
    status: 'open',
    funds: 12,
    createdAt: '2026-03-02T12:00:00.000Z',
    deadline: '2026-04-28T21:00:00.000Z',
  }),
  demo({
    n: 2,
    title: 'Aprovação de contas 2025 — FIDCs',
    kind: 'financial_statement',
    status: 'partly_published',
    funds: 5,
    createdAt: '2026-03-10T12:00:00.000Z',
    deadline: '2026-04-29T21:00:00.000Z',
  }),
  demo({
    n: 3,
    title: 'Troca de administrador — fundos de recebíveis',
    kind: 'standard',
    status: 'draft',
    funds: 0,
    createdAt: '2026-03-15T12:00:00.000Z',
    deadline: '2026-05-20T21:00:00.000Z',
  }),
  demo({
    n: 4,
    title: 'Alteração de taxa de administração — FIIs de papel',
    kind: 'standard',
    status: 'scheduled',
    funds: 1,
    createdAt: '2026-02-20T12:00:00.000Z',
    deadline: '2026-05-05T21:00:00.000Z',
    opensAt: '2026-04-01T12:00:00.000Z',
  }),
  demo({
    n: 5,
    title: 'Aprovação de contas 2024 — FIIs',
    kind: 'financial_statement',
    status: 'closed',
    funds: 30,
    createdAt: '2025-03-01T12:00:00.000Z',
    deadline: '2025-04-25T21:00:00.000Z',
  }),
  demo({
    n: 6,
    title: 'Aprovação de contas 2025 — Porto Maravilha',
    kind: 'financial_statement',
    status: 'open',
    funds: 3,
    createdAt: '2026-03-05T12:00:00.000Z',
    deadline: '2026-04-28T21:00:00.000Z',
    workspaceId: rio,
  }),
];
