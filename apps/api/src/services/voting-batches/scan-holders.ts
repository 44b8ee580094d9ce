import { createHash } from 'node:crypto';
import type { VoterImportError } from '@backoffice/api-client';
import {
  batchHolderGrouper,
  type BatchHolderGrouping,
  type BatchRowIssue,
  type HolderReading,
} from '@backoffice/domain';
import {
  BATCH_HOLDER_COLUMNS,
  MAX_BATCH_ROWS,
  readVoterCsv,
  type VoterImportSummary,
} from '../../voter-import/index.ts';
import { reportedValue } from '../../voter-import/validate-row.ts';

// One pass over a batch's holders spreadsheet: the voter import's reader (encodings, delimiters, quotes, the holder's
// cells checked with the voter list's rules and codes, the file-wide duplicate check off) feeding packages/domain's
// batch holder grouper (the fund's CNPJ and name, one name per fund, a holder twice in ONE fund). Deterministic: the
// upload describes the file with it, the confirmation reads the stored file again to write what it found.

/** The problems listed in the upload's answer (all are counted). */
export const MAX_LISTED_BATCH_ERRORS = 1_000;

export interface HolderScan {
  grouping: BatchHolderGrouping;
  /** Data rows read; refused rows (the grouper's, and rows the reader could not split into cells). */
  rows: number;
  invalid: number;
  valid: number;
  errors: VoterImportError[];
  errorsTruncated: boolean;
  summary: Pick<VoterImportSummary, 'encoding' | 'delimiter' | 'columns'> & { sha256: string };
}

/** jsonb cannot hold U+0000 (a cell quoted back from a binary file may): it is shown as U+FFFD instead. */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

function toError(line: number, issue: BatchRowIssue): VoterImportError {
  return {
    line,
    field: issue.field,
    code: issue.code,
    ...(issue.value === undefined ? {} : { value: storable(reportedValue(issue.value)) }),
    ...(issue.params === undefined ? {} : { params: issue.params }),
  };
}

export interface ScanHoldersOptions {
  /** Tests lower the row limit to reach it with small files. */
  maxRows?: number;
}

/** Reads the whole file. Throws VoterImportFileError when the file cannot be read at all (see voter-import/). */
export async function scanBatchHolders(bytes: Buffer, options: ScanHoldersOptions = {}): Promise<HolderScan> {
  const reading = readVoterCsv(bytes, {
    columns: BATCH_HOLDER_COLUMNS,
    duplicates: false,
    limits: { maxRows: options.maxRows ?? MAX_BATCH_ROWS },
  });
  const grouper = batchHolderGrouper();
  const errors: VoterImportError[] = [];
  let errorCount = 0;
  let invalid = 0;
  const refuse = (line: number, issues: readonly BatchRowIssue[]) => {
    invalid++;
    for (const issue of issues) {
      errorCount++;
      if (errors.length < MAX_LISTED_BATCH_ERRORS) errors.push(toError(line, issue));
    }
  };

  for await (const row of reading) {
    // A row the reader could not split into cells (too long, an unterminated quote, too many cells) has no fund.
    if (!row.fund) {
      if (!row.valid) refuse(row.line, row.errors);
      continue;
    }
    const holder: HolderReading = row.valid
      ? {
          valid: true,
          name: row.name,
          taxIdType: row.taxIdType,
          taxId: row.taxId,
          email: row.email,
          phone: row.phone,
          weight: row.weight,
        }
      : { valid: false, errors: row.errors, values: row.values, taxId: row.taxId ?? null };
    const refused = grouper.add({
      line: row.line,
      endLine: row.valid ? row.line : row.endLine,
      fundTaxId: row.fund.fundTaxId,
      fundName: row.fund.fundName,
      holder,
    });
    if (refused) {
      // The fund's cells are quoted back cut, as the holder's are.
      for (const field of ['fundTaxId', 'fundName'] as const) {
        const value = refused.values[field];
        if (value !== undefined) refused.values[field] = reportedValue(value);
      }
      refuse(refused.line, refused.errors);
    }
  }

  const grouping = grouper.finish();
  const summary = reading.summary;
  return {
    grouping,
    rows: summary.rows,
    invalid,
    valid: grouping.funds.reduce((sum, fund) => sum + fund.holders.length, 0),
    errors,
    errorsTruncated: errorCount > errors.length,
    summary: {
      encoding: summary.encoding,
      delimiter: summary.delimiter,
      columns: summary.columns.map((column) => ({ header: column.header, field: column.field })),
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
  };
}
