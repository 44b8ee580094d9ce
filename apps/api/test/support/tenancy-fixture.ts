import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { cpfCheckDigits, ROLES, VOTER_POLICY_VERSION, type Role } from '@backoffice/domain';
import type { AppDatabase } from '../../src/index.ts';
import { withTenant, withWorkspace } from '../../src/db/tenant.ts';
import { sessionTokenHash } from '../../src/services/voter-portal/portal-session.ts';
import { pinHash } from '../../src/services/voter-portal/voter-access.ts';
import { linkTokenHash } from '../../src/services/voting-dispatch/link-token.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { TEST_ISSUER, testSubject } from './tokens.ts';
import type { FakePoolUser } from './fake-identity-gateway.ts';

// The rows the generated tenancy suite (support/tenancy-suite.ts) works on: company A with three workspaces, company B
// with one, a caller of every role in each company, and one row of every resource kind per place. The contract's
// request examples use A's ids (EXAMPLE_IDS), so an example body is valid in A as written.

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The ids the contract's request examples use (openapi/openapi.yaml). */
export const EXAMPLE_IDS = {
  workspace: '7e1d0c0a-0000-4000-8000-0000000000a1',
  user: '7e1d0c0a-0000-4000-8000-0000000000b1',
  ballotTemplate: '7e1d0c0a-0000-4000-8000-0000000000c1',
  /** A1's e-mail message template (the communications' examples). */
  messageTemplate: '7e1d0c0a-0000-4000-8000-0000000000c4',
} as const;

export const COMPANY_A = {
  id: id('7e1d0c0a', 0xa0),
  name: 'Tenancy A Administradora',
  /** Where the callers work in the own scope; templates here belong to A1. */
  workspace1: EXAMPLE_IDS.workspace,
  /** The callers' current workspace in the "another workspace" scope. */
  workspace2: id('7e1d0c0a', 0xa2),
  /** An empty workspace: the target of the workspace operations (so deleting it is allowed). */
  workspace3: id('7e1d0c0a', 0xa3),
  /** The target of the user operations: an OPERATOR member of A1 and A3. */
  targetUser: EXAMPLE_IDS.user,
  /** A ballot template: the contract's voting examples name it. */
  template1: EXAMPLE_IDS.ballotTemplate,
  template2: id('7e1d0c0a', 0xc2),
  /** The ballot template of A1's fixture votings (template1 stays unused, so deleting it is allowed). */
  template3: id('7e1d0c0a', 0xc3),
  /** A1's e-mail message template: the communications' (issue 20). */
  template4: EXAMPLE_IDS.messageTemplate,
  /** A1's draft communication (by e-mail, from template4) with one recipient: every communication operation's. */
  communicationDraft: id('7e1d0c0a', 0x191),
  communicationRecipient: id('7e1d0c0a', 0x192),
  logoKey: '7e1d0c0a-0000-4000-8000-0000000000f1.png',
  /** A1's votings, one per status an operation may need (the tenancy suite picks one per operation). */
  votingDraft: id('7e1d0c0a', 0x101),
  votingOpen: id('7e1d0c0a', 0x102),
  votingClosed: id('7e1d0c0a', 0x103),
  /** Each voting's voter; the draft's has the CPF of the contract's updateVoter example. */
  voterDraft: id('7e1d0c0a', 0x111),
  voterOpen: id('7e1d0c0a', 0x112),
  voterClosed: id('7e1d0c0a', 0x113),
  documentDraft: id('7e1d0c0a', 0x121),
  documentOpen: id('7e1d0c0a', 0x122),
  /** A ready voter import of the draft. */
  importDraft: id('7e1d0c0a', 0x131),
  /**
   * The voter portal's voting (open, one item — the contract's submitPortalBallot example answers it): its voter
   * (signed in, policy accepted, a pending PIN 123456, one represented party, one upload), a document, and a second
   * voter whose ballot waits for a third-party approver (with an upload bound to it).
   */
  votingPortal: id('7e1d0c0a', 0x104),
  voterPortal: id('7e1d0c0a', 0x114),
  voterApproval: id('7e1d0c0a', 0x115),
  documentPortal: id('7e1d0c0a', 0x124),
  itemPortal: '0e000000-0000-4000-8000-0000000000a1',
  partyPortal: id('7e1d0c0a', 0x151),
  uploadPortal: id('7e1d0c0a', 0x161),
  uploadApproval: id('7e1d0c0a', 0x162),
  ballotApproval: id('7e1d0c0a', 0x171),
  /**
   * Batch votings of A1 (issue 19): one with a draft child voting (the detail and bulk publish work on it), one
   * with no child yet and a ready holders spreadsheet (uploading and confirming work on it), and one with an open
   * child whose voter has not voted (the bulk extend, close and remind-pending work on it).
   */
  batchDraft: id('7e1d0c0a', 0x181),
  batchChild: id('7e1d0c0a', 0x182),
  batchChildVoter: id('7e1d0c0a', 0x183),
  batchEmpty: id('7e1d0c0a', 0x184),
  batchImport: id('7e1d0c0a', 0x185),
  batchOpen: id('7e1d0c0a', 0x186),
  batchOpenChild: id('7e1d0c0a', 0x187),
  batchOpenVoter: id('7e1d0c0a', 0x188),
};

