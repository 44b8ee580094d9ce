// The downloadable error report, in the reader's language: one line per problem with the columns and sentences of
// the import screen (Linha;Campo;Problema;Valor lido — packages/domain voterImportText, which the admin shows too),
// values neutralized like every export.
import {
  DEFAULT_LOCALE,
  importErrorReportHeader,
  rowIssueMessage,
  voterFieldLabel,
} from '@backoffice/domain';
import { csvChunks, toCsv, type CsvCell } from '@backoffice/domain';
import type { IssueParams } from './issues.ts';
import type { InvalidVoterRow } from './rows.ts';

/** A problem of one line as the report prints it: a reader's issue, or one the endpoint adds (already_registered). */
export interface ReportedIssue {
  field: string | null;
  code: string;
  value?: string | undefined;
  params?: IssueParams | undefined;
}

/** Linha;Campo;Problema;Valor lido (in pt-BR). */
export function errorReportHeader(locale: string = DEFAULT_LOCALE): CsvCell[] {
  return importErrorReportHeader(locale);
}

/** One report line: the line number, the field and the problem in words, the value as read. */
export function errorReportCells(
  line: number,
  issue: ReportedIssue,
  locale: string = DEFAULT_LOCALE,
): CsvCell[] {
  return [line, voterFieldLabel(locale, issue.field), rowIssueMessage(locale, issue), issue.value ?? ''];
}

function* reportRows(rows: Iterable<InvalidVoterRow>, locale: string): Generator<CsvCell[]> {
  for (const row of rows) for (const issue of row.errors) yield errorReportCells(row.line, issue, locale);
}

export function errorReportCsv(rows: Iterable<InvalidVoterRow>, locale: string = DEFAULT_LOCALE): string {
  return toCsv([errorReportHeader(locale), ...reportRows(rows, locale)]);
}

/** The report as a stream of text chunks, for reports too long to hold as one string. */
export async function* errorReportCsvChunks(
  rows: AsyncIterable<InvalidVoterRow> | Iterable<InvalidVoterRow>,
  locale: string = DEFAULT_LOCALE,
): AsyncGenerator<string> {
  async function* all(): AsyncGenerator<CsvCell[]> {
    yield errorReportHeader(locale);
    for await (const row of rows) yield* reportRows([row], locale);
  }
  yield* csvChunks(all());
}
