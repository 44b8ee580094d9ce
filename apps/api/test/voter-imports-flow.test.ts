import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validateEmail } from '@backoffice/domain';
import type { VoterImport } from '@backoffice/api-client';
import { withWorkspace } from '../src/db/tenant.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  csvFile,
  cvmCompanies,
  generateVoters,
  hasCvmData,
  VOTER_HEADER,
  voterCsvWithErrors,
} from './support/voter-csv-fixtures.ts';
import { insertVoterRow, insertVotingRow } from './support/voting-fixtures.ts';

const OPERATOR = 'operator@demo.local';
const OBSERVER = 'observer@demo.local';
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };

describe.each(SUITE_BACKENDS)('voter imports API on %s', (backend) => {
  const api = useApi(backend);

  const importsUrl = (votingId: string) => `/api/votings/${votingId}/voter-imports`;

  function upload(
    votingId: string,
    bytes: Buffer,
    fileName = 'cotistas.csv',
    as = OPERATOR,
    type = 'text/csv',
  ) {
    return api.call({
      method: 'POST',
      url: `${importsUrl(votingId)}?fileName=${encodeURIComponent(fileName)}`,
      as,
      headers: { 'content-type': type },
      body: bytes as unknown as string,
    });
  }

  async function uploaded(votingId: string, bytes: Buffer, fileName?: string): Promise<VoterImport> {
    const response = await upload(votingId, bytes, fileName);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ voterImport: VoterImport }>().voterImport;
  }

  function confirm(votingId: string, importId: string, as = OPERATOR) {
    return api.call({ method: 'POST', url: `${importsUrl(votingId)}/${importId}/confirm`, as, body: {} });
  }

  async function fetched(votingId: string, importId: string): Promise<VoterImport> {
    const response = await api.call({ url: `${importsUrl(votingId)}/${importId}`, as: OBSERVER });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ voterImport: VoterImport }>().voterImport;
  }

  const runJobs = () => runJobsUntilIdle({ database: api.database, mailer: api.mailer });

  function voterRows(votingId: string) {
    return withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .selectFrom('voters')
        .select(['name', 'tax_id', 'tax_id_type', 'email', 'phone', 'weight', 'import_id', 'token_hash'])
        .where('voting_id', '=', votingId)
        .orderBy('tax_id')
        .execute(),
    );
  }

  it('reads a file with bad rows: each reported by line and reason, nothing written until confirmed, then exactly the valid rows', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const file = voterCsvWithErrors(300, 25);
    const voterImport = await uploaded(votingId, file.bytes, 'lista de cotistas.csv');

    expect(voterImport).toMatchObject({
      status: 'ready',
      fileName: 'lista de cotistas.csv',
      size: file.bytes.length,
      errorsTruncated: false,
      progress: { done: 0, total: file.valid.length },
    });
    expect(voterImport.summary).toEqual({
      rows: 300,
      valid: file.valid.length,
      invalid: file.invalid.length,
      duplicates: file.invalid.filter((row) => row.code === 'duplicate_tax_id').length,
      alreadyRegistered: 0,
      encoding: 'utf-8',
      delimiter: ';',
      columns: VOTER_HEADER.map((header, index) => ({
        header,
        field: ['name', 'taxId', 'email', 'phone', 'weight'][index],
      })),
    });
    expect(voterImport.errors.map((error) => ({ line: error.line, code: error.code }))).toEqual(file.invalid);
    expect(voterImport.preview).toHaveLength(50);
    expect(voterImport.preview[0]).toEqual({ ...file.valid[0] });
    expect(await voterRows(votingId)).toEqual([]);

    const confirmed = await confirm(votingId, voterImport.id);
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect(confirmed.json<{ voterImport: VoterImport }>().voterImport).toMatchObject({
      status: 'importing',
      progress: { done: 0, total: file.valid.length },
    });
    expect(await voterRows(votingId)).toEqual([]);

    await runJobs();
    const done = await fetched(votingId, voterImport.id);
    expect(done).toMatchObject({
      status: 'imported',
      progress: { done: file.valid.length, total: file.valid.length },
    });
    const rows = await voterRows(votingId);
    const expected = file.valid
      .map((voter) => ({
        name: voter.name,
        tax_id: voter.taxId,
        tax_id_type: voter.taxIdType,
        email: voter.email,
        phone: voter.phone,
        weight: voter.weight,
      }))
      .sort((a, b) => a.tax_id.localeCompare(b.tax_id));
    expect(
      rows.map((row) => ({
        name: row.name,
        tax_id: row.tax_id,
        tax_id_type: row.tax_id_type,
        email: row.email,
        phone: row.phone,
        weight: Number(row.weight).toString(),
      })),
    ).toEqual(expected.map((row) => ({ ...row, weight: Number(row.weight).toString() })));
    expect(new Set(rows.map((row) => row.import_id))).toEqual(new Set([voterImport.id]));
    expect(new Set(rows.map((row) => row.token_hash)).size).toBe(rows.length);
  });

  it('confirming twice, or twice at once, imports once; the audit entry names the file and its SHA-256', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, { status: 'scheduled' });
    const rows = generateVoters(40, 7);
    const bytes = csvFile([[...VOTER_HEADER], ...rows.map((row) => row.cells)]);
    const voterImport = await uploaded(votingId, bytes);

    const [first, second] = await Promise.all([
      confirm(votingId, voterImport.id),
      confirm(votingId, voterImport.id),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    await runJobs();
    const again = await confirm(votingId, voterImport.id);
    expect(again.statusCode).toBe(202);
    expect(again.json<{ voterImport: VoterImport }>().voterImport.status).toBe('imported');
    await runJobs();
    expect(await voterRows(votingId)).toHaveLength(40);

    const jobs = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'voter-import')
        .where('dedupe_key', '=', voterImport.id)
        .execute(),
    );
    expect(jobs).toHaveLength(1);
    const chain = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      loadAuditChain(trx, votingId),
    );
    expect(chain.filter((entry) => entry.action === 'voters.imported').map((entry) => entry.data)).toEqual([
      {
        importId: voterImport.id,
        fileName: 'cotistas.csv',
        sha256: createHash('sha256').update(bytes).digest('hex'),
        rows: 40,
        imported: 40,
        refused: 0,
        alreadyRegistered: 0,
      },
    ]);
  });

  it('flags rows whose CPF/CNPJ is already a voter, and never writes them', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const rows = generateVoters(10, 3);
    await insertVoterRow(
      api.database,
      { ...scope, votingId },
      { taxId: rows[4]!.voter.taxId, name: 'Já cadastrado' },
    );
    const voterImport = await uploaded(
      votingId,
      csvFile([[...VOTER_HEADER], ...rows.map((row) => row.cells)]),
    );
    expect(voterImport.summary).toMatchObject({
      rows: 10,
      valid: 9,
      invalid: 1,
      alreadyRegistered: 1,
      duplicates: 0,
    });
    expect(voterImport.errors).toEqual([
      { line: 6, field: 'taxId', code: 'already_registered', value: rows[4]!.voter.taxId },
    ]);
    await confirm(votingId, voterImport.id);
    await runJobs();
    const written = await voterRows(votingId);
    expect(written).toHaveLength(10);
    expect(written.find((row) => row.tax_id === rows[4]!.voter.taxId)?.name).toBe('Já cadastrado');
  });

  it('a voter added between upload and confirm is skipped, not duplicated', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const rows = generateVoters(5, 11);
    const voterImport = await uploaded(
      votingId,
      csvFile([[...VOTER_HEADER], ...rows.map((row) => row.cells)]),
    );
    await insertVoterRow(
      api.database,
      { ...scope, votingId },
      { taxId: rows[0]!.voter.taxId, name: 'Chegou antes' },
    );
    await confirm(votingId, voterImport.id);
    await runJobs();
    expect(await voterRows(votingId)).toHaveLength(5);
    expect(await fetched(votingId, voterImport.id)).toMatchObject({
      status: 'imported',
      progress: { done: 4, total: 4 },
      summary: { valid: 4, alreadyRegistered: 1 },
    });
  });

  it('refuses a file it cannot read at all with 422 and the reasons; nothing is stored', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const missing = await upload(
      votingId,
      csvFile([
        ['Nome', 'Telefone'],
        ['Maria', '11987654321'],
      ]),
    );
    expectProblem(missing, 'unprocessable', 422);
    expect(missing.json<{ errors: { field: string; code: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: 'taxId', code: 'column_missing' }),
      expect.objectContaining({ field: 'email', code: 'column_missing' }),
    ]);
    const empty = await upload(votingId, Buffer.alloc(0));
    expectProblem(empty, 'unprocessable', 422);
    expectProblem(
      await upload(votingId, Buffer.from('%PDF-1.4\n'), 'x.pdf', OPERATOR, 'application/pdf'),
      'unsupported_file_type',
      415,
    );
    const stored = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx.selectFrom('voter_imports').select('id').where('voting_id', '=', votingId).execute(),
    );
    expect(stored).toEqual([]);
  });

  it('keeps a refused row whose quoted value holds a NUL byte (jsonb cannot), shown as U+FFFD', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const bytes = Buffer.concat([
      csvFile([[...VOTER_HEADER], ['Boa', '529.982.247-25', 'boa@example.com', '', '1']]),
      Buffer.from('Ru\u0000im;"aberta\r\n', 'utf8'),
    ]);
    const voterImport = await uploaded(votingId, bytes);
    expect(voterImport.summary).toMatchObject({ rows: 2, valid: 1, invalid: 1 });
    expect(voterImport.errors).toEqual([
      expect.objectContaining({
        line: 3,
        code: 'unreadable_row',
        value: expect.stringContaining('Ru\uFFFDim'),
      }),
    ]);
  });

  it('serves the error report as the screen says it, in the reader’s language, and an empty one without errors', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const bytes = csvFile([
      [...VOTER_HEADER],
      ["=cmd|' /C calc'!A0", '111.111.111-11', 'x@example.com', '', '1'],
      ['Boa', '529.982.247-25', 'boa@example.com', '', '1'],
      ['Repetida', '529.982.247-25', 'rep@example.com', '', '1'],
    ]);
    const voterImport = await uploaded(votingId, bytes, 'Cotistas março.csv');
    const url = `${importsUrl(votingId)}/${voterImport.id}/error-report`;
    // Issue 16: it was line;field;code;value with 'tax_id_invalid', named 'Cotistas março-erros.csv'.
    const report = await api.call({ url, as: OBSERVER });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.headers['content-disposition']).toBe(
      `attachment; filename="erros-da-importacao-cotistas-marco.csv"; filename*=UTF-8''erros-da-importacao-cotistas-marco.csv`,
    );
    expect(report.body).toBe(
      '\uFEFFLinha;Campo;Problema;Valor lido\r\n' +
        '2;CPF/CNPJ;CPF/CNPJ inválido: confira os dígitos verificadores.;111.111.111-11\r\n' +
        '4;CPF/CNPJ;CPF/CNPJ repetido: já aparece na linha 3.;52998224725\r\n',
    );
    // The same report, read by someone whose app is in English (or Arabic: right-to-left text, same columns).
    const english = await api.call({ url: `${url}?locale=en`, as: OBSERVER });
    expect(english.headers['content-disposition']).toContain('filename="import-errors-cotistas-marco.csv"');
    expect(english.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFLine;Field;Problem;Value read',
      '2;CPF/CNPJ;Invalid CPF/CNPJ: check the check digits.;111.111.111-11',
    ]);
    const arabic = await api.call({ url: `${url}?locale=ar`, as: OBSERVER });
    expect(arabic.body.split('\r\n')[0]).toBe('\uFEFFالسطر;الحقل;المشكلة;القيمة المقروءة');
    expectProblem(await api.call({ url: `${url}?locale=de`, as: OBSERVER }), 'validation_failed', 400);

    const clean = await uploaded(
      votingId,
      csvFile([[...VOTER_HEADER], ["=cmd|' /C calc'!A0", '529.982.247-25', 'a@example.com', '', '1']]),
    );
    expect(clean.preview[0]?.name).toBe("=cmd|' /C calc'!A0");
    const none = await api.call({ url: `${importsUrl(votingId)}/${clean.id}/error-report`, as: OBSERVER });
    expect(none.body).toBe('\uFEFFLinha;Campo;Problema;Valor lido\r\n');
  });

  it('serves a report kept before it was written per language (line;field;code;value) as it was kept', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const voterImport = await uploaded(
      votingId,
      csvFile([[...VOTER_HEADER], ['Má', '111.111.111-11', 'x@example.com', '', '1']]),
    );
    const legacyKey = `voter-import-${voterImport.id}-errors.csv`;
    const legacy = '\uFEFFline;field;code;value\r\n2;taxId;tax_id_invalid;111.111.111-11\r\n';
    await api.fileStorage.put(legacyKey, Buffer.from(legacy, 'utf8'));
    await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .updateTable('voter_imports')
        .set({ error_report_key: legacyKey })
        .where('id', '=', voterImport.id)
        .execute(),
    );
    const report = await api.call({
      url: `${importsUrl(votingId)}/${voterImport.id}/error-report`,
      as: OBSERVER,
    });
    expect(report.body).toBe(legacy);
  });

  it('serves the CSV example, which imports as it is', async () => {
    const example = await api.call({ url: '/api/voter-imports/example', as: OBSERVER });
    expect(example.statusCode).toBe(200);
    expect(example.headers['content-disposition']).toContain('exemplo-votantes.csv');
    const { votingId } = await insertVotingRow(api.database, scope);
    const voterImport = await uploaded(votingId, example.rawPayload);
    expect(voterImport.summary).toMatchObject({ rows: 3, valid: 3, invalid: 0 });
  });

  it('discards a ready import (its files go); then it can be neither confirmed nor downloaded', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const voterImport = await uploaded(votingId, voterCsvWithErrors(30, 10).bytes);
    const keys = api.fileStorage.keys().filter((key) => key.includes(voterImport.id));
    expect(keys.sort()).toEqual([
      `voter-import-${voterImport.id}-errors.ndjson`,
      `voter-import-${voterImport.id}.csv`,
    ]);
    const url = `${importsUrl(votingId)}/${voterImport.id}`;
    const discarded = await api.call({ method: 'DELETE', url, as: OPERATOR });
    expect(discarded.statusCode, discarded.body).toBe(204);
    expect(api.fileStorage.keys().filter((key) => key.includes(voterImport.id))).toEqual([]);
    expect((await fetched(votingId, voterImport.id)).status).toBe('discarded');
    expect((await api.call({ method: 'DELETE', url, as: OPERATOR })).statusCode).toBe(204);
    expectProblem(await confirm(votingId, voterImport.id), 'invalid_state', 409);
    expectProblem(await api.call({ url: `${url}/error-report`, as: OBSERVER }), 'not_found', 404);
  });

  it('an imported import cannot be discarded', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const voterImport = await uploaded(
      votingId,
      csvFile([[...VOTER_HEADER], ...generateVoters(3, 5).map((row) => row.cells)]),
    );
    await confirm(votingId, voterImport.id);
    await runJobs();
    expectProblem(
      await api.call({ method: 'DELETE', url: `${importsUrl(votingId)}/${voterImport.id}`, as: OPERATOR }),
      'invalid_state',
      409,
    );
  });

  it('only while the voting is draft, scheduled or open; an import confirmed before the voting closed fails', async () => {
    const closed = await insertVotingRow(api.database, scope, { status: 'closed' });
    const bytes = csvFile([[...VOTER_HEADER], ...generateVoters(3, 9).map((row) => row.cells)]);
    expectProblem(await upload(closed.votingId, bytes), 'invalid_state', 409);

    const { votingId } = await insertVotingRow(api.database, scope, { status: 'open' });
    const voterImport = await uploaded(votingId, bytes);
    await confirm(votingId, voterImport.id);
    await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .updateTable('votings')
        .set({ status: 'cancelled', cancelled_at: new Date(), cancel_reason: 'teste' })
        .where('id', '=', votingId)
        .execute(),
    );
    await runJobs();
    expect((await fetched(votingId, voterImport.id)).status).toBe('failed');
    expect(await voterRows(votingId)).toEqual([]);
  });

  it('OBSERVER reads imports and gets 403 on upload, confirm and discard', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const bytes = csvFile([[...VOTER_HEADER], ...generateVoters(2, 4).map((row) => row.cells)]);
    expectProblem(await upload(votingId, bytes, 'a.csv', OBSERVER), 'forbidden', 403);
    const voterImport = await uploaded(votingId, bytes);
    expectProblem(await confirm(votingId, voterImport.id, OBSERVER), 'forbidden', 403);
    expectProblem(
      await api.call({ method: 'DELETE', url: `${importsUrl(votingId)}/${voterImport.id}`, as: OBSERVER }),
      'forbidden',
      403,
    );
    expect((await fetched(votingId, voterImport.id)).status).toBe('ready');
  });

  describe.skipIf(!hasCvmData())('the CVM registry of listed companies as a voter list', () => {
    it('imports the real file turned into a voter list (Windows-1252): duplicates and e-mail-less rows reported by line', async () => {
      const { companies } = cvmCompanies();
      const rows = companies.map((company) => [company.name, company.cnpj, company.email]);
      const bytes = csvFile([['Razão Social', 'CNPJ', 'E-mail'], ...rows], { encoding: 'windows-1252' });
      const seen = new Set<string>();
      let valid = 0;
      const refused: number[] = [];
      companies.forEach((company, index) => {
        const cnpj = company.cnpj.replace(/\D/g, '');
        const email = company.email.trim();
        const first = !seen.has(cnpj);
        seen.add(cnpj);
        if (first && email !== '' && validateEmail(email) === null) valid++;
        else refused.push(index + 2);
      });

      const { votingId } = await insertVotingRow(api.database, scope);
      const voterImport = await uploaded(votingId, bytes, 'cad_cia_aberta.csv');
      expect(voterImport.summary).toMatchObject({ rows: companies.length, valid, encoding: 'windows-1252' });
      // More than the 1,000 errors an import keeps (many companies have no e-mail): the report has every one.
      expect(voterImport.errorsTruncated).toBe(true);
      expect(voterImport.errors).toHaveLength(1000);
      const report = await api.call({
        url: `${importsUrl(votingId)}/${voterImport.id}/error-report`,
        as: OBSERVER,
      });
      const reportLines = report.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1);
      expect([...new Set(reportLines.map((line) => Number(line.split(';')[0])))]).toEqual(refused);
      expect(reportLines.length).toBeGreaterThanOrEqual(refused.length);
      await confirm(votingId, voterImport.id);
      await runJobs();
      const written = await voterRows(votingId);
      expect(written).toHaveLength(valid);
      const petrobras = companies.find((company) => company.cnpj === '33.000.167/0001-01');
      if (petrobras) expect(written.find((row) => row.tax_id === '33000167000101')?.name).toContain('PETR');
    });
  });
});
