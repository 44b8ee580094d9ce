// Which header names mean which field. Headers are compared as packages/domain's normalizeHeader writes them:
// ignoring case, accents and every character that is not a letter or digit.
import {
  BATCH_FUND_COLUMN_ALIASES,
  BATCH_HOLDER_COLUMN_ALIASES,
  normalizeHeader,
  type BatchFundField,
} from '@backoffice/domain';
import { VoterImportFileError, type FileIssue, type VoterField } from './issues.ts';

/** What a column feeds: a voter's field, or (the batch's holders spreadsheet) one of the fund's two cells. */
export type ImportField = VoterField | BatchFundField;

export interface ColumnSpec {
  field: ImportField;
  /** Header names that mean this field, as a person would write them. */
  aliases: readonly string[];
  /** A required column must be in the header. Its cells must be filled too, except e-mail and phone, whose
   * empty cells read as null when the column is optional. */
  required: boolean;
}

/** The voter list of a voting (issue 5). Issue 6 reuses it for represented parties, with e-mail optional. */
export const VOTER_COLUMNS: readonly ColumnSpec[] = [
  {
    field: 'name',
    aliases: [
      'nome',
      'nome completo',
      'razão social',
      'nome/razão social',
      'nome ou razão social',
      'name',
      'full name',
    ],
    required: true,
  },
  {
    field: 'taxId',
    aliases: ['cpf', 'cnpj', 'cpf/cnpj', 'cpf_cnpj', 'cnpj/cpf', 'cpf ou cnpj', 'documento', 'tax id'],
    required: true,
  },
  { field: 'email', aliases: ['email', 'e-mail', 'endereço de e-mail'], required: true },
  { field: 'phone', aliases: ['telefone', 'celular', 'whatsapp', 'fone', 'phone'], required: false },
  {
    field: 'weight',
    aliases: ['peso', 'cotas', 'quantidade de cotas', 'quotas', 'qtd cotas', 'qtde cotas', 'weight'],
    required: false,
  },
];

/**
 * Parties an attorney represents in the voter portal (issue 6): Nome;CPF/CNPJ;Peso. E-mail and phone columns may be
 * there (a voter list reused as is) and are read like a voter list's, but are optional and not kept.
 */
export const REPRESENTED_PARTY_COLUMNS: readonly ColumnSpec[] = VOTER_COLUMNS.map((spec) =>
  spec.field === 'email' ? { ...spec, required: false } : spec,
);

/**
 * The batch voting's spreadsheet of all holders of all funds (issue 19): the fund's CNPJ and name (required), then a
 * voter list's columns under their own names or the batch's (nome_cotista, cpf_cnpj_cotista, qtd_cotas…). The
 * holder's cells are read as a voter list's; the fund's are read by packages/domain's batch holder grouper.
 */
export const BATCH_HOLDER_COLUMNS: readonly ColumnSpec[] = [
  { field: 'fundTaxId', aliases: BATCH_FUND_COLUMN_ALIASES.fundTaxId, required: true },
  { field: 'fundName', aliases: BATCH_FUND_COLUMN_ALIASES.fundName, required: true },
  ...VOTER_COLUMNS.map((spec) => ({
    ...spec,
    aliases: [...spec.aliases, ...BATCH_HOLDER_COLUMN_ALIASES[spec.field as VoterField]],
  })),
];

export interface ColumnLookup {
  specs: readonly ColumnSpec[];
  byAlias: ReadonlyMap<string, ColumnSpec>;
}

/** Checks a column set once: every field at most once, name and CPF/CNPJ always required, no alias shared. */
export function columnLookup(specs: readonly ColumnSpec[]): ColumnLookup {
  const byAlias = new Map<string, ColumnSpec>();
  const fields = new Set<ImportField>();
  for (const spec of specs) {
    if (fields.has(spec.field)) throw new RangeError(`column set: ${spec.field} twice`);
    fields.add(spec.field);
    for (const alias of spec.aliases) {
      const key = normalizeHeader(alias);
      const other = byAlias.get(key);
      if (other && other !== spec)
        throw new RangeError(`column set: alias '${alias}' of ${other.field} and ${spec.field}`);
      byAlias.set(key, spec);
    }
  }
  for (const field of ['name', 'taxId'] as const) {
    if (!specs.some((spec) => spec.field === field && spec.required)) {
      throw new RangeError(`column set: ${field} must be a required column`);
    }
  }
  return { specs, byAlias };
}

export interface MappedColumn {
  /** The header cell as written (trimmed). */
  header: string;
  field: ImportField | null;
}

export interface HeaderMapping {
  columns: MappedColumn[];
  /** Cell index of each field present. */
  indexOf: Partial<Record<ImportField, number>>;
}

/** How many header cells name a known column: what the delimiter sniffer maximizes. */
export function countKnownHeaders(cells: readonly string[], lookup: ColumnLookup): number {
  return cells.filter((cell) => lookup.byAlias.has(normalizeHeader(cell))).length;
}

/** Maps header cells to fields. Empty header cells (trailing delimiters) are dropped; unknown ones are kept with
 * field null (the summary lists them as ignored). A required column missing or a field named twice refuses the
 * file, with every such problem listed at once. */
export function mapHeader(cells: readonly string[], lookup: ColumnLookup): HeaderMapping {
  const columns: MappedColumn[] = [];
  const indexOf: Partial<Record<ImportField, number>> = {};
  const headersOf = new Map<ImportField, string[]>();
  cells.forEach((cell, index) => {
    const header = cell.trim();
    if (header === '') return;
    const field = lookup.byAlias.get(normalizeHeader(header))?.field ?? null;
    columns.push({ header, field });
    if (field === null) return;
    headersOf.set(field, [...(headersOf.get(field) ?? []), header]);
    indexOf[field] ??= index;
  });
  const issues: FileIssue[] = [];
  for (const [field, headers] of headersOf) {
    if (headers.length > 1) {
      issues.push({ field, code: 'column_duplicated', params: { headers: headers.join(', ') } });
    }
  }
  for (const spec of lookup.specs) {
    if (spec.required && indexOf[spec.field] === undefined) {
      issues.push({
        field: spec.field,
        code: 'column_missing',
        params: { aliases: spec.aliases.join(', ') },
      });
    }
  }
  if (issues.length > 0) throw new VoterImportFileError(issues);
  return { columns, indexOf };
}
