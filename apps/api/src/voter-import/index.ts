// Voter import: from the bytes of an uploaded CSV to validated rows and explained errors. Pure (no database, no
// HTTP); the endpoints stage the file, show the preview and write the voters on confirm.
//
//   const reading = readVoterCsv(request.raw);            // a Readable, an async iterable of chunks, or a Buffer
//   for await (const row of reading) {
//     if (row.valid) preview/insert { line, name, taxIdType, taxId, email, phone, weight }
//     else report { line, endLine, errors: [{ field, code, value?, params? }], values }
//   }
//   reading.summary  // rows, valid, invalid, duplicates, encoding, delimiter, columns (header → field), …
//
// - Input as Excel in Brazil writes it: ';' ',' or tab (sniffed from the header, or a "sep=;" line), UTF-8 with or
//   without BOM or Windows-1252 (decided per line: strict UTF-8, else Windows-1252), CRLF/LF/CR, stray quotes
//   read as Excel reads them, blank lines and trailing delimiters ignored. Memory is bounded by one record.
// - Columns by header name, ignoring case, accents and punctuation (columns.ts; VOTER_COLUMNS, or pass
//   `columns` for another list, e.g. represented parties). Unknown columns are ignored (summary.columns).
// - Every rejected row has at least one stable code (issues.ts: ROW_ISSUE_CODES), duplicates name the first line
//   of their CPF/CNPJ. A file that cannot be read throws VoterImportFileError with FILE_ISSUE_CODES, and nothing
//   else is thrown (but what the source throws). Limits: limits.ts.
// - Exports: neutralizeFormula / csvCell / toCsv / csvChunks (';', UTF-8 BOM, CRLF, formula injection
//   neutralized), errorReportCsv(Chunks) for the error report, voterCsvExample() for the example download.
export { VOTER_COLUMNS, normalizeHeader, type ColumnSpec, type MappedColumn } from './columns.ts';
export {
  CSV_DELIMITER,
  CSV_LINE_END,
  UTF8_BOM,
  csvCell,
  csvChunks,
  csvLine,
  neutralizeFormula,
  toCsv,
  type CsvCell,
} from './csv-writer.ts';
export type { TextEncodingName } from './decode.ts';
export { DELIMITERS, type Delimiter } from './delimiter.ts';
export {
  ERROR_REPORT_HEADER,
  errorReportCsv,
  errorReportCsvChunks,
  type ErrorReportOptions,
} from './error-report.ts';
export { VOTER_CSV_EXAMPLE_FILE_NAME, VOTER_CSV_EXAMPLE_ROWS, voterCsvExample } from './example.ts';
export {
  FILE_ISSUE_CODES,
  ROW_ISSUE_CODES,
  VOTER_FIELDS,
  VoterImportFileError,
  type FileIssue,
  type FileIssueCode,
  type IssueParams,
  type RowIssue,
  type RowIssueCode,
  type VoterField,
} from './issues.ts';
export * from './limits.ts';
export {
  readVoterCsv,
  readVoterCsvFully,
  type ReadVoterCsvOptions,
  type VoterCsvReading,
  type VoterCsvSource,
  type VoterImportSummary,
} from './read-voter-csv.ts';
export type { InvalidVoterRow, ValidVoterRow, VoterRow, VoterRowResult } from './rows.ts';
