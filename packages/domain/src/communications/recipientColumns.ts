// The first step of a parameterizable communication (issue 20): which column of the operator's spreadsheet is the
// person's e-mail, phone and name, and which feeds each placeholder of the template. The screen proposes this
// mapping and the operator corrects it; a column is proposed once. Headers are compared by normalizeHeader (case,
// accents, punctuation ignored): 'E-mail', 'EMAIL' and 'e_mail' are the same header.

import { normalizeHeader } from '../headerNames.ts';

export type ContactField = 'email' | 'phone' | 'name';

/** The headers that mean each contact field, as normalizeHeader writes them. */
export const CONTACT_HEADER_ALIASES: Readonly<Record<ContactField, readonly string[]>> = {
  email: ['email', 'emails', 'correioeletronico', 'enderecodeemail'],
  phone: [
    'celular',
    'telefone',
    'whatsapp',
    'fone',
    'phone',
    'telefonecelular',
    'celularwhatsapp',
    'telefonewhatsapp',
    'numerowhatsapp',
  ],
  name: ['nome', 'name', 'nomecompleto', 'razaosocial', 'nomecotista', 'cotista'],
};

export interface RecipientMapping {
  /** The header of each contact field's column, or null when none was found. */
  contact: Record<ContactField, string | null>;
  /** The header of the column feeding each placeholder, or null. */
  parameters: Record<string, string | null>;
}

/**
 * Proposes the mapping of `headers` (as the spreadsheet has them) to the contact fields and to `placeholders` (the
 * template's, by name): a header equal to a placeholder's name feeds it; the contact fields take their aliases. The
 * first matching column wins and no column is proposed twice — except the name's, which also feeds a placeholder
 * called `nome`.
 */
export function suggestRecipientMapping(
  headers: readonly string[],
  placeholders: readonly string[],
): RecipientMapping {
  const normalized = headers.map((header) => normalizeHeader(header));
  const taken = new Set<number>();
  const find = (names: readonly string[]) => {
    const index = normalized.findIndex((header, at) => !taken.has(at) && names.includes(header));
    if (index < 0) return null;
    taken.add(index);
    return index;
  };
  const contact = {} as Record<ContactField, string | null>;
  const contactIndex = {} as Record<ContactField, number | null>;
  for (const field of ['email', 'phone', 'name'] as const) {
    const index = find(CONTACT_HEADER_ALIASES[field]);
    contactIndex[field] = index;
    contact[field] = index === null ? null : headers[index]!;
  }
  const parameters: Record<string, string | null> = {};
  for (const placeholder of placeholders) {
    const wanted = normalizeHeader(placeholder);
    let index = find([wanted]);
    // The placeholders that name a contact field read its column.
    if (index === null && (wanted === 'nome' || wanted === 'name')) index = contactIndex.name;
    if (index === null && wanted === 'email') index = contactIndex.email;
    if (index === null && (wanted === 'celular' || wanted === 'telefone')) index = contactIndex.phone;
    parameters[placeholder] = index === null ? null : headers[index]!;
  }
  return { contact, parameters };
}

/** The placeholders every communication fills without a spreadsheet column: the person's name and e-mail, the company. */
export const RECIPIENT_PLACEHOLDERS: readonly string[] = ['nome', 'email', 'empresa'];
/** Filled from the company when no column feeds it. */
export const COMPANY_PLACEHOLDERS: readonly string[] = ['empresa'];

/**
 * The placeholders of a template a communication could not fill: for one that is not parameterizable, every
 * placeholder but RECIPIENT_PLACEHOLDERS (a {{link}} or {{prazo}} belongs to a voting's invitation); none for a
 * parameterizable one (its spreadsheet must then have a column for each, but the company's).
 */
export function unfillablePlaceholders(placeholders: readonly string[], parameterizable: boolean): string[] {
  return parameterizable ? [] : placeholders.filter((name) => !RECIPIENT_PLACEHOLDERS.includes(name));
}

/**
 * The placeholders a parameterizable spreadsheet gives a column of their own, in the template's order: every one but
 * those the contact columns fill (the name, the e-mail) and the company's — what the screen asks the operator for
 * and the deliveries' export lists beside the contact.
 */
export function valueColumnPlaceholders(placeholders: readonly string[]): string[] {
  return placeholders.filter((name) => !RECIPIENT_PLACEHOLDERS.includes(name));
}

/** A column the spreadsheet lacks: a contact field the plan needs, or a placeholder (the company's is filled). */
export interface MissingRecipientColumn {
  field: string;
  code: 'required';
  params?: { name: string };
}

/**
 * The columns a spreadsheet mapped as `mapping` lacks for `plan`: the e-mail for an e-mail plan, the phone for a
 * WhatsApp one, either for WhatsApp with e-mail behind it; and a column for every placeholder but the company's.
 */
export function missingRecipientColumns(
  plan: 'email' | 'whatsapp' | 'whatsapp_email_fallback',
  mapping: RecipientMapping,
): MissingRecipientColumn[] {
  const missing: MissingRecipientColumn[] = [];
  const { email, phone } = mapping.contact;
  if (plan === 'email' && email === null) missing.push({ field: 'columns/email', code: 'required' });
  if (plan === 'whatsapp' && phone === null) missing.push({ field: 'columns/phone', code: 'required' });
  if (plan === 'whatsapp_email_fallback' && phone === null && email === null)
    missing.push({ field: 'columns/phone', code: 'required' });
  for (const [name, header] of Object.entries(mapping.parameters)) {
    if (header === null && !COMPANY_PLACEHOLDERS.includes(name))
      missing.push({ field: `columns/parameters/${name}`, code: 'required', params: { name } });
  }
  return missing;
}