export const COMPANY_B = {
  id: id('7e1d0c0b', 0xb0),
  name: 'Tenancy B Gestora',
  workspace1: id('7e1d0c0b', 0xb1),
  targetUser: id('7e1d0c0b', 0xbb),
  template1: id('7e1d0c0b', 0xc1),
  logoKey: '7e1d0c0b-0000-4000-8000-0000000000f1.png',
  votingOpen: id('7e1d0c0b', 0x102),
  voterOpen: id('7e1d0c0b', 0x112),
  documentOpen: id('7e1d0c0b', 0x122),
  importOpen: id('7e1d0c0b', 0x131),
};

const fixtureToken = (label: string) => createHash('sha256').update(`tenancy ${label}`).digest('base64url');

/**
 * Voter portal credentials of the fixture: link tokens (43 characters, only their SHA-256 stored), the live session
 * cookie of A's portal voter, of another voter of A (A1's open voting) and of B's voter, and the approver's token.
 */
export const PORTAL = {
  linkA: fixtureToken('link a'),
  linkB: fixtureToken('link b'),
  approvalA: fixtureToken('approval a'),
  sessionA: fixtureToken('session a'),
  sessionOtherVoterA: fixtureToken('session other voter a'),
  sessionB: fixtureToken('session b'),
  /** The pending PIN of A's portal voter (the contract's verifyPortalPin example). */
  pin: '123456',
} as const;

export const callerEmail = (role: Role, company: 'a' | 'b') =>
  `${role.toLowerCase()}@${company}.tenancy.test`;
const callerId = (role: Role, company: 'a' | 'b') =>
  id(company === 'a' ? '7e1d0c0a' : '7e1d0c0b', 0xe0 + ROLES.indexOf(role));

/** A caller of company A of each role linked to no workspace (no membership, no current workspace). */
export const noWorkspaceCallerEmail = (role: Role) => `${role.toLowerCase()}-sem-workspace@a.tenancy.test`;
const noWorkspaceCallerId = (role: Role) => id('7e1d0c0a', 0xf0 + ROLES.indexOf(role));

/** Unique strings of each company's rows: none of them may appear in an answer to the other company. */
export function markersOf(company: 'a' | 'b'): string[] {
  const c = company === 'a' ? COMPANY_A : COMPANY_B;
  const names = [
    c.name,
    `Alvo ${company.toUpperCase()}`,
    `Modelo ${company.toUpperCase()}1`,
    `Votação ${company.toUpperCase()}1`,
    `Votante ${company.toUpperCase()}1`,
    `Portal ${company.toUpperCase()}`,
  ];
  const ids = Object.values(c).filter((v) => /^[0-9a-f-]{36}$/.test(v));
  return [
    ...ids,
    ...names,
    ...ROLES.map((r) => callerEmail(r, company)),
    ...(company === 'a' ? ROLES.map(noWorkspaceCallerEmail) : []),
  ];
}

/** Markers of A's first workspace's own rows (what a caller working in A2 must not read). */
export const WORKSPACE_A1_MARKERS = [
  COMPANY_A.template1,
  COMPANY_A.template3,
  COMPANY_A.template4,
  COMPANY_A.communicationDraft,
  COMPANY_A.communicationRecipient,
  'Comunicado A1',
  'Destinatário A1',
  'Modelo A1',
  'Cédula A1',
  COMPANY_A.votingDraft,
  COMPANY_A.votingOpen,
  COMPANY_A.votingClosed,
  COMPANY_A.voterDraft,
  COMPANY_A.voterOpen,
  COMPANY_A.documentOpen,
  COMPANY_A.importDraft,
  COMPANY_A.batchDraft,
  COMPANY_A.batchChild,
  COMPANY_A.batchEmpty,
  COMPANY_A.batchImport,
  COMPANY_A.batchOpen,
  COMPANY_A.batchOpenChild,
  COMPANY_A.batchOpenVoter,
  'Lote A1',
  'Votação A1',
  'Votante A1',
  COMPANY_A.votingPortal,
  COMPANY_A.voterPortal,
  'Portal A',
];

/**
 * Markers of A's rows that the portal voter must not read (A's other votings and their voters); with B's markers,
 * what no portal answer may contain.
 */
export const OTHER_VOTERS_A_MARKERS = [
  COMPANY_A.votingDraft,
  COMPANY_A.votingOpen,
  COMPANY_A.votingClosed,
  COMPANY_A.voterDraft,
  COMPANY_A.voterOpen,
  COMPANY_A.voterClosed,
  COMPANY_A.documentOpen,
  'Votação A1',
  'Votante A1',
  'votante-open@a.tenancy.test',
];

