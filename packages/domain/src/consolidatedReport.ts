// A batch's consolidated report: one row per fund (child voting) and item, in the order the children come (the
// server's: by fund name) — a convenience across funds, not a legal document (each fund's minutes are its own
// voting's report). The rows are built here once, for the API's CSV and XLSX and for the admin app's test fakes.
import { type ChildOutcome } from './batchOutcome.ts';
import { batchVotingText } from './batchVotingText/index.ts';
import { csvLine, UTF8_BOM, type CsvCell } from './csvWriter.ts';
import { canonicalDecimal, localizeDecimal } from './decimal.ts';
import { formatCnpj } from './taxId.ts';
import { type VotingStatus } from './votingStatus.ts';

/** The report's languages: the API's reports are in pt-BR today. */
export type ConsolidatedReportLocale = 'pt-BR';

export interface ConsolidatedReportLabels {
  sheet: string;
  fundName: string;
  fundTaxId: string;
  status: string;
  outcome: string;
  itemPosition: string;
  itemText: string;
  approve: string;
  reject: string;
  abstain: string;
  conflict: string;
  required: string;
  voters: string;
  participants: string;
  auditorOpinion: string;
  tacitApprovalAllowed: string;
  opinions: Record<'unqualified' | 'qualified', string>;
  yes: string;
  no: string;
  decimalSeparator: string;
}

export const CONSOLIDATED_REPORT_LABELS: Record<ConsolidatedReportLocale, ConsolidatedReportLabels> = {
  'pt-BR': {
    sheet: 'Relatório consolidado',
    fundName: 'Fundo',
    fundTaxId: 'CNPJ do fundo',
    status: 'Situação',
    outcome: 'Resultado',
    itemPosition: 'Item',
    itemText: 'Texto do item',
    approve: 'Cotas a favor',
    reject: 'Cotas contra',
    abstain: 'Cotas em abstenção',
    conflict: 'Cotas em conflito de interesse',
    required: 'Cotas exigidas para o quórum',
    voters: 'Votantes',
    participants: 'Participantes',
    auditorOpinion: 'Parecer do auditor',
    tacitApprovalAllowed: 'Regulamento prevê aprovação tácita',
    opinions: { unqualified: 'Sem ressalva', qualified: 'Com ressalva' },
    yes: 'Sim',
    no: 'Não',
    decimalSeparator: ',',
  },
};

/** What the report needs of one child. */
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
export type ConsolidatedCell =
  | { kind: 'text'; value: string }
  | { kind: 'decimal'; value: string }
  | { kind: 'integer'; value: number }
  | { kind: 'empty' };

export interface ConsolidatedColumn {
  header: string;
  /** XLSX width, in characters. */
  width: number;
}

const text = (value: string): ConsolidatedCell => ({ kind: 'text', value });
const decimal = (value: string): ConsolidatedCell => ({ kind: 'decimal', value: canonicalDecimal(value) });
const integer = (value: number): ConsolidatedCell => ({ kind: 'integer', value });

export function consolidatedColumns(locale: ConsolidatedReportLocale = 'pt-BR'): ConsolidatedColumn[] {
  const c = CONSOLIDATED_REPORT_LABELS[locale];
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

/** One row of cells per child and item, children in the order they come, items by position. */
export function* consolidatedRows(
  children: Iterable<ConsolidatedChild>,
  locale: ConsolidatedReportLocale = 'pt-BR',
): Generator<ConsolidatedCell[]> {
  const c = CONSOLIDATED_REPORT_LABELS[locale];
  const words = batchVotingText(locale);
  for (const child of children) {
    const fund = [
      text(child.fundName),
      text(child.fundTaxId ? formatCnpj(child.fundTaxId) : ''),
      text(words.batchStatuses[child.status]),
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
  locale: ConsolidatedReportLocale = 'pt-BR',
): Generator<string> {
  // No digit grouping: '250000' and '1520,25' read as numbers in a spreadsheet set to the locale.
  const separators = { decimal: CONSOLIDATED_REPORT_LABELS[locale].decimalSeparator, group: '' };
  yield UTF8_BOM + csvLine(consolidatedColumns(locale).map((column) => column.header));
  for (const row of consolidatedRows(children, locale)) {
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
