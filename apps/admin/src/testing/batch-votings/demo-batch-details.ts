import type { VotingBatch, VotingBatchChild, VotingStatus } from '@backoffice/api-client';
import { batchStatus } from '@backoffice/domain';
import { cnpj } from '../votings/demo-people';
import type { FakeBatchRow } from './state';

// The whole batch behind a demo list row, as getVotingBatch answers it: one child per fund, their statuses giving
// the batch's (the domain's batchStatus). Demo batch 2 (a financial-statement approval, published in part) has draft
// children to publish and a calendar warning.

/** The id of demo child `n` of a batch (a uuid the contract accepts). */
export const childId = (batch: number, n: number) =>
  `d2000000-0000-4000-8000-${String(batch * 1000 + n).padStart(12, '0')}`;

const FUND_NAMES = [
  'FII Paulista Lajes',
  'FII Logística Campinas',
  'FII Shopping Vale',
  'FII Renda Urbana',
  'FII Residencial Jardins',
  'FII Agro Recebíveis',
];

function child(batch: number, n: number, status: VotingStatus, voted: number): VotingBatchChild {
  const voters = 40 + n * 7;
  return {
    votingId: childId(batch, n),
    fundName: `${FUND_NAMES[(n - 1) % FUND_NAMES.length]}${n > FUND_NAMES.length ? ` ${n}` : ''}`,
    fundTaxId: cnpj(500 + batch * 50 + n),
    issuedQuotas: String(voters * 100),
    holderCount: voters,
    auditorOpinion: 'unqualified',
    tacitApprovalAllowed: false,
    status,
    voters,
    voted,
    quorumReached: voted * 2 > voters,
    items: [],
    outcome: 'pending',
  };
}

/** The demo batch of `row` with its children (n of them, the first `published` open, the rest drafts). */
export function demoBatchDetail(row: FakeBatchRow, n: number, published: number): VotingBatch {
  const children = Array.from({ length: n }, (_, index) =>
    index < published
      ? child(n, index + 1, 'open', index % 2 ? 30 + index : 5 + index)
      : child(n, index + 1, 'draft', 0),
  );
  const reading = batchStatus(children.map((c) => c.status));
  return {
    id: row.id,
    title: row.title,
    description: '',
    kind: row.kind,
    weighting: 'by_weight',
    status: reading.status,
    statusCounts: reading.counts,
    ballotTemplateId: null,
    opensAt: row.opensAt,
    deadline: row.deadline,
    items: [
      {
        title: 'Aprovar as contas e as demonstrações financeiras do exercício de 2025',
        description: 'Acompanhadas do relatório do auditor independente.',
        approvalRule: { preset: 'simple_majority', quorum: null },
      },
    ],
    fiscalYearEnd: row.kind === 'financial_statement' ? '2025-12-31' : null,
    statementsAvailableOn: row.kind === 'financial_statement' ? '2026-03-31' : null,
    statementsLeadDays: 15,
    fundKind: 'fii',
    calendarIssues: [],
    children,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
  };
}
