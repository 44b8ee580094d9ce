import { sql } from 'kysely';
import type { CommunicationRecipientUpload } from '@backoffice/api-client';
import {
  CONTACT_HEADER_ALIASES,
  missingRecipientColumns,
  normalizeHeader,
  readRecipientRow,
  recipientContactKey,
  recipientValues,
  suggestRecipientMapping,
  whatsappMessageTooLong,
  type ChannelPlan,
  type RecipientRowCells,
} from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { readCsvTable, VoterImportFileError } from '../../voter-import/index.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { fileProblem } from '../voter-imports/upload-import.ts';
import { lockCommunicationFor } from './communication-store.ts';

// A communication's recipients from a spreadsheet (issue 20): the columns by header name (packages/domain
// recipientColumns.ts), each row read by the domain's recipientRow.ts, a person listed twice refused on the second
// line. The valid rows replace the draft's recipients in one transaction; the refused ones are answered by line. A
// file that cannot be read (or lacks a column the plan or the template needs) changes nothing.

/** Refused rows listed in the answer (all are counted). */
export const LISTED_RECIPIENT_ISSUES = 1_000;
/** Rows inserted per statement. */
const INSERT_CHUNK = 1_000;

interface ReadRecipient {
  line: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  parameters: Record<string, string>;
}

interface RecipientFileReading {
  recipients: ReadRecipient[];
  refused: number;
  issues: CommunicationRecipientUpload['issues'];
  issuesTruncated: boolean;
  columns: CommunicationRecipientUpload['columns'];
}

const CONTACT_HEADERS = new Set(Object.values(CONTACT_HEADER_ALIASES).flat());

/** What a row's WhatsApp message is written from: the template's text and the company's name (for {{empresa}}). */
export interface MessageSource {
  /** The WhatsApp template's text; null when the communication's template is an e-mail. */
  whatsappText: string | null;
  companyName: string;
}

/**
 * Reads the file for a plan and the placeholders its rows must fill (none unless parameterizable). A file that
 * cannot be read, whenever the reader finds it out (a header without rows is known at the end), is 422.
 */
export async function readRecipientFile(
  bytes: Buffer,
  plan: ChannelPlan,
  placeholders: readonly string[],
  message: MessageSource,
): Promise<RecipientFileReading> {
  try {
    return await readRows(bytes, plan, placeholders, message);
  } catch (error) {
    if (error instanceof VoterImportFileError)
      throw fileProblem(error, 'A planilha de destinatários não pode ser lida');
    throw error;
  }
}

async function readRows(
  bytes: Buffer,
  plan: ChannelPlan,
  placeholders: readonly string[],
  message: MessageSource,
): Promise<RecipientFileReading> {
  const wanted = new Set(placeholders.map((name) => normalizeHeader(name)));
  const known = (cell: string) => {
    const header = normalizeHeader(cell);
    return CONTACT_HEADERS.has(header) || wanted.has(header);
  };
  const table = await readCsvTable(bytes, known);
  const mapping = suggestRecipientMapping(table.header, placeholders);
  const missing = missingRecipientColumns(plan, mapping);
  if (missing.length > 0) {
    throw fieldRefusal('unprocessable', missing, 'Faltam colunas na planilha de destinatários');
  }
  const indexOf = (header: string | null) => (header === null ? -1 : table.header.indexOf(header));
  const emailAt = indexOf(mapping.contact.email);
  const phoneAt = indexOf(mapping.contact.phone);
  const nameAt = indexOf(mapping.contact.name);
  // Only the mapped placeholders: the company's, without a column, is filled when the message is written.
  const parameterAt = Object.entries(mapping.parameters)
    .filter(([, header]) => header !== null)
    .map(([name, header]) => [name, indexOf(header)] as const);
  const cell = (cells: readonly string[], at: number) => (at < 0 ? undefined : cells[at]);
  async function* rows(): AsyncGenerator<SourceRow> {
    for await (const record of table.records) {
      if (record.cells === null) {
        yield { line: record.line, problem: record.problem };
        continue;
      }
      const { cells } = record;
      yield {
        line: record.line,
        cells: {
          email: cell(cells, emailAt),
          phone: cell(cells, phoneAt),
          name: cell(cells, nameAt),
          parameters: Object.fromEntries(parameterAt.map(([name, at]) => [name, cell(cells, at) ?? ''])),
        },
      };
    }
  }
  return collectRecipients(rows(), plan, { ...mapping.contact, parameters: mapping.parameters }, message);
}

/** A source's row: its cells, or why its line could not be read. */
export type SourceRow = { line: number; cells: RecipientRowCells } | { line: number; problem: string };

/**
 * The recipients of a source's rows (a spreadsheet's, a voting's voters): each row read by the domain's
 * readRecipientRow, one whose WhatsApp message would be over Meta's limit refused as `message_too_long`, a person
 * already taken refused as `duplicate_contact`; refusals listed by line (the first 1,000).
 */
