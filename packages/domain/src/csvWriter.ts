// Every CSV the product exports (error reports, vote maps, the example file): ';' between cells and UTF-8 with a
// byte order mark, which is what Excel in Brazil opens without an import dialog; CRLF; cells quoted when they
// hold a delimiter, a quote, a line break or edge spaces.
//
// Formula injection (OWASP "CSV Injection"): a cell starting with = + - @ tab or CR is run as a formula by
// spreadsheet software, so text cells starting with one get a leading apostrophe. Imported text is stored as the
// person typed it; only exports neutralize. Numbers are written as numbers.

export const CSV_DELIMITER = ';';
export const CSV_LINE_END = '\r\n';
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;,"\r\n]|^\s|\s$/;

export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = neutralizeFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(CSV_DELIMITER) + CSV_LINE_END;
}

/** A whole CSV file as one string, byte order mark first. */
export function toCsv(rows: Iterable<readonly CsvCell[]>): string {
  let text = UTF8_BOM;
  for (const row of rows) text += csvLine(row);
  return text;
}

/** The same as chunks of about `chunkChars` characters, for long exports written to a stream. */
export async function* csvChunks(
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
  chunkChars = 64 * 1024,
): AsyncGenerator<string> {
  let text = UTF8_BOM;
  for await (const row of rows) {
    text += csvLine(row);
    if (text.length >= chunkChars) {
      yield text;
      text = '';
    }
  }
  if (text !== '') yield text;
}
