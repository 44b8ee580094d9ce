import { describe, expect, it } from 'vitest';
import {
  cnpjsInFileName,
  hasPdfExtension,
  isArchiveClutter,
  isUnsafeArchivePath,
  matchDocumentsToFunds,
} from './fundDocuments.ts';

const A = '12345678000195';
const B = '11222333000181';
const C = '98765432000198';
const ALPHA = '12ABC345000188';
const OUTSIDER = '00000000000191'; // Banco do Brasil: valid, but no fund of the batch

describe('cnpjsInFileName', () => {
  it.each([
    ['DF 2025 - 12.345.678_0001-95.pdf', [A]], // '/' mangled to '_'
    ['DF 2025 - 12.345.678-0001-95.pdf', [A]],
    ['12345678000195_parecer.pdf', [A]],
    ['fii-12-345-678-0001-95.pdf', [A]],
    ['12 345 678 0001 95.pdf', [A]],
    ['FII12345678000195.pdf', [A]], // digits glued to letters
    ['12.345.678/0001-95.pdf', [A]], // a ZIP path that made a folder of the '/'
    ['12345678000195/DF 2025.pdf', [A]], // a folder per fund
    ['11222333000181/DF 12345678000195.pdf', [A]], // the file's own name first
    ['df-12.abc.345_0001-88.pdf', [ALPHA]], // alphanumeric, in lower case
    ['12345678000195 e 11.222.333_0001-81.pdf', [A, B]],
    ['12345678000196.pdf', []], // a wrong check digit
    ['123456780001955.pdf', []], // 15 digits: a longer code
    ['DF 2025-12-31.pdf', []],
    ['relatorio.pdf', []],
  ])('%s → %j', (name, found) => {
    expect(cnpjsInFileName(name)).toEqual(found);
  });
});

describe('matchDocumentsToFunds', () => {
  const funds = [
    { taxId: A, name: 'FII Alfa' },
    { taxId: B, name: 'FII Beta' },
    { taxId: C, name: 'FII Gama' },
    { taxId: ALPHA, name: 'FII Delta' },
  ];
  const file = (name: string) => ({ name });

  it('gives each fund its files and lists the rest', () => {
    const files = [
      file('DF 12.345.678_0001-95.pdf'),
      file('Parecer 12345678000195.pdf'),
      file('DF 11222333000181.pdf'),
      file('12345678000195 e 11222333000181.pdf'),
      file('leia-me.pdf'),
      file(`DF ${OUTSIDER}.pdf`),
      file('df 12abc345000188.pdf'),
    ];
    const matching = matchDocumentsToFunds(files, funds);
    expect(matching.byFund.map(({ fund, files }) => [fund.name, files.map((f) => f.name)])).toEqual([
      ['FII Alfa', ['DF 12.345.678_0001-95.pdf', 'Parecer 12345678000195.pdf']],
      ['FII Beta', ['DF 11222333000181.pdf']],
      ['FII Gama', []],
      ['FII Delta', ['df 12abc345000188.pdf']],
    ]);
    expect(matching.ambiguous).toEqual([{ file: files[3], funds: [funds[0], funds[1]] }]);
    expect(matching.unmatched).toEqual([
      { file: files[4], code: 'no_cnpj', found: [] },
      { file: files[5], code: 'unknown_cnpj', found: ['00.000.000/0001-91'] },
    ]);
    expect(matching.fundsWithoutDocuments).toEqual([funds[2]]);
  });

  it('matches a fund whose CNPJ was stored in lower case', () => {
    const matching = matchDocumentsToFunds(
      [file('12.ABC.345_0001-88.pdf')],
      [{ taxId: ALPHA.toLowerCase() }],
    );
    expect(matching.fundsWithoutDocuments).toEqual([]);
  });

  it('a file naming one fund of the batch and an outsider goes to that fund', () => {
    const matching = matchDocumentsToFunds([file(`${OUTSIDER} administradora - ${C}.pdf`)], funds);
    expect(matching.byFund[2]?.files).toHaveLength(1);
  });
});

describe('isArchiveClutter', () => {
  it.each([
    ['__MACOSX/._DF 12345678000195.pdf', true],
    ['lote/._DF 12345678000195.pdf', true],
    ['lote/', true],
    ['lote/.DS_Store', true],
    ['Thumbs.db', true],
    ['lote\\desktop.ini', true],
    ['lote/DF 12345678000195.pdf', false],
    ['DF 12345678000195.pdf', false],
  ])('%s: %s', (path, clutter) => {
    expect(isArchiveClutter(path)).toBe(clutter);
  });
});

describe('isUnsafeArchivePath', () => {
  it.each([
    ['../12345678000195.pdf', true],
    ['lote/../../etc/passwd', true],
    ['lote\\..\\x.pdf', true],
    ['/etc/12345678000195.pdf', true],
    ['\\\\server\\share\\x.pdf', true],
    ['C:\\lote\\x.pdf', true],
    ['lote/x\u0000.pdf', true],
    ['', true],
    ['lote/DF 12345678000195.pdf', false],
    ['lote/..DF 12345678000195.pdf', false], // dots in a name, not a segment
    ['12.345.678/0001-95.pdf', false],
  ])('%j: %s', (path, unsafe) => {
    expect(isUnsafeArchivePath(path)).toBe(unsafe);
  });
});

describe('hasPdfExtension', () => {
  it.each([
    ['DF.pdf', true],
    ['DF.PDF', true],
    ['DF.pdf.exe', false],
    ['DF.docx', false],
    ['pdf', false],
  ])('%s: %s', (name, pdf) => {
    expect(hasPdfExtension(name)).toBe(pdf);
  });
});
