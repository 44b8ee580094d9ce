import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import type { components } from '@backoffice/api-client';
import { textPdf } from './fake-files';

// The voter portal fake's demo link: its token, the voter's last 4 and PIN, the voting, the ballot page and the
// documents' files. No test framework here, so stories can use it.

type Schemas = components['schemas'];
type PortalVoting = Schemas['PortalVoting'];
type PortalBallot = Schemas['PortalBallot'];
type RepresentedParty = Schemas['RepresentedParty'];

/** A link token as the server makes them (43 base64url characters). */
export const demoPortalToken = 'k3Jd9xQwLmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0Tz';
export const demoLast4 = '7735';
export const demoPin = '482913';
export const demoIpAddress = '203.0.113.7';

const in2036 = '2036-06-30T21:00:00.000Z';

export function demoPortalVoting(overrides: Partial<PortalVoting> = {}): PortalVoting {
  return {
    title: 'Assembleia Geral Ordinária 2036 — Fundo Imobiliário Vila Olímpia',
    description: 'Aprovação das contas do exercício e eleição do representante dos cotistas.',
    deadline: in2036,
    opensAt: null,
    state: 'open',
    company: { name: 'Vila Olímpia Gestora de Recursos', logoUrl: null },
    taxIdType: 'CPF',
    voterFirstName: 'Mariana',
    step: 'identity',
    pinSentTo: null,
    lockedUntil: null,
    hasVoted: false,
    ...overrides,
  };
}

export const demoDocumentIds = {
  statements: '0d000000-0000-4000-8000-0000000000d1',
  chart: '0d000000-0000-4000-8000-0000000000d2',
} as const;

export const demoItemIds = {
  accounts: '0e000000-0000-4000-8000-0000000000a1',
  representative: '0e000000-0000-4000-8000-0000000000a2',
  budget: '0e000000-0000-4000-8000-0000000000a3',
} as const;

export function demoRepresentedParty(
  index: number,
  overrides: Partial<RepresentedParty> = {},
): RepresentedParty {
  return {
    id: `0f000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: ['Fundação Previdenciária Ipê', 'Carlos Henrique Souza', 'Condomínio Jardim das Acácias'][
      index % 3
    ]!,
    taxIdType: index % 3 === 1 ? 'CPF' : 'CNPJ',
    taxIdMasked: index % 3 === 1 ? '***.456.789-**' : '**.345.678/0001-**',
    weight: '1',
    ...overrides,
  };
}

export function demoPortalBallot(overrides: Partial<PortalBallot> = {}): PortalBallot {
  return {
    voter: { name: 'Mariana Ribeiro Alves', taxIdMasked: '***.222.333-**' },
    items: [
      {
        id: demoItemIds.accounts,
        position: 1,
        title: 'Aprovação das contas do exercício de 2035',
        description: 'Demonstrações financeiras auditadas, com o parecer do auditor independente.',
      },
      {
        id: demoItemIds.representative,
        position: 2,
        title: 'Eleição do representante dos cotistas',
        description: 'Candidata única: Helena Prado Nogueira, mandato de um ano.',
      },
      {
        id: demoItemIds.budget,
        position: 3,
        title: 'Orçamento de manutenção para 2036',
        description: 'Reforma da fachada e das áreas comuns, até R$ 1.200.000,00.',
      },
    ],
    documents: [
      {
        id: demoDocumentIds.statements,
        name: 'Demonstrações financeiras 2035.pdf',
        contentType: 'application/pdf',
        size: 1843,
        sha256: 'a3f1c2d4e5b6978812345678901234567890abcdef1234567890abcdef123456',
      },
      {
        id: demoDocumentIds.chart,
        name: 'Gráfico de receitas.png',
        contentType: 'image/png',
        size: 551,
        sha256: 'b4e2d3c5f6a7089923456789012345678901bcdef01234567890abcdef0123456',
      },
    ],
    requiresSupportDocument: false,
    policy: { version: VOTER_POLICY_VERSION, acceptedAt: null },
    representedParties: [],
    uploads: [],
    ballot: null,
    ...overrides,
  };
}

/** The statements document's file (two pages of text). */
export const statementsPdf = () =>
  textPdf([
    [
      'Demonstrações financeiras 2035',
      'Fundo Imobiliário Vila Olímpia — exercício encerrado em 31/12/2035.',
      'Receitas de locação: R$ 18.420.000,00',
      'Despesas operacionais: R$ 4.310.000,00',
      'Resultado do exercício: R$ 14.110.000,00',
    ],
    [
      'Parecer do auditor independente',
      'As demonstrações apresentam adequadamente, em todos os aspectos',
      'relevantes, a posição patrimonial e financeira do fundo.',
    ],
  ]);
