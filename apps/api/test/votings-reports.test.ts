import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AuditChainStatus, Voting, VotingDocument } from '@backoffice/api-client';
import { withWorkspace } from '../src/db/tenant.ts';
import { REPORT_LABELS } from '../src/reports/report-labels.ts';
import { fileSlug } from '../src/routes/voting-reports.ts';
import { recordBallot, type BallotAnswer } from '../src/services/votings/record-ballot.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  cnpjOf,
  cpfOf,
  insertRepresentedPartyRow,
  insertVoterRow,
  insertVotingRow,
} from './support/voting-fixtures.ts';

// The reports of a closed voting through the API: the vote map (CSV) and the minutes (PDF), from real ballots.

const OBSERVER = demo.observer.email;
const OPERATOR = demo.operator.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const HOUR = 3_600_000;
const csvLabels = REPORT_LABELS['pt-BR'].csv;

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
  return text;
}

/** A CSV line split on ';' (the map quotes no cell in these rows but the formula one, which has no ';'). */
const cells = (line: string) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"'));

describe('fileSlug', () => {
  it('keeps a plain, short file name', () => {
    expect(fileSlug('AGE Fundo Imobiliário Ipê — 2026')).toBe('age-fundo-imobiliario-ipe-2026');
    expect(fileSlug('***')).toBe('votacao');
    expect(fileSlug('a'.repeat(80))).toHaveLength(60);
  });

  it('cuts a long title after a whole word (issue 16: the demo\'s closed voting gave "…-financeiras-de-202")', () => {
    expect(fileSlug('AGO FII Jatobá Renda Urbana — demonstrações financeiras de 2025')).toBe(
      'ago-fii-jatoba-renda-urbana-demonstracoes-financeiras-de',
    );
  });
});

