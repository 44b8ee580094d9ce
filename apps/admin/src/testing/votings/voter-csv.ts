import type { FieldError, VoterImport, VoterImportError, VoterImportRow } from '@backoffice/api-client';
import { detectTaxIdType, onlyTaxIdChars, parseWeight, readPhone, validateEmail } from '@backoffice/domain';
import { byteLength } from './uploads';
import { splitCells } from '../csv-cells';

// A small reader of voter files with the server's codes: `;`, `,` or tab, a BOM, header aliases, one error per
// broken cell; the cells' rules are the domain's (detectTaxIdType, validateEmail, readPhone, parseWeight).

const HEADER_ALIASES: Record<string, string[]> = {
  name: ['nome', 'name', 'cotista', 'nome completo'],
  taxId: ['cpf/cnpj', 'cpf', 'cnpj', 'cpf_cnpj', 'documento', 'tax id'],
  email: ['e-mail', 'email'],
  phone: ['telefone', 'celular', 'phone'],
  weight: ['peso', 'cotas', 'quantidade de cotas', 'weight'],
};
const FIELD_OF = new Map(
  Object.entries(HEADER_ALIASES).flatMap(([field, aliases]) => aliases.map((alias) => [alias, field])),
);
const ERRORS_LISTED = 1000;
const PREVIEW_ROWS = 50;

type CsvReading =
  | { ok: true; voterImport: VoterImport; valid: VoterImportRow[]; allErrors: VoterImportError[] }
  | { ok: false; errors: FieldError[] };

export function readVoterCsv(text: string, fileName: string, taken: Set<string>, id: string): CsvReading {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') return { ok: false, errors: [{ field: '', code: 'file_empty' }] };
  const lines = content.split(/\r?\n/);
  const header = lines[0]!;
  const delimiter = header.includes(';') ? ';' : header.includes('\t') ? '\t' : ',';
  const headers = splitCells(header, delimiter).map((cell) => cell.trim());
  const columns = headers
    .filter(Boolean)
    .map((h) => ({ header: h, field: FIELD_OF.get(h.toLowerCase()) ?? null }));
  const indexOf = new Map<string, number>();
  headers.forEach((h, index) => {
    const field = FIELD_OF.get(h.toLowerCase());
    if (field && !indexOf.has(field)) indexOf.set(field, index);
  });
  const missing = ['name', 'taxId', 'email'].filter((field) => !indexOf.has(field));
  if (missing.length)
    return {
      ok: false,
      errors: missing.map((field) => ({
        field,
        code: 'column_missing',
        params: { aliases: HEADER_ALIASES[field]!.join(', ') },
      })),
    };

  const summary = { rows: 0, valid: 0, invalid: 0, duplicates: 0, alreadyRegistered: 0 };
  const valid: VoterImportRow[] = [];
  const allErrors: VoterImportError[] = [];
  const firstLine = new Map<string, number>();
  lines.slice(1).forEach((line, index) => {
    const lineNumber = index + 2;
    if (line.trim() === '' || /^[;,\s]*$/.test(line)) return;
    summary.rows++;
    const cells = splitCells(line, delimiter);
    const cell = (field: string) =>
      indexOf.has(field) ? (cells[indexOf.get(field)!] ?? '').trim() : undefined;
    const errors: VoterImportError[] = [];
    const issue = (
      field: string | null,
      code: string,
      value?: string,
      params?: Record<string, string | number>,
    ) =>
      errors.push({
        line: lineNumber,
        field,
        code,
        ...(value ? { value } : {}),
        ...(params ? { params } : {}),
      });

    const name = cell('name') ?? '';
    if (name === '') issue('name', 'name_missing');
    const rawTaxId = cell('taxId') ?? '';
    const taxIdType = rawTaxId === '' ? null : detectTaxIdType(rawTaxId);
    const taxId = onlyTaxIdChars(rawTaxId);
    if (rawTaxId === '') issue('taxId', 'tax_id_missing');
    else if (/e\+?\d/i.test(rawTaxId)) issue('taxId', 'tax_id_scientific_notation', rawTaxId);
    else if (!taxIdType) issue('taxId', 'tax_id_invalid', rawTaxId);
    const email = cell('email') ?? '';
    if (email === '') issue('email', 'email_missing');
    else if (validateEmail(email)) issue('email', 'email_invalid', email);
    const phone = cell('phone') || null;
    // The server's rule (domain readPhone); the fake keeps the cell as typed.
    if (phone && !readPhone(phone).ok) issue('phone', 'phone_invalid', phone);
    const weightCell = cell('weight');
    let weight = '1';
    if (weightCell === '') issue('weight', 'weight_missing');
    else if (weightCell !== undefined) {
      // The server's reading (domain parseWeight): a ';' file is Excel's in Brazil, with the decimal comma.
      const read = parseWeight(weightCell, { decimalSeparator: delimiter !== ',' ? ',' : '.' });
      if (!read.ok) issue('weight', read.code, weightCell);
      else weight = read.value;
    }
    if (taxIdType) {
      const first = firstLine.get(taxId);
      if (first !== undefined) {
        issue('taxId', 'duplicate_tax_id', taxId, { firstLine: first });
        summary.duplicates++;
      } else firstLine.set(taxId, lineNumber);
    }
    if (errors.length) {
      summary.invalid++;
      allErrors.push(...errors);
      return;
    }
    if (taken.has(taxId)) {
      summary.alreadyRegistered++;
      summary.invalid++;
      return;
    }
    summary.valid++;
    valid.push({ line: lineNumber, name, taxIdType: taxIdType!, taxId, email, phone, weight });
  });
  if (summary.rows === 0) return { ok: false, errors: [{ field: '', code: 'no_rows' }] };
  const voterImport: VoterImport = {
    id,
    status: 'ready',
    fileName,
    size: byteLength(text),
    createdAt: new Date().toISOString(),
    summary: {
      ...summary,
      encoding: 'utf-8',
      delimiter: delimiter as VoterImport['summary']['delimiter'],
      columns,
    },
    errors: allErrors.slice(0, ERRORS_LISTED),
    errorsTruncated: allErrors.length > ERRORS_LISTED,
    preview: valid.slice(0, PREVIEW_ROWS),
    progress: { done: 0, total: summary.valid },
  };
  return { ok: true, voterImport, valid, allErrors };
}

/** A cell of the fake's CSV: quoted when it holds the delimiter, a quote or a line break. */
export const csvCell = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export const EXAMPLE_CSV =
  '\uFEFFNome;CPF/CNPJ;E-mail;Telefone;Peso\r\n' +
  'Maria da Silva;529.982.247-25;maria.silva@exemplo.com.br;(11) 98765-4321;1.250,5\r\n' +
  'Empresa Exemplo Ltda.;11.222.333/0001-81;assembleias@exemplo.com.br;;100\r\n';
