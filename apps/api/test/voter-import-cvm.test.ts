// The real CVM registry of listed companies (cad_cia_aberta.csv: Windows-1252, ';', CRLF, literal quotes inside
// unquoted cells, 2,584 rows, some CNPJs registered twice): read as it is, and turned into voter files in every
// encoding and delimiter Excel writes.
import { readFileSync } from 'node:fs';
import { validateEmail } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { readVoterCsvFully, type ColumnSpec } from '../src/voter-import/index.ts';
import {
  CVM_COMPANIES_FILE,
  csvFile,
  cvmCompanies,
  groupThousands,
  hasCvmData,
  inChunks,
  seededRandom,
  type FileEncoding,
} from './support/voter-csv-fixtures.ts';

const oneSpace = (text: string) => text.replace(/\s+/g, ' ').trim();
const cnpjDigits = (cnpj: string) => cnpj.replace(/[./-]/g, '');

describe.skipIf(!hasCvmData())('CVM company registry', () => {
  const { header, companies } = hasCvmData() ? cvmCompanies() : { header: [], companies: [] };

  it('is the file SOURCES.md describes', () => {
    expect(header).toHaveLength(47);
    expect(companies).toHaveLength(2584);
    expect(companies.filter((company) => company.cells.some((cell) => cell.includes('"')))).toHaveLength(6);
  });

  it('reads the file as CVM publishes it, with its own column names, every row where it is', async () => {
    const columns: ColumnSpec[] = [
      { field: 'name', aliases: ['DENOM_SOCIAL'], required: true },
      { field: 'taxId', aliases: ['CNPJ_CIA'], required: true },
      { field: 'email', aliases: ['EMAIL'], required: false },
    ];
    const random = seededRandom(2584);
    const bytes = readFileSync(CVM_COMPANIES_FILE);
    const { summary, valid, invalid } = await readVoterCsvFully(inChunks(bytes, random, 8192), { columns });

    expect(summary).toMatchObject({
      rows: 2584,
      encoding: 'windows-1252',
      bom: false,
      otherEncodingLines: 0,
      delimiter: ';',
      headerLine: 1,
    });
    expect(summary.columns).toHaveLength(47);
    expect(summary.columns.filter((column) => column.field !== null).map((column) => column.header)).toEqual([
      'CNPJ_CIA',
      'DENOM_SOCIAL',
      'EMAIL',
    ]);

    // The oracle: the first line of each CNPJ is the voter, if its e-mail is empty or valid; later ones are duplicates.
    const firstLine = new Map<string, number>();
    const expectedValid = [];
    const expectedInvalid = [];
    for (const company of companies) {
      const taxId = cnpjDigits(company.cnpj);
      const email = company.email.trim();
      const emailOk = email === '' || validateEmail(email) === null;
      const first = firstLine.get(taxId);
      if (first === undefined) firstLine.set(taxId, company.line);
      if (emailOk && first === undefined) {
        expectedValid.push({
          line: company.line,
          name: oneSpace(company.name),
          taxId,
          email: email === '' ? null : email.toLowerCase(),
        });
      } else {
        expectedInvalid.push({ line: company.line, duplicateOf: first ?? null, emailOk });
      }
    }
    expect(valid.map(({ line, name, taxId, email }) => ({ line, name, taxId, email }))).toEqual(
      expectedValid,
    );
    expect(
      invalid.map((row) => ({
        line: row.line,
        duplicateOf: row.errors.find((e) => e.code === 'duplicate_tax_id')?.params?.firstLine ?? null,
        emailOk: !row.errors.some((e) => e.code === 'email_invalid'),
      })),
    ).toEqual(expectedInvalid);
    expect(summary.duplicates).toBe(2584 - firstLine.size);
    expect(valid.some((row) => row.name === '3R PETROLEUM OLÉO E GÁS S.A.')).toBe(true);
  });

  describe('as voter files', () => {
    // One voter per CNPJ, the CNPJ written as CVM writes it (formatted), bare (as CNPJ_Administrador is), or as
    // Excel keeps a number (leading zeros dropped).
    const random = seededRandom(47);
    const seen = new Set<string>();
    const voters = companies
      .filter((company) => !seen.has(company.cnpj) && seen.add(company.cnpj))
      .map((company, index) => {
        const taxId = cnpjDigits(company.cnpj);
        const integer = String(random.int(1, 9_999_999));
        const decimals = random.chance(0.5) ? String(random.int(1, 999_999)).padStart(6, '0') : '';
        const fraction = decimals.replace(/0+$/, '');
        const taxIdCell = [company.cnpj, taxId, taxId.replace(/^0+/, '')][index % 3] as string;
        return {
          taxIdCell,
          zeroesDropped: taxIdCell.length < 14,
          nameCell: company.name,
          email: `cvm${company.cdCvm}@exemplo.com.br`,
          /** pt-BR for ';' files, en for ',' files. */
          weightCells: {
            ';': `${groupThousands(integer, '.')}${decimals ? `,${decimals}` : ''}`,
            ',': `${groupThousands(integer, ',')}${decimals ? `.${decimals}` : ''}`,
          },
          expected: {
            name: oneSpace(company.name),
            taxIdType: 'CNPJ',
            taxId,
            email: `cvm${company.cdCvm}@exemplo.com.br`,
            phone: null,
            weight: fraction ? `${integer}.${fraction}` : integer,
          },
        };
      });

    for (const encoding of ['windows-1252', 'utf-8', 'utf-8-bom'] as FileEncoding[]) {
      for (const delimiter of [';', ','] as const) {
        it(`reads ${voters.length} companies back exactly from ${encoding}, ${JSON.stringify(delimiter)}`, async () => {
          const rows = voters.map((v) => [v.nameCell, v.taxIdCell, v.email, v.weightCells[delimiter]]);
          const bytes = csvFile([['Razão Social', 'CNPJ', 'E-mail', 'Quantidade de cotas'], ...rows], {
            delimiter,
            encoding,
          });
          const { summary, valid, invalid } = await readVoterCsvFully(
            inChunks(bytes, seededRandom(bytes.length), 4096),
          );
          // Banco do Brasil's CNPJ as a number is '191', also a valid CPF once padded: the only row refused.
          const ambiguous = voters.filter((v) => v.taxIdCell === '191');
          expect(ambiguous.map((v) => v.expected.name)).toEqual(['BANCO DO BRASIL S.A.']);
          expect(invalid.map((row) => [row.values.name, row.errors])).toEqual([
            ['BANCO DO BRASIL S.A.', [{ field: 'taxId', code: 'tax_id_ambiguous', value: '191' }]],
          ]);
          expect(valid.map(({ valid: _, line: __, ...voter }) => voter)).toEqual(
            voters.filter((v) => !ambiguous.includes(v)).map((v) => v.expected),
          );
          expect(summary).toMatchObject({
            rows: voters.length,
            valid: voters.length - 1,
            encoding: encoding === 'windows-1252' ? 'windows-1252' : 'utf-8',
            delimiter,
            zeroPaddedTaxIds: voters.filter((v) => v.zeroesDropped).length - 1,
          });
          expect(valid.filter((row) => /[ÁÉÍÓÚÂÊÔÃÕÇ]/.test(row.name)).length).toBeGreaterThan(100);
        });
      }
    }
  });
});
