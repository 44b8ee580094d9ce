import type { components } from '@backoffice/api-client';
import { http, problem, refusalOf, refuse } from '@backoffice/api-client/testing';
import { delay, type HttpHandler } from 'msw';
import { fileAnswer } from './fake-answers';

// The third-party approver's server (getApproval, downloadApprovalUpload, decideApproval) answered from memory by
// Mock Service Worker handlers typed from the contract: the approval page's real client and store run on top of it.
// For stories and tests only, never the running app. No test framework here, so stories can use it.

type Schemas = components['schemas'];
type Approval = Schemas['Approval'];
type ApprovalSubject = Schemas['ApprovalSubject'];
type VoteChoice = Schemas['VoteChoice'];

/** Approver tokens as the server makes them (43 base64url characters), one per state of the demo. */
export const approvalTokens = {
  open: 'ap1Xq9LmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0TzK3',
  many: 'ap2Xq9LmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0TzK3',
  approved: 'ap3Xq9LmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0TzK3',
  returned: 'ap4Xq9LmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0TzK3',
  expired: 'ap5Xq9LmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0TzK3',
  unknown: 'ap0Xq9LmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0TzK3',
} as const;

export const approvalItemIds = {
  accounts: '0e000000-0000-4000-8000-0000000000a1',
  representative: '0e000000-0000-4000-8000-0000000000a2',
  budget: '0e000000-0000-4000-8000-0000000000a3',
} as const;

const PARTY_NAMES = [
  'Fundação Previdenciária Ipê',
  'Carlos Henrique Souza',
  'Condomínio Jardim das Acácias',
  'Ana Beatriz Moreira',
  'Cooperativa Agrícola Vale Verde',
];
const CHOICES: readonly VoteChoice[] = ['approve', 'approve', 'reject', 'approve', 'abstain', 'conflict'];

