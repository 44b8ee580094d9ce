import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  readVoterCsv,
  readVoterCsvFully,
  VoterImportFileError,
  type FileIssue,
  type ReadVoterCsvOptions,
  type VoterCsvSource,
} from '../src/voter-import/index.ts';
import {
  csvFile,
  csvText,
  encodeText,
  generateVoters,
  inChunks,
  seededRandom,
  VOTER_HEADER,
  voterCsvWithErrors,
  type FileEncoding,
} from './support/voter-csv-fixtures.ts';

const HEADER = ['Nome', 'CPF', 'Email'];
const MARIA = ['Maria da Silva', '529.982.247-25', 'maria@exemplo.com'];
const EMPRESA = ['Empresa Exemplo', '11.222.333/0001-81', 'empresa@exemplo.com'];

async function fileIssues(
  source: VoterCsvSource,
  options?: ReadVoterCsvOptions,
): Promise<readonly FileIssue[]> {
  try {
    await readVoterCsvFully(source, options);
  } catch (error) {
    if (error instanceof VoterImportFileError) return error.issues;
    throw error;
  }
  throw new Error('expected a VoterImportFileError');
}

const codesOf = (rows: { errors: { code: string }[] }[]) => rows.map((row) => row.errors.map((e) => e.code));

describe('reading Excel’s files', () => {
  const voters = generateVoters(60, 5);
  /** Weights in the locale of the delimiter: '1.234,5' in a ';' or tab file, '1234.5' in a ',' file. */
  const rowsFor = (delimiter: string) =>
    voters.map(({ voter, cells }) => (delimiter === ',' ? [...cells.slice(0, 4), voter.weight] : cells));

  for (const encoding of ['utf-8', 'utf-8-bom', 'windows-1252'] as FileEncoding[]) {
    for (const delimiter of [';', ',', '\t']) {
      for (const lineEnd of ['\r\n', '\n', '\r'] as const) {
        it(`reads ${encoding}, ${JSON.stringify(delimiter)}, ${JSON.stringify(lineEnd)} back exactly`, async () => {
          const random = seededRandom(encoding.length * 100 + delimiter.charCodeAt(0) + lineEnd.length);
          const bytes = csvFile([[...VOTER_HEADER], ...rowsFor(delimiter)], {
            delimiter,
            lineEnd,
            encoding,
            finalLineEnd: random.chance(0.5),
            quoteAll: random.chance(0.3),
          });
          const { summary, valid, invalid } = await readVoterCsvFully(inChunks(bytes, random, 97));
          expect(invalid).toEqual([]);
          expect(valid.map(({ valid: _, line: __, ...voter }) => voter)).toEqual(voters.map((v) => v.voter));
          expect(valid.map((row) => row.line)).toEqual(voters.map((_, i) => i + 2));
          expect(summary).toMatchObject({
            rows: voters.length,
            valid: voters.length,
            invalid: 0,
            encoding: encoding === 'windows-1252' ? 'windows-1252' : 'utf-8',
            bom: encoding === 'utf-8-bom',
            otherEncodingLines: 0,
            delimiter,
            headerLine: 1,
            bytes: bytes.length,
          });
        });
      }
    }
  }

  it('gives the same result whatever the chunk boundaries (CRLF, quotes and UTF-8 sequences split)', async () => {
    const bytes = csvFile(
      [
        [...VOTER_HEADER, 'Endereço'],
        ...voters.slice(0, 12).map((v, i) => [...v.cells, `Rua "${i}"\r\nApto ${i}`]),
      ],
      { encoding: 'utf-8-bom' },
    );
    const whole = await readVoterCsvFully(bytes);
    expect(whole.valid).toHaveLength(12);
    for (let size = 1; size <= 16; size++) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
        bytes.subarray(i * size, (i + 1) * size),
      );
      expect(await readVoterCsvFully(chunks)).toEqual(whole);
    }
  });

  it('streams from a Node Readable and stops it when the caller stops reading', async () => {
    const bytes = csvFile([[...VOTER_HEADER], ...voters.map((v) => v.cells)]);
    const stream = Readable.from(inChunks(bytes, seededRandom(3), 50));
    const reading = readVoterCsv(stream);
    let read = 0;
    for await (const row of reading) {
      expect(row.valid).toBe(true);
      if (++read === 10) break;
    }
    expect(stream.destroyed).toBe(true);
    expect(reading.summary.rows).toBe(10);
  });

  it('skips blank lines, Excel’s empty rows and a "sep=" line, and ignores trailing delimiters', async () => {
    const text = `sep=,\r\n\r\n,,,\r\n"Nome","CPF","Email",\r\n${MARIA.join(',')},,\r\n,,\r\n\r\n${EMPRESA.join(',')},\r\n\r\n\r\n`;
    const { summary, valid, invalid } = await readVoterCsvFully(Buffer.from(text));
    expect(invalid).toEqual([]);
    expect(valid.map((row) => [row.line, row.taxId])).toEqual([
      [5, '52998224725'],
      [8, '11222333000181'],
    ]);
    expect(summary).toMatchObject({ rows: 2, headerLine: 4, delimiter: ',' });
  });

  it('counts lines of multi-line cells, so errors point at the line where the row starts', async () => {
    const text = csvText([
      [...HEADER, 'Obs'],
      [...MARIA, 'uma\nduas\r\ntrês'],
      ['', '', 'x', 'a'],
    ]);
    const { valid, invalid } = await readVoterCsvFully(Buffer.from(text));
    expect(valid[0]?.line).toBe(2);
    expect(invalid.map((row) => [row.line, row.endLine])).toEqual([[5, 5]]);
  });

  it('reads a file glued together from a UTF-8 and a Windows-1252 export, and counts the odd lines', async () => {
    const bytes = Buffer.concat([
      encodeText(csvText([HEADER, ['Conceição', '529.982.247-25', 'a@x.com']]), 'utf-8-bom'),
      encodeText(csvText([['Gonçalves Ação', '11.222.333/0001-81', 'b@x.com']]), 'windows-1252'),
    ]);
    const { summary, valid } = await readVoterCsvFully(bytes);
    expect(valid.map((row) => row.name)).toEqual(['Conceição', 'Gonçalves Ação']);
    expect(summary).toMatchObject({ encoding: 'utf-8', otherEncodingLines: 1 });
  });

  it('decodes Windows-1252 punctuation that Latin-1 lacks (– “ ” €)', async () => {
    const name = 'Fundo – “Renda” €';
    const { valid } = await readVoterCsvFully(
      csvFile([HEADER, [name, MARIA[1]!, MARIA[2]!]], { encoding: 'windows-1252' }),
    );
    expect(valid[0]?.name).toBe(name);
  });

  it('stores formula-looking names as text, exactly', async () => {
    const name = "=cmd|' /C calc'!A0";
    const { valid } = await readVoterCsvFully(csvFile([HEADER, [name, MARIA[1]!, MARIA[2]!]]));
    expect(valid[0]?.name).toBe(name);
  });
});

