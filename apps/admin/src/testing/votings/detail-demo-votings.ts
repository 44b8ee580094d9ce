import type { RepresentedVote, VotingDocument } from '@backoffice/api-client';
import { countParticipation, votingParticipation } from '@backoffice/domain';
import { demoWorkspaces } from '../demo-data';
import type { FakeApiOptions } from '../fake-network';
import { templateId } from '../fake-templates';
import { fakeHash, seedAudit } from './audit';
import { DAY, HOUR, iso, today } from './clock';
import type { VotingDetailFakeState } from './detail-state';
import { choicesFor, cnpj, cpf, demoVoter } from './demo-people';
import { refreshParticipation } from './participation';
import { documentIdOf, itemIdOf, votingId, type FakeVoterRow, type FakeVotingRow } from './rows';
import { fakeVotings } from './state';

// The detail screen's five demo votings (ids 21 to 25 of the votings' numbering, one per status), with their
// voters, ballots, represented parties, send rounds and audit trail.

/** A voting's represented parties. */
export const representedOf = (state: VotingDetailFakeState, id: string) =>
  state.represented.filter((party) => party.votingId === id);

const [saoPaulo] = demoWorkspaces.map((workspace) => workspace.id) as [string];

interface DemoSpec {
  n: number;
  title: string;
  status: FakeVotingRow['status'];
  weighting: FakeVotingRow['weighting'];
  items: string[];
  voters: number;
  voted: number;
  voided: number[];
  createdDaysAgo: number;
  opensInDays?: number;
  deadlineInDays: number;
  /** Voters (by number) who declared a conflict on the first item. */
  conflicts?: number[];
  documents?: string[];
}

const SPECS: DemoSpec[] = [
  {
    n: 21,
    title: 'AGE — FII Vila Olímpia Corporate (VOLC11): venda do imóvel e amortização',
    status: 'open',
    weighting: 'by_weight',
    items: [
      'Aprovar a venda do Edifício Vila Olímpia Corporate por R$ 412 milhões',
      'Aprovar a amortização extraordinária de R$ 3,85 por cota',
      'Aprovar a contratação de laudo de avaliação independente',
    ],
    voters: 36,
    voted: 20,
    voided: [33, 34],
    createdDaysAgo: 12,
    opensInDays: -6,
    deadlineInDays: 9,
    conflicts: [5, 12],
    documents: ['Proposta da administração.pdf', 'Laudo de avaliação — Vila Olímpia.pdf'],
  },
  {
    n: 22,
    title: 'AGO 2026 — Demonstrações financeiras do FII Campinas Logística (CPLG11)',
    status: 'closed',
    weighting: 'per_head',
    items: ['Aprovar as demonstrações financeiras de 2025', 'Aprovar a destinação do resultado'],
    voters: 24,
    voted: 18,
    voided: [],
    createdDaysAgo: 60,
    opensInDays: -50,
    deadlineInDays: -20,
    documents: ['Demonstrações financeiras 2025.pdf'],
  },
  {
    n: 23,
    title: 'Consulta formal — Nova taxa de administração do FIDC Sertão Agro',
    status: 'scheduled',
    weighting: 'by_weight',
    items: ['Aprovar a redução da taxa de administração para 0,85% a.a.'],
    voters: 12,
    voted: 0,
    voided: [],
    createdDaysAgo: 3,
    opensInDays: 5,
    deadlineInDays: 25,
    documents: ['Proposta da gestora.pdf'],
  },
  {
    n: 24,
    title: 'Assembleia de cotistas — 3ª emissão de cotas do FII Recife Shopping',
    status: 'draft',
    weighting: 'by_weight',
    items: ['Aprovar a 3ª emissão de até 2.000.000 de cotas'],
    voters: 3,
    voted: 0,
    voided: [],
    createdDaysAgo: 1,
    deadlineInDays: 40,
  },
  {
    n: 25,
    title: 'AGE — Troca de custodiante do FIA Serra Verde',
    status: 'cancelled',
    weighting: 'per_head',
    items: ['Aprovar a substituição do custodiante'],
    voters: 10,
    voted: 4,
    voided: [],
    createdDaysAgo: 30,
    opensInDays: -25,
    deadlineInDays: -5,
  },
];

