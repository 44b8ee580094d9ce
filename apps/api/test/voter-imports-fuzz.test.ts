// The upload endpoint under hundreds of generated malformed files (VOTER_IMPORTS_FUZZ_FILES to make it longer,
// VOTER_IMPORTS_FUZZ_SEED to move it; a failure names its seed): bad encodings, broken quotes, huge cells, formula
// injection, binary files, truncated and glued files. Invariants, whatever the file: never a 5xx; a refused file is a
// 422 with its reasons; an accepted one explains every refused row (a listed error per invalid row, and the report
// has them all, neutralized); nothing reaches the voters table before a confirm, and a confirm writes exactly the
// rows the reader finds valid.
import { describe, expect, it } from 'vitest';
import type { VoterImport } from '@backoffice/api-client';
import { withWorkspace } from '../src/db/tenant.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { readVoterCsvFully, VoterImportFileError } from '../src/voter-import/index.ts';
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
import { insertVotingRow } from './support/voting-fixtures.ts';

const FILES = Number(process.env.VOTER_IMPORTS_FUZZ_FILES ?? 300);
const SEED = Number(process.env.VOTER_IMPORTS_FUZZ_SEED ?? 5_2026);
/** Every this-many accepted file is also confirmed (each into a voting of its own). */
const CONFIRM_EVERY = 8;
const OPERATOR = 'operator@demo.local';
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };

const FORMULAS = ["=cmd|' /C calc'!A0", '+5511999999999', '-2+3', '@SUM(A1:A9)', '=HYPERLINK("http://x")'];

type Mutation = (cells: string[][], random: Random) => void;

const ROW_MUTATIONS: readonly Mutation[] = [
  (rows, r) => (r.pick(rows)[0] = r.pick(FORMULAS)),
  (rows, r) => (r.pick(rows)[2] = r.pick(FORMULAS)),
  (rows, r) => (r.pick(rows)[1] = breakCheckDigit(r.pick(rows)[1]!.replace(/\D/g, '') || '1')),
  (rows, r) => (r.pick(rows)[0] = 'x'.repeat(r.pick([301, 1_500, 40_000]))),
  (rows, r) => (r.pick(rows)[4] = r.pick(['-5', '0', 'muitas', '1,2,3', '1E+5', '9'.repeat(25)])),
  (rows, r) => (r.pick(rows)[1] = r.pick(['', '1,12223E+13', '000.000.000-00', 'ABC'])),
  (rows, r) => r.pick(rows).push(...Array.from({ length: r.int(1, 600) }, () => 'extra')),
  (rows, r) => (r.pick(rows).length = r.int(0, 3)),
  (rows, r) => rows.splice(r.int(0, rows.length), 0, [...r.pick(rows)]),
  (rows, r) => (r.pick(rows)[3] = r.pick(['123', '+1', '(11) 1234', 'telefone'])),
];

type ByteMutation = (bytes: Buffer, random: Random) => Buffer;

const BYTE_MUTATIONS: readonly ByteMutation[] = [
  // A stray quote somewhere (a cell opened and never closed, or closed in the middle).
  (bytes, r) => insertAt(bytes, r.int(0, bytes.length), Buffer.from('"')),
  (bytes, r) => insertAt(bytes, r.int(0, bytes.length), Buffer.from(r.pick(['"";"', '"\r\n', '\n"x"y"']))),
  // Bytes that are not UTF-8 (and some that are no text at all).
  (bytes, r) => insertAt(bytes, r.int(0, bytes.length), Buffer.from([r.int(0x80, 0xff), r.int(0x80, 0xff)])),
  (bytes, r) => insertAt(bytes, r.int(0, bytes.length), Buffer.from([0])),
  (bytes, r) =>
    Buffer.concat([
      Buffer.from(
        r.pick([
          [0xff, 0xfe],
          [0xfe, 0xff],
          [0xef, 0xbb],
        ]),
      ),
      bytes,
    ]),
  // Cut anywhere, even inside a character.
  (bytes, r) => bytes.subarray(0, r.int(0, bytes.length)),
  // Glued to itself, to another encoding, to random bytes.
  (bytes, r) => Buffer.concat([bytes, bytes.subarray(r.int(0, bytes.length))]),
  (bytes, r) =>
    Buffer.concat([bytes, Buffer.from(Array.from({ length: r.int(1, 300) }, () => r.int(0, 255)))]),
  // Line ends of every kind.
  (bytes, r) =>
    Buffer.from(bytes.toString('latin1').replace(/\r\n/g, r.pick(['\r', '\n', '\n\n', '\r\r\n'])), 'latin1'),
];

