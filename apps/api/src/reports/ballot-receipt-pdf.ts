// The voter's receipt (the portal's downloadPortalReceipt): one A4 page for a voter's own ballot — the voting, the
// voter, when it was submitted in Brasília time, the choice per item and subject, the receipt hash (the ballot's
// entry in the voting's audit trail) and the ballot's status. An attorney's long list of represented parties runs
// onto the next pages (the table repeats its header). Standard fonts, user text through toWinAnsi (win-ansi.ts).
//
//   await ballotReceiptPdfBuffer(data)
import PDFDocument from 'pdfkit';
import { instantParts } from './format-instant.ts';
import { COLOR, FONT, definitionList, heading, paragraph, table, type TableColumn } from './pdf-layout.ts';
import { REPORT_LABELS } from './report-labels.ts';
import type { VoteChoice } from './report-data.ts';
import { toWinAnsi } from './win-ansi.ts';

type Doc = InstanceType<typeof PDFDocument>;

export type ReceiptStatus = 'counted' | 'under_review' | 'returned';

export interface BallotReceiptData {
  companyName: string;
  votingTitle: string;
  voterName: string;
  voterTaxIdMasked: string;
  ballotId: string;
  /** ISO instant. */
  submittedAt: string;
  status: ReceiptStatus;
  /** The hash of the ballot's audit entry. */
  receipt: string;
  reviewComment: string | null;
  items: readonly { id: string; position: number; title: string }[];
  subjects: readonly {
    name: string;
    taxIdMasked: string;
    /** Null for the voter's own vote. */
    representedPartyId: string | null;
    votes: readonly { itemId: string; choice: VoteChoice }[];
  }[];
  generatedAt: string;
  timeZone: string;
}

const LABELS = {
  documentTitle: 'Comprovante de votação',
  voter: 'Votante',
  taxId: 'CPF/CNPJ',
  submittedAt: 'Enviado em (Brasília)',
  status: 'Situação',
  ballotId: 'Cédula',
  comment: 'Comentário do aprovador',
  votesSection: 'Votos registrados',
  subject: 'Votante ou representado',
  ownVote: 'voto próprio',
  represented: 'representado',
  receiptSection: 'Código do comprovante',
  receiptNote:
    'Este código é o hash SHA-256 do registro desta cédula na trilha de auditoria da votação: o mesmo valor ' +
    'aparece na trilha e no relatório da votação, e qualquer alteração do registro produziria outro.',
  statuses: {
    counted: 'Registrada e contabilizada',
    under_review: 'Em análise pelo aprovador indicado (ainda não contabilizada)',
    returned: 'Devolvida pelo aprovador (não contabilizada; os votos foram descartados)',
  } satisfies Record<ReceiptStatus, string>,
  generatedAt: (when: string) => `Gerado em ${when}`,
};

const MARGIN = 48;

function brasilia(iso: string, timeZone: string): string {
  return REPORT_LABELS['pt-BR'].dateTime(instantParts(iso, timeZone));
}

export function ballotReceiptPdf(data: BallotReceiptData): Doc {
  const choices = REPORT_LABELS['pt-BR'].csv.choices;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: `${LABELS.documentTitle}: ${data.votingTitle}`,
      Author: data.companyName,
      Subject: data.votingTitle,
      CreationDate: new Date(data.generatedAt),
    },
  });
  paragraph(doc, toWinAnsi(data.companyName), { font: FONT.bold, size: 10, color: COLOR.muted, gap: 2 });
  paragraph(doc, LABELS.documentTitle.toUpperCase(), { size: 9, color: COLOR.muted, gap: 6 });
  paragraph(doc, toWinAnsi(data.votingTitle), { font: FONT.bold, size: 16, gap: 8 });
  definitionList(doc, [
    [LABELS.voter, toWinAnsi(data.voterName)],
    [LABELS.taxId, data.voterTaxIdMasked],
    [LABELS.submittedAt, brasilia(data.submittedAt, data.timeZone)],
    [LABELS.status, LABELS.statuses[data.status]],
    [LABELS.ballotId, data.ballotId],
    ...(data.reviewComment ? [[LABELS.comment, toWinAnsi(data.reviewComment)] as [string, string]] : []),
  ]);

  heading(doc, LABELS.votesSection, 60);
  const items = [...data.items].sort((a, b) => a.position - b.position);
  const columns: TableColumn[] = [
    { header: LABELS.subject, width: 0.34 },
    ...items.map((item) => ({
      header: toWinAnsi(`${item.position}. ${item.title}`),
      width: 0.66 / Math.max(1, items.length),
      size: 8.5,
    })),
  ];
  table(
    doc,
    columns,
    data.subjects.map((subject) => {
      const byItem = new Map(subject.votes.map((vote) => [vote.itemId, vote.choice]));
      const role = subject.representedPartyId === null ? LABELS.ownVote : LABELS.represented;
      return {
        cells: [
          toWinAnsi(`${subject.name}\n${subject.taxIdMasked} (${role})`),
          ...items.map((item) => {
            const choice = byItem.get(item.id);
            return choice ? choices[choice] : '—';
          }),
        ],
      };
    }),
  );

  heading(doc, LABELS.receiptSection, 50);
  paragraph(doc, data.receipt, { font: FONT.mono, size: 9.5, gap: 6 });
  paragraph(doc, LABELS.receiptNote, { size: 8.5, color: COLOR.muted, gap: 8 });
  paragraph(doc, LABELS.generatedAt(brasilia(data.generatedAt, data.timeZone)), {
    size: 8,
    color: COLOR.muted,
  });
  doc.end();
  return doc;
}

export async function ballotReceiptPdfBuffer(data: BallotReceiptData): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ballotReceiptPdf(data)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
