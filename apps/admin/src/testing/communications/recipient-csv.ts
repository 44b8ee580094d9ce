import type { CommunicationRecipientUpload, FieldError } from '@backoffice/api-client';
import {
  CONTACT_HEADER_ALIASES,
  missingRecipientColumns,
  normalizeHeader,
  readRecipientRow,
  recipientContactKey,
  suggestRecipientMapping,
  type ChannelPlan,
} from '@backoffice/domain';
import { splitCells } from '../csv-cells';

// A communication's recipients spreadsheet read as the server reads it (apps/api recipient-upload.ts), from the text
// the fake receives: a BOM dropped, blank lines skipped, Excel's `sep=` line, `;` or `,` (the one whose header cells
// the reader knows best), quoted cells (a quoted line break too). The columns, each row and a person listed twice are
// the domain's rules (suggestRecipientMapping, missingRecipientColumns, readRecipientRow, recipientContactKey). A file
// that cannot be read (empty, not text, a header without rows) or lacks a column is refused whole.

/** Refused rows listed in the answer (all are counted), as the server. */
export const LISTED_RECIPIENT_ISSUES = 1_000;

export interface ReadRecipient {
  line: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  parameters: Record<string, string>;
}

export type RecipientCsvReading =
  | ({ ok: true; recipients: ReadRecipient[] } & Omit<CommunicationRecipientUpload, 'fileName' | 'accepted'>)
  | { ok: false; errors: FieldError[] };

const CONTACT_HEADERS = new Set(Object.values(CONTACT_HEADER_ALIASES).flat());
/** Nothing but spaces, delimiters and quotes: a blank line, or Excel's ';;;' for an empty row. */
const SOMETHING = /[^\s;,"]/;
const SEP_LINE = /^sep=([;,])$/i;

interface CsvRecord {
  /** The spreadsheet line the record starts on (the first line is 1). */
  line: number;
  text: string;
  unterminated: boolean;
}

/** The file's records by line: a line break inside quotes belongs to its cell. */
function recordsOf(content: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let start = 0;
  let startLine = 1;
  let line = 1;
  let quoted = false;
  for (let i = 0; i < content.length; i++) {
    const char = content[i];
    if (char === '"') quoted = !quoted;
    else if (char === '\n' || char === '\r') {
      const end = i;
      if (char === '\r' && content[i + 1] === '\n') i++;
      line++;
      if (quoted) continue;
      records.push({ line: startLine, text: content.slice(start, end), unterminated: false });
      start = i + 1;
      startLine = line;
    }
  }
  if (start < content.length)
    records.push({ line: startLine, text: content.slice(start), unterminated: quoted });
  return records;
}

/** The delimiter that splits the header into the most cells the reader knows; `;` on a tie unless only `,` is there. */
function delimiterOf(header: string, known: (cell: string) => boolean): ';' | ',' {
  const score = (delimiter: string) => splitCells(header, delimiter).filter(known).length;
  const semicolon = score(';');
  const comma = score(',');
  if (comma !== semicolon) return comma > semicolon ? ',' : ';';
  return !header.includes(';') && header.includes(',') ? ',' : ';';
}

const fileRefusal = (code: string): RecipientCsvReading => ({ ok: false, errors: [{ field: '', code }] });

/** Reads `text` for a plan and the placeholders its rows must fill (none unless the communication is parameterizable). */
export function readRecipientCsv(
  text: string,
  plan: ChannelPlan,
  placeholders: readonly string[],
): RecipientCsvReading {
  const content = text.replace(/^\uFEFF/, '');
  if (content.includes('\u0000')) return fileRefusal('file_not_text');
  const records = recordsOf(content);
  let at = records.findIndex((record) => record.text.trim() !== '');
  let sep = at < 0 ? undefined : SEP_LINE.exec(records[at]!.text.trim())?.[1];
  if (sep !== undefined) at = records.findIndex((record, index) => index > at && record.text.trim() !== '');
  if (at < 0) return fileRefusal('file_empty');

  const wanted = new Set(placeholders.map((name) => normalizeHeader(name)));
  const known = (cell: string) => {
    const header = normalizeHeader(cell);
    return CONTACT_HEADERS.has(header) || wanted.has(header);
  };
  const delimiter = (sep ??= delimiterOf(records[at]!.text, known));
  const header = splitCells(records[at]!.text, delimiter).map((cell) => cell.trim());
  const mapping = suggestRecipientMapping(header, placeholders);
  const missing = missingRecipientColumns(plan, mapping);
  if (missing.length > 0) return { ok: false, errors: missing };

  const indexOf = (column: string | null) => (column === null ? -1 : header.indexOf(column));
  const emailAt = indexOf(mapping.contact.email);
  const phoneAt = indexOf(mapping.contact.phone);
  const nameAt = indexOf(mapping.contact.name);
  // Only the mapped placeholders: the company's, without a column, is filled when the message is written.
  const parameterAt = Object.entries(mapping.parameters)
    .filter(([, column]) => column !== null)
    .map(([name, column]) => [name, indexOf(column)] as const);
  const cell = (cells: readonly string[], index: number) => (index < 0 ? undefined : cells[index]);

  const reading = {
    ok: true as const,
    recipients: [] as ReadRecipient[],
    refused: 0,
    issues: [] as CommunicationRecipientUpload['issues'],
    issuesTruncated: false,
    columns: { ...mapping.contact, parameters: mapping.parameters },
  };
  const refuse = (line: number, issues: { field: string; code: string }[]) => {
    reading.refused++;
    for (const issue of issues) {
      if (reading.issues.length < LISTED_RECIPIENT_ISSUES) reading.issues.push({ line, ...issue });
      else reading.issuesTruncated = true;
    }
  };
  const firstLineOf = new Map<string, number>();
  let rows = 0;
  for (const record of records.slice(at + 1)) {
    if (!SOMETHING.test(record.text)) continue;
    rows++;
    if (record.unterminated) {
      refuse(record.line, [{ field: '', code: 'unterminated_quote' }]);
      continue;
    }
    const cells = splitCells(record.text, delimiter);
    const row = readRecipientRow(
      {
        email: cell(cells, emailAt),
        phone: cell(cells, phoneAt),
        name: cell(cells, nameAt),
        parameters: Object.fromEntries(parameterAt.map(([name, index]) => [name, cell(cells, index) ?? ''])),
      },
      plan,
    );
    if (!row.ok) {
      refuse(record.line, row.issues);
      continue;
    }
    const contact = recipientContactKey(plan, row);
    if (contact && firstLineOf.has(contact.key)) {
      refuse(record.line, [{ field: contact.field, code: 'duplicate_contact' }]);
      continue;
    }
    if (contact) firstLineOf.set(contact.key, record.line);
    const { name, email, phone, parameters } = row;
    reading.recipients.push({ line: record.line, name, email, phone, parameters });
  }
  return rows === 0 ? fileRefusal('no_rows') : reading;
}
