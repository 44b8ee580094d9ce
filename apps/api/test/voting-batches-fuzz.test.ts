// The batch holders spreadsheet endpoint under generated malformed files (VOTING_BATCHES_FUZZ_FILES to make it longer,
// VOTING_BATCHES_FUZZ_SEED to move it; a failure names its seed), as voter-imports-fuzz does for a voting's voter list:
// the voter list's damage (bad encodings, broken quotes, huge cells, formula injection, binary files, truncated and
// glued files) plus the fund's (malformed and CPF fund CNPJs, Excel's scientific notation, a fund's name changing,
// empty and 40,000-character fund cells, a holder twice in one fund). Invariants, whatever the file: never a 5xx; a
// refused file is a 422 with its reasons; an accepted one groups exactly what the reader and packages/domain's grouper
// make of the bytes, lists its refused rows by line with every quoted value cut short, and writes nothing; a confirm
// creates one child per fund with exactly that fund's valid holders.
import { describe, expect, it } from 'vitest';
import type { VotingBatch, VotingBatchHolderImport } from '@backoffice/api-client';
import { groupBatchHolders, type BatchHolderRowInput } from '@backoffice/domain';
import { withWorkspace } from '../src/db/tenant.ts';
import {
  BATCH_HOLDER_COLUMNS,
  MAX_REPORTED_VALUE_CHARS,
  readVoterCsvFully,
  VoterImportFileError,
} from '../src/voter-import/index.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  breakCheckDigit,
  canEncode1252,
  csvText,
  encodeText,
  generateVoters,
  seededRandom,
  VOTER_HEADER,
  type Random,
} from './support/voter-csv-fixtures.ts';
import { cnpjOf, cpfOf, DEMO_BALLOT_TEMPLATE } from './support/voting-fixtures.ts';

const FILES = Number(process.env.VOTING_BATCHES_FUZZ_FILES ?? 300);
const SEED = Number(process.env.VOTING_BATCHES_FUZZ_SEED ?? 19_2026);
/** Every this-many accepted file with valid holders is also confirmed (each into a batch of its own). */
const CONFIRM_EVERY = 10;
const OPERATOR = demo.operator.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };

const HEADER = ['CNPJ do fundo', 'Nome do fundo', ...VOTER_HEADER];
const FORMULAS = ["=cmd|' /C calc'!A0", '+5511999999999', '-2+3', '@SUM(A1:A9)'];

type Mutation = (rows: string[][], random: Random) => void;

/** The voter list's damage (voter-imports-fuzz), two columns to the right, and the fund's. */
const ROW_MUTATIONS: readonly Mutation[] = [
  (rows, r) => (r.pick(rows)[2] = r.pick(FORMULAS)),
  (rows, r) => (r.pick(rows)[3] = breakCheckDigit((r.pick(rows)[3] ?? '').replace(/\D/g, '') || '1')),
  (rows, r) => (r.pick(rows)[2] = 'x'.repeat(r.pick([301, 1_500, 40_000]))),
  (rows, r) => (r.pick(rows)[6] = r.pick(['-5', '0', 'muitas', '1E+5', '9'.repeat(25)])),
  (rows, r) => r.pick(rows).push(...Array.from({ length: r.int(1, 600) }, () => 'extra')),
  (rows, r) => (r.pick(rows).length = r.int(0, 4)),
  // A holder twice: in the same fund (refused) or in another one (accepted).
  (rows, r) => rows.splice(r.int(0, rows.length), 0, [...r.pick(rows)]),
  (rows, r) => {
    const copy = [...r.pick(rows)];
    copy[0] = cnpjOf(r.int(1, 5));
    rows.push(copy);
  },
  // The fund's cells.
  (rows, r) => (r.pick(rows)[0] = breakCheckDigit(cnpjOf(r.int(1, 5)))),
  (rows, r) =>
    (r.pick(rows)[0] = r.pick(['', 'ABC', '1,12223E+13', cpfOf(r.int(1, 99)), '00.000.000/0000-00'])),
  (rows, r) => (r.pick(rows)[0] = 'y'.repeat(r.pick([15, 1_500, 40_000]))),
  (rows, r) => (r.pick(rows)[1] = r.pick(['', 'Outro nome do fundo', ...FORMULAS])),
  (rows, r) => (r.pick(rows)[1] = 'F'.repeat(r.pick([301, 1_500, 40_000]))),
  // Excel's dropped zeros and CVM's other format.
  (rows, r) => {
    const row = r.pick(rows);
    row[0] = (row[0] ?? '').replace(/\D/g, '').replace(/^0+/, '');
  },
];

type ByteMutation = (bytes: Buffer, random: Random) => Buffer;

const insertAt = (bytes: Buffer, at: number, extra: Buffer) =>
  Buffer.concat([bytes.subarray(0, at), extra, bytes.subarray(at)]);

