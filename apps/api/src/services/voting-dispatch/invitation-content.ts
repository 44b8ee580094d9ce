import { fillPlaceholders, TIME_ZONE } from '@backoffice/domain';
import type { TaxIdType } from '@backoffice/domain';
import { maskTaxId } from '../../reports/mask-tax-id.ts';
import { escapeHtml } from '../sanitize-html.ts';
import { htmlToText } from './html-to-text.ts';

// The e-mail a voter receives (invitation, reminder, resend): the voting's ballot template with its placeholders
// filled for that voter. In the HTML body every value is HTML-escaped (a name like <b>x</b> shows as typed) and the
// items become an ordered list; the text part is the template turned to text, filled with the raw values; the
// subject is one line.

export interface BallotTemplate {
  subject: string;
  body: string;
}

export interface VotingForMail {
  title: string;
  deadline: Date | string;
  companyName: string;
  items: readonly { title: string; description: string }[];
  template: BallotTemplate;
}

export interface VoterForMail {
  name: string;
  email: string;
  taxIdType: TaxIdType;
  taxId: string;
}

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** Deadlines as Brazilians read them, in Brasília time: 30/11/2026 18:00. */
const DEADLINE_FORMAT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatDeadline(deadline: Date | string): string {
  const parts = Object.fromEntries(
    DEADLINE_FORMAT.formatToParts(new Date(deadline)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

function itemsHtml(items: VotingForMail['items']): string {
  const entries = items.map(({ title, description }) => {
    const detail = description.trim() ? `<br />${escapeHtml(description.trim())}` : '';
    return `<li>${escapeHtml(title)}${detail}</li>`;
  });
  return `<ol>${entries.join('')}</ol>`;
}

function itemsText(items: VotingForMail['items']): string {
  return items.map(({ title }, index) => `${index + 1}. ${title}`).join('\n');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What every recipient's e-mail shares, worked out once (a round's batch, not each message): the deadline, the items
 * as HTML and text, the template as text. Answers the function that fills it in for one voter.
 */
export function prepareInvitation(voting: VotingForMail): (voter: VoterForMail, link: string) => MailContent {
  const shared = {
    empresa: voting.companyName,
    votacao: voting.title,
    prazo: formatDeadline(voting.deadline),
  };
  const sharedEscaped = Object.fromEntries(
    Object.entries(shared).map(([name, value]) => [name, escapeHtml(value)]),
  );
  const text = itemsText(voting.items);
  const subjectItems = oneLine(text);
  const html = itemsHtml(voting.items);
  const bodyText = htmlToText(voting.template.body);
  return (voter, link) => {
    const own: Record<string, string> = {
      nome: voter.name,
      email: voter.email,
      documento: maskTaxId(voter.taxIdType, voter.taxId),
      link,
    };
    const values = { ...shared, ...own };
    const escaped: Record<string, string> = { ...sharedEscaped };
    for (const [name, value] of Object.entries(own)) escaped[name] = escapeHtml(value);
    return {
      subject: oneLine(fillPlaceholders(voting.template.subject, { ...values, itens: subjectItems })),
      // Values escaped beforehand, so the list's own tags survive (fillPlaceholders' escape would escape them too).
      html: fillPlaceholders(voting.template.body, { ...escaped, itens: html }),
      text: fillPlaceholders(bodyText, { ...values, itens: text }),
    };
  };
}

export function invitationContent(voting: VotingForMail, voter: VoterForMail, link: string): MailContent {
  return prepareInvitation(voting)(voter, link);
}
