// Voter import: from the bytes of an uploaded CSV to validated rows and explained errors. Pure (no database, no
// HTTP); the endpoints stage the file, show the preview and write the voters on confirm (reading the staged file
// again: a reading is deterministic).
//
//   const reading = readVoterCsv(request.raw);            // a Readable, an async iterable of chunks, or a Buffer
//   for await (const row of reading) {
//     if (row.valid) preview/insert { line, name, taxIdType, taxId, email, phone, weight }
//     else report { line, endLine, errors: [{ field, code, value?, params? }], values }
//   }
//   reading.summary  // rows, valid, invalid, duplicates, encoding, delimiter, columns (header → field), …
//
// - Input as Excel in Brazil writes it: ';' ',' or tab (sniffed from the header, or Excel's "sep=;" line), UTF-8
//   with or without BOM or Windows-1252 (decided per line: strict UTF-8, else Windows-1252), CRLF/LF/CR, quotes
//   read as Excel reads them (a stray quote that never closes costs its own line only), blank lines and trailing
//   delimiters ignored. Memory is bounded by one record (MAX_ROW_BYTES) plus the chunk being read.
// - Columns by header name, ignoring case, accents and punctuation (columns.ts: VOTER_COLUMNS, or pass `columns`
//   for another list: REPRESENTED_PARTY_COLUMNS, the voter portal's parties, with e-mail optional). Unknown
//   columns are listed in summary.columns with field null and otherwise ignored.
// - Values: CPF/CNPJ upper case without punctuation (alphanumeric CNPJ; leading zeros Excel dropped restored when
//   the check digits agree: packages/domain's readTaxId), e-mail lower case, phone E.164 (packages/domain's
//   readPhone), weight a decimal string (packages/domain's parseWeight reads '1.234,56', '1234.56'...; never a
//   float), name trimmed with whitespace runs as one space, otherwise as typed.
// - Every rejected row has at least one stable code (ROW_ISSUE_CODES; duplicate_tax_id names the first line). A
//   file that cannot be read throws VoterImportFileError (FILE_ISSUE_CODES; the contract reports it as line 0);
//   nothing else is thrown but what the source throws. Rows yielded before a late file error (too_many_rows,
//   file_too_large) must be dropped. Limits: limits.ts.
// - Exports: errorReportCsv(Chunks) for the error report (in the reader's language), voterCsvExample() for the example download.
export {
  BATCH_HOLDER_COLUMNS,
  REPRESENTED_PARTY_COLUMNS,
  VOTER_COLUMNS,
  type ColumnSpec,
  type ImportField,
  type MappedColumn,
} from './columns.ts';
export { decodeWindows1252, type TextEncodingName } from './decode.ts';
export { DELIMITERS, type Delimiter } from './delimiter.ts';
export {
  errorReportCells,
  errorReportCsv,
  errorReportCsvChunks,
  errorReportHeader,
  type ReportedIssue,
} from './error-report.ts';
export {
  REPRESENTED_PARTY_CSV_EXAMPLE_FILE_NAME,
  REPRESENTED_PARTY_CSV_EXAMPLE_ROWS,
  VOTER_CSV_EXAMPLE_FILE_NAME,
  VOTER_CSV_EXAMPLE_ROWS,
  representedPartyCsvExample,
  voterCsvExample,
} from './example.ts';
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
export { readCsvTable, type CsvTable, type CsvTableRecord } from './read-csv-table.ts';
export {
  readVoterCsv,
  readVoterCsvFully,
  type ReadVoterCsvOptions,
  type VoterCsvReading,
  type VoterCsvSource,
  type VoterImportSummary,
} from './read-voter-csv.ts';
export type { FundCells, InvalidVoterRow, ValidVoterRow, VoterRow, VoterRowResult } from './rows.ts';
