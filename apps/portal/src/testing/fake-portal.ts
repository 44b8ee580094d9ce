import {
  canonicalAnswers,
  IDENTITY_TRIES,
  PIN_SENDS_PER_HOUR,
  PIN_TRIES,
  pinSendWaitSeconds,
  validateLast4,
  validatePin,
  VOTER_POLICY_VERSION,
} from '@backoffice/domain';
import type { components } from '@backoffice/api-client';
import { chartPng, textPdf } from './fake-files';

// The voter portal's server, answered from memory: the operations of the contract's `voter-portal` tag for one link,
// with the access steps (last 4 → PIN → session cookie; a malformed entry is a 400 and no try), the lock after a
// step's 5th wrong try (each step counts its own), the ballot page, documents,
// policy acceptance, represented parties, uploads, the submission (idempotent by key) and the receipt; plus the public
// IP check. For stories and tests only, never for the running app. No test framework here, so stories can use it.

type Schemas = components['schemas'];
type PortalVoting = Schemas['PortalVoting'];
type PortalBallot = Schemas['PortalBallot'];
type PortalReceipt = Schemas['PortalReceipt'];
type RepresentedParty = Schemas['RepresentedParty'];
type VoterUpload = Schemas['VoterUpload'];
type VoterUploadKind = Schemas['VoterUploadKind'];

/** A link token as the server makes them (43 base64url characters). */
export const demoPortalToken = 'k3Jd9xQwLmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0Tz';
export const demoLast4 = '7735';
export const demoPin = '482913';
export const demoIpAddress = '203.0.113.7';

const MINUTE = 60_000;
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

const statementsPdf = () =>
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

/** A recorded call (path without the /api prefix; the IP check as its full URL). */
export interface PortalCall {
  method: string;
  path: string;
  body: unknown;
}

export interface PortalProblemAnswer {
  status: number;
  code: string;
  params?: Record<string, string | number | boolean>;
  errors?: { field: string; code: string }[];
}

export interface PortalFakeOptions {
  token?: string;
  voting?: Partial<PortalVoting>;
  ballot?: Partial<PortalBallot>;
  /** The voter has a session cookie from the start (the link opens on the ballot). */
  signedIn?: boolean;
  /** A PIN was e-mailed before the page opened (the link opens on the PIN step). */
  pinPending?: boolean;
  /** That PIN has expired by the time the voter types it. */
  pinExpired?: boolean;
  /** Wrong last 4s left before the lock (default IDENTITY_TRIES). */
  attemptsLeft?: number;
  /** Wrong PINs left before the lock (default PIN_TRIES). */
  pinAttemptsLeft?: number;
  /** The IP check's answer; null: the service fails. */
  ipAddress?: string | null;
  /** Every submission answers this problem. */
  submitProblem?: PortalProblemAnswer;
  /** Every read of the link fails (500). */
  linkFails?: boolean;
  /** Milliseconds before each answer (loading states). */
  delayMs?: number;
  /** Answers no document (the viewer's failure state). */
  documentsFail?: boolean;
  /** Signing out answers 500 (the page resets all the same). */
  signOutFails?: boolean;
  /** The identity and PIN steps answer the server's rate limit of this client (429 attempt_limit, retryAfter s). */
  rateLimitedFor?: number;
  /** PINs already e-mailed to the voter in the last hour (at PIN_SENDS_PER_HOUR the next is 429 pin_send_limit). */
  pinSendsThisHour?: number;
}

export interface PortalFakeState {
  voting: PortalVoting;
  ballot: PortalBallot;
  session: boolean;
  pin: { sent: boolean; expiresAt: number };
  /** Wrong tries left of each step (they count apart, as the server's). */
  attemptsLeft: { identity: number; pin: number };
  lockedUntil: string | null;
  receipts: Map<string, PortalReceipt>;
  /** The answers each recorded key carried (a key again with other answers is 409 idempotency_key_reused). */
  receiptAnswers: Map<string, string>;
  /** When each PIN of the last hour was e-mailed (ms). */
  pinSends: number[];
  nextId: number;
}

