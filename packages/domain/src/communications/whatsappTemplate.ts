// A message template's WhatsApp text as Meta's Cloud API takes it (issue 20). Meta sends only pre-approved templates,
// whose variables are positional ({{1}}, {{2}} …) and filled per message, in order. Our templates name their
// placeholders ({{nome}}, {{link}} …: templatePlaceholders.ts); the same text with positions is what is submitted for
// approval, and each message sends the named values in that order. Limits (domain-notes.md): body ≤ 1,024
// characters; a variable's value has no line break or tab and no more than four spaces in a row (Meta refuses it).

import { fillPlaceholders, underscoreSlug } from '../templatePlaceholders.ts';

export {
  WHATSAPP_BODY_MAX_CHARS,
  toPositionalTemplate,
  type PositionalTemplate,
} from '../templatePlaceholders.ts';
export const WHATSAPP_HEADER_MAX_CHARS = 60;
export const WHATSAPP_FOOTER_MAX_CHARS = 60;

export type WhatsappParameterIssue = 'parameter_empty' | 'parameter_line_break' | 'parameter_spaces';

/** Why Meta would refuse `value` as a variable's value, or null. */
export function whatsappParameterIssue(value: string): WhatsappParameterIssue | null {
  if (value.trim() === '') return 'parameter_empty';
  if (/[\n\r\t]/.test(value)) return 'parameter_line_break';
  if (/ {5}/.test(value)) return 'parameter_spaces';
  return null;
}

/** The characters (code points) a message's body takes once its values are in (what WHATSAPP_BODY_MAX_CHARS limits). */
export function whatsappBodyLength(text: string, values: Readonly<Record<string, string>>): number {
  return [...fillPlaceholders(text, values)].length;
}

/** The language our WhatsApp templates are submitted in (Meta's code). */
export const WHATSAPP_TEMPLATE_LANGUAGE = 'pt_BR';

/**
 * The name a message template is submitted to Meta under: Meta's names are lower case letters, digits and `_`
 * (at most 512), so "Convocação AGE 2026" is `convocacao_age_2026`.
 */
export function metaTemplateName(name: string): string {
  const slug = underscoreSlug(name)
    .replace(/^_+|_+$/g, '')
    .slice(0, 512);
  return slug || 'modelo';
}