describe('the sample upload of the e2e test (voterCsvWithErrors)', () => {
  it('reads 1,000 rows with the bad ones reported by line and code', async () => {
    const file = voterCsvWithErrors(1000, 50);
    const { summary, valid, invalid } = await readVoterCsvFully(file.bytes);
    expect(valid.map(({ valid: _, ...row }) => row)).toEqual(file.valid);
    expect(invalid.map((row) => ({ line: row.line, code: row.errors[0]?.code }))).toEqual(file.invalid);
    expect(summary).toMatchObject({ rows: 1000, valid: file.valid.length, invalid: file.invalid.length });
    expect(file.invalid.length).toBe(19 + 19);
  });
});

describe('row problems', () => {
  it('explains every field problem of a row at once, with the values as read', async () => {
    const text = csvText([
      [...VOTER_HEADER],
      ['', '529.982.247-26', 'maria@', '123', '0'],
      ['Ana', '', '', '', ''],
      ['Bia', '1,12223E+13', 'bia@x.com', '', '1,1234567'],
    ]);
    const { invalid, summary } = await readVoterCsvFully(Buffer.from(text));
    expect(invalid[0]).toEqual({
      valid: false,
      line: 2,
      endLine: 2,
      errors: [
        { field: 'name', code: 'name_missing' },
        { field: 'taxId', code: 'tax_id_invalid', value: '529.982.247-26' },
        { field: 'email', code: 'email_invalid', value: 'maria@' },
        { field: 'phone', code: 'phone_invalid', value: '123' },
        { field: 'weight', code: 'weight_not_positive', value: '0' },
      ],
      values: { taxId: '529.982.247-26', email: 'maria@', phone: '123', weight: '0' },
    });
    expect(codesOf(invalid.slice(1))).toEqual([
      ['tax_id_missing', 'email_missing', 'weight_missing'],
      ['tax_id_scientific_notation', 'weight_too_many_decimals'],
    ]);
    expect(summary).toMatchObject({ rows: 3, valid: 0, invalid: 3 });
  });

  it('flags duplicates by normalized CPF/CNPJ, naming the first line, however they were written', async () => {
    const text = csvText([
      HEADER,
      ['Um', '012.345.678-90', 'um@x.com'],
      ['Dois', '01234567890', 'dois@x.com'],
      ['Três', '1234567890', 'tres@x.com'],
      ['Quatro', '11.222.333/0001-81', 'quatro@'],
      ['Cinco', '11222333000181', 'cinco@x.com'],
    ]);
    const { summary, valid, invalid } = await readVoterCsvFully(Buffer.from(text));
    expect(valid.map((row) => row.line)).toEqual([2]);
    expect(invalid.map((row) => [row.line, row.errors])).toEqual([
      [3, [{ field: 'taxId', code: 'duplicate_tax_id', value: '01234567890', params: { firstLine: 2 } }]],
      [4, [{ field: 'taxId', code: 'duplicate_tax_id', value: '01234567890', params: { firstLine: 2 } }]],
      [5, [{ field: 'email', code: 'email_invalid', value: 'quatro@' }]],
      [6, [{ field: 'taxId', code: 'duplicate_tax_id', value: '11222333000181', params: { firstLine: 5 } }]],
    ]);
    expect(summary).toMatchObject({ rows: 5, valid: 1, invalid: 4, duplicates: 3 });
  });

  it('counts CPFs/CNPJs whose leading zeros were restored', async () => {
    const text = csvText([HEADER, ['Um', '1234567890', 'um@x.com'], ['Dois', '8773135000100', 'dois@x.com']]);
    const { summary, valid } = await readVoterCsvFully(Buffer.from(text));
    expect(valid.map((row) => row.taxId)).toEqual(['01234567890', '08773135000100']);
    expect(summary.zeroPaddedTaxIds).toBe(2);
  });

  it('reports cells past the header that hold something, not the empty ones', async () => {
    const text = `Nome;CPF;Email\r\n${MARIA.join(';')};;\r\n${MARIA.join(';')};Jr.\r\n`;
    const { valid, invalid } = await readVoterCsvFully(Buffer.from(text));
    expect(valid).toHaveLength(1);
    expect(invalid[0]?.errors).toEqual([
      { field: null, code: 'extra_cells', params: { cells: 4, columns: 3 } },
      { field: 'taxId', code: 'duplicate_tax_id', value: '52998224725', params: { firstLine: 2 } },
    ]);
  });

  it('without a weight column everyone weighs 1; an empty weight cell is refused', async () => {
    const noWeight = await readVoterCsvFully(Buffer.from(csvText([HEADER, MARIA])));
    expect(noWeight.valid[0]?.weight).toBe('1');
    const emptyWeight = await readVoterCsvFully(
      Buffer.from(
        csvText([
          [...HEADER, 'Peso'],
          [...MARIA, ' '],
        ]),
      ),
    );
    expect(codesOf(emptyWeight.invalid)).toEqual([['weight_missing']]);
  });

  it('reads represented parties with a column set that has no e-mail', async () => {
    const columns = [
      { field: 'name', aliases: ['representado'], required: true },
      { field: 'taxId', aliases: ['documento'], required: true },
      { field: 'email', aliases: ['email'], required: false },
      { field: 'weight', aliases: ['cotas'], required: true },
    ] as const;
    const text = csvText([
      ['Representado', 'Documento', 'Cotas', 'Email'],
      ['Fundo A', '11.222.333/0001-81', '10', ''],
      ['Fundo B', '529.982.247-25', '2,5', 'B@X.COM'],
    ]);
    const { valid, summary } = await readVoterCsvFully(Buffer.from(text), { columns });
    expect(valid.map((row) => [row.name, row.email, row.weight])).toEqual([
      ['Fundo A', null, '10'],
      ['Fundo B', 'b@x.com', '2.5'],
    ]);
    expect(summary.columns.map((column) => column.field)).toEqual(['name', 'taxId', 'weight', 'email']);
  });

  it('refuses mapped cells that are too long and control characters (NUL) in them', async () => {
    const text = csvText([
      HEADER,
      ['x'.repeat(1001), '529.982.247-25', 'a@x.com'],
      ['Ma\u0000ria', '11.222.333/0001-81', 'b@x\u0000.com'],
    ]);
    const { invalid } = await readVoterCsvFully(Buffer.from(text));
    expect(invalid[0]?.errors[0]).toEqual({
      field: 'name',
      code: 'cell_too_long',
      value: `${'x'.repeat(200)}…`,
      params: { max: 1000 },
    });
    expect(codesOf(invalid.slice(1))).toEqual([['name_invalid', 'email_invalid']]);
  });
});

