// The vote maps of a batch's fund voting (issue 19; packages/domain voteMaps.ts says when each is due), written as
// every export of the product is (the domain's csvWriter.ts: ';', CRLF, formulas neutralized; the byte order mark
// is put before the text when it is downloaded: a database driver may drop it from a text column). Each
// line starts with the fund (name, CNPJ) and the map's kind, so that the batch's file is the funds' files one after
// the other under one header (concatVoteMaps).
// - summary maps ('preliminary', 'final'): one line per item — the approve / reject / abstain quotas and holders,
//   the conflicted quotas (out of the quorum base) and the quotas and holders able to vote; the preliminary one says
//   it is partial and as of when;
// - the detailed map ('final' detailed): the voting's vote map (vote-map-csv.ts: per holder and item, CPF/CNPJ
//   masked) behind the same fund columns.
import {
  canonicalDecimal,
  formatCnpj,
  localizeDecimal,
  type Amount,
  type ItemVoteTotals,
  type VoteMapKind,
  CSV_LINE_END,
  csvLine,
  type CsvCell,
} from '@backoffice/domain';
import { isoInZone } from './format-instant.ts';
import type { VoteMapSubjects, VotingReportData } from './report-data.ts';
import { DEFAULT_REPORT_LOCALE, REPORT_LABELS } from './report-labels.ts';
import { voteMapRows } from './vote-map-csv.ts';

export const FUND_VOTE_MAP_LABELS = {
  fund: 'Fundo',
  fundTaxId: 'CNPJ do fundo',
  map: 'Mapa',
  asOf: 'Posição em',
  voting: 'Votação',
  item: 'Item',
  approveQuotas: 'Aprovar (cotas)',
  approveHolders: 'Aprovar (cotistas)',
  rejectQuotas: 'Rejeitar (cotas)',
  rejectHolders: 'Rejeitar (cotistas)',
  abstainQuotas: 'Abster-se (cotas)',
  abstainHolders: 'Abster-se (cotistas)',
  conflictQuotas: 'Conflito de interesses (cotas)',
  eligibleQuotas: 'Cotas aptas a votar',
  eligibleHolders: 'Cotistas aptos a votar',
  kinds: {
    preliminary: 'Sintético preliminar (parcial)',
    final: 'Sintético final',
    detailed: 'Analítico final',
  } satisfies Record<VoteMapKind, string>,
} as const;

export interface FundOfMap {
  name: string;
  /** 14 characters, no punctuation (votings.fund_tax_id). */
  taxId: string;
}

export interface SummaryMapInput {
  kind: 'preliminary' | 'final';
  fund: FundOfMap;
  votingTitle: string;
  /** The instant the totals are of (the map's generation). */
  asOf: string;
  timeZone: string;
  /** In agenda order. */
  items: readonly { position: number; title: string; totals: ItemVoteTotals }[];
}

const quotas = (amount: Amount) =>
  localizeDecimal(canonicalDecimal(amount.weight), {
    decimal: REPORT_LABELS[DEFAULT_REPORT_LOCALE].numbers.decimal,
    group: '',
  });

const fundCells = (fund: FundOfMap, kind: VoteMapKind): CsvCell[] => [
  fund.name,
  formatCnpj(fund.taxId),
  FUND_VOTE_MAP_LABELS.kinds[kind],
];

/** A summary map's text (header, one line per item; the download puts the byte order mark before it). */
export function summaryVoteMapCsv(input: SummaryMapInput): string {
  const l = FUND_VOTE_MAP_LABELS;
  const rows: CsvCell[][] = [
    [
      l.fund,
      l.fundTaxId,
      l.map,
      l.asOf,
      l.voting,
      l.item,
      l.approveQuotas,
      l.approveHolders,
      l.rejectQuotas,
      l.rejectHolders,
      l.abstainQuotas,
      l.abstainHolders,
      l.conflictQuotas,
      l.eligibleQuotas,
      l.eligibleHolders,
    ],
  ];
  const asOf = isoInZone(input.asOf, input.timeZone);
  for (const item of [...input.items].sort((a, b) => a.position - b.position)) {
    const t = item.totals;
    rows.push([
      ...fundCells(input.fund, input.kind),
      asOf,
      input.votingTitle,
      `${item.position}. ${item.title}`,
      quotas(t.approve),
      t.approve.count,
      quotas(t.reject),
      t.reject.count,
      quotas(t.abstain),
      t.abstain.count,
      quotas(t.conflict),
      quotas(t.eligible),
      t.eligible.count,
    ]);
  }
  return rows.map(csvLine).join('');
}

/** The detailed map's text: the voting's vote map (per holder and item, masked) behind the fund columns. */
export async function detailedVoteMapCsv(
  fund: FundOfMap,
  report: Pick<VotingReportData, 'voting' | 'items' | 'timeZone'>,
  subjects: VoteMapSubjects,
): Promise<string> {
  const l = FUND_VOTE_MAP_LABELS;
  const lines: string[] = [];
  let header = true;
  for await (const row of voteMapRows(report, subjects)) {
    lines.push(
      csvLine(header ? [l.fund, l.fundTaxId, l.map, ...row] : [...fundCells(fund, 'detailed'), ...row]),
    );
    header = false;
  }
  return lines.join('');
}

/**
 * The funds' maps of one kind as one text: the first whole, the others without their header (every map of a kind
 * has the same header; its first CRLF ends it, as no label holds a line break).
 */
export function concatVoteMaps(contents: readonly string[]): string {
  if (!contents.length) return '';
  const body = (content: string) => content.slice(content.indexOf(CSV_LINE_END) + CSV_LINE_END.length);
  return contents[0]! + contents.slice(1).map(body).join('');
}
