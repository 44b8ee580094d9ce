import type { CommunicationMessagePreview } from '@backoffice/api-client';
import {
  fillPlaceholders,
  metaTemplateName,
  recipientValues,
  templateChannelOf,
  toPositionalTemplate,
  WHATSAPP_TEMPLATE_LANGUAGE,
} from '@backoffice/domain';
import type { FakeTemplateRow } from '../fake-templates';
import type { FakeCommunicationRecipientRow, FakeCommunicationRow } from './rows';

// The message one recipient gets, written as the server's send writes it (apps/api communication-send-job.ts): the
// template as it is now, filled with the person's values — the company, the e-mail and the name, then the
// spreadsheet's (which win) — each value HTML-escaped in the HTML; the text part is the body without its tags. Unlike
// the server the fake does not sanitize the template's HTML (as the templates fake does not). A WhatsApp plan's
// message is the template's text filled the same way (no escaping: WhatsApp shows text), with its fallback e-mail.

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The plain text of an e-mail's HTML: block ends and <br> break lines, a link keeps its address, tags go. */
function htmlToText(html: string): string {
  return html
    .replace(/\s*\r?\n\s*/g, ' ')
    .replace(/<a\b[^>]*\bhref\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|ul|ol|li|table|tr|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#[0-9]+|[a-z]+);/gi, (whole, entity: string) =>
      entity.startsWith('#') ? String.fromCodePoint(Number(entity.slice(1))) : (ENTITIES[entity] ?? whole),
    )
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The message `recipient` gets of `communication`. An e-mail plan: the template's e-mail. A WhatsApp plan: the
 * template message Meta is asked to send (the template's Meta name and language, the values in the order of its
 * positional text: the domain's toPositionalTemplate) and the text as the person reads it; the e-mail fields are
 * then the fallback e-mail, that text under the communication's name.
 */
export function messagePreview(
  template: Pick<FakeTemplateRow, 'name' | 'subject' | 'body'>,
  communication: Pick<FakeCommunicationRow, 'name' | 'channel'>,
  recipient: FakeCommunicationRecipientRow,
  companyName: string,
): CommunicationMessagePreview {
  const values = recipientValues(companyName, recipient);
  if (templateChannelOf(communication.channel) === 'whatsapp') {
    const body = fillPlaceholders(template.body, values);
    return {
      subject: communication.name,
      html: body
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
        .join(''),
      text: body,
      whatsapp: {
        template: metaTemplateName(template.name),
        language: WHATSAPP_TEMPLATE_LANGUAGE,
        parameters: toPositionalTemplate(template.body).parameters.map((name) => values[name] ?? ''),
        body,
      },
    };
  }
  return {
    subject: fillPlaceholders(template.subject ?? '', values)
      .replace(/\s+/g, ' ')
      .trim(),
    html: fillPlaceholders(template.body, values, escapeHtml),
    text: fillPlaceholders(htmlToText(template.body), values),
    whatsapp: null,
  };
}