const BYTE_MUTATIONS: readonly ByteMutation[] = [
  (bytes, r) => insertAt(bytes, r.int(0, bytes.length), Buffer.from('"')),
  (bytes, r) => insertAt(bytes, r.int(0, bytes.length), Buffer.from(r.pick(['"";"', '"\r\n', '\n"x"y"']))),
  (bytes, r) => insertAt(bytes, r.int(0, bytes.length), Buffer.from([r.int(0x80, 0xff), r.int(0x80, 0xff)])),
  (bytes, r) => insertAt(bytes, r.int(0, bytes.length), Buffer.from([0])),
  (bytes, r) => bytes.subarray(0, r.int(0, bytes.length)),
  (bytes, r) => Buffer.concat([bytes, bytes.subarray(r.int(0, bytes.length))]),
  (bytes, r) =>
    Buffer.concat([bytes, Buffer.from(Array.from({ length: r.int(1, 300) }, () => r.int(0, 255)))]),
  (bytes, r) =>
    Buffer.from(bytes.toString('latin1').replace(/\r\n/g, r.pick(['\r', '\n', '\n\n', '\r\r\n'])), 'latin1'),
];

function strangeFile(random: Random): Buffer {
  return random.pick([
    () => Buffer.from(Array.from({ length: random.int(1, 4000) }, () => random.int(0, 255))),
    () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]),
    // A voter list without the fund's columns.
    () => Buffer.from('Nome;CPF/CNPJ;E-mail\r\nMaria;52998224725;maria@example.test\r\n'),
    () => Buffer.from('cnpj_fundo;nome_fundo\r\n11222333000181;Fundo\r\n'),
    () => Buffer.from('\r\n\r\n;;;\r\n'),
  ])();
}

function generatedFile(seed: number): { bytes: Buffer; what: string } {
  const random = seededRandom(seed);
  if (random.chance(0.1)) return { bytes: strangeFile(random), what: 'strange' };
  const funds = Array.from({ length: random.int(1, 5) }, (_, index) => ({
    cnpj: cnpjOf(index + 1),
    name: `FII Fuzz ${index + 1} Renda`,
  }));
  const rows = generateVoters(random.int(1, 60), seed).map((row) => {
    const fund = random.pick(funds);
    return [
      random.chance(0.5) ? fund.cnpj : fund.cnpj.replace(/^(..)(...)(...)(....)/, '$1.$2.$3/$4-'),
      fund.name,
      ...row.cells,
    ];
  });
  for (let i = random.int(0, 4); i > 0; i--) random.pick(ROW_MUTATIONS)(rows, random);
  const delimiter = random.pick([';', ';', ',', '\t']);
  const text = csvText([HEADER, ...rows.map((row) => Array.from(row, (cell) => cell ?? ''))], { delimiter });
  let bytes = random.chance(0.3)
    ? encodeText([...text].map((char) => (canEncode1252(char) ? char : '?')).join(''), 'windows-1252')
    : encodeText(text, random.chance(0.5) ? 'utf-8-bom' : 'utf-8');
  for (let i = random.int(0, 3); i > 0; i--) bytes = random.pick(BYTE_MUTATIONS)(bytes, random);
  return { bytes, what: `${rows.length} rows, ${funds.length} funds, '${delimiter}'` };
}

interface Oracle {
  funds: { taxId: string; holders: string[] }[];
  rows: number;
  invalid: number;
}

/** The reader and the domain's grouper over the bytes, read here on their own: what the endpoint must find. */
async function oracleOf(bytes: Buffer): Promise<Oracle | 'refused'> {
  let read;
  try {
    read = await readVoterCsvFully(bytes, { columns: BATCH_HOLDER_COLUMNS, duplicates: false });
  } catch (error) {
    if (error instanceof VoterImportFileError) return 'refused';
    throw error;
  }
  const inputs: BatchHolderRowInput[] = [];
  let unsplit = 0;
  for (const row of [...read.valid, ...read.invalid].sort((a, b) => a.line - b.line)) {
    if (!row.fund) {
      unsplit++;
      continue;
    }
    inputs.push({
      line: row.line,
      fundTaxId: row.fund.fundTaxId,
      fundName: row.fund.fundName,
      holder: row.valid
        ? row
        : { valid: false, errors: row.errors, values: row.values, taxId: row.taxId ?? null },
    });
  }
  const grouping = groupBatchHolders(inputs);
  return {
    funds: grouping.funds.map((fund) => ({ taxId: fund.taxId, holders: fund.holders.map((h) => h.taxId) })),
    rows: read.summary.rows,
    invalid: grouping.invalid.length + unsplit,
  };
}