/** A minimal PDF: the support documents of the fixture's votings. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** The tables of votings, children first (the order rows are removed in). */
const VOTING_TABLES = [
  'voter_sessions',
  'voter_pin_challenges',
  'voter_access',
  'voter_policy_acceptances',
  'voter_uploads',
  'votes',
  'ballots',
  'represented_parties',
  'voter_imports',
  'voting_dispatches',
  'voting_documents',
  'voters',
  'voting_items',
  'voting_audit_entries',
  'vote_maps',
  'votings',
  'voting_batch_imports',
  'voting_batches',
] as const;

const cpf = (base: string) => base + cpfCheckDigits(base);
const HOUR = 3_600_000;

export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function insertCompany(
  database: AppDatabase,
  c: { id: string; name: string; logoKey: string },
  document: string,
  workspaces: { id: string; name: string }[],
  users: { id: string; email: string; name: string; role: Role; current: string | null; member: string[] }[],
  templates: { id: string; workspace: string; name: string; ballot?: boolean; email?: boolean }[],
) {
  await withTenant(database.db, c.id, async (trx) => {
    await trx
      .insertInto('companies')
      .values({
        id: c.id,
        name: c.name,
        identification_type: 'CNPJ',
        document_number: document,
        logo_ref: `/api/files/${c.logoKey}`,
        whatsapp: null,
        feature_communication: true,
        feature_forms: true,
      })
      .execute();
    await trx
      .insertInto('workspaces')
      .values(
        workspaces.map((w) => ({
          company_id: c.id,
          id: w.id,
          name: w.name,
          logo_ref: null,
          created_at: null,
        })),
      )
      .execute();
    await trx
      .insertInto('users')
      .values(
        users.map((u) => ({
          company_id: c.id,
          id: u.id,
          email: u.email,
          name: u.name,
          role: u.role,
          photo_url: null,
          current_workspace_id: u.current,
          // Bound to the subject tokens.ts signs for the e-mail.
          identity_issuer: TEST_ISSUER,
          identity_subject: testSubject(u.email),
        })),
      )
      .execute();
    const memberships = users.flatMap((u) =>
      u.member.map((w) => ({ company_id: c.id, user_id: u.id, workspace_id: w })),
    );
    if (memberships.length) await trx.insertInto('memberships').values(memberships).execute();
    await trx
      .insertInto('message_templates')
      .values(
        templates.map((t) => ({
          company_id: c.id,
          workspace_id: t.workspace,
          id: t.id,
          name: t.name,
          kind: t.ballot ? ('ballot' as const) : ('message' as const),
          channel: t.ballot || t.email ? ('email' as const) : ('whatsapp' as const),
          subject: t.ballot ? 'Cédula: {{votacao}}' : t.email ? 'Aviso: {{empresa}}' : null,
          body: 'Olá, {{nome}}!',
          placeholders: ['nome'],
          created_by: null,
        })),
      )
      .execute();
  });
}

interface FixtureVoting {
  id: string;
  status: 'draft' | 'open' | 'closed';
  voter: string;
  taxId: string;
  document?: string;
  import?: string;
  /** Default: `Votação <label>1 (<status>)`. */
  title?: string;
  /** Default: `Votante <label>1`. */
  voterName?: string;
  /** The voter's link token (default: the voter id stands for it). */
  linkToken?: string;
  /** Default: two items with ids of the database's choosing. */
  items?: { id: string; title: string }[];
}

/**
 * A workspace's fixture votings: each with two items, one active voter, the workspace's ballot template and, when
 * given, a support document (its file in the storage) and a ready voter import. Times are relative to now: the
 * draft's deadline a month ahead, the open one opened an hour ago and closing tomorrow, the closed one closed
 * yesterday — so no read finds a move of the clock to settle.
 */
