import { ERROR_REPORT_HEADER, toCsv } from '../../voter-import/index.ts';

/** The report of a file without errors: its header line only (the same columns as every error report). */
export function errorReportHeaderOnly(): Buffer {
  return Buffer.from(toCsv([ERROR_REPORT_HEADER]), 'utf8');
}
