import { describe, expect, it } from 'vitest';
import { normalizeHeader } from '@backoffice/domain';
import { splitCells } from '../src/voter-import/cells.ts';
import { columnLookup, mapHeader, VOTER_COLUMNS } from '../src/voter-import/columns.ts';
import { decodeBytes } from '../src/voter-import/decode.ts';
import { sniffDelimiter } from '../src/voter-import/delimiter.ts';
import {
  errorReportCsv,
  errorReportCsvChunks,
  readVoterCsvFully,
  VOTER_CSV_EXAMPLE_ROWS,
  voterCsvExample,
  VoterImportFileError,
  type InvalidVoterRow,
} from '../src/voter-import/index.ts';
import { decodeWindows1252 } from './support/voter-csv-fixtures.ts';

const lookup = columnLookup(VOTER_COLUMNS);

function fileIssues(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof VoterImportFileError) return error.issues;
    throw error;
  }
  throw new Error('expected a VoterImportFileError');
}

describe('splitCells (Excel’s reading of quotes)', () => {
  it.each([
    ['a;b;c', ['a', 'b', 'c']],
    ['a;;', ['a', '', '']],
    ['"a;b";c', ['a;b', 'c']],
    ['"say ""hi""";x', ['say "hi"', 'x']],
    ['SBS - QUADRA 1 - BLOCO "C";DF', ['SBS - QUADRA 1 - BLOCO "C"', 'DF']],
    ['"abc"def;x', ['abcdef', 'x']],
    ['"abc"d"e;x', ['abcd"e', 'x']],
    [' "a";b', [' "a"', 'b']],
    ['"";x', ['', 'x']],
    ['"line1\r\nline2";x', ['line1\r\nline2', 'x']],
    ['"open;x', ['open;x']],
  ])('%j → %j', (record, cells) => {
    expect(splitCells(record, ';', 100)).toEqual({ cells, tooMany: false });
  });

  it('stops at the cell limit and says so', () => {
    expect(splitCells('a;b;c', ';', 3)).toEqual({ cells: ['a', 'b', 'c'], tooMany: false });
    expect(splitCells('a;b;c;d', ';', 3)).toEqual({ cells: ['a', 'b', 'c'], tooMany: true });
    expect(splitCells('"a";b;c;d', ';', 3)).toEqual({ cells: ['a', 'b', 'c'], tooMany: true });
  });
});

describe('header aliases', () => {
  it('matches names ignoring case, accents, spaces, underscores and punctuation', () => {
    expect(normalizeHeader(' Razão_Social ')).toBe('razaosocial');
    const { columns, indexOf } = mapHeader(
      ['RAZAO SOCIAL', 'cpf_cnpj', 'E-MAIL', 'WhatsApp', 'Quantidade de Cotas', 'Endereço', ''],
      lookup,
    );
    expect(indexOf).toEqual({ name: 0, taxId: 1, email: 2, phone: 3, weight: 4 });
    expect(columns.at(-1)).toEqual({ header: 'Endereço', field: null });
    expect(columns).toHaveLength(6);
    for (const [name, field] of [
      ['Nome completo', 'name'],
      ['CPF/CNPJ', 'taxId'],
      ['Documento', 'taxId'],
      ['e_mail', 'email'],
      ['Celular', 'phone'],
      ['QUOTAS', 'weight'],
      ['cotas', 'weight'],
    ] as const) {
      expect(lookup.byAlias.get(normalizeHeader(name))?.field).toBe(field);
    }
  });

  it('refuses a file missing required columns, naming each, and a field given twice', () => {
    expect(fileIssues(() => mapHeader(['Nome', 'Telefone'], lookup))).toEqual([
      expect.objectContaining({ field: 'taxId', code: 'column_missing' }),
      expect.objectContaining({ field: 'email', code: 'column_missing' }),
    ]);
    expect(fileIssues(() => mapHeader(['Nome', 'CPF', 'CNPJ', 'Email'], lookup))).toEqual([
      { field: 'taxId', code: 'column_duplicated', params: { headers: 'CPF, CNPJ' } },
    ]);
  });

  it('takes another column set (represented parties: no e-mail) and checks it', () => {
    const parties = columnLookup([
      { field: 'name', aliases: ['representado'], required: true },
      { field: 'taxId', aliases: ['documento do representado'], required: true },
      { field: 'weight', aliases: ['cotas'], required: true },
    ]);
    expect(mapHeader(['Representado', 'Documento do representado', 'Cotas'], parties).indexOf).toEqual({
      name: 0,
      taxId: 1,
      weight: 2,
    });
    expect(() => columnLookup([{ field: 'name', aliases: ['nome'], required: true }])).toThrow(RangeError);
    expect(() =>
      columnLookup([
        { field: 'name', aliases: ['nome'], required: true },
        { field: 'taxId', aliases: ['Nome'], required: true },
      ]),
    ).toThrow(RangeError);
  });
});