async function insertVotings(
  database: AppDatabase,
  storage: FileStorage,
  companyId: string,
  workspaceId: string,
  votings: FixtureVoting[],
  ballotTemplateId: string,
  label: string,
) {
  const now = Date.now();
  const times = {
    draft: { opens_at: null, deadline: new Date(now + 30 * 24 * HOUR), published_at: null, closed_at: null },
    open: {
      opens_at: new Date(now - HOUR),
      deadline: new Date(now + 24 * HOUR),
      published_at: new Date(now - 2 * HOUR),
      closed_at: null,
    },
    closed: {
      opens_at: new Date(now - 72 * HOUR),
      deadline: new Date(now - 24 * HOUR),
      published_at: new Date(now - 96 * HOUR),
      closed_at: new Date(now - 24 * HOUR),
    },
  };
  const row = { company_id: companyId, workspace_id: workspaceId };
  for (const voting of votings) {
    const documentKey = voting.document ? `voting-document-${voting.document}.pdf` : undefined;
    await withWorkspace(database.db, companyId, workspaceId, async (trx) => {
      await trx
        .insertInto('votings')
        .values({
          ...row,
          id: voting.id,
          title: voting.title ?? `Votação ${label}1 (${voting.status})`,
          status: voting.status,
          weighting: 'by_weight',
          ballot_template_id: ballotTemplateId,
          ...times[voting.status],
        })
        .execute();
      const items = voting.items ?? [{ title: 'Aprovar as contas' }, { title: 'Eleger o representante' }];
      await trx
        .insertInto('voting_items')
        .values(
          items.map((item, index) => ({
            ...row,
            voting_id: voting.id,
            position: index + 1,
            ...item,
          })),
        )
        .execute();
      await trx
        .insertInto('voters')
        .values({
          ...row,
          voting_id: voting.id,
          id: voting.voter,
          name: voting.voterName ?? `Votante ${label}1`,
          tax_id_type: 'CPF',
          tax_id: voting.taxId,
          email: `${voting.voterName ? 'portal' : `votante-${voting.status}`}@${label.toLowerCase()}.tenancy.test`,
          weight: '100',
          token_hash: linkTokenHash(voting.linkToken ?? voting.voter),
        })
        .execute();
      if (voting.document && documentKey) {
        await trx
          .insertInto('voting_documents')
          .values({
            ...row,
            voting_id: voting.id,
            id: voting.document,
            name: `Edital ${label}1.pdf`,
            content_type: 'application/pdf',
            size: TINY_PDF.length,
            sha256: createHash('sha256').update(TINY_PDF).digest('hex'),
            storage_key: documentKey,
          })
          .execute();
      }
      if (voting.import) {
        const summary = {
          rows: 1,
          valid: 1,
          invalid: 0,
          duplicates: 0,
          alreadyRegistered: 0,
          encoding: 'utf-8',
          delimiter: ';',
          columns: [
            { header: 'nome', field: 'name' },
            { header: 'cpf', field: 'taxId' },
            { header: 'email', field: 'email' },
          ],
          sha256: createHash('sha256').update(TINY_VOTER_CSV).digest('hex'),
          errorsTruncated: false,
        };
        await trx
          .insertInto('voter_imports')
          .values({
            ...row,
            voting_id: voting.id,
            id: voting.import,
            file_name: 'votantes.csv',
            file_key: `voter-import-${voting.import}.csv`,
            size: TINY_VOTER_CSV.length,
            summary: JSON.stringify(summary),
            preview: JSON.stringify([
              {
                line: 2,
                name: 'Ana Importada',
                taxIdType: 'CPF',
                taxId: cpf('123456789'),
                email: 'ana@example.test',
                phone: null,
                weight: '1',
              },
            ]),
          })
          .execute();
      }
    });
    if (documentKey) await storage.put(documentKey, TINY_PDF);
    if (voting.import) await storage.put(`voter-import-${voting.import}.csv`, TINY_VOTER_CSV);
  }
}

/**
 * The voter portal's rows of the fixture (migrations 0007 and 0008): live sessions (A's portal voter, another voter
 * of A, B's voter), the portal voter's pending PIN, policy acceptance, represented party and upload, and a second
 * voter of the portal voting whose ballot waits for its approver, with an upload bound to it.
 */
