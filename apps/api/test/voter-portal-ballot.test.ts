import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type {
  PortalBallot,
  PortalReceipt,
  RepresentedParty,
  RepresentedPartyImport,
  VoterUpload,
} from '@backoffice/api-client';
import { withWorkspace } from '../src/db/tenant.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { maskTaxId } from '../src/reports/mask-tax-id.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import {
  acceptPolicy,
  insertPortalVoter,
  portalCall,
  TINY_PDF,
  uploadAs,
  type PortalTestVoter,
} from './support/portal-ballot.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { csvFile, cvmCompanies, hasCvmData } from './support/voter-csv-fixtures.ts';
import {
  cnpjOf,
  cpfOf,
  insertVoterRow,
  insertVotingRow,
  type VotingRowOptions,
} from './support/voting-fixtures.ts';

// The ballot side of the voter portal through the HTTP layer: the ballot page, represented parties (one by one and
// from CVM-style files), uploads, submission with its rules, the receipt and its PDF.

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const HOUR = 3_600_000;
const PUBLIC_BASE_URL = 'https://votacao.example.test';

const require = createRequire(import.meta.url);
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts/');

async function pdfText(buffer: Buffer): Promise<{ text: string; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(buffer), standardFontDataUrl }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
  }
  const pages = document.numPages;
  await document.destroy();
  return { text, pages };
}