/** The detail's demo votings join the votings rows, with their voters (those not there yet). */
export function seedDetailDemo(options: FakeApiOptions, state: VotingDetailFakeState): void {
  const votings = fakeVotings(options);
  for (const spec of SPECS) {
    if (votings.votings.some((row) => row.id === votingId(spec.n))) continue;
    const { row, voters } = demoVoting(spec, state);
    votings.votings.push(row);
    votings.voters.push(...voters);
  }
}

function demoVoting(spec: DemoSpec, state: VotingDetailFakeState) {
  const base = today();
  const createdAt = iso(base - spec.createdDaysAgo * DAY + 13 * HOUR);
  const opensAt = spec.opensInDays === undefined ? null : iso(base + spec.opensInDays * DAY + 12 * HOUR);
  const deadline = iso(base + spec.deadlineInDays * DAY + 21 * HOUR);
  const published = spec.status === 'draft' ? null : iso(Date.parse(createdAt) + 2 * HOUR);
  const id = votingId(spec.n);
  const items = spec.items.map((title, index) => ({
    id: itemIdOf(spec.n, index + 1),
    position: index + 1,
    title,
    description: index === 0 ? 'Conforme a proposta da administração disponível nos documentos.' : '',
  }));
  const documents: VotingDocument[] = (spec.documents ?? []).map((name, index) => {
    const documentId = documentIdOf(spec.n, index + 1);
    const body = `%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
    state.files.push({ documentId, body });
    return {
      id: documentId,
      name,
      contentType: 'application/pdf',
      size: 184_320 + index * 52_431,
      sha256: fakeHash(`${id}:${name}`),
      createdAt: iso(Date.parse(createdAt) + (index + 1) * 600_000),
    };
  });
  const voters = Array.from({ length: spec.voters }, (_, index) => demoVoter(spec.n, index + 1, createdAt));
  const opened = opensAt ? Date.parse(opensAt) : Date.parse(createdAt);
  const invited = spec.status === 'open' || spec.status === 'closed' || spec.status === 'cancelled';

  // The first `voted` active voters have voted, spread from the opening on.
  let voted = 0;
  for (const voter of voters) {
    const number = Number(voter.id.slice(-12));
    if (spec.voided.includes(number)) {
      Object.assign(voter, {
        status: 'voided',
        participation: 'voided',
        voidReason: 'Cotista transferiu as cotas antes da data-base.',
        voidedAt: iso(opened + 2 * DAY),
      });
    } else if (voted < spec.voted) {
      voted += 1;
      const at = iso(opened + voted * 5 * HOUR + number * 60_000);
      Object.assign(voter, { participation: 'completed', votedAt: at });
      state.ballots.push({
        votingId: id,
        voterId: voter.id,
        choices: choicesFor(items, number, spec.conflicts?.includes(number) ? [0] : []),
        at,
      });
    }
    if (invited)
      voter.lastInvitation = {
        status: number === 7 ? 'failed' : number === 8 ? 'unconfirmed' : 'sent',
        at: iso(opened + 60_000),
      };
  }

  // The open voting's first pending voter is locked out of the portal now (too many wrong tries): the list says so
  // and an operator may unlock them (voterWrite's 'unlock').
  if (spec.status === 'open') {
    const locked = voters.find((voter) => voter.participation === 'pending' && voter.status === 'active');
    if (locked) locked.accessLockedUntil = iso(Date.now() + 12 * 60_000);
  }

  const counts = {
    voters: voters.length,
    completed: voters.filter((voter) => voter.participation === 'completed').length,
    pending: voters.filter((voter) => voter.participation === 'pending').length,
    voided: voters.filter((voter) => voter.participation === 'voided').length,
  };

  const row: FakeVotingRow = {
    id,
    title: spec.title,
    description: 'Consulta formal aos cotistas, conforme o regulamento do fundo e a Resolução CVM 175.',
    status: spec.status,
    kind: 'standard',
    weighting: spec.weighting,
    requiresSupportDocument: Boolean(spec.documents?.length),
    ballotTemplate: spec.status === 'draft' ? null : { id: templateId(3), name: 'Cédula padrão' },
    opensAt,
    deadline,
    publishedAt: published,
    closedAt: spec.status === 'closed' ? deadline : null,
    cancelledAt: spec.status === 'cancelled' ? iso(base - 8 * DAY + 15 * HOUR) : null,
    cancelReason: spec.status === 'cancelled' ? 'Convocação refeita com nova pauta.' : null,
    createdAt,
    updatedAt: createdAt,
    items,
    documents,
    counts,
    participation: votingParticipation(
      countParticipation({ voters: [], represented: [], votes: [] }),
      spec.status,
    ),
    workspaceId: saoPaulo,
  };

  if (spec.n === 21) seedOpenExtras(state, row, voters);
  // The closed one has an attorney who voted for one represented party too: "25 (24 votantes + 1 representado)".
  if (spec.n === 22) seedClosedParty(state, row, voters);
  refreshParticipation(voters, representedOf(state, row.id), row);
  seedAudit(state, row, voters);
  return { row, voters };
}

/**
 * The voting's participation by the domain's rule (countParticipation, votingParticipation) over the fake's rows:
 * its voters (those who voted hold a counted ballot) and the represented parties (their votes' status).

/** The closed demo voting's one represented party, voted by its attorney (who voted too). */
function seedClosedParty(state: VotingDetailFakeState, row: FakeVotingRow, voters: FakeVoterRow[]): void {
  const attorney = voters.find((voter) => voter.participation === 'completed')!;
  attorney.representedParties = 1;
  state.represented.push({
    votingId: row.id,
    id: 'a2000000-0000-4000-8000-000000000022',
    name: 'Fundação Previdenciária Ipiranga',
    taxIdType: 'CNPJ',
    taxId: cnpj(122),
    weight: '1',
    attorney: { voterId: attorney.id, name: attorney.name },
    choices: Object.entries(choicesFor(row.items, 122)).map(([itemId, choice]) => ({ itemId, choice })),
    status: 'counted',
    votedAt: attorney.votedAt,
  });
}

/** The open demo voting's attorneys, parties and send rounds. */
function seedOpenExtras(state: VotingDetailFakeState, row: FakeVotingRow, voters: FakeVoterRow[]): void {
  const attorney = voters[2]!;
  const other = voters[9]!;
  attorney.representedParties = 3;
  other.representedParties = 1;
  const parties: [string, 'CPF' | 'CNPJ', string, RepresentedVote['status'], FakeVoterRow][] = [
    ['Clube de Investimento Paineiras', 'CNPJ', '5400', 'counted', attorney],
    ['Espólio de Rubens Tavares', 'CPF', '1320.25', 'under_review', attorney],
    ['Cooperativa Vale do Café', 'CNPJ', '9800', 'pending', attorney],
    ['Marta Nogueira Prado', 'CPF', '450', 'returned', other],
  ];
  parties.forEach(([name, type, weight, status, by], index) => {
    const voted = status !== 'pending';
    state.represented.push({
      votingId: row.id,
      id: `a2000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      name,
      taxIdType: type,
      taxId: type === 'CPF' ? cpf(100 + index) : cnpj(100 + index),
      weight,
      attorney: { voterId: by.id, name: by.name },
      choices: voted
        ? Object.entries(choicesFor(row.items, index + 3)).map(([itemId, choice]) => ({ itemId, choice }))
        : [],
      status,
      votedAt: voted ? iso(Date.parse(row.opensAt!) + (index + 2) * 7 * HOUR) : null,
    });
  });
  const opened = Date.parse(row.opensAt!);
  state.dispatches.push(
    {
      votingId: row.id,
      id: 'a3000000-0000-4000-8000-000000000002',
      kind: 'reminder',
      createdAt: iso(today() - 1 * DAY + 10 * HOUR),
      status: 'running',
      total: 14,
      sent: 5,
      failed: 0,
      unconfirmed: 0,
    },
    {
      votingId: row.id,
      id: 'a3000000-0000-4000-8000-000000000001',
      kind: 'invitation',
      createdAt: iso(opened),
      status: 'succeeded',
      total: 36,
      sent: 34,
      failed: 1,
      unconfirmed: 1,
    },
  );
}