function insertAt(bytes: Buffer, at: number, extra: Buffer): Buffer {
  return Buffer.concat([bytes.subarray(0, at), extra, bytes.subarray(at)]);
}

/** A whole file that is not a CSV at all. */
function strangeFile(random: Random): Buffer {
  return random.pick([
    () => Buffer.from(Array.from({ length: random.int(1, 4000) }, () => random.int(0, 255))),
    () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]),
    () => Buffer.from('\uFEFFNome;CPF/CNPJ;E-mail\r\n', 'utf8'),
    () => Buffer.from('Nome;Telefone\r\nMaria;11987654321\r\n'),
    () => Buffer.from(`${'Nome;'.repeat(800)}\r\n`),
    () => Buffer.from('\r\n\r\n;;;\r\n'),
    () => Buffer.from('\uFEFFNome\tCPF\tE-mail\r\nJoão\t529.982.247-25\tjoao@example.com\r\n', 'utf16le'),
  ])();
}

function generatedFile(seed: number): { bytes: Buffer; what: string } {
  const random = seededRandom(seed);
  if (random.chance(0.1)) return { bytes: strangeFile(random), what: 'strange' };
  const rows = generateVoters(random.int(1, 60), seed).map((row) => row.cells);
  for (let i = random.int(0, 4); i > 0; i--) random.pick(ROW_MUTATIONS)(rows, random);
  const delimiter = random.pick([';', ';', ',', '\t']);
  // A row cut short and then written past its end has holes: empty cells.
  const text = csvText([[...VOTER_HEADER], ...rows.map((row) => Array.from(row, (cell) => cell ?? ''))], {
    delimiter,
  });
  let bytes = random.chance(0.3)
    ? encodeText([...text].map((char) => (canEncode1252(char) ? char : '?')).join(''), 'windows-1252')
    : encodeText(text, random.chance(0.5) ? 'utf-8-bom' : 'utf-8');
  for (let i = random.int(0, 3); i > 0; i--) bytes = random.pick(BYTE_MUTATIONS)(bytes, random);
  return { bytes, what: `${rows.length} rows, '${delimiter}'` };
}

/** What the reader itself makes of the bytes: the oracle of what a confirm must write. */
async function readerValidTaxIds(bytes: Buffer): Promise<string[] | 'refused'> {
  try {
    const { valid } = await readVoterCsvFully(bytes);
    return valid.map((row) => row.taxId).sort();
  } catch (error) {
    if (error instanceof VoterImportFileError) return 'refused';
    throw error;
  }
}

/** The cells of one CSV line written by the domain's csvWriter.ts (';', cells with ';', '"' or line breaks quoted). */
function reportCells(line: string): string[] {
  const cells: string[] = [];
  const pattern = /(?:^|;)("(?:[^"]|"")*"|[^;]*)/g;
  for (const match of line.matchAll(pattern)) {
    const cell = match[1] ?? '';
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
  }
  return cells;
}

