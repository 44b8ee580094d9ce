// A spreadsheet without a fixed column set (a communication's recipients: contact columns and one per placeholder),
// read with the voter import's pieces — the same encodings, delimiters, quotes, blank lines and limits — as its
// header cells and then each record's cells by line. A file that cannot be read throws VoterImportFileError
// (file_not_text, no_rows, too_many_rows, file_too_large); a record that cannot be split comes with its problem.
import { splitCells } from './cells.ts';
import { decodeBytes } from './decode.ts';
import { sniffDelimiterBy, type Delimiter } from './delimiter.ts';
import { readFileStart } from './file-start.ts';
import { fileError } from './issues.ts';
import { IMPORT_LIMITS, type ImportLimits } from './limits.ts';
import { RecordSplitter, type RawRecord } from './record-splitter.ts';

const SOMETHING = /[^\s;,"]/;

export type CsvTableRecord =
  | { line: number; endLine: number; cells: string[]; problem: null }
  | {
      line: number;
      endLine: number;
      cells: null;
      problem: 'row_too_long' | 'unterminated_quote' | 'too_many_cells';
    };

export interface CsvTable {
  header: string[];
  delimiter: Delimiter;
  records: AsyncGenerator<CsvTableRecord>;
}

async function* bounded(source: Buffer, maxBytes: number): AsyncGenerator<Buffer> {
  if (source.length > maxBytes) throw fileError('file_too_large', { max: maxBytes });
  if (source.length > 0) yield source;
}

/**
 * Reads the header of `bytes` (the delimiter is the one that splits it into the most cells `isKnownHeader` knows)
 * and answers it with the records to come. Iterate the records once; rows past `maxRows` throw too_many_rows.
 */
export async function readCsvTable(
  bytes: Buffer,
  isKnownHeader: (cell: string) => boolean,
  options: { limits?: Partial<ImportLimits> } = {},
): Promise<CsvTable> {
  const limits: ImportLimits = { ...IMPORT_LIMITS, ...options.limits };
  const chunks = bounded(bytes, limits.maxFileBytes);
  const start = await readFileStart(chunks, limits.maxRowBytes);
  if (start.header.includes(0)) throw fileError('file_not_text');
  const decode = (part: Buffer, ascii = false) => decodeBytes(part, ascii).text;
  const headerText = decode(start.header);
  const delimiter =
    start.delimiter ?? sniffDelimiterBy(headerText, (cells) => cells.filter(isKnownHeader).length);
  const header = splitCells(headerText, delimiter, limits.maxCellsPerRow);
  if (header.tooMany) throw fileError('header_too_many_columns', { max: limits.maxCellsPerRow });

  async function* records(): AsyncGenerator<CsvTableRecord> {
    let rows = 0;
    const read = (record: RawRecord): CsvTableRecord | null => {
      const { line, endLine } = record;
      let result: CsvTableRecord;
      if (record.problem) result = { line, endLine, cells: null, problem: record.problem };
      else {
        const text = decode(record.bytes, record.ascii);
        // Nothing but spaces, delimiters and quotes: a blank line, or Excel's ';;;' for an empty row.
        if (!SOMETHING.test(text)) return null;
        const split = splitCells(text, delimiter, limits.maxCellsPerRow);
        result = split.tooMany
          ? { line, endLine, cells: null, problem: 'too_many_cells' }
          : { line, endLine, cells: split.cells, problem: null };
      }
      rows++;
      if (rows > limits.maxRows) throw fileError('too_many_rows', { max: limits.maxRows });
      return result;
    };
    const splitter = new RecordSplitter(delimiter.charCodeAt(0), start.headerLine + 1, limits.maxRowBytes);
    const all = function* (chunk: Buffer | null) {
      yield* chunk === null ? splitter.end() : splitter.push(chunk);
    };
    for (const record of all(start.rest)) {
      const result = read(record);
      if (result) yield result;
    }
    for await (const chunk of chunks) {
      for (const record of all(chunk)) {
        const result = read(record);
        if (result) yield result;
      }
    }
    for (const record of all(null)) {
      const result = read(record);
      if (result) yield result;
    }
    if (rows === 0) throw fileError('no_rows');
  }

  return { header: header.cells.map((cell) => cell.trim()), delimiter, records: records() };
}
