import type {
  AuditEntry,
  FieldError,
  ItemTally,
  ParticipationPoint,
  RepresentedVote,
  VoteChoice,
  Voter,
  VoterInput,
  VotingDispatch,
  VotingDocument,
  VotingResults,
} from '@backoffice/api-client';
import {
  can,
  countParticipation,
  isActionAllowed,
  decimalToString,
  parseDecimal,
  participationShare,
  tallyItem,
  votingParticipation,
  type AuditAction,
  cnpjCheckDigits,
  cpfCheckDigits,
  detectTaxIdType,
  isAccessLocked,
  normalizeForSearch,
  onlyTaxIdChars,
  validateEmail,
} from '@backoffice/domain';
import { demoWorkspaces } from './demo-data';
import { fakeState, type FakeCall, type FakeFeature } from './fake-feature';
import type { FakeApiOptions } from './fake-network';
import { json, problem } from './fake-responses';
import { templateId } from './fake-templates';
import { fakeVotings, votingId, type FakeVoterRow, type FakeVotingRow } from './fake-votings';

// The detail screen's operations of the votings contract, answered from memory like the server: getVotingResults
// (tallies by head and by weight from the recorded ballots, conflict apart and out of the quorum base, participation
// over time), listVoters by participation (search, sort, pages), updateVoter (409 voter_has_voted), voidVoter,
// resendInvitation, remindPendingVoters, listVotingDispatches (running rounds advance on each read),
// extendVotingDeadline, closeVoting, cancelVoting (409 invalid_state outside their statuses), listRepresentedVotes,
// unlockVoterAccess (a locked voter of the open demo voting), listVotingAudit (a hash chain that verifies, or is
// tampered with), downloadVotingDocument and the two reports
// (409 until closed).
//
// The votings and voters themselves are the votings fake's rows (fake-votings: getVoting, addVoter, imports and
// document uploads answer from there): this fake adds five demo votings to them, with their voters, ballots,
// represented parties, dispatches and audit trail, when a call first names one of them. It is listed before the
// votings fake, and answers getVoting itself only for `votingPending`.

export type FakeChoices = Record<string, VoteChoice>;

export interface FakeBallot {
  votingId: string;
  voterId: string;
  choices: FakeChoices;
  at: string;
}

export interface FakeRepresentedRow extends RepresentedVote {
  votingId: string;
}

export interface FakeDispatchRow extends VotingDispatch {
  votingId: string;
}

/** An audit entry with its data as the server records it (the generated type knows no property of `data`). */
export type FakeAuditEntry = Omit<AuditEntry, 'data'> & { data: Record<string, unknown> };

export interface FakeAuditRow {
  votingId: string;
  entry: FakeAuditEntry;
}

export interface FakeDocumentFile {
  documentId: string;
  body: string;
}

/** A refusal the next write of this fake answers with (its dialog's error mapping). */
export interface FakeRefusal {
  status: number;
  code: string;
  errors?: FieldError[];
}

export interface VotingDetailFakeState {
  /** The demo votings are in the votings fake's rows. */
  seeded: boolean;
  ballots: FakeBallot[];
  represented: FakeRepresentedRow[];
  dispatches: FakeDispatchRow[];
  audit: FakeAuditRow[];
  files: FakeDocumentFile[];
  /** Each read of an open voting's results records one more ballot (a pending voter votes): live totals. */
  live?: boolean;
  /** getVoting never answers (the screen's loading state). */
  votingPending?: boolean;
  /** getVotingResults answers 500. */
  failResults?: boolean;
  /** listVoters answers 500. */
  failVoters?: boolean;
  /** The audit entry with this seq no longer matches its hash (someone edited the row). */
  tamperedSeq?: number;
  /** Reads of a running dispatch before it is done (each read advances it). Default 3. */
  dispatchSteps?: number;
  /** The next write of this fake answers this problem. */
  refuseNext?: FakeRefusal;
  nextId?: number;
}

const STATE_KEY = 'votingDetail';
const [saoPaulo] = demoWorkspaces.map((workspace) => workspace.id) as [string];

/** The demo votings of the detail screen (ids of the votings fake's numbering, 21 to 25). */
export const detailVotingIds = {
  open: votingId(21),
  closed: votingId(22),
  scheduled: votingId(23),
  draft: votingId(24),
  cancelled: votingId(25),
} as const;

export function votingDetailFakeState(
  overrides: Partial<VotingDetailFakeState> = {},
): Record<string, VotingDetailFakeState> {
  return { [STATE_KEY]: { ...emptyState(), ...overrides } };
}

const emptyState = (): VotingDetailFakeState => ({
  seeded: false,
  ballots: [],
  represented: [],
  dispatches: [],
  audit: [],
  files: [],
});

