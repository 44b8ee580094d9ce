// Fuzz test of the voter import. Two kinds of generated files, each from its own seed (printed on failure; set
// VOTER_IMPORT_FUZZ_SEED to move the whole run, VOTER_IMPORT_FUZZ_FILES to make it longer):
// - generated voter files with known damage: good rows in every shape Excel writes, and bad rows (missing,
//   invalid, too long, NUL bytes, formula injection, broken quotes, extra cells, duplicates...). A plain oracle —
//   what the generator meant to write — says which rows are valid (with their exact values) and which code each
//   bad row must carry;
// - chaos: those files mutated at random (bytes flipped, inserted, deleted; random bytes; huge cells; 10,000
//   columns; empty; header only; no final line break; UTF-16; workbooks). Nothing is known about the rows, only
//   invariants: no error but VoterImportFileError, every rejected row explained, every accepted row valid, and
//   the error report neutralized.
import { isValidCnpj, isValidCpf, validateEmail } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import {
  errorReportCsv,
  FILE_ISSUE_CODES,
  ROW_ISSUE_CODES,
  VOTER_COLUMNS,
  VOTER_FIELDS,
  VoterImportFileError,
  readVoterCsvFully,
  type RowIssueCode,
  type VoterField,
} from '../src/voter-import/index.ts';
import {
  breakCheckDigit,
  canEncode1252,
  encodeText,
  groupThousands,
  inChunks,
  quoteCell,
  randomCnpj,
  randomCpf,
  SAMPLE_NAMES,
  seededRandom,
  TAX_ID_STYLES,
  writeTaxId,
  type ExpectedVoter,
  type FileEncoding,
  type Random,
} from './support/voter-csv-fixtures.ts';

const BASE_SEED = Number(process.env.VOTER_IMPORT_FUZZ_SEED ?? 20_260_513);
const FILES = Number(process.env.VOTER_IMPORT_FUZZ_FILES ?? 1_200);

// ---- a generated voter file and what it must read as -------------------------------------------------------

interface Expected {
  line: number;
  /** A valid row's values, or the code a bad row must carry. */
  voter?: ExpectedVoter;
  code?: RowIssueCode;
  /** Row-level codes come alone. */
  only?: boolean;
}

interface GeneratedFile {
  bytes: Buffer;
  delimiter: string;
  rows: Expected[];
  encoding: 'utf-8' | 'windows-1252';
}

const EXTRA_HEADERS = ['Endereço', 'Observação', 'Data de nascimento', 'Código'];
const DDDS = ['11', '21', '31', '41', '47', '51', '61', '71', '81', '85', '91', '99'];

