// The batch's consolidated report as XLSX (exceljs' streaming writer: numbers as numbers, a header row, column
// widths). Its rows and the CSV come from the domain (consolidatedReport.ts), from the children's reading the batch
// detail shows (services/voting-batches/child-readings.ts).
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  CONSOLIDATED_REPORT_LABELS,
  consolidatedColumns,
  consolidatedRows,
  type ConsolidatedChild,
  type ConsolidatedReportLocale,
} from '@backoffice/domain';

/**
 * Writes the XLSX to `stream` (a response, a file) with exceljs' streaming writer: each row is committed as it is
 * written, so memory does not grow with the funds. Quotas are numbers with up to 6 places (a double holds them
 * exactly below about 10^9 quotas; the CSV keeps the exact decimal).
 */
export async function writeConsolidatedXlsx(
  stream: Writable,
  children: Iterable<ConsolidatedChild>,
  locale: ConsolidatedReportLocale = 'pt-BR',
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(CONSOLIDATED_REPORT_LABELS[locale].sheet, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const layout = consolidatedColumns(locale);
  sheet.columns = layout.map((column, index) => ({
    key: String(index),
    width: column.width,
  }));
  const header = sheet.addRow(layout.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for (const row of consolidatedRows(children, locale)) {
    sheet
      .addRow(
        row.map((cell) =>
          cell.kind === 'empty' ? null : cell.kind === 'decimal' ? Number(cell.value) : cell.value,
        ),
      )
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}
