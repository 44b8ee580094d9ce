// The downloadable error report: one line per problem (line;field;code;value), values neutralized like every
// export. The codes are stable; a caller that can translate them passes `describe` to add a message column.
import { csvChunks, toCsv, type CsvCell } from './csv-writer.ts';
import type { RowIssue } from './issues.ts';
import type { InvalidVoterRow } from './rows.ts';

export const ERROR_REPORT_HEADER = ['line', 'field', 'code', 'value'] as const;

export interface ErrorReportOptions {
  /** Header cells (default ERROR_REPORT_HEADER, plus 'message' with describe). */
  header?: readonly string[];
  describe?: (issue: RowIssue, row: InvalidVoterRow) => string;
}

function* reportRows(rows: Iterable<InvalidVoterRow>, options: ErrorReportOptions): Generator<CsvCell[]> {
  for (const row of rows) {
    for (const issue of row.errors) {
      const cells: CsvCell[] = [row.line, issue.field ?? '', issue.code, issue.value ?? ''];
      if (options.describe) cells.push(options.describe(issue, row));
      yield cells;
    }
  }
}

function headerOf(options: ErrorReportOptions): CsvCell[] {
  return [...(options.header ?? [...ERROR_REPORT_HEADER, ...(options.describe ? ['message'] : [])])];
}

export function errorReportCsv(rows: Iterable<InvalidVoterRow>, options: ErrorReportOptions = {}): string {
  return toCsv([headerOf(options), ...reportRows(rows, options)]);
}

/** The report as a stream of text chunks, for reports too long to hold as one string. */
export async function* errorReportCsvChunks(
  rows: AsyncIterable<InvalidVoterRow> | Iterable<InvalidVoterRow>,
  options: ErrorReportOptions = {},
): AsyncGenerator<string> {
  async function* all(): AsyncGenerator<CsvCell[]> {
    yield headerOf(options);
    for await (const row of rows) yield* reportRows([row], options);
  }
  yield* csvChunks(all());
}
