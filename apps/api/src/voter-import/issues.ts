// The stable codes that explain every rejected row and every unreadable file. The UI translates them (pt-BR first);
// they never change meaning once shipped.

/** The fields a voter list carries. */
export const VOTER_FIELDS = ['name', 'taxId', 'email', 'phone', 'weight'] as const;
export type VoterField = (typeof VOTER_FIELDS)[number];

export const ROW_ISSUE_CODES = [
  // The record as a whole (field null).
  'row_too_long',
  'too_many_cells',
  'unreadable_row',
  'extra_cells',
  /** An invalid row read across several lines: a quote opened a cell that only closed lines later. */
  'row_spans_lines',
  // One cell (field set).
  'cell_too_long',
  'name_missing',
  'name_too_long',
  'name_invalid',
  'tax_id_missing',
  'tax_id_invalid',
  /** A number that, with its leading zeros restored, is both a valid CPF and a valid CNPJ. */
  'tax_id_ambiguous',
  'tax_id_scientific_notation',
  'duplicate_tax_id',
  'email_missing',
  'email_invalid',
  'phone_missing',
  'phone_invalid',
  'weight_missing',
  'weight_invalid',
  'weight_not_positive',
  'weight_too_many_decimals',
  'weight_too_large',
] as const;
export type RowIssueCode = (typeof ROW_ISSUE_CODES)[number];

export const FILE_ISSUE_CODES = [
  'file_empty',
  'file_too_large',
  'file_is_spreadsheet',
  'file_not_text',
  'encoding_unsupported',
  'header_too_long',
  'header_too_many_columns',
  'column_missing',
  'column_duplicated',
  'no_rows',
  'too_many_rows',
] as const;
export type FileIssueCode = (typeof FILE_ISSUE_CODES)[number];

export type IssueParams = Record<string, string | number>;

/** One reason a row was rejected. `value` is the cell as read (cut to MAX_REPORTED_VALUE_CHARS). */
export interface RowIssue {
  field: VoterField | null;
  code: RowIssueCode;
  value?: string;
  params?: IssueParams;
}

/** One reason the whole file was refused (the contract reports it as line 0). */
export interface FileIssue {
  field: VoterField | null;
  code: FileIssueCode;
  params?: IssueParams;
}

/** The only error reading a file throws on its own account (the source stream may throw its own). */
export class VoterImportFileError extends Error {
  readonly issues: readonly FileIssue[];

  constructor(issues: readonly FileIssue[]) {
    super(`voter file refused: ${issues.map((issue) => issue.code).join(', ')}`);
    this.name = 'VoterImportFileError';
    this.issues = issues;
  }
}

export function fileError(code: FileIssueCode, params?: IssueParams, field: VoterField | null = null) {
  return new VoterImportFileError([params ? { field, code, params } : { field, code }]);
}
