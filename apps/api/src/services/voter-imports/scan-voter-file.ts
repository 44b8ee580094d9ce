import { createHash } from 'node:crypto';
import type { VoterImportError, VoterImportRow } from '@backoffice/api-client';
import { ALREADY_REGISTERED } from '@backoffice/domain';
import { readVoterCsv, type RowIssue, type ValidVoterRow } from '../../voter-import/index.ts';
import { storedIssueLine } from './error-report-file.ts';
import { MAX_LISTED_ERRORS, PREVIEW_ROWS, type StoredSummary } from './import-view.ts';

// One pass over an uploaded voter file with H2's reader (voter-import/): the summary, the first errors, a preview
// of valid rows and the whole error report — and, on confirm, every row to write. A row whose CPF/CNPJ is already
// a voter of the voting is refused like a duplicate: counted in `invalid` and in `alreadyRegistered`, reported with
// the code `already_registered`.

export { ALREADY_REGISTERED };

export interface VoterFileScan {
  summary: StoredSummary;
  errors: VoterImportError[];
  preview: VoterImportRow[];
  /** Every problem as the error report keeps it (error-report-file.ts: a JSON line each), when asked for. */
  report: string | null;
}

export interface ScanOptions {
  /** CPF/CNPJs of the voting's voters. */
  registered: ReadonlySet<string>;
  /** Keep every problem for the error report. */
  report?: boolean;
  /** Called with every row that will be imported, in file order; reading waits for a promise it returns. */
  onValid?: (row: ValidVoterRow) => Promise<void> | void;
}

/** A reason a row is not imported: the reader's (RowIssue) or the endpoint's own (ALREADY_REGISTERED). */
type RefusalIssue = Omit<RowIssue, 'code'> & { code: string };

/** jsonb cannot hold U+0000 (a cell quoted back from a binary file may): it is shown as U+FFFD instead. */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

function toError(line: number, issue: RefusalIssue): VoterImportError {
  return {
    line,
    field: issue.field,
    code: issue.code,
    ...(issue.value === undefined ? {} : { value: storable(issue.value) }),
    ...(issue.params === undefined ? {} : { params: issue.params }),
  };
}

function toPreviewRow(row: ValidVoterRow): VoterImportRow {
  return {
    line: row.line,
    name: row.name,
    taxIdType: row.taxIdType,
    taxId: row.taxId,
    // Voter files always have an e-mail column (VOTER_COLUMNS requires it); the reader types it for other sets.
    email: row.email ?? '',
    phone: row.phone,
    weight: row.weight,
  };
}

/** Reads the whole file. Throws VoterImportFileError when the file cannot be read at all (see voter-import/). */
export async function scanVoterFile(bytes: Buffer, options: ScanOptions): Promise<VoterFileScan> {
  const reading = readVoterCsv(bytes);
  const errors: VoterImportError[] = [];
  let errorCount = 0;
  const preview: VoterImportRow[] = [];
  const report: string[] | null = options.report ? [] : null;
  let valid = 0;
  let alreadyRegistered = 0;

  const refuse = (line: number, issues: readonly RefusalIssue[]) => {
    for (const issue of issues) {
      errorCount++;
      if (errors.length < MAX_LISTED_ERRORS) errors.push(toError(line, issue));
      report?.push(storedIssueLine(line, issue));
    }
  };

  for await (const row of reading) {
    if (!row.valid) {
      refuse(row.line, row.errors);
    } else if (options.registered.has(row.taxId)) {
      alreadyRegistered++;
      refuse(row.line, [{ field: 'taxId', code: ALREADY_REGISTERED, value: row.taxId }]);
    } else {
      valid++;
      if (preview.length < PREVIEW_ROWS) preview.push(toPreviewRow(row));
      const accepted = options.onValid?.(row);
      if (accepted) await accepted;
    }
  }

  const read = reading.summary;
  return {
    summary: {
      rows: read.rows,
      valid,
      invalid: read.invalid + alreadyRegistered,
      duplicates: read.duplicates,
      alreadyRegistered,
      encoding: read.encoding,
      delimiter: read.delimiter,
      columns: read.columns.map((column) => ({ header: column.header, field: column.field })),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      errorsTruncated: errorCount > errors.length,
    },
    errors,
    preview,
    report: report && report.join(''),
  };
}
