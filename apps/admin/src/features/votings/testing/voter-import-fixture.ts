import type { VoterImport, VoterImportError, VoterImportRow } from '@backoffice/api-client';
import { cnpjCheckDigits, cpfCheckDigits } from '@backoffice/domain';

// A realistic read voter list for the import panel's stories: 1,000 rows of a fund's unitholders exported from Excel
// (';', Windows-1252), 32 refused for the reasons the server gives, the first 50 valid rows as the preview.

const FIRST = ['Maria', 'João', 'Ana', 'Pedro', 'Luiza', 'Carlos', 'Fernanda', 'Rafael', 'Juliana', 'Marcos'];
const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
];

const cpf = (n: number) => {
  const base = String(100_000_000 + n * 7919).slice(0, 9);
  return base + cpfCheckDigits(base);
};
const cnpj = (n: number) => {
  const base = `${String(11_222_333 + n).slice(0, 8)}0001`;
  return base + cnpjCheckDigits(base);
};

export function previewRows(count = 50): VoterImportRow[] {
  return Array.from({ length: count }, (_, index) => {
    const line = index + 2;
    const company = index % 9 === 4;
    const name = company
      ? `${LAST[index % LAST.length]} Participações Ltda.`
      : `${FIRST[index % FIRST.length]} ${LAST[(index * 3) % LAST.length]}`;
    return {
      line,
      name,
      taxIdType: company ? 'CNPJ' : 'CPF',
      taxId: company ? cnpj(index) : cpf(index),
      email: `${name.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${line}@exemplo.com.br`,
      phone: index % 3 === 0 ? null : `+55119${String(80_000_000 + index * 1013).slice(0, 8)}`,
      weight: index % 4 === 0 ? '1250.5' : String(100 + index * 10),
    };
  });
}

const ERRORS: VoterImportError[] = [
  { line: 14, field: 'taxId', code: 'tax_id_invalid', value: '123.456.789-00' },
  { line: 27, field: 'email', code: 'email_invalid', value: 'joao.silva@' },
  { line: 31, field: 'taxId', code: 'duplicate_tax_id', value: '52998224725', params: { firstLine: 2 } },
  { line: 45, field: 'taxId', code: 'tax_id_scientific_notation', value: '5,29982E+10' },
  { line: 58, field: 'weight', code: 'weight_invalid', value: 'mil' },
  { line: 63, field: 'name', code: 'name_missing' },
  { line: 77, field: null, code: 'extra_cells', params: { cells: 7, columns: 5 } },
  { line: 81, field: 'weight', code: 'weight_too_many_decimals', value: '10,1234567' },
  { line: 96, field: 'phone', code: 'phone_invalid', value: '1234' },
  { line: 102, field: 'email', code: 'email_missing' },
  { line: 118, field: null, code: 'row_spans_lines', params: { endLine: 121 } },
  { line: 130, field: 'taxId', code: 'tax_id_ambiguous', value: '00000000000191' },
  { line: 144, field: 'name', code: 'name_rude', value: '=cmd|calc' },
];

export function voterImportFixture(overrides: Partial<VoterImport> = {}): VoterImport {
  return {
    id: 'b1000000-0000-4000-8000-000000000042',
    status: 'ready',
    fileName: 'cotistas-FPLC11-2026.csv',
    size: 84_213,
    createdAt: '2026-11-23T12:00:00.000Z',
    summary: {
      rows: 1000,
      valid: 966,
      invalid: 34,
      duplicates: 3,
      alreadyRegistered: 2,
      encoding: 'windows-1252',
      delimiter: ';',
      columns: [
        { header: 'Nome do cotista', field: 'name' },
        { header: 'CPF/CNPJ', field: 'taxId' },
        { header: 'E-mail', field: 'email' },
        { header: 'Celular', field: 'phone' },
        { header: 'Qtde. cotas', field: 'weight' },
        { header: 'Observação', field: null },
      ],
    },
    errors: ERRORS,
    errorsTruncated: false,
    preview: previewRows(),
    progress: { done: 0, total: 966 },
    ...overrides,
  };
}
