// Every limit of the voter import in one place: the endpoint (body limit, preview size) reads the same constants.

/** The largest upload read (the contract says 50 MB). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Data rows (blank lines not counted); 100,000 voters must fit with room to spare. */
export const MAX_ROWS = 200_000;
/** One record's bytes (a line, or several when a quoted cell holds line breaks). */
export const MAX_ROW_BYTES = 32 * 1024;
/** Cells in one record (and columns in the header). */
export const MAX_CELLS_PER_ROW = 500;
/** Characters of one cell that the import reads (columns it ignores are only bounded by MAX_ROW_BYTES). */
export const MAX_CELL_CHARS = 1_000;
/** What the voters table accepts (voters.name check). */
export const MAX_NAME_CHARS = 300;
/** A weight fits numeric(24, 6): up to 18 integer digits and 6 decimal places. */
export const MAX_WEIGHT_INTEGER_DIGITS = 18;
export const MAX_WEIGHT_DECIMALS = 6;
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