describe('what cannot be read', () => {
  it('an unterminated quote costs its own line only: reading resumes on the next line', async () => {
    const text = `${HEADER.join(';')}\r\n${MARIA.join(';')}\r\n"Ana;12345678909;ana@x.com\r\n${EMPRESA.join(';')}\r\n`;
    const { valid, invalid, summary } = await readVoterCsvFully(Buffer.from(text));
    expect(valid.map((row) => row.line)).toEqual([2, 4]);
    expect(invalid).toEqual([
      {
        valid: false,
        line: 3,
        endLine: 3,
        errors: [
          {
            field: null,
            code: 'unreadable_row',
            value: '"Ana;12345678909;ana@x.com',
            params: { reason: 'unterminated_quote' },
          },
        ],
        values: {},
      },
    ]);
    expect(summary).toMatchObject({ rows: 3, valid: 2, invalid: 1 });
  });

  it('a quote left open at the very end of the file is reported, not swallowed', async () => {
    const text = `${csvText([HEADER, MARIA])}"Ana;1`;
    const { invalid } = await readVoterCsvFully(Buffer.from(text));
    expect(invalid.map((row) => [row.line, row.errors[0]?.code])).toEqual([[3, 'unreadable_row']]);
  });

  it('a quote left open past the row limit is cut at its line, and the following rows are read', async () => {
    // No quote after the open one (a later quote would close it: see the next test).
    const plain = generateVoters(400, 9).filter((r) => !/[";]/.test(r.cells[0]!));
    const plainText = `Nome;CPF/CNPJ;E-mail\r\n"Aberta;1;x\r\n${plain.map((r) => r.cells.slice(0, 3).join(';')).join('\r\n')}\r\n`;
    const { valid, invalid } = await readVoterCsvFully(Buffer.from(plainText), {
      limits: { maxRowBytes: 2048 },
    });
    expect(invalid.map((row) => [row.line, row.errors[0]?.code])).toEqual([[2, 'unreadable_row']]);
    expect(valid.map((row) => row.taxId)).toEqual(plain.map((r) => r.voter.taxId));
  });

  it('a quote that closes lines later makes one row of them, and says so', async () => {
    const text = `${HEADER.join(';')}\r\n"Ana;1;x\r\n${MARIA.join(';')}\r\nfim";2;y\r\n${EMPRESA.join(';')}\r\n`;
    const { valid, invalid } = await readVoterCsvFully(Buffer.from(text));
    expect(valid.map((row) => row.line)).toEqual([5]);
    expect(invalid.map((row) => [row.line, row.endLine, row.errors.map((e) => e.code)])).toEqual([
      [2, 4, ['row_spans_lines', 'tax_id_invalid', 'email_invalid']],
    ]);
  });

  it('skips a line over the row limit, quoted or not, and reads on', async () => {
    const long = 'x'.repeat(3000);
    const text = csvText([HEADER, [long, '1', 'a'], MARIA, [`"${long}`, '2', 'b'], EMPRESA]);
    const chunked = inChunks(Buffer.from(text), seededRandom(4), 700);
    const { valid, invalid } = await readVoterCsvFully(chunked, { limits: { maxRowBytes: 1024 } });
    expect(valid.map((row) => row.line)).toEqual([3, 5]);
    expect(invalid.map((row) => [row.line, row.errors])).toEqual([
      [2, [{ field: null, code: 'row_too_long', params: { max: 1024 } }]],
      [4, [{ field: null, code: 'row_too_long', params: { max: 1024 } }]],
    ]);
  });

  it('refuses a row with more cells than allowed, but not a blank one', async () => {
    const text = `${HEADER.join(';')}\r\n${MARIA.join(';')}${';x'.repeat(10)}\r\n${';'.repeat(20)}\r\n${EMPRESA.join(';')}\r\n`;
    const { valid, invalid } = await readVoterCsvFully(Buffer.from(text), { limits: { maxCellsPerRow: 8 } });
    expect(valid.map((row) => row.line)).toEqual([4]);
    expect(invalid.map((row) => [row.line, row.errors])).toEqual([
      [2, [{ field: null, code: 'too_many_cells', params: { max: 8 } }]],
    ]);
  });
});

describe('files that cannot be read', () => {
  const header = Buffer.from(`${HEADER.join(';')}\r\n`);

  it.each([
    ['an empty file', Buffer.alloc(0), 'file_empty'],
    ['a BOM and blank lines', Buffer.from('\uFEFF\r\n;;;\r\n\n'), 'file_empty'],
    ['a header only', header, 'no_rows'],
    ['a header and blank rows', Buffer.concat([header, Buffer.from(';;\r\n\r\n')]), 'no_rows'],
    ['an Excel workbook (xlsx)', Buffer.from('PK\u0003\u0004 rest of a zip'), 'file_is_spreadsheet'],
    ['an old Excel workbook (xls)', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]), 'file_is_spreadsheet'],
    [
      'UTF-16 (Excel’s "Unicode text")',
      Buffer.from('\uFEFFNome\tCPF\tEmail\r\n', 'utf16le'),
      'encoding_unsupported',
    ],
    ['UTF-16 without BOM', Buffer.from('Nome;CPF;Email\r\n', 'utf16le'), 'file_not_text'],
  ])('%s', async (_, bytes, code) => {
    expect((await fileIssues(bytes)).map((issue) => issue.code)).toEqual([code]);
  });

  it('names every missing column at once', async () => {
    expect(await fileIssues(Buffer.from('Nome;Telefone\r\nx;y\r\n'))).toEqual([
      expect.objectContaining({ field: 'taxId', code: 'column_missing' }),
      expect.objectContaining({ field: 'email', code: 'column_missing' }),
    ]);
  });

  it('refuses a header with too many columns (10,000) or too long', async () => {
    const wide = Buffer.from(`${HEADER.join(';')}${';x'.repeat(10_000)}\r\n${MARIA.join(';')}\r\n`);
    expect(await fileIssues(wide)).toEqual([
      { field: null, code: 'header_too_many_columns', params: { max: 500 } },
    ]);
    const long = Buffer.from(`Nome;CPF;Email;${'x'.repeat(40_000)}\r\n${MARIA.join(';')}\r\n`);
    expect(await fileIssues(inChunks(long, seededRandom(1), 4096))).toEqual([
      { field: null, code: 'header_too_long', params: { max: 32 * 1024 } },
    ]);
  });

  it('refuses too many rows and a file too large, after reading no more than needed', async () => {
    const rows = generateVoters(30, 2).map((v) => v.cells);
    const bytes = csvFile([[...VOTER_HEADER], ...rows]);
    expect(await fileIssues(bytes, { limits: { maxRows: 29 } })).toEqual([
      { field: null, code: 'too_many_rows', params: { max: 29 } },
    ]);
    expect((await readVoterCsvFully(bytes, { limits: { maxRows: 30 } })).summary.rows).toBe(30);
    const chunks = inChunks(bytes, seededRandom(2), 100);
    expect(await fileIssues(chunks, { limits: { maxFileBytes: bytes.length - 1 } })).toEqual([
      { field: null, code: 'file_too_large', params: { max: bytes.length - 1 } },
    ]);
  });
});
