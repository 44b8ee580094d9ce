// Every limit of the voter import's file in one place: the endpoint (body limit, preview size) reads the same
// constants. A voter's own fields (name, weight…) have theirs in packages/domain (voterFields.ts, weight.ts).

import { MAX_VOTER_IMPORT_BYTES } from '@backoffice/domain';

/** The largest upload read (the contract says 50 MB): the upload route's limit. */
export const MAX_FILE_BYTES = MAX_VOTER_IMPORT_BYTES;
/** Data rows (blank lines not counted); 100,000 voters must fit with room to spare. */
export const MAX_ROWS = 200_000;
/** One record's bytes (a line, or several when a quoted cell holds line breaks). */
export const MAX_ROW_BYTES = 32 * 1024;
/** Cells in one record (and columns in the header). */
export const MAX_CELLS_PER_ROW = 500;
/** Characters of one cell that the import reads (columns it ignores are only bounded by MAX_ROW_BYTES). */
export const MAX_CELL_CHARS = 1_000;
/** A cell quoted back in an error (preview, report) is cut to this many characters. */
export const MAX_REPORTED_VALUE_CHARS = 200;

/** The limits a reading enforces; tests lower them to reach them with small files. */
export interface ImportLimits {
  maxFileBytes: number;
  maxRows: number;
  maxRowBytes: number;
  maxCellsPerRow: number;
}

export const IMPORT_LIMITS: Readonly<ImportLimits> = {
  maxFileBytes: MAX_FILE_BYTES,
  maxRows: MAX_ROWS,
  maxRowBytes: MAX_ROW_BYTES,
  maxCellsPerRow: MAX_CELLS_PER_ROW,
};

/**
 * Data rows of a batch voting's holders spreadsheet (issue 19: 300 funds × 1,000 holders). The reader streams, but
 * memory is NOT flat in the rows: packages/domain's batchHolderGrouper keeps every valid holder (and each fund's
 * CPF/CNPJs, for its duplicates) until the children are written — bench:batch-holders-parse measured about 90 MB of
 * heap at 300,000 rows (≈ 300 bytes a holder) beside the 41 MB body, in about 5 s. This bounds that memory as
 * MAX_ROWS bounds a voter list's; set it to MAX_ROWS to keep batches at the voter list's bound.
 */
export const MAX_BATCH_ROWS = 300_000;
