// The report of a closed voting for its minutes: the voting, each item's totals and quorum, the support documents
// with their SHA-256 and the head of the audit chain, on A4 pages numbered "Página X de Y".
//
//   votingReportPdf(data).pipe(reply.raw)   // a Readable PDFKit document, already ended
//   await votingReportPdfBuffer(data)       // the same as one Buffer
import PDFDocument from 'pdfkit';
import {
  batchVotingText,
  formatCnpj,
  localizeDecimal,
  TALLY_OPTIONS,
  tallyItem,
  type Amount,
  type SubjectCount,
} from '@backoffice/domain';
import { instantParts } from './format-instant.ts';
import {
  COLOR,
  FONT,
  contentLeft,
  contentWidth,
  definitionList,
  ensureSpace,
  heading,
  paragraph,
  table,
  tableHeight,
  type TableColumn,
  type TableRow,
} from './pdf-layout.ts';
import type { ReportBatchOutcome, ReportItem, VotingReportData } from './report-data.ts';
import {
  DEFAULT_REPORT_LOCALE,
  REPORT_LABELS,
  type ReportLabels,
  type ReportLocale,
} from './report-labels.ts';
import { toWinAnsi } from './win-ansi.ts';

type Doc = InstanceType<typeof PDFDocument>;

export interface VotingReportPdfOptions {
  locale?: ReportLocale;
}

const MARGIN = 56;
const FOOTER_SPACE = 36;

export function votingReportPdf(data: VotingReportData, options: VotingReportPdfOptions = {}): Doc {
  const labels = REPORT_LABELS[options.locale ?? DEFAULT_REPORT_LOCALE];
  const text = new ReportText(labels, data.timeZone);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: labels.lang,
    displayTitle: true,
    // Metadata strings are UTF-16 in the file: any script, no WinAnsi limit.
    info: {
      Title: `${labels.pdf.documentTitle}: ${data.voting.title}`,
      Author: data.companyName,
      Subject: data.voting.title,
      CreationDate: new Date(data.generatedAt),
    },
  });

  header(doc, data, labels);
  votingSection(doc, data, labels, text);
  if (data.batchOutcome) outcomeSection(doc, data.batchOutcome, labels, text, options.locale);
  participationSection(doc, data, labels, text);
  itemsSection(doc, data, labels, text);
  documentsSection(doc, data, labels, text);
  auditSection(doc, data, labels, text);
  footers(doc, data, labels, text);
  doc.end();
  return doc;
}