export interface PortalFake {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  calls: PortalCall[];
  state: PortalFakeState;
  options: PortalFakeOptions;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const problem = ({ status, code, params, errors }: PortalProblemAnswer) =>
  new Response(
    JSON.stringify({
      type: 'about:blank',
      title: code,
      status,
      code,
      ...(params ? { params } : {}),
      ...(errors ? { errors } : {}),
    }),
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

const bytes = (status: number, body: Uint8Array<ArrayBuffer>, type: string, disposition?: string) =>
  new Response(body, {
    status,
    headers: { 'content-type': type, ...(disposition ? { 'content-disposition': disposition } : {}) },
  });

const hex = (seed: number) =>
  Array.from({ length: 64 }, (_, i) => ((seed * 31 + i * 7) % 16).toString(16)).join('');

function maskTaxId(taxId: string): { taxIdType: 'CPF' | 'CNPJ'; taxIdMasked: string } {
  const digits = taxId.replace(/[^0-9A-Za-z]/g, '');
  if (digits.length === 11) {
    return { taxIdType: 'CPF', taxIdMasked: `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` };
  }
  return {
    taxIdType: 'CNPJ',
    taxIdMasked: `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-**`,
  };
}

/** A fake portal server for one link; `fetch` answers its operations and the IP check, and records every call. */
export function createPortalFake(options: PortalFakeOptions = {}): PortalFake {
  const token = options.token ?? demoPortalToken;
  const ballot = demoPortalBallot(options.ballot);
  const state: PortalFakeState = {
    voting: demoPortalVoting(options.voting),
    ballot,
    session: options.signedIn ?? false,
    pin: {
      sent: options.pinPending ?? false,
      expiresAt: options.pinExpired ? Date.now() - MINUTE : Date.now() + 10 * MINUTE,
    },
    attemptsLeft: {
      identity: options.attemptsLeft ?? IDENTITY_TRIES,
      pin: options.pinAttemptsLeft ?? PIN_TRIES,
    },
    lockedUntil: options.voting?.lockedUntil ?? null,
    receipts: new Map(),
    receiptAnswers: new Map(),
    pinSends: Array.from(
      { length: options.pinSendsThisHour ?? 0 },
      (_, index) => Date.now() - index * MINUTE,
    ),
    nextId: 1,
  };
  const calls: PortalCall[] = [];
  const newId = (prefix: string) =>
    `${prefix}000000-0000-4000-8000-${String(state.nextId++).padStart(12, '0')}`;

  const wrongTry = (step: 'identity' | 'pin'): Response => {
    const left = (state.attemptsLeft[step] -= 1);
    if (left <= 0) {
      state.attemptsLeft[step] = step === 'identity' ? IDENTITY_TRIES : PIN_TRIES;
      state.lockedUntil = new Date(Date.now() + 15 * MINUTE).toISOString();
      state.pin.sent = false;
      return problem({ status: 429, code: 'link_locked', params: { lockedUntil: state.lockedUntil } });
    }
    const code = step === 'identity' ? 'identity_mismatch' : 'pin_mismatch';
    return problem({ status: 422, code, params: { attemptsLeft: left } });
  };
  /** A malformed entry: refused before it is compared, no try counted (the server's validation_failed). */
  const malformed = (field: 'last4' | 'pin', code: string) =>
    problem({ status: 400, code: 'validation_failed', errors: [{ field, code }] });
  const locked = () => state.lockedUntil !== null && Date.parse(state.lockedUntil) > Date.now();
  const notOpen = () => {
    if (state.voting.state === 'voided') return problem({ status: 403, code: 'voter_voided' });
    if (state.voting.state !== 'open') return problem({ status: 409, code: 'invalid_state' });
    return null;
  };

  function votingView(): PortalVoting {
    const recorded = state.ballot.ballot;
    return {
      ...state.voting,
      step: state.session ? 'ready' : state.pin.sent ? 'pin' : 'identity',
      pinSentTo: state.pin.sent ? 'm***@example.com' : null,
      lockedUntil: locked() ? state.lockedUntil : null,
      hasVoted: recorded !== null && recorded.status !== 'returned',
    };
  }

  function submit(body: Schemas['PortalBallotRequest']): Response {
    if (options.submitProblem) return problem(options.submitProblem);
    const replay = state.receipts.get(body.idempotencyKey);
    if (replay) {
      if (state.receiptAnswers.get(body.idempotencyKey) !== canonicalAnswers(body.answers))
        return problem({ status: 409, code: 'idempotency_key_reused' });
      return json(200, { receipt: replay });
    }
    const refused = notOpen();
    if (refused) return refused;
    const current = state.ballot;
    if (!current.policy.acceptedAt) return problem({ status: 422, code: 'policy_not_accepted' });
    if (current.ballot && current.ballot.status !== 'returned') {
      return problem({
        status: 409,
        code: 'voter_has_voted',
        params: { name: current.voter.name, taxIdMasked: current.voter.taxIdMasked },
      });
    }
    const subjects = [null, ...new Set(body.answers.map((a) => a.representedPartyId ?? null))];
    const missing = subjects.some((subject) =>
      current.items.some(
        (item) =>
          !body.answers.some((a) => a.itemId === item.id && (a.representedPartyId ?? null) === subject),
      ),
    );
    if (missing) {
      return problem({
        status: 422,
        code: 'unprocessable',
        errors: [{ field: 'answers', code: 'item_unanswered' }],
      });
    }
    if (current.requiresSupportDocument && !current.uploads.some((u) => u.kind === 'support')) {
      return problem({ status: 422, code: 'support_document_required' });
    }
    const represents = body.answers.some((a) => a.representedPartyId);
    if (represents && !current.uploads.some((u) => u.kind === 'power_of_attorney')) {
      return problem({ status: 422, code: 'power_of_attorney_required' });
    }
    const receipt: PortalReceipt = {
      ballotId: newId('0b'),
      receipt: hex(state.nextId),
      submittedAt: new Date().toISOString(),
      votes: body.answers.length,
      status: body.approver ? 'under_review' : 'counted',
      votingTitle: state.voting.title,
    };
    state.receipts.set(body.idempotencyKey, receipt);
    state.receiptAnswers.set(body.idempotencyKey, canonicalAnswers(body.answers));
    current.ballot = {
      id: receipt.ballotId,
      status: receipt.status,
      submittedAt: receipt.submittedAt,
      receipt: receipt.receipt,
      reviewComment: null,
      approver: body.approver ?? null,
      votes: body.answers.map((a) => ({ ...a, representedPartyId: a.representedPartyId ?? null })),
    };
    return json(201, { receipt });
  }

  function sessionAnswer(method: string, rest: string, url: URL, body: unknown, request: Request) {
    const current = state.ballot;
    if (method === 'GET' && rest === '/ballot') return json(200, { ballot: current });
    if (method === 'POST' && rest === '/ballot') return submit(body as Schemas['PortalBallotRequest']);
    const document = /^\/documents\/([^/]+)$/.exec(rest);
    if (method === 'GET' && document) {
      if (options.documentsFail) return problem({ status: 500, code: 'internal' });
      if (document[1] === demoDocumentIds.statements) return bytes(200, statementsPdf(), 'application/pdf');
      if (document[1] === demoDocumentIds.chart) return bytes(200, chartPng(), 'image/png');
      return problem({ status: 404, code: 'not_found' });
    }
    if (method === 'POST' && rest === '/policy-acceptance') {
      const refused = notOpen();
      if (refused) return refused;
      const { version } = body as { version: string };
      if (version !== VOTER_POLICY_VERSION) return problem({ status: 422, code: 'unprocessable' });
      current.policy.acceptedAt ??= new Date().toISOString();
      return json(201, { version, acceptedAt: current.policy.acceptedAt });
    }
    if (method === 'GET' && rest === '/receipt') {
      if (!current.ballot) return problem({ status: 404, code: 'not_found' });
      return bytes(
        200,
        textPdf([['Comprovante de votação', state.voting.title, `Código: ${current.ballot.receipt}`]]),
        'application/pdf',
        'attachment; filename="comprovante.pdf"',
      );
    }
    if (method === 'POST' && rest === '/represented-parties') {
      const input = body as Schemas['RepresentedPartyInput'];
      const party: RepresentedParty = {
        id: newId('0f'),
        name: input.name.trim(),
        ...maskTaxId(input.taxId),
        weight: input.weight ?? '1',
      };
      current.representedParties.push(party);
      return json(201, { representedParty: party });
    }
    if (method === 'POST' && rest === '/represented-parties/import') {
      const lines = String(body ?? '')
        .split(/\r?\n/)
        .slice(1)
        .filter((line) => line.trim());
      for (const line of lines) {
        const [name = '', taxId = '', weight] = line.split(';');
        current.representedParties.push({
          id: newId('0f'),
          name: name.trim(),
          ...maskTaxId(taxId),
          weight: weight?.trim() || '1',
        });
      }
      return json(200, { representedPartyImport: { rows: lines.length, added: lines.length, errors: [] } });
    }
    const party = /^\/represented-parties\/([^/]+)$/.exec(rest);
    if (method === 'DELETE' && party) {
      current.representedParties = current.representedParties.filter((p) => p.id !== party[1]);
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && rest === '/uploads') {
      const kind = url.searchParams.get('kind') as VoterUploadKind;
      const contentType = request.headers.get('content-type') ?? 'application/pdf';
      const upload: VoterUpload = {
        id: newId('0c'),
        kind,
        name: url.searchParams.get('name') ?? 'arquivo.pdf',
        contentType: contentType as VoterUpload['contentType'],
        size: typeof body === 'string' ? body.length : 1024,
        sha256: hex(state.nextId),
        createdAt: new Date().toISOString(),
      };
      current.uploads.push(upload);
      return json(201, { upload });
    }
    const upload = /^\/uploads\/([^/]+)$/.exec(rest);
    if (method === 'DELETE' && upload) {
      current.uploads = current.uploads.filter((u) => u.id !== upload[1]);
      return new Response(null, { status: 204 });
    }
    return null;
  }

  function answer(method: string, url: URL, body: unknown, request: Request): Response {
    const path = url.pathname.replace(/^\/api/, '');
    if (method === 'GET' && path === '/portal/represented-parties/example.csv') {
      return new Response('\uFEFFNome;CPF/CNPJ;Peso\nFundação Exemplo;11.222.333/0001-81;1500\n', {
        status: 200,
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }
    const match = /^\/portal\/([^/]+)(\/.*)?$/.exec(path);
    if (!match) return problem({ status: 404, code: 'not_found' });
    if (match[1] !== token) return problem({ status: 404, code: 'not_found' });
    const rest = match[2] ?? '';
    if (method === 'GET' && rest === '') {
      if (options.linkFails) return problem({ status: 500, code: 'internal' });
      return json(200, votingView());
    }
    const rateLimited = () =>
      problem({ status: 429, code: 'attempt_limit', params: { retryAfter: options.rateLimitedFor! } });
    if (method === 'POST' && rest === '/identity') {
      if (options.rateLimitedFor) return rateLimited();
      const refused = notOpen();
      if (refused) return refused;
      if (locked())
        return problem({ status: 429, code: 'link_locked', params: { lockedUntil: state.lockedUntil! } });
      // The hour's cap, before the last 4 are looked at (as the server does).
      const retryAfter = pinSendWaitSeconds(state.pinSends, Date.now());
      if (retryAfter)
        return problem({
          status: 429,
          code: 'pin_send_limit',
          params: { limit: PIN_SENDS_PER_HOUR, retryAfter },
        });
      const { last4 } = body as { last4: string };
      const issue = validateLast4(last4, state.voting.taxIdType);
      if (issue) return malformed('last4', issue);
      if (last4.toUpperCase() !== demoLast4) return wrongTry('identity');
      state.attemptsLeft.identity = IDENTITY_TRIES;
      state.pin = { sent: true, expiresAt: Date.now() + 10 * MINUTE };
      state.pinSends.push(Date.now());
      return json(202, {
        pinSentTo: 'm***@example.com',
        expiresAt: new Date(state.pin.expiresAt).toISOString(),
      });
    }
    if (method === 'POST' && rest === '/pin') {
      if (options.rateLimitedFor) return rateLimited();
      const refused = notOpen();
      if (refused) return refused;
      if (locked())
        return problem({ status: 429, code: 'link_locked', params: { lockedUntil: state.lockedUntil! } });
      if (!state.pin.sent || state.pin.expiresAt < Date.now())
        return problem({ status: 410, code: 'pin_expired' });
      const { pin } = body as { pin: string };
      const issue = validatePin(pin);
      if (issue) return malformed('pin', issue);
      if (pin !== demoPin) return wrongTry('pin');
      state.session = true;
      state.pin.sent = false;
      state.attemptsLeft = { identity: IDENTITY_TRIES, pin: PIN_TRIES };
      return json(200, { expiresAt: new Date(Date.now() + 30 * MINUTE).toISOString() });
    }
    if (method === 'DELETE' && rest === '/session') {
      // Signing out: always 204, the session (if any) ends.
      if (options.signOutFails) return problem({ status: 500, code: 'internal' });
      state.session = false;
      return new Response(null, { status: 204 });
    }
    if (!state.session) return problem({ status: 401, code: 'voter_session_required' });
    if (state.voting.state === 'voided') return problem({ status: 403, code: 'voter_voided' });
    return sessionAnswer(method, rest, url, body, request) ?? problem({ status: 404, code: 'not_found' });
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const isApi = url.pathname.startsWith('/api/');
    const type = request.headers.get('content-type') ?? '';
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const body: unknown = text && /json/.test(type) ? JSON.parse(text) : text || undefined;
    calls.push({ method: request.method, path: isApi ? url.pathname.replace(/^\/api/, '') : url.href, body });
    if (options.delayMs) await new Promise((done) => setTimeout(done, options.delayMs));
    if (!isApi) {
      // The public IP check (any address outside the API).
      if (options.ipAddress === null) throw new TypeError('Failed to fetch');
      return new Response(options.ipAddress ?? demoIpAddress, { headers: { 'content-type': 'text/plain' } });
    }
    return answer(request.method, url, body, request);
  };

  return { fetch, calls, state, options };
}
