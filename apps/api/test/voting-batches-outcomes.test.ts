import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AuditChainStatus, VotingBatch, VotingBatchInput } from '@backoffice/api-client';
import { addCalendarDays, calendarDateOf, CONSOLIDATED_REPORT_LABELS, formatCnpj } from '@backoffice/domain';
import { verifyChain } from '../src/audit/index.ts';
import { withWorkspace, type TenantTransaction } from '../src/db/tenant.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { verifyAuditChains } from '../src/services/votings/verify-chains.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { insertPortalVoter, portalCall } from './support/portal-ballot.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { cnpjOf, cpfOf, DEMO_BALLOT_TEMPLATE } from './support/voting-fixtures.ts';

// A batch's children at their deadline (issue 19): the fund with votes is decided by them; the silent fund with an
// unqualified opinion whose regulation allows it is approved tacitly; the silent fund with a qualified opinion is
// not (quorum not reached, with why). Each outcome is recorded once in its own audit chain with its proof, the chains
// still verify, and the minutes print it. Then the batch's consolidated report (CSV and XLSX) read back.

const OPERATOR = demo.operator.email;
const OBSERVER = demo.observer.email;
const OTHER_ADMIN = demo.otherAdmin.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const DAY = 24 * 3_600_000;
const HEADER = 'cnpj_fundo;nome_fundo;cpf_cnpj_cotista;nome_cotista;email;celular;qtd_cotas';
const consolidated = CONSOLIDATED_REPORT_LABELS['pt-BR'];

const require = createRequire(import.meta.url);
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts/');

async function pdfText(buffer: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(buffer), standardFontDataUrl }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
  }
  await document.destroy();
  return text.replace(/\s+/g, ' ');
}

