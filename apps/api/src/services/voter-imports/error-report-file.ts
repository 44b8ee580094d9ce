import { DEFAULT_LOCALE, UTF8_BOM, csvLine } from '@backoffice/domain';
import { errorReportCells, errorReportHeader, type ReportedIssue } from '../../voter-import/index.ts';

// An import's error report is kept as the problems themselves, one JSON object per line ({line, field, code, value,
// params}): the upload does not know who will download it, and each download writes the CSV in the reader's
// language (errorReportCsvFrom). Reports kept before that (a `.csv` key: line;field;code;value) are served as they
// were written.

/** Where a new import's report is kept (the key is stored in voter_imports.error_report_key). */
export const errorReportKey = (importId: string) => `voter-import-${importId}-errors.ndjson`;

/** One problem as kept: one line of JSON. */
export function storedIssueLine(line: number, issue: ReportedIssue): string {
  return `${JSON.stringify({ line, ...issue })}\n`;
}

function* storedIssues(stored: Buffer): Generator<{ line: number; issue: ReportedIssue }> {
  for (const text of stored.toString('utf8').split('\n')) {
    if (text === '') continue;
    const { line, ...issue } = JSON.parse(text) as ReportedIssue & { line: number };
    yield { line, issue };
  }
}

/**
 * The report to download: the kept problems as CSV in `locale` (UTF-8 with BOM, ';', formula cells neutralized);
 * null stored (a file without errors): its header line only. A report kept as CSV is returned as it is.
 */
export function errorReportCsvFrom(
  stored: { key: string; bytes: Buffer } | null,
  locale: string = DEFAULT_LOCALE,
): Buffer {
  if (stored?.key.endsWith('.csv')) return stored.bytes;
  const parts = [UTF8_BOM, csvLine(errorReportHeader(locale))];
  if (stored)
    for (const { line, issue } of storedIssues(stored.bytes))
      parts.push(csvLine(errorReportCells(line, issue, locale)));
  return Buffer.from(parts.join(''), 'utf8');
}