describe.each(SUITE_BACKENDS)('voter import endpoint fuzz on %s', (backend) => {
  const api = useApi(backend);

  async function voterCount(votingId: string) {
    const rows = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx.selectFrom('voters').select('tax_id').where('voting_id', '=', votingId).execute(),
    );
    return rows.map((row) => row.tax_id).sort();
  }

  it(
    `${FILES} malformed files: no 5xx, every refusal explained, nothing written before confirm, exactly the valid rows after`,
    { timeout: 600_000 },
    async () => {
      const { votingId } = await insertVotingRow(api.database, scope);
      const toConfirm: { seed: number; voterImport: VoterImport; expected: string[] }[] = [];
      const outcomes = { refused: 0, accepted: 0 };

      for (let n = 0; n < FILES; n++) {
        const seed = SEED + n;
        const { bytes, what } = generatedFile(seed);
        const context = `seed ${seed} (${what}, ${bytes.length} bytes)`;
        const response = await api.call({
          method: 'POST',
          url: `/api/votings/${votingId}/voter-imports?fileName=fuzz-${seed}.csv`,
          as: OPERATOR,
          headers: { 'content-type': n % 2 ? 'text/csv' : 'application/octet-stream' },
          body: bytes as unknown as string,
        });
        expect(response.statusCode, `${context}: ${response.body}`).toBeLessThan(500);
        const oracle = await readerValidTaxIds(bytes);

        if (response.statusCode === 422) {
          outcomes.refused++;
          const problem = response.json<{ code: string; errors?: { code: string }[] }>();
          expect(problem.code, context).toBe('unprocessable');
          expect(problem.errors?.length ?? 0, context).toBeGreaterThan(0);
          expect(oracle, context).toBe('refused');
          continue;
        }
        expect(response.statusCode, `${context}: ${response.body}`).toBe(201);
        outcomes.accepted++;
        const voterImport = response.json<{ voterImport: VoterImport }>().voterImport;
        const { summary } = voterImport;
        expect(oracle, context).not.toBe('refused');
        expect(summary.valid, context).toBe((oracle as string[]).length);
        expect(summary.valid + summary.invalid, context).toBe(summary.rows);

        // Every refused row is explained: by a listed error, and (all of them) in the neutralized report.
        const report = await api.call({
          url: `/api/votings/${votingId}/voter-imports/${voterImport.id}/error-report`,
          as: OPERATOR,
        });
        expect(report.statusCode, context).toBe(200);
        const lines = report.body
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .filter(Boolean)
          .slice(1);
        const reported = new Set<number>();
        for (const line of lines.filter((text) => /^\d+;/.test(text))) {
          const cells = reportCells(line);
          reported.add(Number(cells[0]));
          // The problem in words (the screen's sentence), never a bare code.
          expect(cells[2], `${context}: ${line}`).toMatch(/^\p{Lu}.*\.$/u);
          for (const cell of cells)
            expect(cell, `${context}: formula in ${line}`).not.toMatch(/^[=+\-@\t\r]/);
        }
        expect(reported.size, context).toBe(summary.invalid);
        if (!voterImport.errorsTruncated) {
          expect(new Set(voterImport.errors.map((error) => error.line)).size, context).toBe(summary.invalid);
        }
        if (summary.valid > 0 && outcomes.accepted % CONFIRM_EVERY === 1) {
          toConfirm.push({ seed, voterImport, expected: oracle as string[] });
        }
      }
      expect(await voterCount(votingId)).toEqual([]);
      expect(outcomes.refused).toBeGreaterThan(FILES / 20);
      expect(outcomes.accepted).toBeGreaterThan(FILES / 2);

      // Confirm a sample, each file into a voting of its own (its file read again on confirm): exactly its valid rows.
      expect(toConfirm.length).toBeGreaterThan(3);
      for (const { seed, voterImport } of toConfirm) {
        const own = await insertVotingRow(api.database, scope);
        const bytes = generatedFile(seed).bytes;
        const again = await api.call({
          method: 'POST',
          url: `/api/votings/${own.votingId}/voter-imports?fileName=fuzz-${seed}.csv`,
          as: OPERATOR,
          headers: { 'content-type': 'text/csv' },
          body: bytes as unknown as string,
        });
        const reread = again.json<{ voterImport: VoterImport }>().voterImport;
        expect(reread.summary, `seed ${seed}`).toEqual(voterImport.summary);
        const confirmed = await api.call({
          method: 'POST',
          url: `/api/votings/${own.votingId}/voter-imports/${reread.id}/confirm`,
          as: OPERATOR,
          body: {},
        });
        expect(confirmed.statusCode, `seed ${seed}`).toBe(202);
      }
      await runJobsUntilIdle({ database: api.database, mailer: api.mailer });
      const votings = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        trx
          .selectFrom('voter_imports')
          .select(['voting_id', 'status', 'file_name'])
          .where('status', '=', 'imported')
          .where('voting_id', '!=', votingId)
          .execute(),
      );
      for (const { seed, expected } of toConfirm) {
        const imported = votings.find((row) => row.file_name === `fuzz-${seed}.csv`);
        expect(imported, `seed ${seed}`).toBeDefined();
        expect(await voterCount(imported!.voting_id), `seed ${seed}`).toEqual(expected);
      }
      // The shared voting still has nobody: uploads never write voters.
      expect(await voterCount(votingId)).toEqual([]);
    },
  );
});