describe.each(SUITE_BACKENDS)('voting reports (%s)', (backend) => {
  const api = useApi(backend);

  it('are 409 until the voting closes, then hold every subject and item, masked, and the minutes', async () => {
    const { votingId, itemIds } = await insertVotingRow(api.database, scope, {
      title: 'AGE Fundo Imobiliário Ipê — 2026',
      status: 'open',
      opensAt: new Date(Date.now() - HOUR),
      deadline: new Date(Date.now() + HOUR),
      items: ['Aprovar as demonstrações financeiras', 'Eleger o representante dos cotistas'],
    });
    const [item1, item2] = itemIds as [string, string];
    const voter = (name: string, taxId: string, weight: string) =>
      insertVoterRow(api.database, { ...scope, votingId }, { name, taxId, weight }).then(
        (row) => row.voterId,
      );
    const maria = await voter('Maria da Conceição Araújo', cpfOf(1234), '1520.25');
    await voter('Fundação Previdenciária Ipê', cnpjOf(5555), '250000');
    const formula = await voter('=HYPERLINK("http://example.invalid")', cpfOf(9876), '10');
    const attorney = await voter('João Gonçalves Pereira', cpfOf(4321), '1');
    const party = await insertRepresentedPartyRow(
      api.database,
      { ...scope, votingId, attorneyVoterId: attorney },
      { name: 'Bruno Representado', taxId: cpfOf(2468), weight: '75.5' },
    );
    const ballot = (voterId: string, answers: BallotAnswer[]) =>
      withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        recordBallot(trx, {
          voterId,
          answers,
          idempotencyKey: voterId,
          remoteAddress: null,
          userAgent: null,
        }),
      );
    await ballot(maria, [
      { itemId: item1, choice: 'approve' },
      { itemId: item2, choice: 'reject' },
    ]);
    await ballot(attorney, [
      { itemId: item1, choice: 'conflict', representedPartyId: party },
      { itemId: item2, choice: 'abstain', representedPartyId: party },
    ]);
    await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .updateTable('voters')
        .set({ status: 'voided', void_reason: 'Cotas resgatadas', voided_at: new Date() })
        .where('id', '=', formula)
        .execute(),
    );
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const upload = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/documents?fileName=${encodeURIComponent('Edital de convocação.pdf')}`,
      as: OPERATOR,
      headers: { 'content-type': 'application/pdf' },
      body: pdf,
    });
    const document = upload.json<{ document: VotingDocument }>().document;

    for (const report of ['vote-map.csv', 'minutes.pdf']) {
      expectProblem(
        await api.call({ url: `/api/votings/${votingId}/reports/${report}`, as: OBSERVER }),
        'invalid_state',
        409,
      );
    }
    const closed = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/close`,
      as: OPERATOR,
      body: { reason: 'Quórum atingido' },
    });
    expect(closed.json<{ voting: Voting }>().voting.status).toBe('closed');

    const map = await api.call({ url: `/api/votings/${votingId}/reports/vote-map.csv`, as: OBSERVER });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(map.headers['content-disposition']).toContain(
      `filename="mapa-de-votos-age-fundo-imobiliario-ipe-2026.csv"`,
    );
    const text = map.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(cells(lines[0]!)).toEqual([
      csvLabels.voting,
      csvLabels.item,
      csvLabels.name,
      csvLabels.document,
      csvLabels.weight,
      csvLabels.vote,
      csvLabels.votedAt,
      csvLabels.attorney,
    ]);
    // Four voters and one represented party, two items each.
    expect(lines).toHaveLength(1 + 5 * 2);
    const rows = lines.slice(1).map(cells);
    const rowOf = (name: string, item: number) =>
      rows.find((row) => row[2] === name && row[1]!.startsWith(`${item}.`));
    expect(rowOf('Maria da Conceição Araújo', 1)).toEqual([
      'AGE Fundo Imobiliário Ipê — 2026',
      '1. Aprovar as demonstrações financeiras',
      'Maria da Conceição Araújo',
      `***.${cpfOf(1234).slice(3, 6)}.${cpfOf(1234).slice(6, 9)}-**`,
      '1520,25',
      csvLabels.choices.approve,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?-03:00$/),
      '',
    ]);
    expect(rowOf('Maria da Conceição Araújo', 2)![5]).toBe(csvLabels.choices.reject);
    expect(rowOf('Fundação Previdenciária Ipê', 1)!.slice(3, 6)).toEqual([
      `**.${cnpjOf(5555).slice(2, 5)}.${cnpjOf(5555).slice(5, 8)}/0001-**`,
      '250000',
      csvLabels.pending,
    ]);
    expect(rowOf('Bruno Representado', 1)!.slice(4)).toEqual([
      '75,5',
      csvLabels.choices.conflict,
      expect.any(String),
      'João Gonçalves Pereira',
    ]);
    const neutralized = rows.find((row) => row[2]!.includes('HYPERLINK'))!;
    expect(neutralized[2]!.startsWith("'=")).toBe(true);
    expect(neutralized[5]).toBe(csvLabels.voided);
    // No CPF/CNPJ in clear anywhere in the file.
    for (const taxId of [cpfOf(1234), cnpjOf(5555), cpfOf(9876), cpfOf(4321), cpfOf(2468)]) {
      expect(text).not.toContain(taxId);
    }

    const minutes = await api.call({ url: `/api/votings/${votingId}/reports/minutes.pdf`, as: OBSERVER });
    expect(minutes.statusCode).toBe(200);
    expect(minutes.headers['content-type']).toBe('application/pdf');
    expect(minutes.headers['content-disposition']).toContain('relatorio-age-fundo-imobiliario-ipe-2026.pdf');
    const read = await pdfText(minutes.rawPayload);
    const audit = await api.call({ url: `/api/votings/${votingId}/audit`, as: OBSERVER });
    const { chain } = audit.json<{ chain: AuditChainStatus }>();
    expect(chain.verified).toBe(true);
    for (const expected of [
      'AGE Fundo Imobiliário Ipê — 2026',
      'Aprovar as demonstrações financeiras',
      'Eleger o representante dos cotistas',
      'Edital de convocação.pdf',
      document.sha256,
      chain.head!,
      demo.company.name,
    ]) {
      expect(read.replace(/\s+/g, ' ')).toContain(expected);
    }
  });

  it('the vote map reads a long voter list page by page: every voter once, in name order', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, {
      status: 'closed',
      items: ['Único item'],
    });
    const voters = 1_101; // more than two pages of 500
    await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      sql`insert into voters (company_id, workspace_id, voting_id, name, tax_id_type, tax_id, email, token_hash)
        select ${scope.companyId}, ${scope.workspaceId}, ${votingId}, 'Cotista ' || lpad(n::text, 5, '0'), 'CPF',
          lpad(n::text, 11, '0'), 'c' || n || '@example.test', md5(n::text) || md5('x' || n)
        from generate_series(1, ${voters}) n`.execute(trx),
    );
    const map = await api.call({ url: `/api/votings/${votingId}/reports/vote-map.csv`, as: OBSERVER });
    const names = map.body
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((line) => cells(line)[2]);
    expect(names).toHaveLength(voters);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(voters);
  });

  it('a voting that is not closed has no report; one of another workspace is 404', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, { status: 'cancelled' });
    expectProblem(
      await api.call({ url: `/api/votings/${votingId}/reports/vote-map.csv`, as: OBSERVER }),
      'invalid_state',
      409,
    );
    const rio = await insertVotingRow(
      api.database,
      { ...scope, workspaceId: demo.rio.id },
      { status: 'closed' },
    );
    expectProblem(
      await api.call({ url: `/api/votings/${rio.votingId}/reports/minutes.pdf`, as: OBSERVER }),
      'not_found',
      404,
    );
  });
});
