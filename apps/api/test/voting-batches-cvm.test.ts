// A batch's holders spreadsheet built from real CVM open data and read as an operator would upload it: the funds are
// real FIIs (inf_mensal_fii_geral_2022.csv: CNPJ_Fundo and Nome_Fundo, Latin-1), each fund's CNPJ written in one of
// the two formats CVM itself uses (CNPJ_Fundo's NN.NNN.NNN/NNNN-NN and CNPJ_Administrador's bare digits); the holders
// are the real listed companies of cad_cia_aberta.csv (DENOM_SOCIAL, CNPJ_CIA, EMAIL as published: some empty or
// malformed, some CNPJs registered twice), each in one or two funds. Encoded as Excel writes it here (Windows-1252,
// ';'), read by the server's reader and grouper, and checked against an oracle computed from the files alone.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { VotingBatch, VotingBatchHolderImport } from '@backoffice/api-client';
import { readTaxId, readVoterEmail, readVoterName } from '@backoffice/domain';
import { withWorkspace } from '../src/db/tenant.ts';
import { scanBatchHolders } from '../src/services/voting-batches/scan-holders.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  CVM_DATA_DIR,
  csvFile,
  cvmCompanies,
  decodeWindows1252,
  hasCvmData,
} from './support/voter-csv-fixtures.ts';
import { DEMO_BALLOT_TEMPLATE } from './support/voting-fixtures.ts';

const FII_FILE_NAME = 'inf_mensal_fii_geral_2022.csv';
/** The FII monthly report, beside the company registry (test-data/cvm: both are in the repository). */
const FII_FILE = path.join(CVM_DATA_DIR, FII_FILE_NAME);

interface Fund {
  /** As CVM writes it in CNPJ_Fundo: NN.NNN.NNN/NNNN-NN. */
  cnpj: string;
  name: string;
}

/** Each FII once (its first month's name: a fund renamed later keeps one name in the spreadsheet). */
function cvmFunds(): Fund[] {
  const text = decodeWindows1252(readFileSync(FII_FILE));
  const [headerLine = '', ...lines] = text.split(/\r?\n/);
  const header = headerLine.split(';');
  const cnpjAt = header.indexOf('CNPJ_Fundo');
  const nameAt = header.indexOf('Nome_Fundo');
  const funds = new Map<string, Fund>();
  for (const line of lines) {
    const cells = line.split(';');
    if (cells.length !== header.length) continue;
    const cnpj = cells[cnpjAt]!;
    if (!funds.has(cnpj)) funds.set(cnpj, { cnpj, name: cells[nameAt]! });
  }
  return [...funds.values()];
}

const digitsOf = (cnpj: string) => cnpj.replace(/[./-]/g, '');

interface Expected {
  funds: { taxId: string; name: string; holders: string[] }[];
  /** Line → the codes of its refusal, in order. */
  refused: Map<number, string[]>;
  rows: number;
}

/**
 * `fundCount` funds of `perFund` holders each; fund i takes the companies from i × perFund / 2 on, so every company
 * but the first and last half-fund's is a holder of two funds. The oracle: a holder row is refused for its cells
 * (name, CPF/CNPJ, e-mail as the domain reads them) and for a CPF/CNPJ already on an earlier row of the SAME fund.
 */
function batchSpreadsheet(fundCount: number, perFund: number) {
  const funds = cvmFunds().slice(0, fundCount);
  const { companies } = cvmCompanies();
  const rows: string[][] = [
    ['CNPJ_FUNDO', 'NOME_FUNDO', 'CPF_CNPJ_COTISTA', 'NOME_COTISTA', 'EMAIL', 'QTD_COTAS'],
  ];
  const expected: Expected = { funds: [], refused: new Map(), rows: 0 };
  funds.forEach((fund, index) => {
    const seen = new Set<string>();
    const holders: string[] = [];
    const start = (index * perFund) / 2;
    for (const company of companies.slice(start, start + perFund)) {
      const line = rows.length + 1;
      const quotas = `${((line * 37) % 10_000) + 1},5`;
      rows.push([
        index % 2 === 0 ? fund.cnpj : digitsOf(fund.cnpj),
        fund.name,
        company.cnpj,
        company.name,
        company.email,
        quotas,
      ]);
      const codes: string[] = [];
      const name = readVoterName(company.name);
      if (!name.ok) codes.push(name.code);
      const taxId = readTaxId(company.cnpj);
      if (!taxId.ok) codes.push(taxId.code);
      const email = company.email.trim() === '' ? null : readVoterEmail(company.email);
      if (email === null) codes.push('email_missing');
      else if (!email.ok) codes.push(email.code);
      if (taxId.ok) {
        if (seen.has(taxId.taxId)) codes.push('duplicate_tax_id');
        seen.add(taxId.taxId);
      }
      if (codes.length) expected.refused.set(line, codes);
      else if (taxId.ok) holders.push(taxId.taxId);
    }
    expected.funds.push({ taxId: digitsOf(fund.cnpj), name: fund.name.replace(/\s+/g, ' ').trim(), holders });
  });
  expected.rows = rows.length - 1;
  return { bytes: csvFile(rows, { encoding: 'windows-1252' }), expected };
}