function subject(index: number): ApprovalSubject {
  const cpf = index % 2 === 1;
  const base = PARTY_NAMES[index % PARTY_NAMES.length]!;
  return {
    representedPartyId: `0f000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: index >= PARTY_NAMES.length ? `${base} ${Math.floor(index / PARTY_NAMES.length) + 1}` : base,
    taxIdMasked: cpf
      ? `***.${String(100 + index).slice(-3)}.789-**`
      : `**.${String(300 + index).slice(-3)}.678/0001-**`,
    votes: Object.values(approvalItemIds).map((itemId, item) => ({
      itemId,
      choice: CHOICES[(index + item) % CHOICES.length]!,
    })),
  };
}

/** A ballot under review: the attorney's own vote and `parties` represented parties, two documents. */
export function approvalFixture({
  parties = 3,
  ...overrides
}: Partial<Approval> & { parties?: number } = {}): Approval {
  return {
    votingTitle: 'Assembleia Geral Ordinária 2036 — Fundo Imobiliário Vila Olímpia',
    deadline: '2036-06-30T21:00:00.000Z',
    attorney: { name: 'Mariana Ribeiro Alves' },
    status: 'under_review',
    submittedAt: '2036-06-20T14:32:00.000Z',
    reviewComment: null,
    items: [
      {
        id: approvalItemIds.accounts,
        position: 1,
        title: 'Aprovação das contas do exercício de 2035',
        description: '',
      },
      {
        id: approvalItemIds.representative,
        position: 2,
        title: 'Eleição do representante dos cotistas',
        description: '',
      },
      { id: approvalItemIds.budget, position: 3, title: 'Orçamento de obras de 2036', description: '' },
    ],
    subjects: [
      {
        representedPartyId: null,
        name: 'Mariana Ribeiro Alves',
        taxIdMasked: '***.222.333-**',
        votes: Object.values(approvalItemIds).map((itemId) => ({ itemId, choice: 'approve' as const })),
      },
      ...Array.from({ length: parties }, (_, index) => subject(index)),
    ],
    uploads: [
      {
        id: '0b000000-0000-4000-8000-000000000001',
        kind: 'power_of_attorney',
        name: 'procuracao-fundacao-ipe.pdf',
        contentType: 'application/pdf',
        size: 248_312,
        sha256: 'a'.repeat(64),
        createdAt: '2036-06-20T14:20:00.000Z',
      },
      {
        id: '0b000000-0000-4000-8000-000000000002',
        kind: 'support',
        name: 'comprovante-cotas.png',
        contentType: 'image/png',
        size: 96_004,
        sha256: 'b'.repeat(64),
        createdAt: '2036-06-20T14:21:00.000Z',
      },
    ],
    ...overrides,
  };
}

export interface ApprovalFakeState {
  approvals: Record<string, Approval>;
  decisions: { token: string; decision: string; comment?: string }[];
  /** The next decision fails with this status (500: a server error) before anything is recorded. */
  failNextDecision?: 500;
  /** getApproval fails with this status (500) until cleared. */
  failReads?: 500;
  /** Milliseconds before each answer. */
  delayMs?: number;
}

/** The demo's approvals by token (a fresh copy each time). */
export function approvalFakeState(overrides: Partial<ApprovalFakeState> = {}): ApprovalFakeState {
  return {
    approvals: {
      [approvalTokens.open]: approvalFixture(),
      [approvalTokens.many]: approvalFixture({ parties: 50 }),
      [approvalTokens.approved]: approvalFixture({ status: 'counted' }),
      [approvalTokens.returned]: approvalFixture({
        status: 'returned',
        reviewComment: 'Falta a procuração do Condomínio Jardim das Acácias. Envie de novo com ela.',
      }),
      [approvalTokens.expired]: approvalFixture({ deadline: '2024-06-30T21:00:00.000Z' }),
    },
    decisions: [],
    ...overrides,
  };
}

/** The approval operations answered from `state` (read on every call); an unknown token is 404. */
export function approvalHandlers(state: ApprovalFakeState): HttpHandler[] {
  const wait = async () => {
    if (state.delayMs) await delay(state.delayMs);
  };
  return [
    http.get('/approvals/{token}', async ({ params, response }) => {
      await wait();
      const approval = state.approvals[params.token];
      if (!approval) return refuse(response, refusalOf('not_found'));
      if (state.failReads) return problem(response, state.failReads, 'internal', 'Internal error');
      return response(200).json({ approval });
    }),

    http.get('/approvals/{token}/uploads/{uploadId}', async ({ params, response }) => {
      await wait();
      const found = state.approvals[params.token]?.uploads.find((upload) => upload.id === params.uploadId);
      if (!found) return refuse(response, refusalOf('not_found'));
      // The first bytes are what the type says; the rest does not matter to the page.
      const head = found.contentType === 'application/pdf' ? '%PDF-1.4\n%demo\n' : '\x89PNG\r\n\x1a\n';
      return fileAnswer(response, 200, found.contentType, head);
    }),

    http.post('/approvals/{token}/decision', async ({ params, request, response }) => {
      await wait();
      const { token } = params;
      const approval = state.approvals[token];
      if (!approval) return refuse(response, refusalOf('not_found'));
      const body = await request.json();
      if (state.failNextDecision) {
        const status = state.failNextDecision;
        state.failNextDecision = undefined;
        return problem(response, status, 'internal', 'Internal error');
      }
      if (approval.status !== 'under_review' || Date.parse(approval.deadline) <= Date.now())
        return refuse(response, refusalOf('invalid_state'));
      if (body.decision === 'return' && !body.comment?.trim())
        return refuse(response, refusalOf('unprocessable', [{ field: 'comment', code: 'comment_required' }]));
      state.decisions.push({ token, ...body });
      approval.status = body.decision === 'approve' ? 'counted' : 'returned';
      approval.reviewComment = body.decision === 'return' ? (body.comment ?? null) : null;
      return response(200).json({ status: approval.status });
    }),
  ];
}
