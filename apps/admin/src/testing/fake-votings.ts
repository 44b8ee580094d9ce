import type {
  FieldError,
  Voter,
  VoterImport,
  VoterImportError,
  VoterImportRow,
  VoterInput,
  Voting,
  VotingDocument,
  VotingInput,
  VotingStatus,
  VotingSummary,
  operations,
} from '@backoffice/api-client';
import {
  can,
  DEFAULT_LOCALE,
  detectTaxIdType,
  importErrorReportHeader,
  listParticipation,
  nextDeadlineFor,
  normalizeForSearch,
  onlyTaxIdChars,
  publishGaps,
  rowIssueMessage,
  validateEmail,
  voterFieldLabel,
  votingParticipation,
  isActionAllowed,
  isDecimal,
  parseWeight,
  readPhone,
  VOTER_PHONE_MAX_CHARS,
} from '@backoffice/domain';
import { demoWorkspaces } from './demo-data';
import { fakeState, type FakeCall, type FakeFeature } from './fake-feature';
import type { FakeApiOptions } from './fake-network';
import { json, problem } from './fake-responses';
import { fakeTemplates, templateId } from './fake-templates';

// The votings operations of the contract that the list and the new-voting flow call, answered from memory like the
// server: listVotings (search every word of the title ignoring case and accents, status filter, sort with ties by
// id, pages), createVoting, getVoting, updateVoting (items, kind and weighting fixed once published), deleteVoting
// (drafts only), duplicateVoting,
// publishVoting (422 voting_incomplete with one error per missing thing, 409 invalid_state when not a draft),
// uploadVotingDocument (415 unsupported_file_type, 413 file_too_large), deleteVotingDocument (drafts only),
// uploadVoterImport (a small CSV reader: `;` or `,`, BOM, header aliases, the server's row codes), getVoterImport,
// confirmVoterImport (progress advances on each read), discardVoterImport, downloadVoterImportErrors,
// getVoterImportExample, addVoter and sendTestInvitation (recorded, nothing else changes). Only the current
// workspace's votings are seen; writes need votings.run.
//
// Unlike the server it does not move votings in time (scheduled → open → closed): statuses are as stored.

export interface FakeVotingRow extends Voting {
  workspaceId: string;
}

export interface FakeVoterRow extends Voter {
  votingId: string;
}

export interface FakeImportRow {
  votingId: string;
  voterImport: VoterImport;
  /** Every valid row (the preview shows the first ones). */
  valid: VoterImportRow[];
  /** Every row error (the answer lists at most ERRORS_LISTED). */
  allErrors: VoterImportError[];
}

export interface VotingsFakeState {
  votings: FakeVotingRow[];
  voters: FakeVoterRow[];
  imports: FakeImportRow[];
  /** The list answers 500. */
  failList?: boolean;
  /** The list never answers (its loading state). */
  listPending?: boolean;
  /** Reading one voting answers 500. */
  failGet?: boolean;
  /** Creating or updating a voting answers 500. */
  failSave?: boolean;
  /** The next document or voter file upload answers this status (413 or 415, as the server would). */
  rejectUpload?: 413 | 415 | 500;
  /** Reads of a confirmed import before it is done (each read advances it); 0 imports at once. Default 2. */
  importSteps?: number;
  /** The test invitations asked for (sendTestInvitation): nothing else of the voting changes. */
  testInvitations?: { votingId: string; to: string }[];
  /** The next publish answers 422 voting_incomplete with these errors. */
  rejectPublish?: FieldError[];
  nextId?: number;
}

type TestInvitationAnswer =
  operations['sendTestInvitation']['responses']['202']['content']['application/json'];

const STATE_KEY = 'votings';
const [saoPaulo, rio] = demoWorkspaces.map((workspace) => workspace.id) as [string, string];
// Read when the rows are seeded, not when the module loads (the workbench's bundle may load this before the templates').
const ballot = () => ({ id: templateId(3), name: 'Cédula padrão' });