async function insertPortalRows(database: AppDatabase, storage: FileStorage): Promise<void> {
  const a = COMPANY_A;
  const b = COMPANY_B;
  const now = Date.now();
  const sessionTimes = {
    created_at: new Date(now - 60_000),
    last_used_at: new Date(now - 60_000),
    expires_at: new Date(now + 30 * 60_000),
    absolute_expires_at: new Date(now + 3 * HOUR),
    remote_address: '192.0.2.10',
    user_agent: 'tenancy fixture',
  };
  const inA = { company_id: a.id, workspace_id: a.workspace1 };
  const uploadKey = (upload: string) => `voter-upload-${upload}.pdf`;
  const pdfRow = {
    content_type: 'application/pdf' as const,
    size: TINY_PDF.length,
    sha256: createHash('sha256').update(TINY_PDF).digest('hex'),
  };
  const challengeId = id('7e1d0c0a', 0x181);
  const pinHashed = await pinHash(challengeId, PORTAL.pin);
  await withWorkspace(database.db, a.id, a.workspace1, async (trx) => {
    const portal = { ...inA, voting_id: a.votingPortal };
    await trx
      .insertInto('voters')
      .values({
        ...portal,
        id: a.voterApproval,
        name: 'Procuradora Portal A',
        tax_id_type: 'CPF',
        tax_id: cpf('246813579'),
        email: 'procuradora@a.tenancy.test',
        weight: '10',
        token_hash: linkTokenHash(a.voterApproval),
      })
      .execute();
    await trx
      .insertInto('voter_sessions')
      .values([
        {
          ...portal,
          voter_id: a.voterPortal,
          token_hash: sessionTokenHash(PORTAL.sessionA),
          ...sessionTimes,
        },
        {
          ...inA,
          voting_id: a.votingOpen,
          voter_id: a.voterOpen,
          token_hash: sessionTokenHash(PORTAL.sessionOtherVoterA),
          ...sessionTimes,
        },
      ])
      .execute();
    await trx
      .insertInto('voter_pin_challenges')
      .values({
        ...portal,
        voter_id: a.voterPortal,
        id: challengeId,
        pin_hash: pinHashed,
        expires_at: new Date(now + 5 * 60_000),
      })
      .execute();
    await trx
      .insertInto('voter_policy_acceptances')
      .values({
        ...portal,
        voter_id: a.voterPortal,
        version: VOTER_POLICY_VERSION,
        remote_address: '192.0.2.10',
        user_agent: 'tenancy fixture',
        client_address: null,
      })
      .execute();
    await trx
      .insertInto('represented_parties')
      .values({
        ...portal,
        id: a.partyPortal,
        attorney_voter_id: a.voterPortal,
        name: 'Representada Portal A',
        tax_id_type: 'CPF',
        tax_id: cpf('135792468'),
        weight: '5',
      })
      .execute();
    await trx
      .insertInto('ballots')
      .values({
        ...portal,
        id: a.ballotApproval,
        voter_id: a.voterApproval,
        idempotency_key: 'tenancy-approval',
        status: 'under_review',
        approver_name: 'Aprovador Portal A',
        approver_email: 'aprovador@a.tenancy.test',
        approver_token_hash: linkTokenHash(PORTAL.approvalA),
        receipt_hash: createHash('sha256').update('tenancy receipt').digest('hex'),
      })
      .execute();
    await trx
      .insertInto('votes')
      .values({
        ...portal,
        item_id: a.itemPortal,
        ballot_id: a.ballotApproval,
        voter_id: a.voterApproval,
        subject_tax_id: cpf('246813579'),
        choice: 'approve',
        weight: '10',
      })
      .execute();
    await trx
      .insertInto('voter_uploads')
      .values([
        {
          ...portal,
          id: a.uploadPortal,
          voter_id: a.voterPortal,
          kind: 'power_of_attorney',
          name: 'Procuração Portal A.pdf',
          storage_key: uploadKey(a.uploadPortal),
          ballot_id: null,
          ...pdfRow,
        },
        {
          ...portal,
          id: a.uploadApproval,
          voter_id: a.voterApproval,
          kind: 'power_of_attorney',
          name: 'Procuração da procuradora.pdf',
          storage_key: uploadKey(a.uploadApproval),
          ballot_id: a.ballotApproval,
          ...pdfRow,
        },
      ])
      .execute();
  });
  await withWorkspace(database.db, b.id, b.workspace1, (trx) =>
    trx
      .insertInto('voter_sessions')
      .values({
        company_id: b.id,
        workspace_id: b.workspace1,
        voting_id: b.votingOpen,
        voter_id: b.voterOpen,
        token_hash: sessionTokenHash(PORTAL.sessionB),
        ...sessionTimes,
      })
      .execute(),
  );
  await storage.put(uploadKey(a.uploadPortal), TINY_PDF);
  await storage.put(uploadKey(a.uploadApproval), TINY_PDF);
}

/**
 * A live session of A's portal voter made for one case, beside PORTAL.sessionA (for an operation that ends the
 * session it is sent with — signing out — so that the session every other case uses stays live): its cookie value.
 */
export async function openCaseSession(database: AppDatabase): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  const now = Date.now();
  await withWorkspace(database.db, COMPANY_A.id, COMPANY_A.workspace1, (trx) =>
    trx
      .insertInto('voter_sessions')
      .values({
        company_id: COMPANY_A.id,
        workspace_id: COMPANY_A.workspace1,
        voting_id: COMPANY_A.votingPortal,
        voter_id: COMPANY_A.voterPortal,
        token_hash: sessionTokenHash(value),
        created_at: new Date(now),
        last_used_at: new Date(now),
        expires_at: new Date(now + 30 * 60_000),
        absolute_expires_at: new Date(now + 3 * HOUR),
        remote_address: '192.0.2.11',
        user_agent: 'tenancy case',
      })
      .execute(),
  );
  return value;
}

/** Whether a session with this cookie value is stored in company A (live or not). */
export async function portalSessionExists(database: AppDatabase, value: string): Promise<boolean> {
  const row = await withTenant(database.db, COMPANY_A.id, (trx) =>
    trx
      .selectFrom('voter_sessions')
      .select('id')
      .where('token_hash', '=', sessionTokenHash(value))
      .executeTakeFirst(),
  );
  return row !== undefined;
}

/** A batch's holders spreadsheet of one fund and one holder, as Excel in Brazil writes it. */
export const TINY_BATCH_CSV = Buffer.from(
  `cnpj_fundo;nome_fundo;cpf_cnpj_cotista;nome_cotista;email;qtd_cotas\r\n` +
    `11.222.333/0001-81;Fundo Lote A1;${cpf('123456789')};Ana Cotista;ana@example.test;100\r\n`,
);

