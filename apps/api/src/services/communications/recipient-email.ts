import { fillPlaceholders } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import type { RenderedEmail } from '../../jobs/index.ts';
import { escapeHtml } from '../sanitize-html.ts';
import { htmlToText } from '../voting-dispatch/html-to-text.ts';

// One recipient's e-mail of a communication: the template as it is now, filled with the recipient's values — the
// name, the e-mail and the company, and for a parameterizable communication the spreadsheet's values (which win),
// each HTML-escaped in the body. The send's job and the operator's preview both write it here, so what is previewed
// is what is sent.

export interface CommunicationMail {
  status: string;
  subject: string | null;
  body: string;
  company_name: string;
}

export interface MailRecipient {
  name: string | null;
  email: string | null;
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
    .select(['c.status', 't.subject', 't.body', 'co.name as company_name'])
    .where('c.id', '=', communicationId)
    .executeTakeFirst();
}

/** Writes recipients' e-mails of one communication (the body's text part computed once). */
export function recipientEmailWriter(
  communication: CommunicationMail,
  communicationId: string,
): (recipient: MailRecipient) => RenderedEmail {
  const { subject, body, company_name } = communication;
  if (subject === null) throw new Error(`communication ${communicationId}: its template has no subject`);
  const bodyText = htmlToText(body);
  return (recipient) => {
    const values: Record<string, string> = {
      empresa: company_name,
      email: recipient.email ?? '',
      ...(recipient.name ? { nome: recipient.name } : {}),
      ...recipient.parameters,
    };
    return {
      subject: oneLine(fillPlaceholders(subject, values)),
      html: fillPlaceholders(body, values, escapeHtml),
      text: fillPlaceholders(bodyText, values),
    };
  };
}
