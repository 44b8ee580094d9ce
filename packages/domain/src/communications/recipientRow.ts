// One row of a communication's recipients spreadsheet (issue 20), read before anything is sent: its e-mail and phone
// (a phone must become +55 E.164, or another country's E.164 with its '+'), the contact the channel plan needs, and
// each template placeholder's value from the column mapped to it. A refused row lists every reason, by field, so the
// operator sees them by line before sending.

import { readPhone } from '../phone.ts';
import { readVoterEmail, readVoterName } from '../voterFields.ts';
import type { ChannelPlan } from './recipientChannels.ts';
import {
  WHATSAPP_BODY_MAX_CHARS,
  whatsappBodyLength,
  whatsappParameterIssue,
  type WhatsappParameterIssue,
} from './whatsappTemplate.ts';

export type RecipientRowCode =
  | 'email_invalid'
  | 'phone_invalid'
  | 'email_required'
  | 'phone_required'
  | 'contact_required'
  | 'duplicate_contact'
  | 'name_invalid'
  | 'name_too_long'
  | 'parameter_invalid'
  | 'message_too_long'
  | WhatsappParameterIssue;

/** What the spreadsheet reader says of a line it cannot split into cells. */
export type UnreadableLineCode = 'row_too_long' | 'unterminated_quote' | 'too_many_cells';

/** Every code a refused line of a recipients spreadsheet can carry (the screen names each; the fuzz checks them). */
export const RECIPIENT_ISSUE_CODES: readonly (RecipientRowCode | UnreadableLineCode)[] = [
  'email_invalid',
  'phone_invalid',
  'email_required',
  'phone_required',
  'contact_required',
  'duplicate_contact',
  'name_invalid',
  'name_too_long',
  'parameter_empty',
  'parameter_invalid',
  'parameter_line_break',
  'parameter_spaces',
  'message_too_long',
  'row_too_long',
  'unterminated_quote',
  'too_many_cells',
];

export interface RecipientRowIssue {
  /** 'email', 'phone', 'name', or 'parameters/<placeholder>'. */
  field: string;
  code: RecipientRowCode;
}

export interface RecipientRowCells {
  email?: string;
  phone?: string;
  /** Optional: read as a voter's name is (whitespace runs as one space), empty as none. */
  name?: string;
  /** The cell mapped to each placeholder of the template. */
  parameters: Readonly<Record<string, string>>;
}

export type RecipientRowReading =
  | {
      ok: true;
      email: string | null;
      phone: string | null;
      name: string | null;
      parameters: Record<string, string>;
    }
  | { ok: false; issues: RecipientRowIssue[] };

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_VALUE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function readRecipientRow(cells: RecipientRowCells, plan: ChannelPlan): RecipientRowReading {
  const issues: RecipientRowIssue[] = [];
  let email: string | null = null;
  let phone: string | null = null;
  const emailCell = cells.email?.trim() ?? '';
  if (emailCell) {
    // The voter import's rule: control characters are no address (a NUL cannot even be stored).
    const reading = readVoterEmail(emailCell);
    if (!reading.ok) issues.push({ field: 'email', code: 'email_invalid' });
    else email = reading.value;
  }
  const phoneCell = cells.phone?.trim() ?? '';
  if (phoneCell) {
    const reading = readPhone(phoneCell);
    if (reading.ok) phone = reading.phone;
    else issues.push({ field: 'phone', code: 'phone_invalid' });
  }
  let name: string | null = null;
  if (cells.name?.trim()) {
    const reading = readVoterName(cells.name);
    if (reading.ok) name = reading.value;
    else if (reading.code !== 'name_missing') issues.push({ field: 'name', code: reading.code });
  }
  if (plan === 'email' && !emailCell) issues.push({ field: 'email', code: 'email_required' });
  if (plan === 'whatsapp' && !phoneCell) issues.push({ field: 'phone', code: 'phone_required' });
  if (plan === 'whatsapp_email_fallback' && !emailCell && !phoneCell)
    issues.push({ field: 'phone', code: 'contact_required' });

  // A value goes into a WhatsApp message when the plan sends one to this person: Meta's rules apply then.
  const byWhatsapp = plan !== 'email' && phoneCell !== '';
  const parameters: Record<string, string> = {};
  for (const [name, cell] of Object.entries(cells.parameters)) {
    const value = cell.trim();
    // Tab and line breaks may be in an e-mail's value; no other control character (PostgreSQL cannot hold NUL).
    const issue =
      value === ''
        ? 'parameter_empty'
        : CONTROL_IN_VALUE.test(value)
          ? 'parameter_invalid'
          : byWhatsapp
            ? whatsappParameterIssue(value)
            : null;
    if (issue) issues.push({ field: `parameters/${name}`, code: issue });
    else parameters[name] = value;
  }
  return issues.length ? { ok: false, issues } : { ok: true, email, phone, name, parameters };
}

/**
 * Who a read row reaches, to find a person listed twice (a second row would be a second message): the e-mail for
 * an e-mail plan, the phone for a WhatsApp one, the phone (else the e-mail) when e-mail is the fallback. Null when
 * the row has no contact for the plan (readRecipientRow refused it already).
 */
export function recipientContactKey(
  plan: ChannelPlan,
  row: { email: string | null; phone: string | null },
): { field: 'email' | 'phone'; key: string } | null {
  if (plan === 'email') return row.email === null ? null : { field: 'email', key: row.email };
  if (row.phone !== null) return { field: 'phone', key: row.phone };
  return plan === 'whatsapp_email_fallback' && row.email !== null ? { field: 'email', key: row.email } : null;
}

/** A recipient's placeholder values: the company's name, the e-mail, the name, and the spreadsheet's (which win). */
export function recipientValues(
  companyName: string,
  recipient: { email: string | null; name: string | null; parameters: Readonly<Record<string, string>> },
): Record<string, string> {
  return {
    empresa: companyName,
    email: recipient.email ?? '',
    ...(recipient.name ? { nome: recipient.name } : {}),
    ...recipient.parameters,
  };
}

/**
 * Whether the WhatsApp message a row gets — its template's text with the row's values in — is over Meta's body
 * limit (Meta refuses it at sending): the row is refused as `message_too_long` before anything is sent.
 */
export function whatsappMessageTooLong(
  templateText: string,
  values: Readonly<Record<string, string>>,
): boolean {
  return whatsappBodyLength(templateText, values) > WHATSAPP_BODY_MAX_CHARS;
}
