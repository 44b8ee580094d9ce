// The batch's consolidated report: one row per fund (child voting) and item, in fund-name and item order — a
// convenience across funds, not a legal document (each fund's minutes are its own voting's report). The rows come
// from the children's reading the batch detail shows (services/voting-batches/child-readings.ts); here they only get
// their words and formats, as CSV (written as the vote map: ';', UTF-8 with BOM, CRLF, decimal comma, cells
// neutralized against formula injection) or XLSX (exceljs' streaming writer: numbers as numbers, a header row,
// column widths).
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  batchVotingText,
  canonicalDecimal,
  formatCnpj,
  localizeDecimal,
  type ChildOutcome,
  type VotingStatus,
} from '@backoffice/domain';
import { csvLine, UTF8_BOM, type CsvCell } from '../voter-import/index.ts';
import { DEFAULT_REPORT_LOCALE, REPORT_LABELS, type ReportLocale } from './report-labels.ts';

/** What the report needs of one child (a subset of ChildReading). */
export interface ConsolidatedChild {
  fundName: string;
  fundTaxId: string;
  status: VotingStatus;
  outcome: { outcome: ChildOutcome };
  voters: number;
  participants: number;
  auditorOpinion: 'unqualified' | 'qualified' | null;
  tacitApprovalAllowed: boolean;
  items: readonly {
    position: number;
    title: string;
    totals: Record<'approve' | 'reject' | 'abstain' | 'conflict', { weight: string }>;
    decision: { quorum: { required: string } | null };
  }[];
}

/** A cell before its format: text, a decimal (canonical string), an integer, or empty. */
type Cell =
  | { kind: 'text'; value: string }
  | { kind: 'decimal'; value: string }
  | { kind: 'integer'; value: number }
  | { kind: 'empty' };

interface Column {
  header: string;
  /** XLSX width, in characters. */
  width: number;
}

const text = (value: string): Cell => ({ kind: 'text', value });
const decimal = (value: string): Cell => ({ kind: 'decimal', value: canonicalDecimal(value) });
const integer = (value: number): Cell => ({ kind: 'integer', value });

function columns(locale: ReportLocale): Column[] {
  const c = REPORT_LABELS[locale].consolidated;
  return [
    { header: c.fundName, width: 40 },
    { header: c.fundTaxId, width: 20 },
    { header: c.status, width: 12 },
    { header: c.outcome, width: 22 },
    { header: c.itemPosition, width: 6 },
    { header: c.itemText, width: 60 },
    { header: c.approve, width: 16 },
    { header: c.reject, width: 16 },
    { header: c.abstain, width: 16 },
    { header: c.conflict, width: 16 },
    { header: c.required, width: 18 },
    { header: c.voters, width: 10 },
    { header: c.participants, width: 13 },
    { header: c.auditorOpinion, width: 16 },
    { header: c.tacitApprovalAllowed, width: 18 },
  ];
}

/** One row of cells per child and item, in the order the children come (the loader's: by fund name). */
function* rows(children: Iterable<ConsolidatedChild>, locale: ReportLocale): Generator<Cell[]> {
  const labels = REPORT_LABELS[locale];
  const c = labels.consolidated;
  const words = batchVotingText(locale);
  for (const child of children) {
    const fund = [
      text(child.fundName),
      text(child.fundTaxId ? formatCnpj(child.fundTaxId) : ''),
      text(labels.pdf.statuses[child.status]),
      text(words.childOutcomes[child.outcome.outcome]),
    ];
    const facts = [
      integer(child.voters),
      integer(child.participants),
      text(child.auditorOpinion ? c.opinions[child.auditorOpinion] : ''),
      text(child.tacitApprovalAllowed ? c.yes : c.no),
    ];
    for (const item of [...child.items].sort((a, b) => a.position - b.position)) {
      const required = item.decision.quorum?.required;
      yield [
        ...fund,
        integer(item.position),
        text(item.title),
        decimal(item.totals.approve.weight),
        decimal(item.totals.reject.weight),
        decimal(item.totals.abstain.weight),
        decimal(item.totals.conflict.weight),
        required === undefined ? { kind: 'empty' } : decimal(required),
        ...facts,
      ];
    }
  }
}

/** The CSV's lines: the byte order mark and the header first, then one CRLF-terminated line per row. */
export function* consolidatedCsvLines(
  children: Iterable<ConsolidatedChild>,
  locale: ReportLocale = DEFAULT_REPORT_LOCALE,
): Generator<string> {
  // No digit grouping: '250000' and '1520,25' read as numbers in a spreadsheet set to the locale.
  const separators = { decimal: REPORT_LABELS[locale].numbers.decimal, group: '' };
  yield UTF8_BOM + csvLine(columns(locale).map((column) => column.header));
  for (const row of rows(children, locale)) {
    yield csvLine(
      row.map((cell): CsvCell => {
        if (cell.kind === 'empty') return '';
        if (cell.kind === 'integer') return String(cell.value);
        if (cell.kind === 'decimal') return localizeDecimal(cell.value, separators);
        return cell.value;
      }),
    );
  }
}

/**
 * Writes the XLSX to `stream` (a response, a file) with exceljs' streaming writer: each row is committed as it is
 * written, so memory does not grow with the funds. Quotas are numbers with up to 6 places (a double holds them
 * exactly below about 10^9 quotas; the CSV keeps the exact decimal).
 */
export async function writeConsolidatedXlsx(
  stream: Writable,
  children: Iterable<ConsolidatedChild>,
  locale: ReportLocale = DEFAULT_REPORT_LOCALE,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(REPORT_LABELS[locale].consolidated.sheet, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const layout = columns(locale);
  sheet.columns = layout.map((column, index) => ({
    key: String(index),
    width: column.width,
  }));
  const header = sheet.addRow(layout.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for (const row of rows(children, locale)) {
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