const DEMO_IDS: readonly string[] = Object.values(detailVotingIds);

/**
 * This fake's rows (created on first use). The demo votings join the votings fake's rows the first time a call
 * names one of them, so the votings fake's own stories and tests (its list) never see them.
 */
export function fakeVotingDetail(options: FakeApiOptions, forVotingId?: string): VotingDetailFakeState {
  const state = fakeState<VotingDetailFakeState>(options, STATE_KEY, emptyState);
  if (!state.seeded && forVotingId && DEMO_IDS.includes(forVotingId)) {
    state.seeded = true;
    seed(options, state);
  }
  return state;
}

// --- Demo data ---------------------------------------------------------------------------------------------------

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Demo dates are relative to today (at whole hours), so open votings stay open and deadlines stay ahead. */
const today = () => Math.floor(Date.now() / DAY) * DAY;
const iso = (ms: number) => new Date(ms).toISOString();

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
];
const LAST = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Ferreira', 'Gonçalves', 'Holanda'];
const COMPANIES = [
  'Previdência Aurora',
  'Instituto Patrimonial Ipê',
  'Fundação Saúde Litoral',
  'Family Office Mantiqueira Ltda.',
  'Seguradora Horizonte S.A.',
];
/** Quotas with decimals, as registrars send them. */
const WEIGHTS = [
  '15230.5',
  '1200',
  '875.125',
  '40000',
  '312.75',
  '2500',
  '98.000001',
  '7300.4',
  '650',
  '18000',
];

const cpf = (n: number) => {
  const base = String(123456789 + n * 7919).slice(-9);
  return base + cpfCheckDigits(base);
};
const cnpj = (n: number) => {
  const base = `${String(11222333 + n * 4021).slice(-8)}0001`;
  return base + cnpjCheckDigits(base);
};

