import { escapeHtml } from '../sanitize-html.ts';
import { formatDeadline } from '../voting-dispatch/invitation-content.ts';

// The portal's e-mails, in pt-BR (as the invitations): the voter's receipt, the approver's request and the voter's
// notice that the approver returned the ballot. Every value is HTML-escaped in the HTML part; the text part carries
// the same sentences.

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Paragraphs (plain text, escaped here) and an optional link, as HTML and text. */
function compose(subject: string, paragraphs: readonly string[], link?: { label: string; url: string }) {
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n\n');
  return { subject: oneLine(subject), html, text };
}

export interface ReceiptMail {
  voterName: string;
  votingTitle: string;
  submittedAt: Date | string;
  receipt: string;
  votes: number;
  underReview: boolean;
  portalUrl: string;
}

export function receiptContent(mail: ReceiptMail): MailContent {
  return compose(
    `Comprovante de votação — ${mail.votingTitle}`,
    [
      `Olá, ${mail.voterName}.`,
      `Seus votos na votação "${mail.votingTitle}" foram registrados em ${formatDeadline(mail.submittedAt)} ` +
        `(horário de Brasília): ${mail.votes} ${mail.votes === 1 ? 'voto' : 'votos'}.`,
      mail.underReview
        ? 'Eles aguardam a aprovação do aprovador que você indicou e só serão contabilizados depois dela.'
        : 'Eles já estão contabilizados.',
      `Código do comprovante (registrado na trilha de auditoria da votação):\n${mail.receipt}`,
    ],
    { label: 'Abrir a votação e baixar o comprovante', url: mail.portalUrl },
  );
}

export interface ApprovalRequestMail {
  approverName: string;
  attorneyName: string;
  votingTitle: string;
  deadline: Date | string;
  subjects: number;
  url: string;
}

export function approvalRequestContent(mail: ApprovalRequestMail): MailContent {
  return compose(
    `Aprovação de votos — ${mail.votingTitle}`,
    [
      `Olá, ${mail.approverName}.`,
      `${mail.attorneyName} registrou votos na votação "${mail.votingTitle}" ` +
        `(${mail.subjects} ${mail.subjects === 1 ? 'votante' : 'votantes'}) e indicou você para aprová-los.`,
      'Os votos só serão contabilizados depois da sua aprovação. Você também pode devolvê-los com um comentário.',
      `Prazo: ${formatDeadline(mail.deadline)} (horário de Brasília). Votos não aprovados até lá não são contabilizados.`,
    ],
    { label: 'Revisar os votos', url: mail.url },
  );
}

export interface ReturnedMail {
  voterName: string;
  votingTitle: string;
  approverName: string;
  comment: string;
  deadline: Date | string;
  portalUrl: string;
}

export function returnedContent(mail: ReturnedMail): MailContent {
  return compose(
    `Votos devolvidos pelo aprovador — ${mail.votingTitle}`,
    [
      `Olá, ${mail.voterName}.`,
      `${mail.approverName} devolveu os votos que você registrou na votação "${mail.votingTitle}". ` +
        'Eles não foram contabilizados.',
      `Comentário: ${mail.comment}`,
      `Você pode votar novamente até ${formatDeadline(mail.deadline)} (horário de Brasília).`,
    ],
    { label: 'Abrir a votação', url: mail.portalUrl },
  );
}
