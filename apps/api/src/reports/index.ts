// Reports of a closed voting, from data the votings server loads (report-data.ts); no database here.
//
//   const data: VotingReportData = { voting, companyName, items (with totals), documents, audit, generatedAt, timeZone };
//   csvChunks(voteMapRows(data, subjectsCursor))   // the vote map, streamed (the domain's csvWriter.ts batches rows)
//   votingReportPdf(data)                          // the minutes PDF, a Readable
// The arithmetic both show (exact decimals, tallyItem) is packages/domain's, as is the live overview's.
export { maskTaxId } from './mask-tax-id.ts';
export type {
  ReportDocument,
  ReportItem,
  ReportVoting,
  SubjectVote,
  VoteMapSubject,
  VoteMapSubjects,
  VotingReportData,
} from './report-data.ts';
export {
  DEFAULT_REPORT_LOCALE,
  REPORT_LABELS,
  type ReportLabels,
  type ReportLocale,
} from './report-labels.ts';
export { sampleAuditChain, sampleVotingReportData } from './sample-report-data.ts';
export { voteMapCsvLines, voteMapRows, type VoteMapOptions } from './vote-map-csv.ts';
export { votingReportPdf, votingReportPdfBuffer, type VotingReportPdfOptions } from './voting-report-pdf.ts';