/** A one-page power of attorney, as a scanner or a word processor would make it. */
async function powerOfAttorneyPdf(attorney: string, parties: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  doc.fontSize(16).text('PROCURAÇÃO');
  doc
    .moveDown()
    .fontSize(11)
    .text(`Os ${parties} outorgantes nomeiam ${attorney} seu procurador para votar.`);
  doc.end();
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(SUITE_BACKENDS)('voter portal, ballot side (%s)', (backend) => {
  const api = useApi(backend);

  async function openVoting(options: VotingRowOptions = {}) {
    return insertVotingRow(api.database, scope, {
      title: 'AGE Fundo Imobiliário Ipê — 2026',
      status: 'open',
      opensAt: new Date(Date.now() - HOUR),
      deadline: new Date(Date.now() + 24 * HOUR),
      ...options,
    });
  }

  const count = async (query: string, votingId: string) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) => {
      const { rows } = await sql<{ n: number }>`${sql.raw(query)} where voting_id = ${votingId}`.execute(trx);
      return rows[0]!.n;
    });

  const submit = (voter: PortalTestVoter, body: object) =>
    portalCall(api, voter, { method: 'POST', path: '/ballot', body });

  const ballotPage = async (voter: PortalTestVoter) => {
    const response = await portalCall(api, voter, { path: '/ballot' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ ballot: PortalBallot }>().ballot;
  };

  const addParty = (voter: PortalTestVoter, party: { name: string; taxId: string; weight?: string }) =>
    portalCall(api, voter, { method: 'POST', path: '/represented-parties', body: party });

  it('shows the ballot page to the voter with a session, and nothing without one', async () => {
    const { votingId, itemIds } = await openVoting({ requiresSupportDocument: true });
    const voter = await insertPortalVoter(
      api.database,
      { ...scope, votingId },
      { name: 'Maria da Conceição', taxId: cpfOf(11), policy: false },
    );
    const page = await ballotPage(voter);
    expect(page).toMatchObject({
      voter: { name: 'Maria da Conceição', taxIdMasked: maskTaxId('CPF', cpfOf(11)) },
      requiresSupportDocument: true,
      policy: { acceptedAt: null },
      representedParties: [],
      uploads: [],
      ballot: null,
    });
    expect(page.items.map((item) => item.id)).toEqual(itemIds);

    const noCookie = await api.call({ url: `/api/portal/${voter.token}/ballot` });
    expectProblem(noCookie, 'voter_session_required', 401);
    const other = await insertPortalVoter(api.database, { ...scope, votingId });
    const wrongCookie = await api.call({
      url: `/api/portal/${voter.token}/ballot`,
      headers: { cookie: `voter_session=${other.session}` },
    });
    expectProblem(wrongCookie, 'voter_session_required', 401);
  });

  it('adds parties one by one: read as the import reads a form, weighed by the rule, refused clearly', async () => {
    const { votingId, itemIds } = await openVoting();
    const attorney = await insertPortalVoter(api.database, { ...scope, votingId }, { taxId: cpfOf(20) });
    // A party that is also a voter of the voting weighs what the operator registered for it.
    await insertVoterRow(api.database, { ...scope, votingId }, { taxId: cnpjOf(21), weight: '1234.5' });

    const formatted = cnpjOf(21).replace(/^(..)(...)(...)(....)(..)$/, '$1.$2.$3/$4-$5');
    const voterParty = await addParty(attorney, { name: '  Fundo  Ipê ', taxId: formatted, weight: '7' });
    expect(voterParty.statusCode, voterParty.body).toBe(201);
    expect(voterParty.json<{ representedParty: RepresentedParty }>().representedParty).toMatchObject({
      name: 'Fundo Ipê',
      taxIdType: 'CNPJ',
      taxIdMasked: maskTaxId('CNPJ', cnpjOf(21)),
      weight: '1234.5',
    });
    const declared = await addParty(attorney, { name: 'Ana Souza', taxId: cpfOf(22), weight: '15.25' });
    expect(declared.json<{ representedParty: RepresentedParty }>().representedParty.weight).toBe('15.25');
    const byDefault = await addParty(attorney, { name: 'Bruno Lima', taxId: cpfOf(23) });
    expect(byDefault.json<{ representedParty: RepresentedParty }>().representedParty.weight).toBe('1');

    expectProblem(
      await addParty(attorney, { name: 'Errado', taxId: '123.456.789-00' }),
      'invalid_tax_id',
      422,
    );
    expectProblem(await addParty(attorney, { name: 'De novo', taxId: cpfOf(22) }), 'duplicate', 409);
    expectProblem(await addParty(attorney, { name: 'Eu mesmo', taxId: cpfOf(20) }), 'duplicate', 409);
    expectProblem(
      await addParty(attorney, { name: 'Peso', taxId: cpfOf(24), weight: '0' }),
      'unprocessable',
      422,
    );

    // A CPF/CNPJ that already voted in the voting (here: a voter for itself) cannot be added: 409 already_voted.
    const voted = await insertPortalVoter(api.database, { ...scope, votingId }, { taxId: cpfOf(25) });
    const own = await submit(voted, {
      idempotencyKey: 'own-vote',
      answers: itemIds.map((itemId) => ({ itemId, choice: 'approve' })),
    });
    expect(own.statusCode, own.body).toBe(201);
    expectProblem(await addParty(attorney, { name: 'Já votou', taxId: cpfOf(25) }), 'already_voted', 409);

    const page = await ballotPage(attorney);
    expect(page.representedParties.map((party) => party.name)).toEqual([
      'Ana Souza',
      'Bruno Lima',
      'Fundo Ipê',
    ]);

    // Removed while it has no votes; a party that is not the voter's is 404.
    const bruno = page.representedParties.find((party) => party.name === 'Bruno Lima')!;
    const removed = await portalCall(api, attorney, {
      method: 'DELETE',
      path: `/represented-parties/${bruno.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expectProblem(
      await portalCall(api, voted, {
        method: 'DELETE',
        path: `/represented-parties/${page.representedParties[0]!.id}`,
      }),
      'not_found',
      404,
    );
  });

  it.skipIf(!hasCvmData())(
    'imports parties from a CVM-style file (Latin-1, ;, CRLF): valid rows added, the others by line and code',
    async () => {
      const { votingId, itemIds } = await openVoting();
      const attorney = await insertPortalVoter(api.database, { ...scope, votingId }, { taxId: cpfOf(30) });
      const { companies } = cvmCompanies();
      // The first 40 distinct CNPJs of the registry, as CVM writes them (NN.NNN.NNN/NNNN-NN, Latin-1 names).
      const seen = new Set<string>();
      const picked = companies.filter((company) => {
        const key = company.cnpj.replace(/\D/g, '');
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const rows = picked.slice(0, 40);
      const latin = rows.find((company) => /[^ -~]/.test(company.name));
      expect(latin, 'the registry has names with accents').toBeDefined();
      const alreadyVoted = rows[5]!.cnpj.replace(/\D/g, '');
      const other = await insertPortalVoter(api.database, { ...scope, votingId }, { taxId: alreadyVoted });
      expect(
        (
          await submit(other, {
            idempotencyKey: 'cvm-voter',
            answers: itemIds.map((itemId) => ({ itemId, choice: 'reject' })),
          })
        ).statusCode,
      ).toBe(201);
      const already = await addParty(attorney, { name: rows[7]!.name, taxId: rows[7]!.cnpj });
      expect(already.statusCode, already.body).toBe(201);

      const fileRows: string[][] = [['Nome', 'CPF/CNPJ', 'Peso']];
      rows.forEach((company, index) => fileRows.push([company.name, company.cnpj, String(index + 1)]));
      fileRows.push(['Dígito errado', '11.222.333/0001-82', '1']); // line 42
      fileRows.push([rows[0]!.name, rows[0]!.cnpj, '3']); // line 43: the same CNPJ as line 2
      fileRows.push(['Sem peso', cpfOf(31), '']); // line 44
      fileRows.push(['Zeros perdidos', String(Number(cpfOf(32).replace(/^0+/, ''))), '2']); // line 45
      fileRows.push(['Eu', cpfOf(30), '1']); // line 46: the attorney itself
      const bytes = csvFile(fileRows, { encoding: 'windows-1252', delimiter: ';', lineEnd: '\r\n' });
      expect(bytes.includes(0xe7) || bytes.some((byte) => byte >= 0xc0)).toBe(true);

      const response = await portalCall(api, attorney, {
        method: 'POST',
        path: '/represented-parties/import',
        headers: { 'content-type': 'text/csv' },
        body: bytes,
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<{ representedPartyImport: RepresentedPartyImport }>()
        .representedPartyImport;
      expect(result.rows).toBe(45);
      expect(result.errors.map(({ line, field, code }) => ({ line, field, code }))).toEqual([
        { line: 7, field: 'taxId', code: 'already_voted' },
        { line: 9, field: 'taxId', code: 'already_represented' },
        { line: 42, field: 'taxId', code: 'tax_id_invalid' },
        { line: 43, field: 'taxId', code: 'duplicate_tax_id' },
        { line: 44, field: 'weight', code: 'weight_missing' },
        { line: 46, field: 'taxId', code: 'already_represented' },
      ]);
      expect(result.added).toBe(45 - 6);

      const page = await ballotPage(attorney);
      expect(page.representedParties).toHaveLength(40); // 38 from the file + line 45 + the one added before
      expect(page.representedParties.map((party) => party.name)).toContain(
        latin!.name.replace(/\s+/g, ' ').trim(),
      );
      const restored = page.representedParties.find((party) => party.name === 'Zeros perdidos')!;
      expect(restored.taxIdMasked).toBe(maskTaxId('CPF', cpfOf(32)));
      const weighted = page.representedParties.find(
        (party) => party.taxIdMasked === maskTaxId('CNPJ', rows[3]!.cnpj.replace(/\D/g, '')),
      );
      expect(weighted?.weight).toBe('4');

      // The registry as it is has no Nome / CPF/CNPJ columns: the file is refused as a whole.
      const { CVM_COMPANIES_FILE } = await import('./support/voter-csv-fixtures.ts');
      const raw = await portalCall(api, attorney, {
        method: 'POST',
        path: '/represented-parties/import',
        headers: { 'content-type': 'text/csv' },
        body: readFileSync(CVM_COMPANIES_FILE),
      });
      expectProblem(raw, 'unprocessable', 422);
      expect(raw.json<{ errors: { code: string }[] }>().errors.map((error) => error.code)).toContain(
        'column_missing',
      );

      const example = await api.call({ url: '/api/portal/represented-parties/example.csv' });
      expect(example.statusCode).toBe(200);
      expect(example.body.startsWith('\uFEFFNome;CPF/CNPJ;Peso\r\n')).toBe(true);
    },
  );

  it('takes uploads whose bytes are what they claim, and deletes them only before a submission', async () => {
    const { votingId, itemIds } = await openVoting({ requiresSupportDocument: true });
    const voter = await insertPortalVoter(api.database, { ...scope, votingId });
    const pdfNamedPng = await uploadAs(api, voter, 'support', TINY_PDF, 'image/png');
    expectProblem(pdfNamedPng, 'unsupported_file_type', 415);
    const text = await uploadAs(api, voter, 'support', Buffer.from('hello'), 'text/plain');
    expectProblem(text, 'unsupported_file_type', 415);
    const exe = await uploadAs(api, voter, 'support', Buffer.from('MZ\x90\x00'), 'application/pdf');
    expectProblem(exe, 'unsupported_file_type', 415);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const picture = await uploadAs(api, voter, 'support', png, 'image/png');
    expect(picture.statusCode, picture.body).toBe(201);
    const first = picture.json<{ upload: VoterUpload }>().upload;
    expect(first).toMatchObject({ kind: 'support', contentType: 'image/png', size: png.length });
    const removed = await portalCall(api, voter, { method: 'DELETE', path: `/uploads/${first.id}` });
    expect(removed.statusCode).toBe(204);
    expect(api.fileStorage.keys().filter((key) => key.startsWith('voter-upload-'))).not.toContain(
      expect.stringContaining(first.id),
    );

    const answers = itemIds.map((itemId) => ({ itemId, choice: 'approve' }));
    expectProblem(await submit(voter, { idempotencyKey: 'k1', answers }), 'support_document_required', 422);
    const support = (await uploadAs(api, voter, 'support')).json<{ upload: VoterUpload }>().upload;
    const ballot = await submit(voter, { idempotencyKey: 'k1', answers });
    expect(ballot.statusCode, ballot.body).toBe(201);
    expectProblem(
      await portalCall(api, voter, { method: 'DELETE', path: `/uploads/${support.id}` }),
      'invalid_state',
      409,
    );
    // After the voting closes nothing more is taken.
    await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .updateTable('votings')
        .set({ deadline: new Date(Date.now() - 1000), opens_at: new Date(Date.now() - HOUR) })
        .where('id', '=', votingId)
        .execute(),
    );
    expectProblem(await uploadAs(api, voter, 'support'), 'invalid_state', 409);
  });

  it('an attorney votes for 50 parties with a power of attorney; the rules come first; replays answer the same', async () => {
    const { votingId, itemIds } = await openVoting();
    const attorney = await insertPortalVoter(
      api.database,
      { ...scope, votingId },
      { name: 'João Procurador', taxId: cpfOf(40), policy: false, email: 'joao.procurador@example.test' },
    );
    const parties: RepresentedParty[] = [];
    for (let index = 0; index < 50; index++) {
      const added = await addParty(attorney, {
        name: `Cotista ${index + 1}`,
        taxId: cnpjOf(4000 + index),
        weight: '10',
      });
      expect(added.statusCode, added.body).toBe(201);
      parties.push(added.json<{ representedParty: RepresentedParty }>().representedParty);
    }
    const answers = [
      ...itemIds.map((itemId) => ({ itemId, choice: 'approve' })),
      ...parties.flatMap((party, index) =>
        itemIds.map((itemId) => ({
          itemId,
          choice: index % 2 === 0 ? 'approve' : 'reject',
          representedPartyId: party.id,
        })),
      ),
    ];
    const body = { idempotencyKey: 'attorney-50', answers, clientAddress: '198.51.100.4' };

    expectProblem(await submit(attorney, body), 'policy_not_accepted', 422);
    await acceptPolicy(api.database, { ...scope, votingId }, attorney.voterId);
    expectProblem(await submit(attorney, body), 'power_of_attorney_required', 422);
    const missing = await submit(attorney, { ...body, answers: answers.slice(0, -1) });
    expectProblem(missing, 'unprocessable', 422);
    expect(missing.json<{ errors: { code: string; params?: object }[] }>().errors).toEqual([
      {
        field: 'answers',
        code: 'item_unanswered',
        params: { itemId: itemIds.at(-1), representedPartyId: parties.at(-1)!.id },
      },
    ]);

    // The power of attorney is a real PDF (written here with pdfkit), kept byte for byte.
    const poaBytes = await powerOfAttorneyPdf('João Procurador', parties.length);
    const poa = await uploadAs(api, attorney, 'power_of_attorney', poaBytes);
    expect(poa.json<{ upload: VoterUpload }>().upload).toMatchObject({
      size: poaBytes.length,
      sha256: createHash('sha256').update(poaBytes).digest('hex'),
    });
    expect(poa.statusCode, poa.body).toBe(201);
    const first = await submit(attorney, body);
    expect(first.statusCode, first.body).toBe(201);
    const receipt = first.json<{ receipt: PortalReceipt }>().receipt;
    expect(receipt).toMatchObject({
      votes: 51 * itemIds.length,
      status: 'counted',
      votingTitle: 'AGE Fundo Imobiliário Ipê — 2026',
    });
    const replay = await submit(attorney, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<{ receipt: PortalReceipt }>().receipt).toEqual(receipt);
    // The same key with one answer changed is not a retry: 409, said so, and the first ballot stands.
    const changed = await submit(attorney, {
      ...body,
      answers: answers.map((answer, index) => (index === 0 ? { ...answer, choice: 'reject' } : answer)),
    });
    expectProblem(changed, 'idempotency_key_reused', 409);
    expect(changed.json().title).toBe(
      'Este envio já registrou um voto com outras respostas; as respostas novas não foram gravadas',
    );
    const reordered = await submit(attorney, { ...body, answers: [...answers].reverse() });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<{ receipt: PortalReceipt }>().receipt).toEqual(receipt);
    expect(await count('select count(*)::int as n from votes', votingId)).toBe(51 * itemIds.length);
    expect(await count('select count(*)::int as n from ballots', votingId)).toBe(1);

    const page = await ballotPage(attorney);
    expect(page.ballot).toMatchObject({
      id: receipt.ballotId,
      status: 'counted',
      receipt: receipt.receipt,
      approver: null,
    });
    expect(page.ballot!.votes).toHaveLength(51 * itemIds.length);
    expect(page.policy.acceptedAt).not.toBeNull();

    // Evidence and the audit entry: the uploads are part of the ballot, with their SHA-256.
    const stored = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) => {
      const ballot = await trx
        .selectFrom('ballots')
        .select(['remote_address', 'user_agent', 'client_address'])
        .where('id', '=', receipt.ballotId)
        .executeTakeFirstOrThrow();
      const entry = await trx
        .selectFrom('voting_audit_entries')
        .select(['data', 'hash'])
        .where('voting_id', '=', votingId)
        .where('hash', '=', receipt.receipt)
        .executeTakeFirstOrThrow();
      return { ballot, entry };
    });
    expect(stored.ballot).toMatchObject({ user_agent: 'vitest-portal', client_address: '198.51.100.4' });
    expect(stored.entry.data).toMatchObject({
      ballotId: receipt.ballotId,
      status: 'counted',
      uploads: [{ kind: 'power_of_attorney', sha256: poa.json<{ upload: VoterUpload }>().upload.sha256 }],
    });

    // The receipt is e-mailed once, by its own durable job, with the receipt code and the voter's link.
    api.mailer.reset();
    await runJobsUntilIdle(api, { publicBaseUrl: PUBLIC_BASE_URL, backoffMs: () => 0 });
    const mails = api.mailer.sent.filter((mail) => mail.to === 'joao.procurador@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Comprovante de votação — AGE Fundo Imobiliário Ipê — 2026');
    expect(mails[0]!.text).toContain(receipt.receipt);
    expect(mails[0]!.text).toContain(`${PUBLIC_BASE_URL}/v/`);
    await submit(attorney, body);
    await runJobsUntilIdle(api, { publicBaseUrl: PUBLIC_BASE_URL, backoffMs: () => 0 });
    expect(api.mailer.sent.filter((mail) => mail.to === 'joao.procurador@example.test')).toHaveLength(1);

    // The receipt PDF, read back.
    const pdf = await portalCall(api, attorney, { path: '/receipt' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('comprovante-age-fundo-imobiliario-ipe-2026.pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('COMPROVANTE DE VOTAÇÃO');
    expect(text).toContain('AGE Fundo Imobiliário Ipê — 2026');
    expect(text).toContain('João Procurador');
    expect(text).toContain(receipt.receipt);
    expect(text).toContain('Registrada e contabilizada');
    expect(text).toContain('Cotista 50');
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} \(UTC-03:00\)/);
    expect(text).toContain('Reprovar');

    // Once it has votes, a party stays.
    expectProblem(
      await portalCall(api, attorney, { method: 'DELETE', path: `/represented-parties/${parties[0]!.id}` }),
      'voter_has_voted',
      409,
    );
  });

  it('the receipt of a voter’s own ballot is one page; before any ballot there is none', async () => {
    const { votingId, itemIds } = await openVoting();
    const voter = await insertPortalVoter(api.database, { ...scope, votingId }, { name: 'Luíza Gonçalves' });
    expectProblem(await portalCall(api, voter, { path: '/receipt' }), 'not_found', 404);
    const ballot = await submit(voter, {
      idempotencyKey: 'own',
      answers: itemIds.map((itemId, index) => ({ itemId, choice: index === 0 ? 'abstain' : 'conflict' })),
    });
    expect(ballot.statusCode, ballot.body).toBe(201);
    const pdf = await portalCall(api, voter, { path: '/receipt' });
    const { text, pages } = await pdfText(pdf.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Luíza Gonçalves');
    expect(text).toContain('Abster-se');
    expect(text).toContain('Conflito de interesse');
  });

  it('two attorneys with the same party: the second is told which party already has a vote', async () => {
    const { votingId, itemIds } = await openVoting();
    const first = await insertPortalVoter(api.database, { ...scope, votingId }, { taxId: cpfOf(50) });
    const second = await insertPortalVoter(api.database, { ...scope, votingId }, { taxId: cpfOf(51) });
    const party = { name: 'Fundação Previdenciária Ipê', taxId: cnpjOf(5050) };
    const ids: string[] = [];
    for (const attorney of [first, second]) {
      const added = await addParty(attorney, party);
      expect(added.statusCode, added.body).toBe(201);
      ids.push(added.json<{ representedParty: RepresentedParty }>().representedParty.id);
      expect((await uploadAs(api, attorney)).statusCode).toBe(201);
    }
    const ballotFor = (partyId: string) => ({
      idempotencyKey: `party-${partyId}`,
      answers: itemIds.map((itemId) => ({ itemId, choice: 'approve', representedPartyId: partyId })),
    });
    expect((await submit(first, ballotFor(ids[0]!))).statusCode).toBe(201);
    const refused = await submit(second, ballotFor(ids[1]!));
    expectProblem(refused, 'voter_has_voted', 409);
    expect(refused.json<{ params: object }>().params).toEqual({
      name: 'Fundação Previdenciária Ipê',
      taxIdMasked: maskTaxId('CNPJ', cnpjOf(5050)),
    });
    expect(await count('select count(*)::int as n from ballots', votingId)).toBe(1);
  });
});