/**
 * A1's batch votings (see COMPANY_A): a standard batch with one draft child (a fund's voting with an item under a
 * simple-majority rule, a voter, the workspace's ballot template, a deadline a month ahead), an empty one with a
 * ready holders spreadsheet (TINY_BATCH_CSV, stored), and one whose child (the same fund) is open until tomorrow
 * with its voter still to vote.
 */
async function insertBatches(database: AppDatabase, storage: FileStorage): Promise<void> {
  const a = COMPANY_A;
  const row = { company_id: a.id, workspace_id: a.workspace1 };
  const deadline = new Date(Date.now() + 30 * 24 * HOUR);
  const rule = { preset: 'simple_majority', quorum: null };
  const items = JSON.stringify([{ title: 'Aprovar as contas do lote', description: '', approvalRule: rule }]);
  const fileKey = `voting-batch-holders-${a.batchImport}.csv`;
  await withWorkspace(database.db, a.id, a.workspace1, async (trx) => {
    for (const [batchId, title] of [
      [a.batchDraft, 'Lote A1 com fundo'],
      [a.batchEmpty, 'Lote A1 vazio'],
      [a.batchOpen, 'Lote A1 aberto'],
    ] as const) {
      await trx
        .insertInto('voting_batches')
        .values({
          ...row,
          id: batchId,
          kind: 'standard',
          title,
          items,
          ballot_template_id: a.template3,
          deadline,
        })
        .execute();
    }
    const now = Date.now();
    for (const child of [
      {
        id: a.batchChild,
        batch: a.batchDraft,
        voter: a.batchChildVoter,
        title: 'Lote A1 com fundo',
        times: {},
      },
      {
        id: a.batchOpenChild,
        batch: a.batchOpen,
        voter: a.batchOpenVoter,
        title: 'Lote A1 aberto',
        times: {
          status: 'open' as const,
          opens_at: new Date(now - HOUR),
          published_at: new Date(now - 2 * HOUR),
          deadline: new Date(now + 24 * HOUR),
        },
      },
    ]) {
      await trx
        .insertInto('votings')
        .values({
          ...row,
          id: child.id,
          title: `${child.title} — Fundo Lote A1`,
          weighting: 'by_weight',
          ballot_template_id: a.template3,
          deadline,
          batch_id: child.batch,
          fund_name: 'Fundo Lote A1',
          fund_tax_id: '11222333000181',
          fund_issued_quotas: '100',
          fund_holder_count: 1,
          ...child.times,
        })
        .execute();
      await trx
        .insertInto('voting_items')
        .values({
          ...row,
          voting_id: child.id,
          position: 1,
          title: 'Aprovar as contas do lote',
          approval_rule: JSON.stringify(rule),
        })
        .execute();
      await trx
        .insertInto('voters')
        .values({
          ...row,
          voting_id: child.id,
          id: child.voter,
          name: 'Cotista Lote A1',
          tax_id_type: 'CPF',
          tax_id: cpf('123456789'),
          email: 'cotista-lote@a.tenancy.test',
          weight: '100',
          token_hash: linkTokenHash(child.voter),
        })
        .execute();
    }
    await trx
      .insertInto('voting_batch_imports')
      .values({
        ...row,
        batch_id: a.batchEmpty,
        id: a.batchImport,
        file_name: 'cotistas.csv',
        file_key: fileKey,
        size: TINY_BATCH_CSV.length,
        summary: JSON.stringify({
          rows: 1,
          valid: 1,
          invalid: 0,
          errorsTruncated: false,
          encoding: 'utf-8',
          delimiter: ';',
          sha256: createHash('sha256').update(TINY_BATCH_CSV).digest('hex'),
        }),
        funds: JSON.stringify([
          { taxId: '11222333000181', name: 'Fundo Lote A1', firstLine: 2, holders: 1, quotas: '100' },
        ]),
      })
      .execute();
  });
  await storage.put(fileKey, TINY_BATCH_CSV);
}

/** A1's written vote maps (issue 19): the closed voting's and the open batch child's final summary maps. */
/** A1's draft communication and its one recipient. */
async function insertCommunications(database: AppDatabase): Promise<void> {
  const a = COMPANY_A;
  await withWorkspace(database.db, a.id, a.workspace1, async (trx) => {
    await trx
      .insertInto('communications')
      .values({
        company_id: a.id,
        workspace_id: a.workspace1,
        id: a.communicationDraft,
        name: 'Comunicado A1',
        purpose: 'legal_notice',
        channel: 'email',
        template_id: a.template4,
        parameterizable: false,
        recipient_count: 1,
        recipients_file_name: 'destinatarios.csv',
      })
      .execute();
    await trx
      .insertInto('communication_recipients')
      .values({
        company_id: a.id,
        workspace_id: a.workspace1,
        communication_id: a.communicationDraft,
        id: a.communicationRecipient,
        line: 2,
        name: 'Destinatário A1',
        email: 'destinatario@a1.tenancy.test',
        phone: null,
        parameters: '{}',
      })
      .execute();
  });
}