/** The id of demo voter `n` (1-based) of demo voting `voting` (21–25). */
export const demoVoterId = (voting: number, n: number) =>
  `c${String(voting).padStart(7, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

function demoVoter(voting: number, n: number, createdAt: string): FakeVoterRow {
  const company = n % 7 === 3;
  const name = company
    ? COMPANIES[n % COMPANIES.length]!
    : `${FIRST[n % FIRST.length]} ${LAST[(n * 3) % LAST.length]} ${LAST[(n + 5) % LAST.length]}`;
  const handle = normalizeForSearch(name)
    .replace(/[^a-z]+/g, '.')
    .replace(/\.$/, '');
  return {
    id: demoVoterId(voting, n),
    votingId: votingId(voting),
    name,
    taxIdType: company ? 'CNPJ' : 'CPF',
    taxId: company ? cnpj(n) : cpf(n),
    email: `${handle}${n}@exemplo.com.br`,
    phone: n % 4 === 0 ? null : `+55119${String(80000000 + n * 1373).slice(-8)}`,
    weight: WEIGHTS[n % WEIGHTS.length]!,
    status: 'active',
    participation: 'pending',
    voidReason: null,
    voidedAt: null,
    votedAt: null,
    lastInvitation: null,
    representedParties: 0,
    accessLockedUntil: null,
    createdAt,
  };
}

/** A voter's answers, varied by their number: mostly approve, some reject and abstain, conflict where given. */
function choicesFor(
  items: readonly { id: string }[],
  n: number,
  conflictOn: readonly number[] = [],
): FakeChoices {
  const pattern: VoteChoice[] = ['approve', 'approve', 'reject', 'approve', 'abstain', 'approve', 'reject'];
  return Object.fromEntries(
    items.map((item, index) => [
      item.id,
      conflictOn.includes(index) ? 'conflict' : pattern[(n + index * 2) % pattern.length]!,
    ]),
  );
}

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

const itemIdOf = (voting: number, n: number) =>
  `e${String(voting).padStart(7, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const documentIdOf = (voting: number, n: number) =>
  `f${String(voting).padStart(7, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

function seed(options: FakeApiOptions, state: VotingDetailFakeState): void {
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
  refreshParticipation(voters, state, row);
  seedAudit(state, row, voters);
  return { row, voters };
}

/**
 * The voting's participation by the domain's rule (countParticipation, votingParticipation) over the fake's rows:
 * its voters (those who voted hold a counted ballot) and the represented parties (their votes' status).
 */
function refreshParticipation(
  voters: FakeVoterRow[],
  state: VotingDetailFakeState,
  row: FakeVotingRow,
): void {
  const active = new Map(voters.map((voter) => [voter.id, voter.status === 'active']));
  const parties = state.represented.filter((party) => party.votingId === row.id);
  row.participation = votingParticipation(
    countParticipation({
      voters: voters.map((voter) => ({ taxId: voter.taxId, status: voter.status })),
      represented: parties.map((party) => ({
        taxId: party.taxId,
        attorneyActive: active.get(party.attorney.voterId) ?? false,
      })),
      votes: [
        ...voters
          .filter((voter) => voter.participation === 'completed')
          .map((voter) => ({ subjectTaxId: voter.taxId, ballot: 'counted' as const, casterActive: true })),
        ...parties.flatMap((party) =>
          party.status === 'counted' || party.status === 'under_review'
            ? [
                {
                  subjectTaxId: party.taxId,
                  ballot: party.status,
                  casterActive: active.get(party.attorney.voterId) ?? false,
                },
              ]
            : [],
        ),
      ],
    }),
    row.status,
  );
}

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

// --- Audit: a hash chain, as the server keeps it -------------------------------------------------------------------

/** A 64-hex-digit digest (FNV-1a, four lanes): not cryptographic, but any change to the text changes it. */
export function fakeHash(text: string): string {
  let out = '';
  for (let lane = 0; lane < 4; lane++) {
    let hash = 0xcbf29ce484222325n ^ BigInt(lane);
    for (let index = 0; index < text.length; index++) {
      hash ^= BigInt(text.charCodeAt(index));
      hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
    }
    out += hash.toString(16).padStart(16, '0');
  }
  return out;
}

const GENESIS = '0'.repeat(64);
const hashOf = (entry: Omit<FakeAuditEntry, 'hash'>) =>
  fakeHash(JSON.stringify([entry.seq, entry.at, entry.actor, entry.action, entry.data, entry.prevHash]));

const OPERATOR = {
  kind: 'user' as const,
  id: 'b0000000-0000-4000-8000-000000000003',
  name: 'Olívia Operadora',
};
const SYSTEM = { kind: 'system' as const, id: null, name: null };

function appendAudit(
  state: VotingDetailFakeState,
  votingIdValue: string,
  action: AuditAction,
  data: Record<string, unknown>,
  actor: AuditEntry['actor'] = OPERATOR,
  at = iso(Date.now()),
): void {
  const trail = state.audit.filter((row) => row.votingId === votingIdValue);
  const previous = trail.at(-1)?.entry;
  const body = {
    seq: (previous?.seq ?? 0) + 1,
    at,
    actor,
    action,
    data,
    prevHash: previous?.hash ?? GENESIS,
  };
  state.audit.push({ votingId: votingIdValue, entry: { ...body, hash: hashOf(body) } });
}

function seedAudit(state: VotingDetailFakeState, row: FakeVotingRow, voters: FakeVoterRow[]): void {
  // As the server's: the trail starts at publication (a draft is the operator's working copy, not audited), with
  // what was published.
  if (row.status === 'draft') return;
  appendAudit(
    state,
    row.id,
    'voting.published',
    {
      title: row.title,
      opensAt: row.opensAt,
      documents: row.documents.map((document) => document.name),
      voters: voters.length,
    },
    OPERATOR,
    row.publishedAt!,
  );
  if (row.status === 'scheduled') return;
  appendAudit(state, row.id, 'voting.opened', {}, SYSTEM, row.opensAt!);
  appendAudit(state, row.id, 'invitation.queued', { count: voters.length }, SYSTEM, row.opensAt!);
  const events = [
    ...state.ballots
      .filter((ballot) => ballot.votingId === row.id)
      .map((ballot) => ({ at: ballot.at, kind: 'ballot' as const, voterId: ballot.voterId })),
    ...voters
      .filter((voter) => voter.voidedAt)
      .map((voter) => ({ at: voter.voidedAt!, kind: 'void' as const, voterId: voter.id })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  // A pending voter who typed the wrong last 4 digits too often.
  const locked = voters.find((voter) => voter.participation === 'pending' && voter.status === 'active');
  if (locked && events[0])
    appendAudit(
      state,
      row.id,
      'voter.access_locked',
      { voterId: locked.id, step: 'identity' },
      { kind: 'voter', id: locked.id, name: locked.name },
      iso(Date.parse(events[0].at) - 60 * 60_000),
    );
  for (const event of events) {
    const voter = voters.find((candidate) => candidate.id === event.voterId)!;
    const asVoter = { kind: 'voter' as const, id: voter.id, name: voter.name };
    const before = (minutes: number) => iso(Date.parse(event.at) - minutes * 60_000);
    if (event.kind === 'ballot') {
      // In the portal, as the server records it: the voter confirms who they are, accepts the policy, votes.
      appendAudit(state, row.id, 'voter.identified', { voterId: voter.id }, asVoter, before(6));
      appendAudit(state, row.id, 'policy.accepted', { voterId: voter.id }, asVoter, before(5));
      appendAudit(state, row.id, 'ballot.recorded', { voterId: voter.id }, asVoter, event.at);
    } else
      appendAudit(
        state,
        row.id,
        'voter.voided',
        { voterId: voter.id, reason: voter.voidReason },
        OPERATOR,
        event.at,
      );
  }
  if (row.status === 'closed')
    appendAudit(state, row.id, 'voting.closed', { by: 'deadline' }, SYSTEM, row.closedAt!);
  if (row.status === 'cancelled')
    appendAudit(state, row.id, 'voting.cancelled', { reason: row.cancelReason }, OPERATOR, row.cancelledAt!);
}

/** The trail as stored (with a tampered row if asked) and whether its chain verifies. */
function auditOf(state: VotingDetailFakeState, votingIdValue: string) {
  const entries = state.audit
    .filter((row) => row.votingId === votingIdValue)
    .map(({ entry }) =>
      entry.seq === state.tamperedSeq ? { ...entry, data: { ...entry.data, edited: true } } : entry,
    );
  let firstBadSeq: number | null = null;
  let previous = GENESIS;
  for (const entry of entries) {
    const { hash, ...body } = entry;
    if (entry.prevHash !== previous || hashOf(body) !== hash) {
      firstBadSeq = entry.seq;
      break;
    }
    previous = hash;
  }
  return {
    entries,
    chain: {
      count: entries.length,
      head: entries.at(-1)?.hash ?? null,
      verified: firstBadSeq === null,
      firstBadSeq,
    },
  };
}

// --- Results ------------------------------------------------------------------------------------------------------

const votersOf = (options: FakeApiOptions, id: string) =>
  fakeVotings(options).voters.filter((voter) => voter.votingId === id);

function resultsOf(options: FakeApiOptions, state: VotingDetailFakeState, row: FakeVotingRow): VotingResults {
  const voters = votersOf(options, row.id);
  const active = voters.filter((voter) => voter.status === 'active');
  const byId = new Map(active.map((voter) => [voter.id, voter]));
  const activeTaxIds = new Set(active.map((voter) => voter.taxId));
  const parties = state.represented.filter(
    (party) => party.votingId === row.id && byId.has(party.attorney.voterId),
  );
  // The subjects whose vote counts: the active voters' ballots and the counted votes of their parties.
  const counted = [
    ...state.ballots
      .filter((ballot) => ballot.votingId === row.id && byId.has(ballot.voterId))
      .map((ballot) => ({
        choices: ballot.choices,
        weight: byId.get(ballot.voterId)!.weight,
        at: ballot.at,
      })),
    ...parties
      .filter((party) => party.status === 'counted')
      .map((party) => ({
        choices: Object.fromEntries(party.choices.map((vote) => [vote.itemId, vote.choice])) as FakeChoices,
        weight: party.weight,
        at: party.votedAt!,
      })),
  ];
  // Eligible (the domain's rule): the active voters, and each CPF/CNPJ only represented with its largest weight.
  const representedWeights = new Map<string, bigint>();
  for (const party of parties.filter((candidate) => !activeTaxIds.has(candidate.taxId))) {
    const weight = parseDecimal(party.weight);
    if (weight > (representedWeights.get(party.taxId) ?? 0n)) representedWeights.set(party.taxId, weight);
  }
  const eligibleWeight = [...representedWeights.values()].reduce(
    (sum, weight) => sum + weight,
    active.reduce((sum, voter) => sum + parseDecimal(voter.weight), 0n),
  );
  const eligibleCount = row.participation.eligible.total;
  const total = () => ({ count: 0, weight: 0n });
  const items: ItemTally[] = row.items.map((item) => {
    const sums = { approve: total(), reject: total(), abstain: total(), conflict: total() };
    for (const subject of row.status === 'cancelled' ? [] : counted) {
      const choice = subject.choices[item.id];
      if (!choice) continue;
      sums[choice].count += 1;
      sums[choice].weight += parseDecimal(subject.weight);
    }
    // The tally is the domain's (the API's reports and live results use it too): the fake only counts.
    const amount = (sum: { count: number; weight: bigint }) => ({
      count: sum.count,
      weight: decimalToString(sum.weight),
    });
    const tally = tallyItem(
      {
        approve: amount(sums.approve),
        reject: amount(sums.reject),
        abstain: amount(sums.abstain),
        conflict: amount(sums.conflict),
        eligible: { count: eligibleCount, weight: decimalToString(eligibleWeight) },
      },
      row.weighting,
    );
    return {
      itemId: item.id,
      position: item.position,
      title: item.title,
      approve: amount(sums.approve),
      reject: amount(sums.reject),
      abstain: amount(sums.abstain),
      conflict: tally.conflict,
      quorumBase: tally.quorumBase,
      participation: participationShare(tally),
    };
  });
  // Cumulative subjects that voted, by the hour of their vote.
  const hours = new Map<number, number>();
  for (const subject of counted) {
    const hour = Math.floor(Date.parse(subject.at) / HOUR) * HOUR;
    hours.set(hour, (hours.get(hour) ?? 0) + 1);
  }
  let cumulative = 0;
  const participationOverTime: ParticipationPoint[] = [...hours.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hour, count]) => ({ at: iso(hour), voted: (cumulative += count) }));
  return {
    votingId: row.id,
    weighting: row.weighting,
    eligible: { count: eligibleCount, weight: decimalToString(eligibleWeight) },
    items,
    participationOverTime,
    updatedAt: iso(Date.now()),
  };
}

/** One pending voter of an open voting votes now (the live story's totals move on every read). */
function castOneBallot(options: FakeApiOptions, state: VotingDetailFakeState, row: FakeVotingRow): void {
  const voter = votersOf(options, row.id)
    .filter((candidate) => candidate.participation === 'pending')
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))[0];
  if (!voter) return;
  const at = iso(Date.now());
  state.ballots.push({
    votingId: row.id,
    voterId: voter.id,
    choices: choicesFor(row.items, state.ballots.length),
    at,
  });
  Object.assign(voter, { participation: 'completed', votedAt: at });
  row.counts.pending -= 1;
  row.counts.completed += 1;
  refreshParticipation(votersOf(options, row.id), state, row);
  appendAudit(
    state,
    row.id,
    'ballot.recorded',
    { voterId: voter.id },
    { kind: 'voter', id: voter.id, name: voter.name },
    at,
  );
}

// --- Lists ------------------------------------------------------------------------------------------------------

const PARTICIPATIONS = ['completed', 'pending', 'voided'];
const VOTER_SORTS = ['name', 'votedAt', 'weight'];

function pageParams(url: URL, errors: FieldError[]) {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  if (!Number.isInteger(offset) || offset < 0) errors.push({ field: 'offset', code: 'minimum' });
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) errors.push({ field: 'limit', code: 'maximum' });
  return { offset, limit };
}

const words = (text: string | null) =>
  normalizeForSearch(text ?? '')
    .split(/\s+/)
    .filter(Boolean);

function votersAnswer(options: FakeApiOptions, row: FakeVotingRow, url: URL): Response {
  const query = url.searchParams;
  const errors: FieldError[] = [];
  const { offset, limit } = pageParams(url, errors);
  const participation = query.get('participation');
  const sortBy = query.get('sortBy') ?? 'name';
  const sortDirection = query.get('sortDirection') ?? 'asc';
  if (participation && !PARTICIPATIONS.includes(participation))
    errors.push({ field: 'participation', code: 'enum' });
  if (!VOTER_SORTS.includes(sortBy)) errors.push({ field: 'sortBy', code: 'enum' });
  if (!['asc', 'desc'].includes(sortDirection)) errors.push({ field: 'sortDirection', code: 'enum' });
  if (errors.length) return problem(400, 'validation_failed', 'Requisição inválida', errors);
  const wanted = words(query.get('search'));
  const found = votersOf(options, row.id)
    .filter((voter) => !participation || voter.participation === participation)
    .filter((voter) => {
      const text = normalizeForSearch(`${voter.name} ${voter.email} ${voter.taxId}`);
      return wanted.every((word) => text.includes(word) || text.includes(onlyTaxIdChars(word)));
    })
    .sort((a, b) => {
      const order =
        sortBy === 'weight'
          ? Number(parseDecimal(a.weight) - parseDecimal(b.weight))
          : sortBy === 'votedAt'
            ? (a.votedAt ?? '').localeCompare(b.votedAt ?? '')
            : a.name.localeCompare(b.name, 'pt-BR');
      return (sortDirection === 'desc' ? -order : order) || a.id.localeCompare(b.id);
    });
  return json(200, {
    voters: found.slice(offset, offset + limit).map(toVoter),
    pagination: { total: found.length, offset, limit, sortBy, sortDirection },
  });
}

const toVoter = ({ votingId: _, ...voter }: FakeVoterRow): Voter => structuredClone(voter);

function representedAnswer(state: VotingDetailFakeState, row: FakeVotingRow, url: URL): Response {
  const errors: FieldError[] = [];
  const { offset, limit } = pageParams(url, errors);
  if (errors.length) return problem(400, 'validation_failed', 'Requisição inválida', errors);
  const wanted = words(url.searchParams.get('search'));
  const found = state.represented
    .filter((vote) => vote.votingId === row.id)
    .filter((vote) => {
      const text = normalizeForSearch(`${vote.name} ${vote.attorney.name} ${vote.taxId}`);
      return wanted.every((word) => text.includes(word));
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  return json(200, {
    representedVotes: found
      .slice(offset, offset + limit)
      .map(({ votingId: _, ...vote }) => structuredClone(vote)),
    pagination: { total: found.length, offset, limit, sortBy: 'name', sortDirection: 'asc' },
  });
}

/** Each read moves a running round on, until every delivery is sent. */
function advanceDispatches(state: VotingDetailFakeState, id: string): void {
  const steps = state.dispatchSteps ?? 3;
  for (const dispatch of state.dispatches.filter((candidate) => candidate.votingId === id)) {
    if (dispatch.status === 'queued') {
      dispatch.status = 'running';
      continue;
    }
    if (dispatch.status !== 'running') continue;
    const step = Math.max(1, Math.ceil(dispatch.total / Math.max(steps, 1)));
    dispatch.sent = Math.min(dispatch.total - dispatch.failed - dispatch.unconfirmed, dispatch.sent + step);
    if (dispatch.sent + dispatch.failed + dispatch.unconfirmed >= dispatch.total)
      dispatch.status = 'succeeded';
  }
}

// --- Writes -----------------------------------------------------------------------------------------------------

const TITLES: Record<string, string> = {
  validation_failed: 'Requisição inválida',
  not_found: 'Não encontrado',
  invalid_state: 'A votação não permite esta operação agora',
  unprocessable: 'Não foi possível processar',
  invalid_tax_id: 'CPF ou CNPJ inválido',
  tax_id_taken: 'CPF/CNPJ já cadastrado nesta votação',
  voter_has_voted: 'O votante já votou',
  internal: 'Tivemos um problema, contate o administrador',
};
const fail = (status: number, code: string, errors?: FieldError[]) =>
  problem(status, code, TITLES[code] ?? code, errors);

function reasonErrors(body: unknown): FieldError[] {
  const reason = (body as { reason?: unknown } | undefined)?.reason;
  if (typeof reason !== 'string')
    return [{ field: 'reason', code: 'required', params: { missingProperty: 'reason' } }];
  if (reason.length < 3) return [{ field: 'reason', code: 'minLength', params: { limit: 3 } }];
  if (reason.length > 500) return [{ field: 'reason', code: 'maxLength', params: { limit: 500 } }];
  return [];
}

function voterInputErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null) return [{ field: '', code: 'type' }];
  const input = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const key of ['name', 'taxId', 'email'])
    if (typeof input[key] !== 'string' || (input[key] as string).trim() === '')
      errors.push({ field: key, code: 'required', params: { missingProperty: key } });
  if (typeof input.email === 'string' && input.email && validateEmail(input.email))
    errors.push({ field: 'email', code: 'format' });
  if (
    input.weight !== undefined &&
    (typeof input.weight !== 'string' || !/^[0-9]{1,18}(\.[0-9]{1,6})?$/.test(input.weight))
  )
    errors.push({ field: 'weight', code: 'pattern' });
  return errors;
}

function newDispatch(
  state: VotingDetailFakeState,
  row: FakeVotingRow,
  kind: VotingDispatch['kind'],
  total: number,
): VotingDispatch {
  state.nextId = (state.nextId ?? 100) + 1;
  const dispatch: FakeDispatchRow = {
    votingId: row.id,
    id: `a3000000-0000-4000-8000-${String(state.nextId).padStart(12, '0')}`,
    kind,
    createdAt: iso(Date.now()),
    status: 'queued',
    total,
    sent: 0,
    failed: 0,
    unconfirmed: 0,
  };
  state.dispatches.unshift(dispatch);
  const { votingId: _, ...answer } = dispatch;
  return answer;
}

const votingAnswer = ({ workspaceId: _, ...voting }: FakeVotingRow) =>
  json(200, { voting: structuredClone(voting) });

function voterWrite(
  options: FakeApiOptions,
  state: VotingDetailFakeState,
  row: FakeVotingRow,
  voter: FakeVoterRow,
  action: string | undefined,
  body: unknown,
  method: string,
): Response | undefined {
  const closed = !isActionAllowed(row.status, 'changeVoters');
  if (!action && method === 'PUT') {
    if (voter.votedAt) return fail(409, 'voter_has_voted');
    if (closed || voter.status === 'voided') return fail(409, 'invalid_state');
    const errors = voterInputErrors(body);
    if (errors.length) return fail(400, 'validation_failed', errors);
    const input = body as VoterInput;
    const taxIdType = detectTaxIdType(input.taxId);
    if (!taxIdType) return fail(422, 'invalid_tax_id', [{ field: 'taxId', code: 'invalid_tax_id' }]);
    const taxId = onlyTaxIdChars(input.taxId);
    if (votersOf(options, row.id).some((other) => other.id !== voter.id && other.taxId === taxId))
      return fail(409, 'tax_id_taken', [{ field: 'taxId', code: 'tax_id_taken' }]);
    Object.assign(voter, {
      name: input.name.trim(),
      taxIdType,
      taxId,
      email: input.email.trim(),
      phone: input.phone ?? null,
      weight: input.weight ?? voter.weight,
    });
    appendAudit(state, row.id, 'voter.updated', { voterId: voter.id });
    return json(200, { voter: toVoter(voter) });
  }
  if (action === 'void' && method === 'POST') {
    const errors = reasonErrors(body);
    if (errors.length) return fail(400, 'validation_failed', errors);
    if (closed || voter.status === 'voided') return fail(409, 'invalid_state');
    const was = voter.participation;
    Object.assign(voter, {
      status: 'voided',
      participation: 'voided',
      voidReason: (body as { reason: string }).reason,
      voidedAt: iso(Date.now()),
    });
    row.counts[was === 'completed' ? 'completed' : 'pending'] -= 1;
    row.counts.voided += 1;
    refreshParticipation(votersOf(options, row.id), state, row);
    appendAudit(state, row.id, 'voter.voided', { voterId: voter.id, reason: voter.voidReason });
    return json(200, { voter: toVoter(voter) });
  }
  if (action === 'unlock' && method === 'POST') {
    // As the server's unlockVoterAccess: a voter who is not locked is answered as is, nothing written.
    if (!isAccessLocked(voter.accessLockedUntil, new Date()))
      return json(200, { voter: toVoter(voter), unlocked: false });
    const lockedUntil = voter.accessLockedUntil;
    voter.accessLockedUntil = null;
    appendAudit(state, row.id, 'voter.access_unlocked', { voterId: voter.id, lockedUntil });
    return json(200, { voter: toVoter(voter), unlocked: true });
  }
  if (action === 'invitation' && method === 'POST') {
    if (
      !isActionAllowed(row.status, 'remind') ||
      voter.status !== 'active' ||
      voter.participation !== 'pending'
    )
      return fail(409, 'invalid_state');
    const rotateLink = Boolean((body as { rotateLink?: boolean } | undefined)?.rotateLink);
    voter.lastInvitation = { status: 'pending', at: iso(Date.now()) };
    if (rotateLink) appendAudit(state, row.id, 'voter.link_rotated', { voterId: voter.id });
    appendAudit(state, row.id, 'invitation.resend_queued', { voterIds: [voter.id] });
    return json(202, { dispatch: newDispatch(state, row, 'resend', 1) });
  }
  return undefined;
}

function votingWrite(
  options: FakeApiOptions,
  state: VotingDetailFakeState,
  row: FakeVotingRow,
  part: string,
  body: unknown,
): Response | undefined {
  const now = iso(Date.now());
  if (part === 'close') {
    const errors = reasonErrors(body);
    if (errors.length) return fail(400, 'validation_failed', errors);
    if (!isActionAllowed(row.status, 'closeEarly')) return fail(409, 'invalid_state');
    Object.assign(row, { status: 'closed', closedAt: now, updatedAt: now });
    appendAudit(state, row.id, 'voting.closed', { reason: (body as { reason: string }).reason });
    return votingAnswer(row);
  }
  if (part === 'cancel') {
    const errors = reasonErrors(body);
    if (errors.length) return fail(400, 'validation_failed', errors);
    if (!isActionAllowed(row.status, 'cancel')) return fail(409, 'invalid_state');
    const reason = (body as { reason: string }).reason;
    Object.assign(row, { status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now });
    refreshParticipation(votersOf(options, row.id), state, row);
    appendAudit(state, row.id, 'voting.cancelled', { reason });
    return votingAnswer(row);
  }
  if (part === 'deadline') {
    const errors = reasonErrors(body);
    const deadline = (body as { deadline?: unknown } | undefined)?.deadline;
    if (typeof deadline !== 'string' || Number.isNaN(Date.parse(deadline)))
      errors.push({ field: 'deadline', code: 'format' });
    if (errors.length) return fail(400, 'validation_failed', errors);
    if (!isActionAllowed(row.status, 'extendDeadline')) return fail(409, 'invalid_state');
    const next = Date.parse(deadline as string);
    if (next <= Date.parse(row.deadline) || next <= Date.now())
      return fail(422, 'unprocessable', [{ field: 'deadline', code: 'not_later' }]);
    const from = row.deadline;
    Object.assign(row, { deadline: iso(next), updatedAt: now });
    appendAudit(state, row.id, 'voting.deadline_extended', {
      from,
      to: row.deadline,
      reason: (body as { reason: string }).reason,
    });
    return votingAnswer(row);
  }
  if (part === 'reminders') {
    if (!isActionAllowed(row.status, 'remind')) return fail(409, 'invalid_state');
    const pending = votersOf(options, row.id).filter((voter) => voter.participation === 'pending').length;
    appendAudit(state, row.id, 'reminder.queued', { count: pending });
    return json(202, { dispatch: newDispatch(state, row, 'reminder', pending) });
  }
  return undefined;
}

// --- Files --------------------------------------------------------------------------------------------------------

function voteMapCsv(options: FakeApiOptions, state: VotingDetailFakeState, row: FakeVotingRow): string {
  const voters = votersOf(options, row.id);
  const lines = ['votante;cpf_cnpj;item;voto;cotas'];
  for (const ballot of state.ballots.filter((candidate) => candidate.votingId === row.id)) {
    const voter = voters.find((candidate) => candidate.id === ballot.voterId);
    if (!voter || voter.status !== 'active') continue;
    const masked = `***${voter.taxId.slice(3, -2).replace(/./g, '*')}${voter.taxId.slice(-2)}`;
    for (const item of row.items)
      lines.push(`${voter.name};${masked};${item.position};${ballot.choices[item.id]};${voter.weight}`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const file = (body: string, type: string) =>
  new Response(body, { status: 200, headers: { 'content-type': type } });

/** A 200 whose body never arrives: the screen stays in its loading state. */
const neverAnswers = () =>
  new Response(new ReadableStream({ start: () => undefined }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const votingDetailFake: FakeFeature = (call: FakeCall) => {
  const { options, request, path, body, user } = call;
  const method = request.method;
  const match = /^\/votings\/([^/]+)(?:\/(.*))?$/.exec(path);
  if (!match || !UUID.test(match[1]!)) return undefined;
  const [, id = '', rest = ''] = match;
  const state = fakeVotingDetail(options, id);
  const [part = '', subId, action] = rest.split('/');
  const row = fakeVotings(options).votings.find(
    (candidate) => candidate.id === id && candidate.workspaceId === user.currentWorkspaceId,
  );
  if (!part) return method === 'GET' && state.votingPending && row ? neverAnswers() : undefined;
  if (!row) return undefined;
  const url = new URL(request.url);

  if (method === 'GET') {
    switch (part) {
      case 'results': {
        if (state.failResults) return fail(500, 'internal');
        if (state.live && row.status === 'open') castOneBallot(options, state, row);
        return json(200, { results: resultsOf(options, state, row) });
      }
      case 'voters':
        if (subId) return undefined;
        return state.failVoters ? fail(500, 'internal') : votersAnswer(options, row, url);
      case 'represented-votes':
        return representedAnswer(state, row, url);
      case 'dispatches': {
        advanceDispatches(state, row.id);
        const dispatches = state.dispatches
          .filter((dispatch) => dispatch.votingId === row.id)
          .map(({ votingId: _, ...dispatch }) => structuredClone(dispatch));
        return json(200, { dispatches });
      }
      case 'audit': {
        const errors: FieldError[] = [];
        const { offset, limit } = pageParams(url, errors);
        if (errors.length) return fail(400, 'validation_failed', errors);
        const { entries, chain } = auditOf(state, row.id);
        return json(200, {
          entries: entries.slice(offset, offset + limit),
          chain,
          pagination: { total: entries.length, offset, limit, sortBy: 'seq', sortDirection: 'asc' },
        });
      }
      case 'documents': {
        const document = row.documents.find((candidate) => candidate.id === subId);
        if (!document) return subId ? fail(404, 'not_found') : undefined;
        const stored = state.files.find((candidate) => candidate.documentId === document.id);
        return file(stored?.body ?? `%PDF-1.4\n% ${document.name}\n%%EOF\n`, document.contentType);
      }
      case 'reports': {
        if (!isActionAllowed(row.status, 'reports')) return fail(409, 'invalid_state');
        if (subId === 'vote-map.csv') return file(voteMapCsv(options, state, row), 'text/csv');
        if (subId === 'minutes.pdf')
          return file(`%PDF-1.4\n% Relatório — ${row.title}\n%%EOF\n`, 'application/pdf');
        return undefined;
      }
      default:
        return undefined;
    }
  }

  const writes = ['close', 'cancel', 'deadline', 'reminders'].includes(part) || (part === 'voters' && subId);
  if (!writes) return undefined;
  if (!can(user.role, 'votings.run')) return problem(403, 'forbidden', 'Acesso não autorizado');
  if (state.refuseNext) {
    const { status, code, errors } = state.refuseNext;
    delete state.refuseNext;
    return fail(status, code, errors);
  }
  if (part === 'voters') {
    const voter = votersOf(options, row.id).find((candidate) => candidate.id === subId);
    if (!voter) return fail(404, 'not_found');
    return voterWrite(options, state, row, voter, action, body, method);
  }
  return method === 'POST' ? votingWrite(options, state, row, part, body) : undefined;
};