export async function collectRecipients(
  rows: AsyncIterable<SourceRow> | Iterable<SourceRow>,
  plan: ChannelPlan,
  columns: CommunicationRecipientUpload['columns'],
  message: MessageSource,
): Promise<RecipientFileReading> {
  const reading: RecipientFileReading = {
    recipients: [],
    refused: 0,
    issues: [],
    issuesTruncated: false,
    columns,
  };
  const firstLineOf = new Map<string, number>();
  const refuse = (line: number, issues: { field: string; code: string }[]) => {
    reading.refused++;
    for (const issue of issues) {
      if (reading.issues.length < LISTED_RECIPIENT_ISSUES) reading.issues.push({ line, ...issue });
      else reading.issuesTruncated = true;
    }
  };
  for await (const source of rows) {
    if (!('cells' in source)) {
      refuse(source.line, [{ field: '', code: source.problem }]);
      continue;
    }
    const row = readRecipientRow(source.cells, plan);
    if (!row.ok) {
      refuse(source.line, row.issues);
      continue;
    }
    const byWhatsapp = plan !== 'email' && row.phone !== null && message.whatsappText !== null;
    if (
      byWhatsapp &&
      whatsappMessageTooLong(message.whatsappText!, recipientValues(message.companyName, row))
    ) {
      refuse(source.line, [{ field: '', code: 'message_too_long' }]);
      continue;
    }
    const contact = recipientContactKey(plan, row);
    const first = contact && firstLineOf.get(contact.key);
    if (contact && first !== undefined) {
      refuse(source.line, [{ field: contact.field, code: 'duplicate_contact' }]);
      continue;
    }
    if (contact) firstLineOf.set(contact.key, source.line);
    reading.recipients.push({
      line: source.line,
      name: row.name,
      email: row.email,
      phone: row.phone,
      parameters: row.parameters,
    });
  }
  return reading;
}

/** What a draft's recipients are read for: its plan and the placeholders of its template (when parameterizable). */
export async function readingTarget(trx: TenantTransaction, workspaceId: string, communicationId: string) {
  const communication = await lockCommunicationFor(trx, workspaceId, communicationId, 'edit');
  if (!communication) return undefined;
  const template = await trx
    .selectFrom('message_templates')
    .innerJoin('companies', 'companies.id', 'message_templates.company_id')
    .select([
      'message_templates.placeholders',
      'message_templates.channel',
      'message_templates.body',
      'companies.name as company_name',
    ])
    .where('message_templates.id', '=', communication.template_id)
    .executeTakeFirstOrThrow();
  const message: MessageSource = {
    whatsappText: template.channel === 'whatsapp' ? template.body : null,
    companyName: template.company_name,
  };
  return {
    communication,
    plan: communication.channel,
    placeholders: communication.parameterizable ? template.placeholders : [],
    message,
  };
}

/**
 * Replaces a draft's recipients with the file's valid rows; undefined when the communication is not there. The file
 * is read between two transactions (no lock held while reading); a draft whose template, plan or parameterizable
 * choice changed meanwhile is 409 `invalid_state` and nothing is written.
 */
export async function uploadRecipients(
  inWorkspace: <T>(work: (trx: TenantTransaction) => Promise<T>) => Promise<T>,
  workspaceId: string,
  communicationId: string,
  file: { name: string; bytes: Buffer },
): Promise<CommunicationRecipientUpload | undefined> {
  const target = await inWorkspace((trx) => readingTarget(trx, workspaceId, communicationId));
  if (!target) return undefined;
  const reading = await readRecipientFile(file.bytes, target.plan, target.placeholders, target.message);
  return inWorkspace(async (trx) => {
    const now = await readingTarget(trx, workspaceId, communicationId);
    if (!now) return undefined;
    const before = target.communication;
    if (
      now.communication.template_id !== before.template_id ||
      now.plan !== target.plan ||
      now.communication.parameterizable !== before.parameterizable
    ) {
      throw new Refusal(
        'invalid_state',
        'A comunicação mudou durante a leitura da planilha: envie-a de novo',
      );
    }
    await writeRecipients(trx, now.communication, reading.recipients, file.name);
    return {
      fileName: file.name,
      accepted: reading.recipients.length,
      refused: reading.refused,
      columns: reading.columns,
      issues: reading.issues,
      issuesTruncated: reading.issuesTruncated,
    };
  });
}

export async function writeRecipients(
  trx: TenantTransaction,
  communication: { company_id: string; workspace_id: string; id: string },
  recipients: readonly ReadRecipient[],
  fileName: string,
): Promise<void> {
  await trx.deleteFrom('communication_recipients').where('communication_id', '=', communication.id).execute();
  for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('communication_recipients')
      .values(
        recipients.slice(start, start + INSERT_CHUNK).map((recipient) => ({
          company_id: communication.company_id,
          workspace_id: communication.workspace_id,
          communication_id: communication.id,
          line: recipient.line,
          name: recipient.name,
          email: recipient.email,
          phone: recipient.phone,
          parameters: JSON.stringify(recipient.parameters),
        })),
      )
      .execute();
  }
  await trx
    .updateTable('communications')
    .set({ recipient_count: recipients.length, recipients_file_name: fileName, updated_at: sql<Date>`now()` })
    .where('id', '=', communication.id)
    .execute();
}