async function insertVoteMaps(database: AppDatabase): Promise<void> {
  const a = COMPANY_A;
  const content = 'Fundo;Mapa\r\nFundo Lote A1;Sintético final\r\n';
  await withWorkspace(database.db, a.id, a.workspace1, async (trx) => {
    for (const votingId of [a.votingClosed, a.batchOpenChild])
      await trx
        .insertInto('vote_maps')
        .values({
          company_id: a.id,
          workspace_id: a.workspace1,
          voting_id: votingId,
          kind: 'final',
          content,
          sha256: createHash('sha256').update(`\uFEFF${content}`).digest('hex'),
          size: Buffer.byteLength(`\uFEFF${content}`),
        })
        .execute();
  });
}

/** A one-row voter list, as Excel in Brazil writes it. */
export const TINY_VOTER_CSV = Buffer.from(
  `nome;cpf;email\r\nAna Importada;${cpf('123456789')};ana@example.test\r\n`,
);

/**
 * Removes both companies (their rows go with them) — votings and templates first: their workspace key restricts
 * deletes. The votings' audit trails are append-only for everyone: their rows go as the database owner, with the
 * trigger off for the moment (the suite runs on PGlite, as its superuser).
 */
export async function removeTenancyFixture(database: AppDatabase): Promise<void> {
  const companies = [COMPANY_A.id, COMPANY_B.id];
  await database.db.transaction().execute(async (trx) => {
    await sql`alter table voting_audit_entries disable trigger voting_audit_entries_append_only`.execute(trx);
    for (const table of VOTING_TABLES) {
      await sql`delete from ${sql.table(table)} where company_id in (${sql.join(companies)})`.execute(trx);
    }
    await sql`alter table voting_audit_entries enable trigger voting_audit_entries_append_only`.execute(trx);
  });
  for (const company of companies) {
    await withTenant(database.db, company, async (trx) => {
      // Communications name their template (the key restricts its delete).
      await trx.deleteFrom('communications').execute();
      await trx.deleteFrom('message_templates').execute();
      await trx.deleteFrom('companies').execute();
    });
  }
}

/** The fake pool's users (test/support/fake-identity-gateway.ts), by e-mail. */
type PoolUsers = Map<string, FakePoolUser>;

/**
 * (Re)creates the fixture from scratch, with each company's logo file in the storage and, when given, its users
 * in the pool (and no user a previous case created in the fixture's companies).
 */
export async function seedTenancyFixture(
  database: AppDatabase,
  storage: FileStorage,
  pool?: PoolUsers,
): Promise<void> {
  await removeTenancyFixture(database);
  if (pool) {
    for (const [email, user] of pool)
      if (user.companyId === COMPANY_A.id || user.companyId === COMPANY_B.id) pool.delete(email);
  }
  const a = COMPANY_A;
  const callersA = ROLES.map((role) => ({
    id: callerId(role, 'a'),
    email: callerEmail(role, 'a'),
    name: `${role} de A`,
    role,
    current: a.workspace1,
    member: [a.workspace1, a.workspace2],
  }));
  await insertCompany(
    database,
    a,
    '11222333000181',
    [
      { id: a.workspace1, name: 'Espaço A1' },
      { id: a.workspace2, name: 'Espaço A2' },
      { id: a.workspace3, name: 'Espaço A3' },
    ],
    [
      ...callersA,
      ...ROLES.map((role) => ({
        id: noWorkspaceCallerId(role),
        email: noWorkspaceCallerEmail(role),
        name: `${role} sem workspace de A`,
        role,
        current: null,
        member: [],
      })),
      {
        id: a.targetUser,
        email: 'alvo@a.tenancy.test',
        name: 'Alvo A',
        role: 'OPERATOR',
        current: a.workspace1,
        member: [a.workspace1, a.workspace3],
      },
    ],
    [
      { id: a.template1, workspace: a.workspace1, name: 'Modelo A1', ballot: true },
      { id: a.template3, workspace: a.workspace1, name: 'Cédula A1', ballot: true },
      { id: a.template2, workspace: a.workspace2, name: 'Modelo A2' },
      { id: a.template4, workspace: a.workspace1, name: 'Aviso A1', email: true },
    ],
  );
  const b = COMPANY_B;
  await insertCompany(
    database,
    b,
    '12ABC34501DE35',
    [{ id: b.workspace1, name: 'Espaço B1' }],
    [
      ...ROLES.map((role) => ({
        id: callerId(role, 'b'),
        email: callerEmail(role, 'b'),
        name: `${role} de B`,
        role,
        current: b.workspace1,
        member: [b.workspace1],
      })),
      {
        id: b.targetUser,
        email: 'alvo@b.tenancy.test',
        name: 'Alvo B',
        role: 'OPERATOR',
        current: b.workspace1,
        member: [b.workspace1],
      },
    ],
    [{ id: b.template1, workspace: b.workspace1, name: 'Modelo B1', ballot: true }],
  );
  await insertVotings(
    database,
    storage,
    a.id,
    a.workspace1,
    [
      {
        id: a.votingDraft,
        status: 'draft',
        voter: a.voterDraft,
        taxId: '52998224725',
        document: a.documentDraft,
        import: a.importDraft,
      },
      {
        id: a.votingOpen,
        status: 'open',
        voter: a.voterOpen,
        taxId: cpf('111444777'),
        document: a.documentOpen,
      },
      { id: a.votingClosed, status: 'closed', voter: a.voterClosed, taxId: cpf('390533447') },
      {
        id: a.votingPortal,
        status: 'open',
        voter: a.voterPortal,
        // The contract's verifyPortalIdentity example gives its last 4: 7735.
        taxId: cpf('111444777'),
        document: a.documentPortal,
        title: 'Assembleia Portal A',
        voterName: 'Cotista Portal A',
        linkToken: PORTAL.linkA,
        items: [{ id: a.itemPortal, title: 'Aprovar as contas do portal' }],
      },
    ],
    a.template3,
    'A',
  );
  await insertVotings(
    database,
    storage,
    b.id,
    b.workspace1,
    [
      {
        id: b.votingOpen,
        status: 'open',
        voter: b.voterOpen,
        taxId: cpf('987654321'),
        document: b.documentOpen,
        import: b.importOpen,
        linkToken: PORTAL.linkB,
      },
    ],
    b.template1,
    'B',
  );
  await insertPortalRows(database, storage);
  await insertBatches(database, storage);
  await insertVoteMaps(database);
  await insertCommunications(database);
  await storage.put(a.logoKey, TINY_PNG);
  await storage.put(b.logoKey, TINY_PNG);
  if (pool) {
    for (const company of [COMPANY_A.id, COMPANY_B.id]) {
      await withTenant(database.db, company, async (trx) => {
        for (const user of await trx
          .selectFrom('users')
          .select(['email', 'name', 'identity_subject'])
          .execute())
          pool.set(user.email, {
            subject: user.identity_subject ?? testSubject(user.email),
            name: user.name,
            companyId: company,
            enabled: true,
          });
      });
    }
  }
}