describe('sniffDelimiter', () => {
  it.each([
    ['Nome;CPF;E-mail', ';'],
    ['Nome,CPF,E-mail', ','],
    ['Nome\tCPF\tE-mail', '\t'],
    // The header's own punctuation does not fool it: the split that finds known columns wins.
    ['Nome, Sobrenome;CPF;E-mail', ';'],
    ['"Nome; completo",CPF,E-mail,Peso', ','],
    ['Razão social;CPF/CNPJ;e-mail;Quantidade de cotas (1.000,00)', ';'],
    // Nothing known: the most frequent candidate, then ';'.
    ['a,b,c;d', ','],
    ['abc', ';'],
  ])('%j → %j', (header, delimiter) => {
    expect(sniffDelimiter(header, lookup)).toBe(delimiter);
  });
});

describe('error report', () => {
  const rows: InvalidVoterRow[] = [
    {
      valid: false,
      line: 3,
      endLine: 3,
      errors: [
        { field: 'name', code: 'name_missing' },
        { field: 'email', code: 'email_invalid', value: "=cmd|' /C calc'!A0" },
      ],
      values: {},
    },
    {
      valid: false,
      line: 9,
      endLine: 9,
      errors: [{ field: null, code: 'row_too_long', params: { max: 10 } }],
      values: {},
    },
  ];

  it('writes a line per problem with the screen’s columns and sentences in pt-BR, values neutralized', async () => {
    const expected =
      '\uFEFFLinha;Campo;Problema;Valor lido\r\n3;Nome;Falta o nome.;\r\n' +
      "3;E-mail;E-mail inválido.;'=cmd|' /C calc'!A0\r\n" +
      '9;Linha inteira;A linha é longa demais (mais de 10 bytes).;\r\n';
    expect(errorReportCsv(rows)).toBe(expected);
    let streamed = '';
    for await (const chunk of errorReportCsvChunks(rows)) streamed += chunk;
    expect(streamed).toBe(expected);
  });

  it('writes it in the reader’s language', () => {
    const report = errorReportCsv(rows, 'en');
    expect(report.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFLine;Field;Problem;Value read',
      '3;Name;The name is missing.;',
    ]);
  });
});

describe('example file', () => {
  it('imports as it is: every row valid, pt-BR headers, UTF-8 with BOM', async () => {
    const text = voterCsvExample();
    expect(text.startsWith('\uFEFFNome;CPF/CNPJ;E-mail;Telefone;Peso\r\n')).toBe(true);
    const { summary, valid, invalid } = await readVoterCsvFully(Buffer.from(text, 'utf8'));
    expect(invalid).toEqual([]);
    expect(valid.map((row) => [row.taxIdType, row.taxId, row.weight])).toEqual([
      ['CPF', '52998224725', '1250.5'],
      ['CNPJ', '11222333000181', '100'],
      ['CNPJ', '12ABC34501DE35', '2000'],
    ]);
    expect(summary).toMatchObject({ rows: VOTER_CSV_EXAMPLE_ROWS.length - 1, bom: true, delimiter: ';' });
  });
});

describe('decoding', () => {
  it('reads every byte 0x80–0xFF as Windows-1252 when a line is not UTF-8 (0x80–0x9F by Microsoft’s table, not as Latin-1’s controls)', () => {
    for (let byte = 0x80; byte <= 0xff; byte++) {
      const bytes = Buffer.from([0x41, byte, 0x42]);
      expect(decodeBytes(bytes)).toEqual({ text: decodeWindows1252(bytes), encoding: 'windows-1252' });
    }
    // Latin-1 letters with and without one of Microsoft's characters in the same line.
    const mixed = Buffer.from([0x41, 0xe7, 0xe3, 0x6f, 0x20, 0x80, 0x20, 0x93, 0xc9, 0x94]);
    expect(decodeBytes(mixed)).toEqual({ text: 'Ação € “É”', encoding: 'windows-1252' });
    expect(decodeBytes(mixed.subarray(0, 4))).toEqual({ text: 'Ação', encoding: 'windows-1252' });
    expect(decodeBytes(Buffer.from('Ação – “ok”', 'utf8'))).toEqual({
      text: 'Ação – “ok”',
      encoding: 'utf-8',
    });
    expect(decodeBytes(Buffer.from('plain'), true)).toEqual({ text: 'plain', encoding: null });
  });
});