export async function votingReportPdfBuffer(
  data: VotingReportData,
  options: VotingReportPdfOptions = {},
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of votingReportPdf(data, options)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Formats the report's values with the locale's separators and the report's time zone. */
class ReportText {
  constructor(
    private readonly labels: ReportLabels,
    private readonly timeZone: string,
  ) {}

  instant(iso: string | null): string {
    return iso === null ? this.labels.pdf.notSet : this.labels.dateTime(instantParts(iso, this.timeZone));
  }

  integer(value: number): string {
    return localizeDecimal(String(value), this.labels.numbers);
  }

  decimal(canonical: string): string {
    return localizeDecimal(canonical, this.labels.numbers);
  }

  /** "36 votantes + 1 representado" when represented parties are part of the figure, else null. */
  split(count: SubjectCount): string | null {
    if (count.represented === 0) return null;
    return this.labels.pdf.subjectSplit(
      { text: this.integer(count.voters), count: count.voters },
      { text: this.integer(count.represented), count: count.represented },
    );
  }

  /** A figure with its split when represented parties are part of it: "37 (36 votantes + 1 representado)". */
  subjects(count: SubjectCount): string {
    return this.labels.pdf.subjects(this.integer(count.total), this.split(count));
  }

  percent(canonical: string | null): string {
    return canonical === null
      ? this.labels.pdf.notSet
      : `${localizeDecimal(canonical, this.labels.numbers)}%`;
  }
}

function header(doc: Doc, data: VotingReportData, labels: ReportLabels): void {
  paragraph(doc, toWinAnsi(data.companyName), { font: FONT.bold, size: 10, color: COLOR.muted, gap: 2 });
  paragraph(doc, labels.pdf.documentTitle.toUpperCase(), { size: 9, color: COLOR.muted, gap: 6 });
  paragraph(doc, toWinAnsi(data.voting.title), { font: FONT.bold, size: 18, gap: 8 });
  if (data.voting.description.trim() !== '') {
    paragraph(doc, toWinAnsi(data.voting.description.trim()), { size: 10, gap: 4 });
  }
}

function votingSection(doc: Doc, data: VotingReportData, labels: ReportLabels, text: ReportText): void {
  const { voting } = data;
  heading(doc, labels.pdf.votingSection);
  definitionList(doc, [
    [labels.pdf.votingId, voting.id],
    [labels.pdf.kind, labels.pdf.kinds[voting.kind]],
    [labels.pdf.status, labels.pdf.statuses[voting.status]],
    [labels.pdf.weighting, labels.pdf.weightings[voting.weighting]],
    [labels.pdf.createdAt, text.instant(voting.createdAt)],
    [labels.pdf.opensAt, text.instant(voting.opensAt)],
    [labels.pdf.deadline, text.instant(voting.deadline)],
    [labels.pdf.closedAt, text.instant(voting.closedAt)],
  ]);
}

/**
 * A batch child's fund and outcome as its audit chain records it: 'Aprovada tacitamente' with its proof (nobody took
 * part, an unqualified opinion, the regulation provides for it), or 'Quórum não atingido' with why it was not tacit.
 */
function outcomeSection(
  doc: Doc,
  outcome: ReportBatchOutcome,
  labels: ReportLabels,
  text: ReportText,
  locale: ReportLocale = DEFAULT_REPORT_LOCALE,
): void {
  const words = batchVotingText(locale);
  const pdf = labels.pdf;
  heading(doc, pdf.outcomeSection, 120);
  const fund = outcome.fundTaxId
    ? `${outcome.fundName} (${formatCnpj(outcome.fundTaxId)})`
    : outcome.fundName;
  definitionList(
    doc,
    [
      [pdf.fund, toWinAnsi(fund)],
      [pdf.outcome, words.childOutcomes[outcome.outcome]],
      [pdf.outcomeParticipants, text.integer(outcome.participants)],
      [pdf.auditorOpinion, pdf.opinions[outcome.auditorOpinion ?? 'none']],
      [pdf.tacitApprovalAllowed, outcome.regulationAllowsTacitApproval ? pdf.yes : pdf.no],
    ],
    150,
  );
  if (outcome.outcome === 'tacitly_approved') paragraph(doc, pdf.tacitApprovalNote, { size: 9.5, gap: 4 });
  if (outcome.tacitApprovalBlockers.length > 0) {
    paragraph(doc, pdf.blockers, { font: FONT.bold, size: 9.5, gap: 2 });
    for (const blocker of outcome.tacitApprovalBlockers) {
      paragraph(doc, `• ${words.tacitApprovalBlockers[blocker]}`, { size: 9.5, gap: 1 });
    }
    doc.y += 3;
  }
  if (outcome.auditSeq !== null) {
    paragraph(doc, pdf.outcomeAudit(text.integer(outcome.auditSeq)), {
      size: 8.5,
      color: COLOR.muted,
      gap: 4,
    });
  }
}

/** Who could vote and who did: the figures the votings list and the voting's page show too. */
function participationSection(
  doc: Doc,
  data: VotingReportData,
  labels: ReportLabels,
  text: ReportText,
): void {
  const { participation } = data;
  heading(doc, labels.pdf.participationSection, 120);
  definitionList(
    doc,
    [
      [labels.pdf.eligibleSubjects, text.subjects(participation.eligible)],
      [labels.pdf.votedSubjects, text.subjects(participation.voted)],
      ...(participation.underReview.total > 0
        ? [[labels.pdf.underReviewSubjects, text.subjects(participation.underReview)] as [string, string]]
        : []),
      [labels.pdf.pendingSubjects, text.subjects(participation.pending)],
      [labels.pdf.voidedVoters, text.integer(participation.voided)],
    ],
    150,
  );
  paragraph(doc, labels.pdf.participationRule, { size: 8.5, color: COLOR.muted, gap: 4 });
}

function itemsSection(doc: Doc, data: VotingReportData, labels: ReportLabels, text: ReportText): void {
  heading(doc, labels.pdf.itemsSection, 180);
  paragraph(doc, labels.pdf.quorumRule, { size: 8.5, color: COLOR.muted, gap: 8 });
  if (data.items.length === 0) paragraph(doc, labels.pdf.noItems);
  const items = [...data.items].sort((a, b) => a.position - b.position);
  for (const item of items) itemBlock(doc, item, data, labels, text);
}

function itemBlock(
  doc: Doc,
  item: ReportItem,
  data: VotingReportData,
  labels: ReportLabels,
  text: ReportText,
): void {
  const tally = tallyItem(item.totals, data.voting.weighting);
  const title = toWinAnsi(labels.pdf.item(item.position, item.title));
  const eligible = labels.pdf.eligible(
    text.integer(tally.eligible.count),
    text.decimal(tally.eligible.weight),
    text.split(data.participation.eligible),
  );
  const conflict = labels.pdf.conflict(
    text.integer(tally.conflict.count),
    text.decimal(tally.conflict.weight),
  );
  const participation = labels.pdf.participation(
    text.percent(tally.participation.byHead),
    text.percent(tally.participation.byWeight),
  );
  const columns: TableColumn[] = [
    { header: labels.pdf.option, width: 0.4 },
    { header: labels.pdf.votes, width: 0.16, align: 'right' },
    { header: labels.pdf.weight, width: 0.24, align: 'right' },
    { header: labels.pdf.share(tally.weighting), width: 0.2, align: 'right' },
  ];
  const row = (label: string, amount: Amount, share: string | null, bold = false): TableRow => ({
    cells: [label, text.integer(amount.count), text.decimal(amount.weight), text.percent(share)],
    bold,
  });
  const base = tally.quorumBase;
  const rows = [
    ...TALLY_OPTIONS.map((option) =>
      row(labels.pdf.options[option], tally.options[option], tally.options[option].share),
    ),
    row(
      labels.pdf.quorumBase,
      base,
      (tally.weighting === 'per_head' ? base.count > 0 : base.weight !== '0') ? '100.00' : null,
      true,
    ),
  ];

  // The whole item on one page: title, eligible line, table, conflict and participation lines.
  const width = contentWidth(doc);
  const measure = (value: string, font: string, size: number) =>
    doc.font(font).fontSize(size).heightOfString(value, { width });
  ensureSpace(
    doc,
    4 +
      measure(title, FONT.bold, 11) +
      2 +
      measure(eligible, FONT.regular, 9) +
      4 +
      tableHeight(doc, columns, rows) +
      measure(conflict, FONT.regular, 9) +
      1 +
      measure(participation, FONT.regular, 9),
  );
  doc.y += 4;
  paragraph(doc, title, { font: FONT.bold, size: 11, gap: 2 });
  paragraph(doc, eligible, { size: 9, color: COLOR.muted, gap: 4 });
  table(doc, columns, rows);
  paragraph(doc, conflict, { size: 9, gap: 1 });
  paragraph(doc, participation, { size: 9, gap: 10 });
}

function documentsSection(doc: Doc, data: VotingReportData, labels: ReportLabels, text: ReportText): void {
  heading(doc, labels.pdf.documentsSection);
  if (data.documents.length === 0) {
    paragraph(doc, labels.pdf.noDocuments);
    return;
  }
  table(
    doc,
    [
      // 64 hex digits in 6.5 pt Courier (0.6 em each) need ≈ 250 pt: one line.
      { header: labels.pdf.documentName, width: 0.3 },
      { header: labels.pdf.documentSize, width: 0.16, align: 'right' },
      { header: labels.pdf.sha256, width: 0.54, font: FONT.mono, size: 6.5 },
    ],
    data.documents.map((document) => ({
      cells: [toWinAnsi(document.name), labels.pdf.bytes(text.integer(document.size)), document.sha256],
    })),
  );
}

function auditSection(doc: Doc, data: VotingReportData, labels: ReportLabels, text: ReportText): void {
  heading(doc, labels.pdf.auditSection, 90);
  if (data.audit.head === null) {
    paragraph(doc, labels.pdf.auditEmpty);
    return;
  }
  paragraph(doc, labels.pdf.auditHead, { font: FONT.bold, size: 9, color: COLOR.muted, gap: 2 });
  paragraph(doc, data.audit.head, { font: FONT.mono, size: 9.5, gap: 6 });
  paragraph(doc, `${labels.pdf.auditCount}: ${text.integer(data.audit.count)}`, { size: 10, gap: 6 });
  paragraph(doc, labels.pdf.auditNote, { size: 8.5, color: COLOR.muted });
}

function footers(doc: Doc, data: VotingReportData, labels: ReportLabels, text: ReportText): void {
  const range = doc.bufferedPageRange();
  const generated = labels.pdf.generatedAt(text.instant(data.generatedAt));
  const context = toWinAnsi(`${data.companyName} · ${data.voting.title}`);
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Below the bottom margin: lift it while writing, or PDFKit would start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const left = contentLeft(doc);
    const width = contentWidth(doc);
    const y = doc.page.height - MARGIN - 14;
    doc
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
    doc.text(context, left, y, { width: width * 0.7, lineBreak: false, ellipsis: true, height: 10 });
    doc.text(labels.pdf.page(index + 1 - range.start, range.count), left + width * 0.7, y, {
      width: width * 0.3,
      align: 'right',
      lineBreak: false,
    });
    doc.text(generated, left, y + 11, { width, lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