function accentsOff(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

function headerVariant(random: Random, alias: string): string {
  let header = random.pick([alias, alias.toUpperCase(), accentsOff(alias), alias.replaceAll(' ', '_')]);
  if (random.chance(0.2)) header = ` ${header} `;
  return header;
}

function lineBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

function generateFile(seed: number): GeneratedFile {
  const random = seededRandom(seed);
  const delimiter = random.pick([';', ';', ',', '\t']);
  const decimal = delimiter === ',' ? '.' : ',';
  const group = decimal === ',' ? '.' : ',';
  const lineEnd = random.pick(['\r\n', '\n', '\r'] as const);
  const mixed = random.chance(0.1);
  const fileEncoding = random.pick<FileEncoding>(['utf-8', 'utf-8-bom', 'windows-1252']);
  const lineEncoding = () => (mixed ? random.pick<FileEncoding>(['utf-8', 'windows-1252']) : fileEncoding);

  // Columns: the required ones, phone and weight sometimes, ignored ones sometimes, in any order.
  const fields: (VoterField | null)[] = ['name', 'taxId', 'email'];
  if (random.chance(0.6)) fields.push('phone');
  if (random.chance(0.7)) fields.push('weight');
  for (const _ of EXTRA_HEADERS.slice(0, random.int(0, 2))) fields.push(null);
  for (let i = fields.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [fields[i], fields[j]] = [fields[j] as VoterField | null, fields[i] as VoterField | null];
  }
  let extraIndex = 0;
  const header = fields.map((field) =>
    field === null
      ? (EXTRA_HEADERS[extraIndex++] as string)
      : headerVariant(random, random.pick(VOTER_COLUMNS.find((c) => c.field === field)!.aliases)),
  );

  const pieces: { text: string; encoding: FileEncoding }[] = [];
  let line = 1;
  const firstEncoded: ('utf-8' | 'windows-1252')[] = [];
  /** `decoded`: false for a line too long, which the import skips without decoding. */
  const push = (text: string, encoding: FileEncoding, decoded = true) => {
    // eslint-disable-next-line no-control-regex -- non-ASCII decides the file's encoding
    if (decoded && /[^\u0000-\u007f]/.test(text))
      firstEncoded.push(encoding === 'windows-1252' ? 'windows-1252' : 'utf-8');
    pieces.push({ text, encoding });
    line += lineBreaks(text);
  };
  if (random.chance(0.1)) push(`sep=${delimiter}${lineEnd}`, 'utf-8');
  for (let i = random.int(0, 2); i > 0; i--) push(random.pick(['', delimiter.repeat(3)]) + lineEnd, 'utf-8');
  const quoteAll = random.chance(0.2);
  /** After an unterminated quote, no '"' may follow (it would close it): rows are written plain. */
  let plain = false;
  const cell = (text: string) => (plain ? text : quoteCell(text, delimiter, quoteAll || random.chance(0.1)));
  const headerText = header.map(cell).join(delimiter);
  push(headerText + lineEnd, mixed || fileEncoding !== 'windows-1252' ? 'utf-8' : 'windows-1252');

  const usedTaxIds = new Set<string>();
  const goodTaxIds: { taxId: string; line: number }[] = [];
  const freshTaxId = () => {
    while (true) {
      const taxId = random.chance(0.6) ? randomCpf(random) : randomCnpj(random, random.chance(0.3));
      if (!usedTaxIds.has(taxId)) {
        usedTaxIds.add(taxId);
        return taxId;
      }
    }
  };
  const expected: Expected[] = [];
  const rowCount = random.int(1, 25);

  for (let r = 0; r < rowCount; r++) {
    if (random.chance(0.05)) {
      push(random.pick(['', delimiter.repeat(fields.length - 1), ' ']) + lineEnd, 'utf-8');
      continue;
    }
    // A good voter and its cells...
    const names = plain
      ? SAMPLE_NAMES.filter((name) => !name.includes('"') && !name.includes(delimiter))
      : SAMPLE_NAMES;
    let nameCell = `${random.pick(names)} ${random.int(1, 9999)}`;
    if (!plain && random.chance(0.1)) nameCell = `  ${nameCell.replace(' ', '\n  ')} `;
    const taxId = freshTaxId();
    const taxIdCell = writeTaxId(taxId, random.pick(TAX_ID_STYLES));
    const email = `v${random.int(1, 1e6)}.${random.pick(['ana', 'joao', 'x'])}@${random.pick(['exemplo.com.br', 'x.io'])}`;
    const emailCell = random.chance(0.3) ? email.toUpperCase() : email;
    let phone: string | null = null;
    let phoneCell = '';
    if (random.chance(0.7)) {
      const ddd = random.pick(DDDS);
      const number = random.chance(0.7)
        ? `9${random.int(1e7, 1e8 - 1)}`
        : `${random.int(2, 5)}${random.int(1e6, 1e7 - 1)}`;
      phone = `+55${ddd}${number}`;
      const cut = number.length - 4;
      phoneCell = random.pick([
        `(${ddd}) ${number.slice(0, cut)}-${number.slice(cut)}`,
        `${ddd}${number}`,
        `+55 ${ddd} ${number}`,
        `0${ddd} ${number}`,
        `55${ddd}${number}`,
      ]);
    }
    const integer = String(random.pick([random.int(0, 9), random.int(10, 999), random.int(1000, 1e9)]));
    const fractionDigits = random.chance(0.5)
      ? String(random.int(0, 999_999)).padStart(6, '0').slice(0, random.int(1, 6))
      : '';
    const fraction = fractionDigits.replace(/0+$/, '');
    const weightInteger = integer === '0' && fraction === '' ? '1' : integer;
    const grouped =
      random.chance(0.4) && !(plain && group === ',') ? groupThousands(weightInteger, group) : weightInteger;
    const weightCell = grouped + (fractionDigits ? decimal + fractionDigits : '');
    const voter: ExpectedVoter = {
      name: nameCell.replace(/\s+/g, ' ').trim(),
      taxIdType: taxId.length === 11 ? 'CPF' : 'CNPJ',
      taxId,
      email: email.toLowerCase(),
      phone: fields.includes('phone') ? phone : null,
      weight: fields.includes('weight') ? (fraction ? `${weightInteger}.${fraction}` : weightInteger) : '1',
    };
    const cells: Record<VoterField, string> = {
      name: nameCell,
      taxId: taxIdCell,
      email: emailCell,
      phone: phoneCell,
      weight: weightCell,
    };
    /** A cell of an ignored column, already written: a quote inside an unquoted cell is literal (CVM files). */
    const ignored = () => {
      if (plain)
        return random.pick(['', 'Rua A, 10', 'obs \u0000 nul', 'SBS QUADRA 1']).replaceAll(delimiter, ' ');
      if (random.chance(0.2)) return 'SBS - QUADRA 1 - BLOCO "C"';
      return cell(random.pick(['', 'linha 1\r\nlinha 2', '=HYPERLINK("x")', 'nul \u0000 byte', 'a;b,c']));
    };
    let suffix = random.chance(0.1) ? delimiter.repeat(random.int(1, 3)) : '';
    let unterminated = false;
    let target: Expected = { line, voter };

    // ...then, sometimes, one damage.
    if (random.chance(0.35)) {
      const damages: RowIssueCode[] = [
        'name_missing',
        'name_invalid',
        'name_too_long',
        'cell_too_long',
        'tax_id_invalid',
        'tax_id_missing',
        'tax_id_scientific_notation',
        'email_invalid',
        'email_missing',
        'extra_cells',
        'too_many_cells',
        'row_too_long',
        ...(plain ? [] : (['unreadable_row'] as const)),
        ...(goodTaxIds.length > 0 ? (['duplicate_tax_id'] as const) : []),
        ...(fields.includes('phone') ? (['phone_invalid'] as const) : []),
        ...(fields.includes('weight')
          ? ([
              'weight_missing',
              'weight_invalid',
              'weight_not_positive',
              'weight_too_many_decimals',
              'weight_too_large',
            ] as const)
          : []),
      ];
      const damage = random.pick(damages);
      target = { line, code: damage };
      switch (damage) {
        case 'name_missing':
          cells.name = random.pick(['', '   ']);
          break;
        case 'name_invalid':
          cells.name = `Ma\u0000ria ${r}`;
          break;
        case 'name_too_long':
          cells.name = 'n'.repeat(random.int(301, 1000));
          break;
        case 'cell_too_long':
          cells[random.pick(['name', 'taxId', 'email'] as const)] = 'c'.repeat(random.int(1001, 5000));
          break;
        case 'tax_id_invalid':
          cells.taxId = writeTaxId(breakCheckDigit(taxId), random.pick(['bare', 'formatted'] as const));
          break;
        case 'tax_id_missing':
          cells.taxId = '';
          break;
        case 'tax_id_scientific_notation':
          cells.taxId = `1${decimal}12223E+13`;
          break;
        case 'email_invalid':
          cells.email = random.pick([
            'maria',
            'a b@x.com',
            "=cmd|' /C calc'!A0",
            'x@y',
            'a\u0000b@x.com',
            '@x.com',
          ]);
          break;
        case 'email_missing':
          cells.email = '';
          break;
        case 'phone_invalid':
          cells.phone = random.pick(['12345', '(01) 91234-5678', 'ramal 9', '+12']);
          break;
        case 'weight_missing':
          cells.weight = '';
          break;
        case 'weight_invalid':
          cells.weight = random.pick(['abc', 'R$ 5', '--1', ...(plain ? [] : ['1,2,3.4.5'])]);
          break;
        case 'weight_not_positive':
          cells.weight = random.pick(['0', '-3', `0${decimal}0`, '-0']);
          break;
        case 'weight_too_many_decimals':
          cells.weight = `1${decimal}1234567`;
          break;
        case 'weight_too_large':
          cells.weight = `1${'0'.repeat(18)}`;
          break;
        case 'extra_cells':
          suffix = `${delimiter.repeat(random.int(1, 3))}extra`;
          break;
        case 'too_many_cells':
          suffix = `${delimiter}x`.repeat(600);
          target.only = true;
          break;
        case 'row_too_long':
          suffix = delimiter + 'y'.repeat(33_000);
          target.only = true;
          break;
        case 'unreadable_row':
          unterminated = true;
          target.only = true;
          break;
        case 'duplicate_tax_id': {
          const first = random.pick(goodTaxIds);
          cells.taxId = writeTaxId(first.taxId, random.pick(TAX_ID_STYLES));
          target = { line, code: 'duplicate_tax_id', only: false };
          break;
        }
      }
    }
    if (target.voter) goodTaxIds.push({ taxId, line });

    let rowText =
      fields.map((field) => (field === null ? ignored() : cell(cells[field]))).join(delimiter) + suffix;
    if (unterminated) {
      // A quote opens the first cell and never closes: every later row is written without quotes.
      rowText = `"Aberta ${r}${delimiter}${r}${delimiter}x@y.com`;
      plain = true;
    }
    const encoding = canEncode1252(rowText) ? lineEncoding() : 'utf-8';
    const isLast = r === rowCount - 1;
    const end = isLast && random.chance(0.3) ? '' : lineEnd;
    expected.push(target);
    push(rowText + end, encoding, target.code !== 'row_too_long');
  }

  const bom = !mixed && fileEncoding === 'utf-8-bom';
  const bytes = Buffer.concat([
    ...(bom ? [Buffer.from([0xef, 0xbb, 0xbf])] : []),
    ...pieces.map((piece) =>
      encodeText(piece.text, piece.encoding === 'utf-8-bom' ? 'utf-8' : piece.encoding),
    ),
  ]);
  return { bytes, delimiter, rows: expected, encoding: firstEncoded[0] ?? 'utf-8' };
}

// ---- invariants that hold for any file ---------------------------------------------------------------------

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/; // eslint-disable-line no-control-regex

type Reading = Awaited<ReturnType<typeof readVoterCsvFully>>;

function checkInvariants(reading: Reading, seed: number): void {
  const { summary, valid, invalid } = reading;
  const at = `seed ${seed}`;
  expect(summary.rows, at).toBe(valid.length + invalid.length);
  expect([summary.valid, summary.invalid], at).toEqual([valid.length, invalid.length]);
  const taxIds = new Set<string>();
  for (const row of valid) {
    expect(
      row.taxIdType === 'CPF' ? isValidCpf(row.taxId) : isValidCnpj(row.taxId),
      `${at} line ${row.line}`,
    ).toBe(true);
    expect(row.taxId, at).toMatch(/^[0-9A-Z]{11}$|^[0-9A-Z]{14}$/);
    expect(taxIds.has(row.taxId), `${at}: duplicate accepted`).toBe(false);
    taxIds.add(row.taxId);
    expect(row.name, at).toBe(row.name.replace(/\s+/g, ' ').trim());
    expect(row.name.length > 0 && row.name.length <= 300 && !CONTROL.test(row.name), at).toBe(true);
    expect(row.email !== null && validateEmail(row.email) === null && !CONTROL.test(row.email), at).toBe(
      true,
    );
    expect(row.email, at).toBe(row.email?.toLowerCase());
    if (row.phone !== null) expect(row.phone, at).toMatch(/^\+[1-9][0-9]{7,14}$/);
    expect(row.weight, at).toMatch(/^[0-9]{1,18}(\.[0-9]{1,6})?$/);
    expect(/^0(\.0*)?$/.test(row.weight), `${at}: zero weight`).toBe(false);
  }
  for (const row of invalid) {
    expect(row.errors.length, `${at} line ${row.line}: rejected without a reason`).toBeGreaterThan(0);
    expect(row.endLine, at).toBeGreaterThanOrEqual(row.line);
    for (const issue of row.errors) {
      expect(ROW_ISSUE_CODES, at).toContain(issue.code);
      expect([...VOTER_FIELDS, null], at).toContain(issue.field);
      if (issue.value !== undefined) expect(issue.value.length, at).toBeLessThanOrEqual(201);
    }
  }
  const lines = [...valid, ...invalid].map((row) => row.line).sort((a, b) => a - b);
  expect(new Set(lines).size, `${at}: two rows on one line`).toBe(lines.length);
  if (lines.length > 0) expect(lines[0], at).toBeGreaterThan(summary.headerLine);
  // The error report never hands a spreadsheet a formula: no cell starts with = + - @ tab or CR.
  const report = errorReportCsv(invalid);
  expect(report.startsWith('\uFEFFLinha;Campo;Problema;Valor lido\r\n'), at).toBe(true);
  const cells = reportCells(report.slice(1));
  expect(cells.length, at).toBe(4 * (1 + invalid.reduce((sum, row) => sum + row.errors.length, 0)));
  for (const reportCell of cells)
    expect(/^[=+\-@\t\r]/.test(reportCell), `${at}: formula ${reportCell}`).toBe(false);
}

/** Every cell of a CSV written by the domain's csvWriter.ts (';', quotes doubled inside quoted cells, CRLF). */
function reportCells(csv: string): string[] {
  const cells: string[] = [];
  let index = 0;
  while (index < csv.length) {
    let cell = '';
    if (csv[index] === '"') {
      index++;
      while (!(csv[index] === '"' && csv[index + 1] !== '"')) {
        cell += csv[index];
        index += csv[index] === '"' ? 2 : 1;
      }
      index++;
    } else {
      const end = csv.slice(index).search(/;|\r\n/);
      cell = csv.slice(index, index + end);
      index += end;
    }
    cells.push(cell);
    index += csv.startsWith('\r\n', index) ? 2 : 1;
  }
  return cells;
}

async function readOrFileError(bytes: Buffer, random: Random): Promise<Reading | VoterImportFileError> {
  try {
    return await readVoterCsvFully(inChunks(bytes, random, random.pick([7, 64, 1024, 65_536])));
  } catch (error) {
    if (error instanceof VoterImportFileError) return error;
    throw error;
  }
}

function checkFileError(error: VoterImportFileError, seed: number): void {
  expect(error.issues.length, `seed ${seed}`).toBeGreaterThan(0);
  for (const issue of error.issues) expect(FILE_ISSUE_CODES, `seed ${seed}`).toContain(issue.code);
}

// ---- chaos -------------------------------------------------------------------------------------------------

const NASTY_BYTES = [
  0x00, 0x22, 0x0d, 0x0a, 0x3b, 0x2c, 0x09, 0x3d, 0x80, 0x81, 0x9d, 0xc3, 0xe7, 0xef, 0xff,
];

function mutate(bytes: Buffer, random: Random): Buffer {
  let out = Buffer.from(bytes);
  for (let i = random.int(1, 8); i > 0; i--) {
    const at = random.int(0, out.length);
    const byte = () => (random.chance(0.6) ? random.pick(NASTY_BYTES) : random.int(0, 255));
    switch (random.int(0, 5)) {
      case 0: // flip bytes
        for (let j = random.int(1, 10); j > 0 && out.length > 0; j--)
          out[random.int(0, out.length - 1)] = byte();
        break;
      case 1: // insert bytes
        out = Buffer.concat([
          out.subarray(0, at),
          Buffer.from(Array.from({ length: random.int(1, 20) }, byte)),
          out.subarray(at),
        ]);
        break;
      case 2: // delete a range
        out = Buffer.concat([out.subarray(0, at), out.subarray(at + random.int(1, 200))]);
        break;
      case 3: // truncate
        out = out.subarray(0, at);
        break;
      case 4: // a huge cell, quoted or not
        out = Buffer.concat([
          out.subarray(0, at),
          Buffer.from(`${random.pick(['"', ''])}${'h'.repeat(random.int(1000, 70_000))}`),
          out.subarray(at),
        ]);
        break;
      default: // repeat a range
        out = Buffer.concat([out.subarray(0, at), out.subarray(random.int(0, at), at), out.subarray(at)]);
    }
  }
  return out;
}

function chaosFile(seed: number): { bytes: Buffer; expectCode?: string } {
  const random = seededRandom(seed);
  const header = 'Nome;CPF;E-mail;Peso\r\n';
  switch (seed % 12) {
    case 0:
      return { bytes: Buffer.from(Array.from({ length: random.int(0, 3000) }, () => random.int(0, 255))) };
    case 1:
      return { bytes: Buffer.alloc(0), expectCode: 'file_empty' };
    case 2:
      return {
        bytes: Buffer.from(random.pick([header, header.trimEnd(), `\uFEFF${header};;;\r\n\r\n`])),
        expectCode: 'no_rows',
      };
    case 3: {
      const wide = `Nome;CPF;E-mail${';coluna'.repeat(random.int(600, 10_000))}`;
      const bytes = Buffer.from(`${wide}\r\nMaria;529.982.247-25;m@x.com\r\n`);
      return { bytes, expectCode: wide.length > 32 * 1024 ? 'header_too_long' : 'header_too_many_columns' };
    }
    case 4:
      return {
        bytes: Buffer.from(`\uFEFF${header}Maria;529.982.247-25;m@x.com;1\r\n`, 'utf16le'),
        expectCode: 'encoding_unsupported',
      };
    case 5:
      return {
        bytes: Buffer.concat([
          Buffer.from('PK\u0003\u0004'),
          Buffer.from(Array.from({ length: 500 }, () => random.int(0, 255))),
        ]),
        expectCode: 'file_is_spreadsheet',
      };
    default:
      return { bytes: mutate(generateFile(seed).bytes, random) };
  }
}

// ---- the runs ----------------------------------------------------------------------------------------------

describe('voter import fuzz', () => {
  console.info(
    `voter import fuzz: seeds ${BASE_SEED}..${BASE_SEED + FILES - 1} (VOTER_IMPORT_FUZZ_SEED replays a run)`,
  );

  it(`reads ${FILES} generated voter files exactly as an oracle expects`, { timeout: 120_000 }, async () => {
    let goodRows = 0;
    let badRows = 0;
    for (let seed = BASE_SEED; seed < BASE_SEED + FILES; seed++) {
      const file = generateFile(seed);
      const reading = await readOrFileError(file.bytes, seededRandom(seed * 7));
      if (file.rows.length === 0) {
        // Only blank rows were drawn: the file has a header and nothing else.
        expect(
          reading instanceof VoterImportFileError && reading.issues.map((e) => e.code),
          `seed ${seed}`,
        ).toEqual(['no_rows']);
        continue;
      }
      if (reading instanceof VoterImportFileError)
        throw new Error(`seed ${seed}: file refused: ${reading.message}`);
      checkInvariants(reading, seed);
      const at = `seed ${seed}`;
      const expectedValid = file.rows.filter((row) => row.voter);
      expect(
        reading.valid.map(({ valid: _, ...row }) => row),
        at,
      ).toEqual(expectedValid.map((row) => ({ line: row.line, ...row.voter })));
      const expectedInvalid = file.rows.filter((row) => row.code);
      expect(
        reading.invalid.map((row) => row.line),
        at,
      ).toEqual(expectedInvalid.map((row) => row.line));
      reading.invalid.forEach((row, index) => {
        const want = expectedInvalid[index] as Expected;
        const codes = row.errors.map((issue) => issue.code).filter((code) => code !== 'row_spans_lines');
        if (want.only) expect(codes, `${at} line ${row.line}`).toEqual([want.code]);
        else expect(codes, `${at} line ${row.line}`).toContain(want.code);
      });
      expect(reading.summary.delimiter, at).toBe(file.delimiter);
      expect(reading.summary.encoding, at).toBe(file.encoding);
      goodRows += expectedValid.length;
      badRows += expectedInvalid.length;
    }
    expect(goodRows).toBeGreaterThan(FILES * 5);
    expect(badRows).toBeGreaterThan(FILES * 2);
  });

  it(
    `never fails on ${FILES} mangled files: only typed file errors, every rejected row explained`,
    { timeout: 120_000 },
    async () => {
      const outcomes = { read: 0, refused: 0 };
      for (let seed = BASE_SEED; seed < BASE_SEED + FILES; seed++) {
        const { bytes, expectCode } = chaosFile(seed);
        const reading = await readOrFileError(bytes, seededRandom(seed * 13));
        if (reading instanceof VoterImportFileError) {
          checkFileError(reading, seed);
          if (expectCode)
            expect(
              reading.issues.map((issue) => issue.code),
              `seed ${seed}`,
            ).toEqual([expectCode]);
          outcomes.refused++;
        } else {
          expect(expectCode, `seed ${seed}: should have been refused`).toBeUndefined();
          checkInvariants(reading, seed);
          outcomes.read++;
        }
      }
      // Both outcomes are exercised in numbers.
      expect(outcomes.read).toBeGreaterThan(FILES / 3);
      expect(outcomes.refused).toBeGreaterThan(FILES / 10);
    },
  );
});
