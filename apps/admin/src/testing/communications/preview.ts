import type { CommunicationMessagePreview } from '@backoffice/api-client';
import { fillPlaceholders } from '@backoffice/domain';
import type { FakeTemplateRow } from '../fake-templates';
import type { FakeCommunicationRecipientRow } from './rows';

// The message one recipient gets, written as the server's send writes it (apps/api communication-send-job.ts): the
// template as it is now, filled with the person's values — the company, the e-mail and the name, then the
// spreadsheet's (which win) — each value HTML-escaped in the HTML; the text part is the body without its tags. Unlike
// the server the fake does not sanitize the template's HTML (as the templates fake does not).

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

export function messagePreview(
  template: Pick<FakeTemplateRow, 'subject' | 'body'>,
  recipient: FakeCommunicationRecipientRow,
  companyName: string,
): CommunicationMessagePreview {
  const values: Record<string, string> = {
    empresa: companyName,
    email: recipient.email ?? '',
    ...(recipient.name ? { nome: recipient.name } : {}),
    ...recipient.parameters,
  };
  return {
    subject: fillPlaceholders(template.subject ?? '', values)
      .replace(/\s+/g, ' ')
      .trim(),
    html: fillPlaceholders(template.body, values, escapeHtml),
    text: fillPlaceholders(htmlToText(template.body), values),
  };
}
