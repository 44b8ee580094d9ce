import type { VoterImportError } from '@backoffice/api-client';
import {
  BATCH_FUND_COLUMN_ALIASES,
  BATCH_HOLDER_COLUMN_ALIASES,
  detectTaxIdType,
  groupBatchHolders,
  onlyTaxIdChars,
  parseWeight,
  validateEmail,
  type BatchHolderGrouping,
  type BatchHolderRowInput,
  type BatchRowIssue,
} from '@backoffice/domain';

// A small reader of the holders spreadsheet for the fake: `;` or `,`, the domain's column names for the fund's and
// the holder's cells (plus the voter list's own), the holder's cells checked with the domain's rules, and the rows
// grouped into funds by the domain's grouper (groupBatchHolders) — the fund problems, a holder twice in one fund.

const VOTER_ALIASES: Record<string, readonly string[]> = {
  name: ['nome', 'name'],
  taxId: ['cpf/cnpj', 'cpf', 'cnpj', 'cpf_cnpj'],
  email: ['email', 'e-mail'],
  phone: ['celular', 'telefone', 'phone'],
  weight: ['peso', 'cotas', 'qtd_cotas'],
};
const FIELD_OF = new Map<string, string>(
  [BATCH_FUND_COLUMN_ALIASES, BATCH_HOLDER_COLUMN_ALIASES, VOTER_ALIASES].flatMap((aliases) =>
    Object.entries(aliases).flatMap(([field, names]) =>
      names.map((name) => [name, field] as [string, string]),
    ),
  ),
);

export type HoldersReading =
  | { ok: true; grouping: BatchHolderGrouping; errors: VoterImportError[] }
  | { ok: false; errors: { field: string; code: string }[] };

export function readHoldersCsv(text: string): HoldersReading {
  const content = text.replace(/^\uFEFF/, '');
  if (!content.trim()) return { ok: false, errors: [{ field: '', code: 'file_empty' }] };
  const [header, ...lines] = content.split(/\r?\n/);
  const delimiter = header!.includes(';') ? ';' : ',';
  const indexOf = new Map<string, number>();
  header!.split(delimiter).forEach((cell, index) => {
    const field = FIELD_OF.get(cell.trim().toLowerCase());
    if (field && !indexOf.has(field)) indexOf.set(field, index);
  });
  const missing = ['fundTaxId', 'fundName', 'name', 'taxId', 'email'].filter((field) => !indexOf.has(field));
  if (missing.length)
    return { ok: false, errors: missing.map((field) => ({ field, code: 'column_missing' })) };

  const rows: BatchHolderRowInput[] = [];
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const cells = line.split(delimiter);
    const cell = (field: string) => (indexOf.has(field) ? (cells[indexOf.get(field)!] ?? '').trim() : '');
    const issues: BatchRowIssue[] = [];
    const name = cell('name');
    if (!name) issues.push({ field: 'name', code: 'name_missing' });
    const rawTaxId = cell('taxId');
    const taxIdType = rawTaxId ? detectTaxIdType(rawTaxId) : null;
    if (!rawTaxId) issues.push({ field: 'taxId', code: 'tax_id_missing' });
    else if (!taxIdType) issues.push({ field: 'taxId', code: 'tax_id_invalid', value: rawTaxId });
    const email = cell('email');
    if (!email) issues.push({ field: 'email', code: 'email_missing' });
    else if (validateEmail(email)) issues.push({ field: 'email', code: 'email_invalid', value: email });
    let weight = '1';
    const weightCell = cell('weight');
    if (weightCell) {
      const read = parseWeight(weightCell, { decimalSeparator: delimiter === ';' ? ',' : '.' });
      if (read.ok) weight = read.value;
      else issues.push({ field: 'weight', code: read.code, value: weightCell });
    }
    const taxId = taxIdType ? onlyTaxIdChars(rawTaxId) : null;
    rows.push({
      line: index + 2,
      fundTaxId: cell('fundTaxId'),
      fundName: cell('fundName'),
      holder: issues.length
        ? { valid: false, errors: issues, values: { name, taxId: rawTaxId, email }, taxId }
        : {
            valid: true,
            name,
            taxIdType: taxIdType!,
            taxId: taxId!,
            email,
            phone: cell('phone') || null,
            weight,
          },
    });
  });
  const grouping = groupBatchHolders(rows);
  const errors = grouping.invalid.flatMap((row) =>
    row.errors.map((issue): VoterImportError => ({
      line: row.line,
      field: issue.field,
      code: issue.code,
      ...(issue.value ? { value: issue.value } : {}),
      ...(issue.params ? { params: issue.params } : {}),
    })),
  );
  return { ok: true, grouping, errors };
}