/**
 * Moves every caller of company A to `workspaceId` (the "another workspace" scope works from A2); the callers
 * linked to no workspace stay without one.
 */
export async function setCallersWorkspace(database: AppDatabase, workspaceId: string): Promise<void> {
  await withTenant(database.db, COMPANY_A.id, (trx) =>
    trx
      .updateTable('users')
      .set({ current_workspace_id: workspaceId })
      .where('email', 'like', '%@a.tenancy.test')
      .where('email', 'not like', '%-sem-workspace@%')
      .where('id', '!=', COMPANY_A.targetUser)
      .execute(),
  );
}

/** Turns a company feature flag on or off (the feature-flag cases of the suite). */
export async function setFeature(
  database: AppDatabase,
  company: string,
  feature: 'communication' | 'forms',
  on: boolean,
): Promise<void> {
  await withTenant(database.db, company, (trx) =>
    trx
      .updateTable('companies')
      .set(feature === 'communication' ? { feature_communication: on } : { feature_forms: on })
      .execute(),
  );
}

/** Every row of a company, one digest per table (read through its own tenant): equal before and after means nothing
 * of it was written, and a difference names the table. */
export async function snapshotCompany(database: AppDatabase, company: string): Promise<string> {
  const tables = [
    'companies',
    'workspaces',
    'users',
    'memberships',
    'message_templates',
    ...VOTING_TABLES,
    'jobs',
    'deliveries',
    'company_audit_entries',
  ];
  return withTenant(database.db, company, (trx) => tableDigests(trx, tables));
}

/** A1's workspace-scoped rows, one digest per table: a caller working in another workspace must leave them as they
 * are. */
export async function snapshotWorkspaceA1(database: AppDatabase): Promise<string> {
  return withTenant(database.db, COMPANY_A.id, (trx) =>
    tableDigests(trx, ['message_templates', ...VOTING_TABLES, 'jobs'], COMPANY_A.workspace1),
  );
}

/**
 * `table:md5` per table, of its rows' text in order — computed by the database in one statement (the suite takes
 * two snapshots per case, ≈1,300 cases: reading every row into the test made them most of its time).
 */
async function tableDigests(
  trx: Parameters<Parameters<typeof withTenant>[2]>[0],
  tables: readonly string[],
  workspace?: string,
): Promise<string> {
  const digests = tables.map(
    (table) => sql<{
      digest: string;
    }>`select ${table} || ':' || coalesce(md5(string_agg(t::text, chr(10) order by t::text)), '-') as digest
      from ${sql.table(table)} t ${workspace ? sql`where t.workspace_id = ${workspace}` : sql``}`,
  );
  const { rows } = await sql<{ digest: string }>`${sql.join(digests, sql` union all `)}`.execute(trx);
  return rows.map((row) => row.digest).join('\n');
}
