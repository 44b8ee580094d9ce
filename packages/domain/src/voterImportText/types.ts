import type { ImportRowCode, VoterField } from '../voterImportCodes.ts';

/**
 * The words of a voter import's problems in one language: what the import screen shows and what the downloadable
 * error report prints (the API writes the report with them, the admin shows them), so both say the same.
 * `{{name}}` marks a parameter of the issue (numbers formatted for the language).
 */
export interface VoterImportText {
  /** The error list's columns, the report's header. */
  columns: { line: string; field: string; reason: string; value: string };
  /** Each field's column, in words; `row` for a problem of the whole row. */
  fields: Record<VoterField | 'row', string>;
  /** In the line column for a problem of the whole file (line 0). */
  wholeFile: string;
  /** One sentence per row code; `unknown` names a code this version does not know (`{{code}}`). */
  issues: Record<ImportRowCode | 'unknown', string>;
  /** The start of the error report's file name (a slug of the uploaded file's name follows). */
  errorReportFile: string;
}