describe.each(SUITE_BACKENDS)('batch holders endpoint fuzz on %s', (backend) => {
  const api = useApi(backend);

  async function newBatch(): Promise<string> {
    const response = await api.call({
      method: 'POST',
      url: '/api/voting-batches',
      as: OPERATOR,
      body: {
        title: 'Lote de fuzz',
        kind: 'standard',
        ballotTemplateId: DEMO_BALLOT_TEMPLATE,
        opensAt: null,
        deadline: new Date(Date.now() + 20 * 24 * 3_600_000).toISOString(),
        items: [
          { title: 'Eleger o representante', approvalRule: { preset: 'simple_majority', quorum: null } },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ votingBatch: VotingBatch }>().votingBatch.id;
  }

  const upload = (batchId: string, seed: number, bytes: Buffer, type = 'text/csv') =>
    api.call({
      method: 'POST',
      url: `/api/voting-batches/${batchId}/holder-imports?fileName=fuzz-${seed}.csv`,
      as: OPERATOR,
      headers: { 'content-type': type },
      body: bytes as unknown as string,
    });

  const childrenOf = (batchId: string) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx.selectFrom('votings').select(['id', 'fund_tax_id']).where('batch_id', '=', batchId).execute(),
    );

  it(
    `${FILES} malformed holder spreadsheets: no 5xx, refusals explained, grouped as the reader and grouper say, nothing written before confirm, exactly each fund's valid holders after`,
    { timeout: 600_000 },
    async () => {
      const batchId = await newBatch();
      const toConfirm: { seed: number; oracle: Oracle }[] = [];
      const outcomes = { refused: 0, accepted: 0 };

      for (let n = 0; n < FILES; n++) {
        const seed = SEED + n;
        const { bytes, what } = generatedFile(seed);
        const context = `seed ${seed} (${what}, ${bytes.length} bytes)`;
        const response = await upload(batchId, seed, bytes, n % 2 ? 'text/csv' : 'application/octet-stream');
        expect(response.statusCode, `${context}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        const oracle = await oracleOf(bytes);
        if (response.statusCode === 422) {
          outcomes.refused++;
          const problem = response.json<{ code: string; errors?: unknown[] }>();
          expect(problem.code, context).toBe('unprocessable');
          expect(problem.errors?.length ?? 0, context).toBeGreaterThan(0);
          expect(oracle, context).toBe('refused');
          continue;
        }
        expect(response.statusCode, `${context}: ${response.body.slice(0, 300)}`).toBe(201);
        outcomes.accepted++;
        const preview = response.json<{ holderImport: VotingBatchHolderImport }>().holderImport;
        expect(oracle, context).not.toBe('refused');
        const expected = oracle as Oracle;
        expect(preview.rows, context).toBe(expected.rows);
        expect(preview.invalid, context).toBe(expected.invalid);
        expect(preview.valid + preview.invalid, context).toBe(preview.rows);
        expect(
          preview.funds.map((fund) => [fund.taxId, fund.holders]),
          context,
        ).toEqual(expected.funds.map((fund) => [fund.taxId, fund.holders.length]));
        if (!preview.errorsTruncated)
          expect(new Set(preview.errors.map((error) => error.line)).size, context).toBe(preview.invalid);
        for (const error of preview.errors)
          expect(error.value?.length ?? 0, `${context}: line ${error.line}`).toBeLessThanOrEqual(
            MAX_REPORTED_VALUE_CHARS + 1,
          );
        if (preview.valid > 0 && outcomes.accepted % CONFIRM_EVERY === 1)
          toConfirm.push({ seed, oracle: expected });
      }
      expect(await childrenOf(batchId), 'uploads never write a child').toEqual([]);
      expect(outcomes.refused).toBeGreaterThan(FILES / 20);
      expect(outcomes.accepted).toBeGreaterThan(FILES / 2);

      // Confirm a sample, each into a batch of its own (the stored file read again): exactly each fund's holders.
      expect(toConfirm.length).toBeGreaterThan(3);
      for (const { seed, oracle } of toConfirm) {
        const own = await newBatch();
        const again = await upload(own, seed, generatedFile(seed).bytes);
        expect(again.statusCode, `seed ${seed}`).toBe(201);
        const importId = again.json<{ holderImport: VotingBatchHolderImport }>().holderImport.id;
        const confirmed = await api.call({
          method: 'POST',
          url: `/api/voting-batches/${own}/holder-imports/${importId}/confirm`,
          as: OPERATOR,
          body: {},
        });
        expect(confirmed.statusCode, `seed ${seed}: ${confirmed.body.slice(0, 300)}`).toBe(200);
        const children = await childrenOf(own);
        const withHolders = oracle.funds.filter((fund) => fund.holders.length > 0);
        expect(children.map((child) => child.fund_tax_id).sort(), `seed ${seed}`).toEqual(
          withHolders.map((fund) => fund.taxId).sort(),
        );
        for (const fund of withHolders) {
          const child = children.find((row) => row.fund_tax_id === fund.taxId)!;
          const voters = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
            trx.selectFrom('voters').select('tax_id').where('voting_id', '=', child.id).execute(),
          );
          expect(voters.map((voter) => voter.tax_id).sort(), `seed ${seed}`).toEqual(
            [...fund.holders].sort(),
          );
        }
      }
    },
  );
});
