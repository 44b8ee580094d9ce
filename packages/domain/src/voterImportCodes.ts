// The stable codes of the voter CSV import: the server explains every rejected row and every unreadable file with
// one of them, and the apps translate them (pt-BR first). They never change meaning once shipped.

/** The fields a voter list carries. */
export const VOTER_FIELDS = ['name', 'taxId', 'email', 'phone', 'weight'] as const;
export type VoterField = (typeof VOTER_FIELDS)[number];

/** Why a row is refused by the reader (apps/api/src/voter-import). */
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

/** Added by the import endpoint, which knows the voting: the CPF/CNPJ is already one of its voters. */
export const ALREADY_REGISTERED = 'already_registered';

/** Every code a row of an import answer may carry. */
export const IMPORT_ROW_CODES = [...ROW_ISSUE_CODES, ALREADY_REGISTERED] as const;
export type ImportRowCode = (typeof IMPORT_ROW_CODES)[number];

/** Added by the voter portal's import of represented parties (issue 6): that CPF/CNPJ already has a vote in the
 * voting (whoever cast it). */
export const ALREADY_VOTED = 'already_voted';
/** Added by the voter portal's import: this attorney already represents that CPF/CNPJ, or it is the attorney's own. */
export const ALREADY_REPRESENTED = 'already_represented';

/** Every code a row of a represented-parties import answer may carry. */
export const REPRESENTED_PARTY_ROW_CODES = [...ROW_ISSUE_CODES, ALREADY_VOTED, ALREADY_REPRESENTED] as const;
export type RepresentedPartyRowCode = (typeof REPRESENTED_PARTY_ROW_CODES)[number];

/** Why a whole file cannot be read. */
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
