import {
  fillPlaceholders,
  metaTemplateName,
  toPositionalTemplate,
  WHATSAPP_TEMPLATE_LANGUAGE,
  recipientValues,
} from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import type { RenderedEmail, RenderedWhatsapp } from '../../jobs/index.ts';
import { escapeHtml } from '../sanitize-html.ts';
import { htmlToText } from '../voting-dispatch/html-to-text.ts';

// One recipient's e-mail of a communication: the template as it is now, filled with the recipient's values — the
// name, the e-mail and the company, and for a parameterizable communication the spreadsheet's values (which win),
// each HTML-escaped in the body. The send's job and the operator's preview both write it here, so what is previewed
// is what is sent.

export interface CommunicationMail {
  status: string;
  purpose: string;
  /** The communication's name: the subject of the fallback e-mail of a WhatsApp template. */
  name: string;
  subject: string | null;
  body: string;
  template_name: string;
  template_channel: string;
  company_name: string;
  whatsapp_phone_number_id: string | null;
}

export interface MailRecipient {
  name: string | null;
  email: string | null;
  phone?: string | null;
  parameters: Record<string, string>;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The communication's template and company, as the mail is written now (undefined: not in this workspace). */
export async function communicationForMail(
  trx: TenantTransaction,
  communicationId: string,
): Promise<CommunicationMail | undefined> {
  return trx
    .selectFrom('communications as c')
    .innerJoin('message_templates as t', (join) =>
      join.onRef('t.company_id', '=', 'c.company_id').onRef('t.id', '=', 'c.template_id'),
    )
    .innerJoin('companies as co', 'co.company_id', 'c.company_id')
    .select([
      'c.status',
      'c.purpose',
      'c.name',
      't.subject',
      't.body',
      't.name as template_name',
      't.channel as template_channel',
      'co.name as company_name',
      'co.whatsapp_phone_number_id',
    ])
    .where('c.id', '=', communicationId)
    .executeTakeFirst();
}

/** A recipient's values (the domain's recipientValues: the spreadsheet's win over the name, e-mail and company). */
const valuesOf = (communication: CommunicationMail, recipient: MailRecipient) =>
  recipientValues(communication.company_name, recipient);

/**
 * Writes recipients' e-mails of one communication (the body's text part computed once). A WhatsApp template's
 * e-mail (the fallback of "WhatsApp, com e-mail se falhar") is its text, with the communication's name as subject.
 */
export function recipientEmailWriter(
  communication: CommunicationMail,
  communicationId: string,
): (recipient: MailRecipient) => RenderedEmail {
  const { subject, body } = communication;
  if (communication.template_channel === 'whatsapp') {
    return (recipient) => {
      const text = fillPlaceholders(body, valuesOf(communication, recipient));
      return {
        subject: oneLine(communication.name),
        html: text
          .split(/\n{2,}/)
          .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
          .join(''),
        text,
      };
    };
  }
  if (subject === null) throw new Error(`communication ${communicationId}: its template has no subject`);
  const bodyText = htmlToText(body);
  return (recipient) => {
    const values = valuesOf(communication, recipient);
    return {
      subject: oneLine(fillPlaceholders(subject, values)),
      html: fillPlaceholders(body, values, escapeHtml),
      text: fillPlaceholders(bodyText, values),
    };
  };
}

/** A recipient's WhatsApp message and its text as read. */
export type WhatsappMessage = RenderedWhatsapp['whatsapp'] & { body: string };

/**
 * Writes recipients' WhatsApp template messages of one communication: the template submitted to Meta under its name
 * (metaTemplateName), the body's values in the order of its positions (toPositionalTemplate). Values go as they
 * are (a parameter Meta refuses was listed by line at the upload).
 */
export function recipientWhatsappWriter(
  communication: CommunicationMail,
): (recipient: MailRecipient) => WhatsappMessage {
  const { parameters } = toPositionalTemplate(communication.body);
  const template = metaTemplateName(communication.template_name);
  return (recipient) => {
    const values = valuesOf(communication, recipient);
    return {
      phoneNumberId: communication.whatsapp_phone_number_id ?? '',
      template,
      language: WHATSAPP_TEMPLATE_LANGUAGE,
      parameters: parameters.map((name) => values[name] ?? ''),
      body: fillPlaceholders(communication.body, values),
    };
  };
}

/**
 * A marketing e-mail with its way out (RFC 8058, and RFC 2369's header): the one-click `List-Unsubscribe` a mailbox
 * shows as its own button, and a footer link for everyone else — both to the same signed link.
 */
export function withUnsubscribe(email: RenderedEmail, companyName: string, url: string): RenderedEmail {
  const company = escapeHtml(companyName);
  return {
    ...email,
    html: `${email.html}<hr><p>Para não receber mais comunicações de marketing de ${company}, <a href="${escapeHtml(url)}">descadastre-se</a>.</p>`,
    text: `${email.text}\n\n--\nPara não receber mais comunicações de marketing de ${companyName}: ${url}`,
    headers: {
      ...email.headers,
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
