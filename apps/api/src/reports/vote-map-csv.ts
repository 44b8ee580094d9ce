// The vote map of a closed voting: one CSV line per subject (a voter, or a CPF/CNPJ only represented: each once, as
// packages/domain's votingParticipation counts them) and item, in agenda order: the lines of one item that are not
// voided are the voting's eligible subjects, those with a choice the ones that voted. Written as every export of
// the product is (the domain's csvWriter.ts): ';', UTF-8 with BOM, CRLF, text cells starting with = + - @ tab or CR
// neutralized with a leading apostrophe. CPF/CNPJ masked; weights with the locale's decimal comma (what Excel in
// Brazil reads as a number); instants in ISO 8601 with their offset.
//
// Streams: subjects are read one at a time from the iterable the server passes (a database cursor), so memory is
// bounded by one subject whatever the size of the voting.
import { canonicalDecimal, localizeDecimal, csvLine, UTF8_BOM, type CsvCell } from '@backoffice/domain';
import { isoInZone } from './format-instant.ts';
import { maskTaxId } from './mask-tax-id.ts';
import type { ReportItem, SubjectVote, VoteMapSubjects, VotingReportData } from './report-data.ts';
import { DEFAULT_REPORT_LOCALE, REPORT_LABELS, type ReportLocale } from './report-labels.ts';

export interface VoteMapOptions {
  locale?: ReportLocale;
}

type VoteMapReport = Pick<VotingReportData, 'voting' | 'items' | 'timeZone'>;

/** The header and one row of cells per subject and item (for csvChunks, which batches them for a response). */
export async function* voteMapRows(
  report: VoteMapReport,
  subjects: VoteMapSubjects,
  options: VoteMapOptions = {},
): AsyncGenerator<readonly CsvCell[]> {
  const labels = REPORT_LABELS[options.locale ?? DEFAULT_REPORT_LOCALE];
  const csv = labels.csv;
  yield [csv.voting, csv.item, csv.name, csv.document, csv.weight, csv.vote, csv.votedAt, csv.attorney];

  const items = [...report.items].sort((a, b) => a.position - b.position);
  const itemLabels = items.map((item) => `${item.position}. ${item.title}`);
  // No digit grouping: '250000' and '1520,25' read as numbers in any spreadsheet set to the locale.
  const separators = { decimal: labels.numbers.decimal, group: '' };
  const weightCell = (weight: string) => localizeDecimal(canonicalDecimal(weight), separators);

  for await (const subject of subjects) {
    const votes = votesByItem(subject.votes);
    const document = maskTaxId(subject.taxIdType, subject.taxId);
    const weight = weightCell(subject.weight);
    for (let index = 0; index < items.length; index++) {
      const vote = votes.get((items[index] as ReportItem).id);
      const choice = subject.voided
        ? csv.voided
        : vote
          ? csv.choices[vote.choice]
          : subject.underReview
            ? csv.underReview
            : csv.pending;
      yield [
        report.voting.title,
        itemLabels[index],
        subject.name,
        document,
        weight,
        choice,
        vote ? isoInZone(vote.votedAt, report.timeZone) : '',
        subject.attorneyName ?? '',
      ];
    }
  }
}

/** The whole file as lines: the byte order mark and header first, then one CRLF-terminated line per row. */
export async function* voteMapCsvLines(
  report: VoteMapReport,
  subjects: VoteMapSubjects,
  options: VoteMapOptions = {},
): AsyncGenerator<string> {
  let first = true;
  for await (const row of voteMapRows(report, subjects, options)) {
    yield first ? UTF8_BOM + csvLine(row) : csvLine(row);
    first = false;
  }
}

function votesByItem(votes: readonly SubjectVote[]): Map<string, SubjectVote> {
  const byItem = new Map<string, SubjectVote>();
  for (const vote of votes) byItem.set(vote.itemId, vote);
  return byItem;
}