/** A CSV line's cells (';', a quoted cell unquoted). */
const cells = (line: string) =>
  (line.match(/("([^"]|"")*"|[^;]*)(;|$)/g) ?? [])
    .filter((cell, index, all) => cell !== '' || index < all.length - 1)
    .map((cell) => cell.replace(/;$/, '').replace(/^"|"$/g, '').replace(/""/g, '"'));

function financialStatementInput(title: string): VotingBatchInput {
  const deadline = new Date(Date.now() + 45 * DAY);
  const meeting = calendarDateOf(deadline);
  return {
    title,
    description: 'Consulta formal aos cotistas de cada fundo.',
    kind: 'financial_statement',
    weighting: 'by_weight',
    ballotTemplateId: DEMO_BALLOT_TEMPLATE,
    opensAt: null,
    deadline: deadline.toISOString(),
    items: [],
    fiscalYearEnd: addCalendarDays(meeting, -90),
    statementsAvailableOn: addCalendarDays(meeting, -20),
    statementsLeadDays: 15,
    fundKind: 'fii',
  };
}

describe.each(SUITE_BACKENDS)('batch outcomes and the consolidated report on %s', (backend) => {
  const api = useApi(backend);
  const post = (url: string, body: unknown, as = OPERATOR) => api.call({ method: 'POST', url, as, body });
  const get = (url: string, as = OPERATOR) => api.call({ url, as });
  const inWorkspace = <T>(work: (trx: TenantTransaction) => Promise<T>) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, work);

  async function detail(batchId: string): Promise<VotingBatch> {
    const response = await get(`/api/voting-batches/${batchId}`, OBSERVER);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ votingBatch: VotingBatch }>().votingBatch;
  }

  /**
   * A published batch of three funds (by name: Acácia, Buriti, Cedro), each with two holders; Acácia and Buriti
   * unqualified, Cedro qualified, every regulation allowing tacit approval. In Acácia three more holders vote:
   * approve 50, reject 20, abstain 5.
   */
  async function publishedBatch(base: number, title: string) {
    const [fundA, fundB, fundC] = [cnpjOf(base + 1), cnpjOf(base + 2), cnpjOf(base + 3)];
    const created = await post('/api/voting-batches', financialStatementInput(title));
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json<{ votingBatch: VotingBatch }>().votingBatch;
    const csv = [
      HEADER,
      `${fundA};FII Acácia Renda;${cpfOf(base + 1)};Ana Souza;ana@example.test;;600`,
      `${fundA};FII Acácia Renda;${cpfOf(base + 2)};Bruno Lima;bruno@example.test;;400`,
      `${fundB};FII Buriti Logística;${cpfOf(base + 3)};Carla Dias;carla@example.test;;500`,
      `${fundB};FII Buriti Logística;${cpfOf(base + 4)};Davi Reis;davi@example.test;;500`,
      `${fundC};FII Cedro Lajes;${cpfOf(base + 5)};Eva Alves;eva@example.test;;300`,
      `${fundC};FII Cedro Lajes;${cpfOf(base + 6)};Fábio Melo;fabio@example.test;;700`,
    ].join('\r\n');
    const upload = await api.call({
      method: 'POST',
      url: `/api/voting-batches/${batch.id}/holder-imports?fileName=cotistas.csv`,
      as: OPERATOR,
      headers: { 'content-type': 'text/csv' },
      body: `${csv}\r\n`,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const importId = upload.json<{ holderImport: { id: string } }>().holderImport.id;
    const confirmed = await post(`/api/voting-batches/${batch.id}/holder-imports/${importId}/confirm`, {
      funds: [
        { taxId: fundA, issuedQuotas: '1000', auditorOpinion: 'unqualified', tacitApprovalAllowed: true },
        { taxId: fundB, auditorOpinion: 'unqualified', tacitApprovalAllowed: true },
        { taxId: fundC, auditorOpinion: 'qualified', tacitApprovalAllowed: true },
      ],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const published = await post(`/api/voting-batches/${batch.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const children = published.json<{ votingBatch: VotingBatch }>().votingBatch.children;
    const [acacia, buriti, cedro] = children.map((child) => child.votingId) as [string, string, string];

    const items = await inWorkspace((trx) =>
      trx.selectFrom('voting_items').select('id').where('voting_id', '=', acacia).execute(),
    );
    const votes = [
      { n: 7, weight: '50', choice: 'approve' },
      { n: 8, weight: '20', choice: 'reject' },
      { n: 9, weight: '5', choice: 'abstain' },
    ];
    for (const { n, weight, choice } of votes) {
      const voter = await insertPortalVoter(
        api.database,
        { ...scope, votingId: acacia },
        { taxId: cpfOf(base + n), weight },
      );
      const ballot = await portalCall(api, voter, {
        method: 'POST',
        path: '/ballot',
        body: { idempotencyKey: `v-${n}`, answers: items.map((item) => ({ itemId: item.id, choice })) },
      });
      expect(ballot.statusCode, ballot.body).toBe(201);
    }
    return { batch, acacia, buriti, cedro, funds: { acacia: fundA, buriti: fundB, cedro: fundC } };
  }

  /** The deadline passes for every child (moved into the past: the clock's move is left to whoever reads next). */
  const passDeadline = (batchId: string) =>
    inWorkspace((trx) =>
      trx
        .updateTable('votings')
        .set({ opens_at: new Date(Date.now() - 2 * 3_600_000), deadline: new Date(Date.now() - 1000) })
        .where('batch_id', '=', batchId)
        .execute(),
    );

  const chainOf = (votingId: string) => inWorkspace((trx) => loadAuditChain(trx, votingId));
  const outcomeEntries = async (votingId: string) =>
    (await chainOf(votingId)).filter((entry) => entry.action === 'voting.outcome_recorded');

  it('records each child outcome once in its chain with its proof (tacit approval, quorum not reached, by votes), and the minutes print it', async () => {
    const { batch, acacia, buriti, cedro } = await publishedBatch(4500, 'Aprovação de contas — resultados');
    expect(await outcomeEntries(acacia), 'nothing before the close').toEqual([]);
    await passDeadline(batch.id);

    // The detail reads the outcomes from the clock already; reading each voting settles it (closeVoting).
    expect((await detail(batch.id)).children.map((child) => child.outcome)).toEqual([
      'approved',
      'tacitly_approved',
      'quorum_not_reached',
    ]);
    for (const votingId of [acacia, buriti, cedro]) {
      expect((await get(`/api/votings/${votingId}`, OBSERVER)).statusCode).toBe(200);
    }

    const [a] = await outcomeEntries(acacia);
    const [b] = await outcomeEntries(buriti);
    const [c] = await outcomeEntries(cedro);
    expect(b).toMatchObject({
      actor: { kind: 'system', id: null },
      data: {
        outcome: 'tacitly_approved',
        participants: 0,
        auditorOpinion: 'unqualified',
        regulationAllowsTacitApproval: true,
      },
    });
    expect(b!.data).not.toHaveProperty('tacitApprovalBlockers');
    expect(c!.data).toEqual({
      outcome: 'quorum_not_reached',
      participants: 0,
      auditorOpinion: 'qualified',
      regulationAllowsTacitApproval: true,
      tacitApprovalBlockers: ['qualified_opinion'],
    });
    expect(a!.data).toEqual({
      outcome: 'approved',
      participants: 3,
      auditorOpinion: 'unqualified',
      regulationAllowsTacitApproval: true,
      items: [{ position: 1, outcome: 'approved', approve: '50', reject: '20', required: null }],
    });
    // Right after the close, in the same transaction.
    for (const votingId of [acacia, buriti, cedro]) {
      const actions = (await chainOf(votingId)).map((entry) => entry.action);
      expect(actions.slice(-2), votingId).toEqual(['voting.closed', 'voting.outcome_recorded']);
    }

    // Read again, closed again (refused: it is closed), the closing jobs run: still one entry each.
    for (const votingId of [acacia, buriti, cedro]) {
      await get(`/api/votings/${votingId}`);
      const again = await post(`/api/votings/${votingId}/close`, { reason: 'De novo' });
      expect(again.statusCode, again.body).toBe(409);
    }
    await runJobsUntilIdle(
      { database: api.database, mailer: api.mailer },
      { publicBaseUrl: 'https://votacao.example.com', backoffMs: () => 0 },
    );
    for (const votingId of [acacia, buriti, cedro]) {
      expect(await outcomeEntries(votingId), votingId).toHaveLength(1);
      // The chain verifies: on its own, through the API and as the audit:verify command checks it.
      expect(verifyChain(await chainOf(votingId)).ok).toBe(true);
      const audit = await get(`/api/votings/${votingId}/audit`, OBSERVER);
      expect(audit.json<{ chain: AuditChainStatus }>().chain.verified).toBe(true);
      const [report] = await verifyAuditChains(api.database.db, votingId);
      expect(report).toMatchObject({ ok: true, problem: null });
    }

    // The minutes: the tacit approval with its proof, and the quorum not reached with why.
    const minutes = async (votingId: string) => {
      const response = await get(`/api/votings/${votingId}/reports/minutes.pdf`, OBSERVER);
      expect(response.statusCode, response.body).toBe(200);
      return pdfText(response.rawPayload);
    };
    const tacit = await minutes(buriti);
    for (const expected of [
      'Resultado da deliberação',
      'Aprovada tacitamente',
      'Cotistas que participaram 0',
      'Parecer do auditor Sem ressalva',
      'Regulamento prevê aprovação tácita Sim',
      'Nenhum cotista participou da consulta',
      `registro nº ${b!.seq}`,
    ]) {
      expect(tacit).toContain(expected);
    }
    const silent = await minutes(cedro);
    for (const expected of [
      'Quórum não atingido',
      'Parecer do auditor Com ressalva',
      'Por que não houve aprovação tácita',
      'O parecer do auditor tem ressalvas.',
    ]) {
      expect(silent).toContain(expected);
    }
    expect(silent).not.toContain('Aprovada tacitamente');
    const voted = await minutes(acacia);
    expect(voted).toContain('Resultado Aprovada');
    expect(voted).toContain('Cotistas que participaram 3');
  }, 90_000); // the invitations' and the closings' jobs run, and three PDFs are read

  it('downloads the consolidated report as CSV and XLSX: one row per fund and item, at any time, OBSERVER included', async () => {
    const { batch, acacia, funds } = await publishedBatch(4600, 'Contas 2026: FIIs do lote');
    const csvUrl = `/api/voting-batches/${batch.id}/reports/consolidated.csv`;
    const xlsxUrl = `/api/voting-batches/${batch.id}/reports/consolidated.xlsx`;
    const [{ title: itemTitle }] = (await inWorkspace((trx) =>
      trx.selectFrom('voting_items').select('title').where('voting_id', '=', acacia).execute(),
    )) as [{ title: string }];

    // While open: every row says so.
    const open = await get(csvUrl, OBSERVER);
    expect(open.statusCode, open.body).toBe(200);
    const openRows = open.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map(cells);
    expect(openRows.map((row) => [row[2], row[3]])).toEqual([
      ['Aberta', 'Em andamento'],
      ['Aberta', 'Em andamento'],
      ['Aberta', 'Em andamento'],
    ]);

    await passDeadline(batch.id);
    await get(`/api/votings/${acacia}`); // one child settled, the others closed by the clock alone: same reading
    const voters = Object.fromEntries((await detail(batch.id)).children.map((c) => [c.fundName, c.voters]));
    expect(voters).toEqual({ 'FII Acácia Renda': 5, 'FII Buriti Logística': 2, 'FII Cedro Lajes': 2 });

    const header = [
      consolidated.fundName,
      consolidated.fundTaxId,
      consolidated.status,
      consolidated.outcome,
      consolidated.itemPosition,
      consolidated.itemText,
      consolidated.approve,
      consolidated.reject,
      consolidated.abstain,
      consolidated.conflict,
      consolidated.required,
      consolidated.voters,
      consolidated.participants,
      consolidated.auditorOpinion,
      consolidated.tacitApprovalAllowed,
    ];
    const expected = [
      [
        'FII Acácia Renda',
        formatCnpj(funds.acacia),
        'Encerrada',
        'Aprovada',
        1,
        itemTitle,
        50,
        20,
        5,
        0,
        null,
        5,
        3,
        'Sem ressalva',
        'Sim',
      ],
      [
        'FII Buriti Logística',
        formatCnpj(funds.buriti),
        'Encerrada',
        'Aprovada tacitamente',
        1,
        itemTitle,
        0,
        0,
        0,
        0,
        null,
        2,
        0,
        'Sem ressalva',
        'Sim',
      ],
      [
        'FII Cedro Lajes',
        formatCnpj(funds.cedro),
        'Encerrada',
        'Quórum não atingido',
        1,
        itemTitle,
        0,
        0,
        0,
        0,
        null,
        2,
        0,
        'Com ressalva',
        'Sim',
      ],
    ];

    const csv = await get(csvUrl, OBSERVER);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(
      'filename="relatorio-consolidado-contas-2026-fiis-do-lote.csv"',
    );
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(cells(lines[0]!)).toEqual(header);
    expect(lines.slice(1, -1).map(cells)).toEqual(
      expected.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))),
    );

    const xlsx = await get(xlsxUrl, OBSERVER);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toContain(
      'relatorio-consolidado-contas-2026-fiis-do-lote.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(consolidated.sheet);
    const read: unknown[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const values: unknown[] = [];
      for (let column = 1; column <= header.length; column++) values.push(row.getCell(column).value ?? null);
      read.push(values);
    });
    expect(read).toEqual([header, ...expected]);
    expect(sheet.getColumn(1).width).toBeGreaterThan(20);

    // Another company's caller finds nothing; no session, no report.
    expectProblem(await get(csvUrl, OTHER_ADMIN), 'not_found', 404);
    expectProblem(await get(xlsxUrl, OTHER_ADMIN), 'not_found', 404);
    expect((await api.call({ url: csvUrl })).statusCode).toBe(401);
  });
});