describe.skipIf(!hasCvmData() || !existsSync(FII_FILE))('batch holders spreadsheet from CVM files', () => {
  it('groups 80 real FIIs × 60 real holders (4,800 rows, Windows-1252, two CNPJ formats) as the oracle says', async () => {
    const { bytes, expected } = batchSpreadsheet(80, 60);
    const scan = await scanBatchHolders(bytes);

    expect(scan.summary).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(scan.rows).toBe(expected.rows);
    expect(scan.grouping.funds.map((fund) => fund.taxId)).toEqual(expected.funds.map((fund) => fund.taxId));
    expect(scan.grouping.funds.map((fund) => fund.name)).toEqual(expected.funds.map((fund) => fund.name));
    expect(scan.grouping.funds.map((fund) => fund.holders.map((holder) => holder.taxId))).toEqual(
      expected.funds.map((fund) => fund.holders),
    );
    // A holder in two funds is a voter of both.
    const fundsOf = new Map<string, number>();
    for (const fund of scan.grouping.funds)
      for (const holder of fund.holders) fundsOf.set(holder.taxId, (fundsOf.get(holder.taxId) ?? 0) + 1);
    const inTwo = [...fundsOf.values()].filter((count) => count === 2).length;
    const expectedInTwo = new Map<string, number>();
    for (const fund of expected.funds)
      for (const taxId of fund.holders) expectedInTwo.set(taxId, (expectedInTwo.get(taxId) ?? 0) + 1);
    expect(inTwo).toBe([...expectedInTwo.values()].filter((count) => count === 2).length);
    expect(inTwo).toBeGreaterThan(1_000);

    expect(scan.invalid).toBe(expected.refused.size);
    expect(scan.valid + scan.invalid).toBe(expected.rows);
    // The answer lists the first 1,000 problems, in line order; every refused row is counted.
    const expectedCodes = [...expected.refused].flatMap(([line, codes]) =>
      codes.map((code) => ({ line, code })),
    );
    expect(scan.errorsTruncated).toBe(expectedCodes.length > 1_000);
    expect(scan.errors.map(({ line, code }) => ({ line, code }))).toEqual(expectedCodes.slice(0, 1_000));
    // The registry's own duplicates make some: a company registered twice is twice in the funds that take both rows.
    expect([...expected.refused.values()].some((codes) => codes.includes('duplicate_tax_id'))).toBe(true);
  });

  describe.each(SUITE_BACKENDS)('through the API on %s', (backend) => {
    const api = useApi(backend);
    const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };

    it('uploads and confirms a 12-fund spreadsheet: one child voting per fund with exactly its valid holders', async () => {
      const { bytes, expected } = batchSpreadsheet(12, 40);
      const created = await api.call({
        method: 'POST',
        url: '/api/voting-batches',
        as: demo.operator.email,
        body: {
          title: 'Consulta CVM em lote',
          kind: 'standard',
          ballotTemplateId: DEMO_BALLOT_TEMPLATE,
          opensAt: null,
          deadline: new Date(Date.now() + 20 * 24 * 3_600_000).toISOString(),
          items: [
            { title: 'Eleger o representante', approvalRule: { preset: 'simple_majority', quorum: null } },
          ],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const batchId = created.json<{ votingBatch: VotingBatch }>().votingBatch.id;
      const uploaded = await api.call({
        method: 'POST',
        url: `/api/voting-batches/${batchId}/holder-imports?fileName=cvm.csv`,
        as: demo.operator.email,
        headers: { 'content-type': 'text/csv' },
        body: bytes as unknown as string,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const preview = uploaded.json<{ holderImport: VotingBatchHolderImport }>().holderImport;
      expect(preview.funds.map((fund) => [fund.taxId, fund.holders])).toEqual(
        expected.funds.map((fund) => [fund.taxId, fund.holders.length]),
      );
      expect(preview.invalid).toBe(expected.refused.size);

      const confirmed = await api.call({
        method: 'POST',
        url: `/api/voting-batches/${batchId}/holder-imports/${preview.id}/confirm`,
        as: demo.operator.email,
        body: {},
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const batch = confirmed.json<{ votingBatch: VotingBatch }>().votingBatch;
      expect(batch.children).toHaveLength(12);
      for (const fund of expected.funds) {
        const child = batch.children.find((c) => c.fundTaxId === fund.taxId)!;
        expect(child).toMatchObject({
          fundName: fund.name,
          voters: fund.holders.length,
          holderCount: fund.holders.length,
        });
        const voters = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
          trx.selectFrom('voters').select('tax_id').where('voting_id', '=', child.votingId).execute(),
        );
        expect(voters.map((voter) => voter.tax_id).sort()).toEqual([...fund.holders].sort());
      }
    });
  });
});