export const votingId = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const itemId = (voting: number, n: number) =>
  `e${String(voting).padStart(7, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface DemoVoting {
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

function demoRow(demo: DemoVoting): FakeVotingRow {
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
      id: itemId(demo.n, index + 1),
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

/**
 * A voting's participation by the domain's rule (votingParticipation), from its voters' tab counts (those who voted
 * are its voted voters) and its represented parties' numbers.
 */
export function participationOf(
  counts: Pick<Voting['counts'], 'voters' | 'completed' | 'voided'>,
  represented: { eligible: number; voted: number; underReview: number },
  status: VotingStatus,
): Voting['participation'] {
  return votingParticipation(
    {
      activeVoters: counts.voters - counts.voided,
      voidedVoters: counts.voided,
      representedOnly: represented.eligible,
      voted: { voters: counts.completed, represented: represented.voted },
      underReview: { voters: 0, represented: represented.underReview },
    },
    status,
  );
}

/** Recomputes the row's participation after its voters' counts changed (its represented parties' stay). */
export function syncParticipation(row: FakeVotingRow): void {
  const { eligible, voted, underReview } = row.participation;
  row.participation = participationOf(
    row.counts,
    { eligible: eligible.represented, voted: voted.represented, underReview: underReview.represented },
    row.status,
  );
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

/** The fake's state for a story or test: `{ state: votingsFakeState({ votings: [] }) }` gives an empty list. */
export function votingsFakeState(
  overrides: Partial<VotingsFakeState> = {},
): Record<string, VotingsFakeState> {
  return { [STATE_KEY]: { votings: demoVotings(), voters: [], imports: [], ...overrides } };
}

/** The rows a fake network holds now (created on first use). */
export function fakeVotings(options: FakeApiOptions): VotingsFakeState {
  return fakeState<VotingsFakeState>(options, STATE_KEY, () => ({
    votings: demoVotings(),
    voters: [],
    imports: [],
  }));
}

const TITLES = {
  validation_failed: 'Requisição inválida',
  not_found: 'Não encontrado',
  forbidden: 'Acesso não autorizado',
  invalid_state: 'A votação não permite esta operação agora',
  voting_incomplete: 'A votação ainda não pode ser publicada',
  unprocessable: 'Não foi possível processar',
  invalid_tax_id: 'CPF ou CNPJ inválido',
  tax_id_taken: 'CPF/CNPJ já cadastrado nesta votação',
  file_too_large: 'Arquivo grande demais',
  unsupported_file_type: 'Tipo de arquivo não aceito',
  internal: 'Tivemos um problema, contate o administrador',
} as const;

const fail = (status: number, code: keyof typeof TITLES, errors?: FieldError[]) =>
  problem(status, code, TITLES[code], errors);

/** A 200 whose body never arrives: the screen stays in its loading state. */
const pending = () =>
  new Response(new ReadableStream({ start: () => undefined }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const STATUSES: readonly VotingStatus[] = ['draft', 'scheduled', 'open', 'closed', 'cancelled'];
const SORTS = ['createdAt', 'deadline', 'title', 'status'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isDateTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function newId(state: VotingsFakeState, prefix: string): string {
  state.nextId = (state.nextId ?? 100) + 1;
  return `${prefix}-0000-4000-8000-${String(state.nextId).padStart(12, '0')}`;
}

function toSummary(row: FakeVotingRow): VotingSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    kind: row.kind,
    createdAt: row.createdAt,
    deadline: row.deadline,
    opensAt: row.opensAt,
    participation: listParticipation(
      {
        activeVoters: row.participation.eligible.voters,
        representedOnly: row.participation.eligible.represented,
        voted: row.participation.voted.total,
      },
      row.status,
    ),
    ballotTemplate: row.ballotTemplate,
  };
}

function toVoting({ workspaceId: _, ...voting }: FakeVotingRow): Voting {
  return structuredClone(voting);
}

function listAnswer(state: VotingsFakeState, workspaceId: string, url: URL): Response {
  const query = url.searchParams;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const sortBy = query.get('sortBy') ?? 'createdAt';
  const sortDirection = query.get('sortDirection') ?? 'desc';
  const status = query.get('status');
  const errors: FieldError[] = [];
  if (!Number.isInteger(offset) || offset < 0) errors.push({ field: 'offset', code: 'minimum' });
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) errors.push({ field: 'limit', code: 'maximum' });
  if (!SORTS.includes(sortBy)) errors.push({ field: 'sortBy', code: 'enum' });
  if (!['asc', 'desc'].includes(sortDirection)) errors.push({ field: 'sortDirection', code: 'enum' });
  if (status && !STATUSES.includes(status as VotingStatus)) errors.push({ field: 'status', code: 'enum' });
  if (errors.length) return fail(400, 'validation_failed', errors);

  const words = normalizeForSearch(query.get('search') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const found = state.votings
    .filter((row) => row.workspaceId === workspaceId)
    .filter((row) => !status || row.status === status)
    .filter((row) => words.every((word) => normalizeForSearch(row.title).includes(word)))
    .sort((a, b) => {
      const order =
        sortBy === 'title'
          ? a.title.localeCompare(b.title, 'pt-BR')
          : sortBy === 'status'
            ? STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status)
            : a[sortBy as 'createdAt' | 'deadline'].localeCompare(b[sortBy as 'createdAt' | 'deadline']);
      return (sortDirection === 'desc' ? -order : order) || a.id.localeCompare(b.id);
    });
  return json(200, {
    votings: found.slice(offset, offset + limit).map(toSummary),
    pagination: { total: found.length, offset, limit, sortBy, sortDirection },
  });
}

/** The contract's checks of VotingInput, as Ajv reports them. */
function inputErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [{ field: '', code: 'type' }];
  const input = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const required = [
    'title',
    'kind',
    'weighting',
    'requiresSupportDocument',
    'ballotTemplateId',
    'opensAt',
    'deadline',
    'items',
  ];
  for (const key of required)
    if (!(key in input)) errors.push({ field: key, code: 'required', params: { missingProperty: key } });
  const title = input.title;
  if ('title' in input && (typeof title !== 'string' || title.length < 1 || title.length > 200))
    errors.push({
      field: 'title',
      code: typeof title === 'string' && title.length > 200 ? 'maxLength' : 'minLength',
    });
  if ('kind' in input && !['standard', 'financial_statement'].includes(input.kind as string))
    errors.push({ field: 'kind', code: 'enum' });
  if ('weighting' in input && !['per_head', 'by_weight'].includes(input.weighting as string))
    errors.push({ field: 'weighting', code: 'enum' });
  if ('deadline' in input && !isDateTime(input.deadline)) errors.push({ field: 'deadline', code: 'format' });
  if (input.opensAt != null && !isDateTime(input.opensAt)) errors.push({ field: 'opensAt', code: 'format' });
  const template = input.ballotTemplateId;
  if (template != null && (typeof template !== 'string' || !UUID.test(template)))
    errors.push({ field: 'ballotTemplateId', code: 'format' });
  if ('items' in input) {
    const items = input.items;
    if (!Array.isArray(items)) errors.push({ field: 'items', code: 'type' });
    else {
      if (items.length > 100) errors.push({ field: 'items', code: 'maxItems', params: { limit: 100 } });
      items.forEach((item: { title?: unknown }, index) => {
        if (typeof item?.title !== 'string' || item.title.length < 1 || item.title.length > 500)
          errors.push({ field: `items/${index}/title`, code: 'minLength' });
      });
    }
  }
  return errors;
}

/** The ballot template of the input, which must be a ballot template of the workspace (422 otherwise). */
function ballotOf(options: FakeApiOptions, workspaceId: string, id: string | null) {
  if (id === null) return { ok: true as const, ref: null };
  const template = fakeTemplates(options).rows.find(
    (row) => row.id === id && row.workspaceId === workspaceId && row.kind === 'ballot',
  );
  return template
    ? { ok: true as const, ref: { id: template.id, name: template.name } }
    : { ok: false as const };
}

function applyInput(
  state: VotingsFakeState,
  row: FakeVotingRow,
  input: VotingInput,
  ref: Voting['ballotTemplate'],
) {
  row.title = input.title;
  row.description = input.description ?? '';
  row.kind = input.kind;
  row.weighting = input.weighting;
  row.requiresSupportDocument = input.requiresSupportDocument;
  row.ballotTemplate = ref;
  row.opensAt = input.opensAt;
  row.deadline = input.deadline;
  row.items = input.items.map((item, index) => ({
    id: item.id && row.items.some((kept) => kept.id === item.id) ? item.id : newId(state, 'e0000000'),
    position: index + 1,
    title: item.title,
    description: item.description ?? '',
  }));
  row.updatedAt = new Date().toISOString();
}

/** What publishing still misses, one error per thing (the server's 422 voting_incomplete, by the domain's rule). */
function missingForPublish(row: FakeVotingRow, opensAt: string | null): FieldError[] {
  return publishGaps(
    {
      items: row.items.length,
      activeVoters: row.counts.voters - row.counts.voided,
      documents: row.documents.length,
      hasBallotTemplate: row.ballotTemplate !== null,
      requiresSupportDocument: row.requiresSupportDocument,
      deadline: row.deadline,
      opensAt,
    },
    new Date(),
  );
}

const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;
const fakeSha = (text: string) =>
  [...normalizeForSearch(text).slice(0, 32).padEnd(32, '0')]
    .map((c) => (c.charCodeAt(0) % 16).toString(16))
    .join('')
    .repeat(2);

function uploadDocument(
  state: VotingsFakeState,
  row: FakeVotingRow,
  request: Request,
  body: unknown,
): Response {
  if (state.rejectUpload) {
    const status = state.rejectUpload;
    delete state.rejectUpload;
    if (status === 413) return fail(413, 'file_too_large');
    if (status === 415) return fail(415, 'unsupported_file_type');
    return fail(500, 'internal');
  }
  if (!isActionAllowed(row.status, 'addDocument')) return fail(409, 'invalid_state');
  const fileName = new URL(request.url).searchParams.get('fileName');
  if (!fileName) return fail(400, 'validation_failed', [{ field: 'fileName', code: 'required' }]);
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!DOCUMENT_TYPES.includes(contentType)) return fail(415, 'unsupported_file_type');
  const text = typeof body === 'string' ? body : '';
  const size = byteLength(text);
  if (size > MAX_DOCUMENT_BYTES) return fail(413, 'file_too_large');
  const document: VotingDocument = {
    id: newId(state, 'f0000000'),
    name: fileName,
    contentType: contentType as VotingDocument['contentType'],
    size,
    sha256: fakeSha(fileName + text),
    createdAt: new Date().toISOString(),
  };
  row.documents.push(document);
  return json(201, { document });
}

// --- Voter CSV (a small reader with the server's codes) ---

const HEADER_ALIASES: Record<string, string[]> = {
  name: ['nome', 'name', 'cotista', 'nome completo'],
  taxId: ['cpf/cnpj', 'cpf', 'cnpj', 'cpf_cnpj', 'documento', 'tax id'],
  email: ['e-mail', 'email'],
  phone: ['telefone', 'celular', 'phone'],
  weight: ['peso', 'cotas', 'quantidade de cotas', 'weight'],
};
const FIELD_OF = new Map(
  Object.entries(HEADER_ALIASES).flatMap(([field, aliases]) => aliases.map((alias) => [alias, field])),
);
const ERRORS_LISTED = 1000;
const PREVIEW_ROWS = 50;

function splitCells(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

type CsvReading =
  | { ok: true; voterImport: VoterImport; valid: VoterImportRow[]; allErrors: VoterImportError[] }
  | { ok: false; errors: FieldError[] };

function readVoterCsv(text: string, fileName: string, taken: Set<string>, id: string): CsvReading {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') return { ok: false, errors: [{ field: '', code: 'file_empty' }] };
  const lines = content.split(/\r?\n/);
  const header = lines[0]!;
  const delimiter = header.includes(';') ? ';' : header.includes('\t') ? '\t' : ',';
  const headers = splitCells(header, delimiter).map((cell) => cell.trim());
  const columns = headers
    .filter(Boolean)
    .map((h) => ({ header: h, field: FIELD_OF.get(h.toLowerCase()) ?? null }));
  const indexOf = new Map<string, number>();
  headers.forEach((h, index) => {
    const field = FIELD_OF.get(h.toLowerCase());
    if (field && !indexOf.has(field)) indexOf.set(field, index);
  });
  const missing = ['name', 'taxId', 'email'].filter((field) => !indexOf.has(field));
  if (missing.length)
    return {
      ok: false,
      errors: missing.map((field) => ({
        field,
        code: 'column_missing',
        params: { aliases: HEADER_ALIASES[field]!.join(', ') },
      })),
    };

  const summary = { rows: 0, valid: 0, invalid: 0, duplicates: 0, alreadyRegistered: 0 };
  const valid: VoterImportRow[] = [];
  const allErrors: VoterImportError[] = [];
  const firstLine = new Map<string, number>();
  lines.slice(1).forEach((line, index) => {
    const lineNumber = index + 2;
    if (line.trim() === '' || /^[;,\s]*$/.test(line)) return;
    summary.rows++;
    const cells = splitCells(line, delimiter);
    const cell = (field: string) =>
      indexOf.has(field) ? (cells[indexOf.get(field)!] ?? '').trim() : undefined;
    const errors: VoterImportError[] = [];
    const issue = (
      field: string | null,
      code: string,
      value?: string,
      params?: Record<string, string | number>,
    ) =>
      errors.push({
        line: lineNumber,
        field,
        code,
        ...(value ? { value } : {}),
        ...(params ? { params } : {}),
      });

    const name = cell('name') ?? '';
    if (name === '') issue('name', 'name_missing');
    const rawTaxId = cell('taxId') ?? '';
    const taxIdType = rawTaxId === '' ? null : detectTaxIdType(rawTaxId);
    const taxId = onlyTaxIdChars(rawTaxId);
    if (rawTaxId === '') issue('taxId', 'tax_id_missing');
    else if (/e\+?\d/i.test(rawTaxId)) issue('taxId', 'tax_id_scientific_notation', rawTaxId);
    else if (!taxIdType) issue('taxId', 'tax_id_invalid', rawTaxId);
    const email = cell('email') ?? '';
    if (email === '') issue('email', 'email_missing');
    else if (validateEmail(email)) issue('email', 'email_invalid', email);
    const phone = cell('phone') || null;
    // The server's rule (domain readPhone); the fake keeps the cell as typed.
    if (phone && !readPhone(phone).ok) issue('phone', 'phone_invalid', phone);
    const weightCell = cell('weight');
    let weight = '1';
    if (weightCell === '') issue('weight', 'weight_missing');
    else if (weightCell !== undefined) {
      // The server's reading (domain parseWeight): a ';' file is Excel's in Brazil, with the decimal comma.
      const read = parseWeight(weightCell, { decimalSeparator: delimiter !== ',' ? ',' : '.' });
      if (!read.ok) issue('weight', read.code, weightCell);
      else weight = read.value;
    }
    if (taxIdType) {
      const first = firstLine.get(taxId);
      if (first !== undefined) {
        issue('taxId', 'duplicate_tax_id', taxId, { firstLine: first });
        summary.duplicates++;
      } else firstLine.set(taxId, lineNumber);
    }
    if (errors.length) {
      summary.invalid++;
      allErrors.push(...errors);
      return;
    }
    if (taken.has(taxId)) {
      summary.alreadyRegistered++;
      summary.invalid++;
      return;
    }
    summary.valid++;
    valid.push({ line: lineNumber, name, taxIdType: taxIdType!, taxId, email, phone, weight });
  });
  if (summary.rows === 0) return { ok: false, errors: [{ field: '', code: 'no_rows' }] };
  const voterImport: VoterImport = {
    id,
    status: 'ready',
    fileName,
    size: byteLength(text),
    createdAt: new Date().toISOString(),
    summary: {
      ...summary,
      encoding: 'utf-8',
      delimiter: delimiter as VoterImport['summary']['delimiter'],
      columns,
    },
    errors: allErrors.slice(0, ERRORS_LISTED),
    errorsTruncated: allErrors.length > ERRORS_LISTED,
    preview: valid.slice(0, PREVIEW_ROWS),
    progress: { done: 0, total: summary.valid },
  };
  return { ok: true, voterImport, valid, allErrors };
}

function addVoterRow(
  state: VotingsFakeState,
  row: FakeVotingRow,
  input: Omit<VoterImportRow, 'line'>,
): FakeVoterRow {
  const voter: FakeVoterRow = {
    id: newId(state, 'a1000000'),
    votingId: row.id,
    name: input.name,
    taxIdType: input.taxIdType,
    taxId: input.taxId,
    email: input.email,
    phone: input.phone,
    weight: input.weight,
    status: 'active',
    participation: 'pending',
    voidReason: null,
    voidedAt: null,
    votedAt: null,
    lastInvitation: null,
    representedParties: 0,
    accessLockedUntil: null,
    createdAt: new Date().toISOString(),
  };
  state.voters.push(voter);
  row.counts.voters++;
  row.counts.pending++;
  syncParticipation(row);
  return voter;
}

/**
 * As the server's duplicateVoting: a new draft with what the operator wrote (items, documents, settings), the
 * deadline by the domain's nextDeadlineFor, no opening; the active voters only when asked.
 */
function duplicate(state: VotingsFakeState, row: FakeVotingRow, body: unknown): Response {
  const input = (body ?? {}) as { title?: unknown; includeVoters?: unknown };
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!title || title.length > 200)
    return fail(400, 'validation_failed', [{ field: 'title', code: title ? 'maxLength' : 'minLength' }]);
  const now = new Date();
  const deadline = nextDeadlineFor(new Date(row.deadline), now).toISOString();
  const copy: FakeVotingRow = {
    ...demoRow({ n: 0, title, status: 'draft', createdAt: now.toISOString(), deadline, items: [] }),
    id: newId(state, 'd0000000'),
    workspaceId: row.workspaceId,
    description: row.description,
    kind: row.kind,
    weighting: row.weighting,
    requiresSupportDocument: row.requiresSupportDocument,
    ballotTemplate: row.ballotTemplate ? { ...row.ballotTemplate } : null,
  };
  copy.items = row.items.map((item) => ({ ...item, id: newId(state, 'e0000000') }));
  copy.documents = row.documents.map((document) => ({
    ...document,
    id: newId(state, 'f0000000'),
    createdAt: now.toISOString(),
  }));
  state.votings.push(copy);
  if (input.includeVoters === true) {
    const active = state.voters.filter((voter) => voter.votingId === row.id && voter.status === 'active');
    for (const voter of active) {
      const { name, taxIdType, taxId, email, phone, weight } = voter;
      addVoterRow(state, copy, { name, taxIdType, taxId, email, phone, weight });
    }
  }
  return json(201, { voting: toVoting(copy) });
}

const takenTaxIds = (state: VotingsFakeState, votingId: string) =>
  new Set(state.voters.filter((voter) => voter.votingId === votingId).map((voter) => voter.taxId));

function voterInputErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null) return [{ field: '', code: 'type' }];
  const input = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const key of ['name', 'taxId', 'email'])
    if (typeof input[key] !== 'string' || (input[key] as string).trim() === '')
      errors.push({ field: key, code: 'required', params: { missingProperty: key } });
  if (typeof input.email === 'string' && input.email && validateEmail(input.email))
    errors.push({ field: 'email', code: 'format' });
  if (input.weight !== undefined && (typeof input.weight !== 'string' || !isDecimal(input.weight)))
    errors.push({ field: 'weight', code: 'pattern' });
  if (input.phone != null && (typeof input.phone !== 'string' || input.phone.length > VOTER_PHONE_MAX_CHARS))
    errors.push({ field: 'phone', code: 'maxLength', params: { limit: VOTER_PHONE_MAX_CHARS } });
  return errors;
}

/** Each read of an importing import moves it on; the last one writes the voters. */
function advanceImport(state: VotingsFakeState, row: FakeVotingRow, entry: FakeImportRow): void {
  const { voterImport } = entry;
  if (voterImport.status !== 'importing') return;
  const steps = state.importSteps ?? 2;
  const total = voterImport.progress.total;
  const step = steps <= 0 ? total : Math.ceil(total / steps);
  voterImport.progress.done = Math.min(total, voterImport.progress.done + Math.max(step, 1));
  if (voterImport.progress.done >= total) {
    const taken = takenTaxIds(state, row.id);
    for (const valid of entry.valid) if (!taken.has(valid.taxId)) addVoterRow(state, row, valid);
    voterImport.status = 'imported';
  }
}

function importAnswer(entry: FakeImportRow, status = 200) {
  return json(status, { voterImport: structuredClone(entry.voterImport) });
}

function votingSubresource(
  options: FakeApiOptions,
  state: VotingsFakeState,
  row: FakeVotingRow,
  rest: string[],
  call: FakeCall,
): Response | undefined {
  const { request, body } = call;
  const method = request.method;
  const [part, subId, action] = rest;

  if (part === 'publish' && method === 'POST' && !subId) {
    if (!isActionAllowed(row.status, 'publish')) return fail(409, 'invalid_state');
    if (state.rejectPublish) {
      const errors = state.rejectPublish;
      delete state.rejectPublish;
      return fail(422, 'voting_incomplete', errors);
    }
    const opensAt = (body as { opensAt?: string | null } | undefined)?.opensAt ?? null;
    const missing = missingForPublish(row, opensAt);
    if (missing.length) return fail(422, 'voting_incomplete', missing);
    const now = new Date().toISOString();
    row.status = opensAt ? 'scheduled' : 'open';
    row.opensAt = opensAt ?? now;
    row.publishedAt = now;
    row.updatedAt = now;
    return json(200, { voting: toVoting(row) });
  }

  if (part === 'duplicate' && method === 'POST' && !subId) return duplicate(state, row, body);

  if (part === 'test-invitation' && method === 'POST' && !subId) {
    // As the server: a closed or cancelled voting 409, no template 422; the test goes to the caller only.
    if (!isActionAllowed(row.status, 'testInvitation')) return fail(409, 'invalid_state');
    if (!row.ballotTemplate)
      return fail(422, 'voting_incomplete', [{ field: 'ballotTemplateId', code: 'required' }]);
    const answer: TestInvitationAnswer = { sentTo: call.user.email };
    state.testInvitations = [...(state.testInvitations ?? []), { votingId: row.id, to: answer.sentTo }];
    return json(202, answer);
  }

  if (part === 'documents') {
    if (!subId && method === 'POST') return uploadDocument(state, row, request, body);
    if (subId && method === 'DELETE') {
      const index = row.documents.findIndex((document) => document.id === subId);
      if (index < 0) return fail(404, 'not_found');
      if (!isActionAllowed(row.status, 'removeDocument')) return fail(409, 'invalid_state');
      row.documents.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return undefined;
  }

  if (part === 'voters' && !subId && method === 'POST') {
    if (!isActionAllowed(row.status, 'changeVoters')) return fail(409, 'invalid_state');
    const errors = voterInputErrors(body);
    if (errors.length) return fail(400, 'validation_failed', errors);
    const input = body as VoterInput;
    const taxIdType = detectTaxIdType(input.taxId);
    if (!taxIdType) return fail(422, 'invalid_tax_id', [{ field: 'taxId', code: 'invalid_tax_id' }]);
    const taxId = onlyTaxIdChars(input.taxId);
    if (takenTaxIds(state, row.id).has(taxId))
      return fail(409, 'tax_id_taken', [{ field: 'taxId', code: 'tax_id_taken' }]);
    const voter = addVoterRow(state, row, {
      name: input.name.trim(),
      taxIdType,
      taxId,
      email: input.email.trim(),
      phone: input.phone ?? null,
      weight: input.weight ?? '1',
    });
    const { votingId: _, ...answer } = voter;
    return json(201, { voter: answer });
  }

  if (part === 'voter-imports') {
    if (!subId) {
      if (method !== 'POST') return undefined;
      if (state.rejectUpload) {
        const status = state.rejectUpload;
        delete state.rejectUpload;
        if (status === 413) return fail(413, 'file_too_large');
        if (status === 415) return fail(415, 'unsupported_file_type');
        return fail(500, 'internal');
      }
      if (!isActionAllowed(row.status, 'changeVoters')) return fail(409, 'invalid_state');
      const fileName = new URL(request.url).searchParams.get('fileName') ?? '';
      if (!fileName) return fail(400, 'validation_failed', [{ field: 'fileName', code: 'required' }]);
      const reading = readVoterCsv(
        typeof body === 'string' ? body : '',
        fileName,
        takenTaxIds(state, row.id),
        newId(state, 'b1000000'),
      );
      if (!reading.ok) return fail(422, 'unprocessable', reading.errors);
      const entry: FakeImportRow = {
        votingId: row.id,
        voterImport: reading.voterImport,
        valid: reading.valid,
        allErrors: reading.allErrors,
      };
      state.imports.push(entry);
      return importAnswer(entry, 201);
    }
    const entry = state.imports.find(
      (candidate) => candidate.voterImport.id === subId && candidate.votingId === row.id,
    );
    if (!entry) return fail(404, 'not_found');
    if (!action) {
      if (method === 'GET') {
        advanceImport(state, row, entry);
        return importAnswer(entry);
      }
      if (method === 'DELETE') {
        if (entry.voterImport.status !== 'ready') return fail(409, 'invalid_state');
        entry.voterImport.status = 'discarded';
        return new Response(null, { status: 204 });
      }
      return undefined;
    }
    if (action === 'confirm' && method === 'POST') {
      const status = entry.voterImport.status;
      if (status === 'discarded' || status === 'failed') return fail(409, 'invalid_state');
      if (status === 'ready') {
        entry.voterImport.status = 'importing';
        if ((state.importSteps ?? 2) <= 0) advanceImport(state, row, entry);
      }
      return importAnswer(entry, 202);
    }
    if (action === 'error-report' && method === 'GET') {
      // As the server writes it: the screen's columns and sentences in the asked language (the domain's words).
      const locale = new URL(request.url).searchParams.get('locale') ?? DEFAULT_LOCALE;
      const lines = [
        importErrorReportHeader(locale),
        ...entry.allErrors.map((e) => [
          String(e.line),
          voterFieldLabel(locale, e.field),
          rowIssueMessage(locale, e),
          e.value ?? '',
        ]),
      ].map((cells) => cells.map(csvCell).join(';'));
      return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
        status: 200,
        headers: { 'content-type': 'text/csv' },
      });
    }
    return undefined;
  }
  return undefined;
}

/** A cell of the fake's CSV: quoted when it holds the delimiter, a quote or a line break. */
const csvCell = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

const EXAMPLE_CSV =
  '\uFEFFNome;CPF/CNPJ;E-mail;Telefone;Peso\r\n' +
  'Maria da Silva;529.982.247-25;maria.silva@exemplo.com.br;(11) 98765-4321;1.250,5\r\n' +
  'Empresa Exemplo Ltda.;11.222.333/0001-81;assembleias@exemplo.com.br;;100\r\n';

export const votingsFake: FakeFeature = (call: FakeCall) => {
  const { options, request, path, body, user } = call;
  const method = request.method;
  if (path === '/voter-imports/example' && method === 'GET')
    return new Response(EXAMPLE_CSV, { status: 200, headers: { 'content-type': 'text/csv' } });
  if (path !== '/votings' && !path.startsWith('/votings/')) return undefined;
  const state = fakeVotings(options);
  const workspaceId = user.currentWorkspaceId ?? '';
  if (method !== 'GET' && !can(user.role, 'votings.run')) return fail(403, 'forbidden');

  if (path === '/votings') {
    if (method === 'GET') {
      if (state.listPending) return pending();
      if (state.failList) return fail(500, 'internal');
      return listAnswer(state, workspaceId, new URL(request.url));
    }
    if (method === 'POST') {
      if (state.failSave) return fail(500, 'internal');
      const errors = inputErrors(body);
      if (errors.length) return fail(400, 'validation_failed', errors);
      const input = body as VotingInput;
      const ballot = ballotOf(options, workspaceId, input.ballotTemplateId);
      if (!ballot.ok) return fail(422, 'unprocessable', [{ field: 'ballotTemplateId', code: 'not_found' }]);
      const now = new Date().toISOString();
      const row: FakeVotingRow = {
        ...demoRow({ n: 0, title: '', status: 'draft', createdAt: now, deadline: input.deadline, items: [] }),
        id: newId(state, 'd0000000'),
        workspaceId,
      };
      applyInput(state, row, input, ballot.ref);
      state.votings.push(row);
      return json(201, { voting: toVoting(row) });
    }
    return undefined;
  }

  const [id = '', ...rest] = path.slice('/votings/'.length).split('/');
  if (!UUID.test(id)) return fail(400, 'validation_failed', [{ field: 'votingId', code: 'format' }]);
  const row = state.votings.find((candidate) => candidate.id === id && candidate.workspaceId === workspaceId);
  if (!row) return fail(404, 'not_found');
  if (rest.length) return votingSubresource(options, state, row, rest, call);

  if (method === 'GET') return state.failGet ? fail(500, 'internal') : json(200, { voting: toVoting(row) });
  if (method === 'PUT') {
    if (state.failSave) return fail(500, 'internal');
    if (!isActionAllowed(row.status, 'edit')) return fail(409, 'invalid_state');
    const errors = inputErrors(body);
    if (errors.length) return fail(400, 'validation_failed', errors);
    const input = body as VotingInput;
    if (row.status !== 'draft') {
      const sameItems =
        input.items.length === row.items.length &&
        input.items.every(
          (item, index) => item.id === row.items[index]!.id && item.title === row.items[index]!.title,
        );
      if (!sameItems || input.kind !== row.kind || input.weighting !== row.weighting)
        return fail(409, 'invalid_state');
    }
    const ballot = ballotOf(options, workspaceId, input.ballotTemplateId);
    if (!ballot.ok) return fail(422, 'unprocessable', [{ field: 'ballotTemplateId', code: 'not_found' }]);
    applyInput(state, row, input, ballot.ref);
    return json(200, { voting: toVoting(row) });
  }
  if (method === 'DELETE') {
    if (!isActionAllowed(row.status, 'discard')) return fail(409, 'invalid_state');
    state.votings.splice(state.votings.indexOf(row), 1);
    return new Response(null, { status: 204 });
  }
  return undefined;
};
