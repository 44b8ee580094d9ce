// The reading itself: bytes in, one result per data row out, a summary filled as it goes.
import { splitCells } from './cells.ts';
import { columnLookup, mapHeader, VOTER_COLUMNS, type ColumnSpec, type MappedColumn } from './columns.ts';
import { decodeBytes, type TextEncodingName } from './decode.ts';
import { sniffDelimiter, type Delimiter } from './delimiter.ts';
import { readFileStart } from './file-start.ts';
import { fileError, type IssueParams, type RowIssue } from './issues.ts';
import { IMPORT_LIMITS, type ImportLimits } from './limits.ts';
import { RecordSplitter, type RawRecord } from './record-splitter.ts';
import type { InvalidVoterRow, VoterRowResult } from './rows.ts';
import { checkCells, reportedValue, rowValues, type RowContext } from './validate-row.ts';

const SOMETHING = /[^\s;,"]/;

/** A Node Readable, any (async) iterable of byte chunks, or the whole file. String chunks are read as UTF-8. */
export type VoterCsvSource = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string> | Uint8Array;

export interface ReadVoterCsvOptions {
  columns?: readonly ColumnSpec[];
  limits?: Partial<ImportLimits>;
  /**
   * Refuse a CPF/CNPJ that an earlier row has (duplicate_tax_id), file-wide: true by default. The batch's holders
   * spreadsheet turns it off: a holder may be in two funds (twice in one fund is the grouper's refusal).
   */
  duplicates?: boolean;
}

export interface VoterImportSummary {
  /** Data rows read (blank lines are not rows). */
  rows: number;
  valid: number;
  invalid: number;
  /** Rows refused because an earlier row has the same CPF/CNPJ (they are in `invalid` too). */
  duplicates: number;
  /** Valid rows whose CPF/CNPJ had lost its leading zeros (see the domain's taxIdCell.ts). */
  zeroPaddedTaxIds: number;
  /** Of the first line that was not plain ASCII; 'utf-8' when every line was. */
  encoding: TextEncodingName;
  bom: boolean;
  /** Lines decoded in the other encoding (a file glued together from two exports). */
  otherEncodingLines: number;
  delimiter: Delimiter;
  /** Every named header cell, with the field it feeds or null when it is ignored. */
  columns: MappedColumn[];
  headerLine: number;
  bytes: number;
}

export interface VoterCsvReading extends AsyncIterable<VoterRowResult> {
  /** Filled while the rows are read; final once the iteration ends. */
  readonly summary: Readonly<VoterImportSummary>;
}

function toBuffer(chunk: Uint8Array | string): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

async function* byteChunks(source: VoterCsvSource, summary: VoterImportSummary, maxBytes: number) {
  const chunks = source instanceof Uint8Array ? [source] : source;
  for await (const chunk of chunks) {
    const bytes = toBuffer(chunk);
    summary.bytes += bytes.length;
    if (summary.bytes > maxBytes) throw fileError('file_too_large', { max: maxBytes });
    if (bytes.length > 0) yield bytes;
  }
}

function invalidRow(record: RawRecord, issue: RowIssue): InvalidVoterRow {
  return { valid: false, line: record.line, endLine: record.endLine, errors: [issue], values: {} };
}

/** Reads a voter CSV. Throws only VoterImportFileError for a file that cannot be read at all (see issues.ts), or
 * what the source itself throws; a RangeError at once for a malformed column set. The rows already yielded when a
 * file error is thrown late (too many rows) must be discarded. Iterate once. */
export function readVoterCsv(source: VoterCsvSource, options: ReadVoterCsvOptions = {}): VoterCsvReading {
  const lookup = columnLookup(options.columns ?? VOTER_COLUMNS);
  const limits: ImportLimits = { ...IMPORT_LIMITS, ...options.limits };
  const summary: VoterImportSummary = {
    rows: 0,
    valid: 0,
    invalid: 0,
    duplicates: 0,
    zeroPaddedTaxIds: 0,
    encoding: 'utf-8',
    bom: false,
    otherEncodingLines: 0,
    delimiter: ';',
    columns: [],
    headerLine: 0,
    bytes: 0,
  };
  let fileEncoding: TextEncodingName | null = null;
  const decode = (bytes: Buffer, ascii = false) => {
    const decoded = decodeBytes(bytes, ascii);
    if (decoded.encoding !== null) {
      fileEncoding ??= decoded.encoding;
      summary.encoding = fileEncoding;
      if (decoded.encoding !== fileEncoding) summary.otherEncodingLines++;
    }
    return decoded.text;
  };

  async function* rows(): AsyncGenerator<VoterRowResult> {
    const chunks = byteChunks(source, summary, limits.maxFileBytes);
    try {
      yield* readRows(chunks);
    } finally {
      // Stops the source (a Readable is destroyed) when reading ends early: a file error, or the caller's break.
      await chunks.return(undefined);
    }
  }

  async function* readRows(chunks: AsyncGenerator<Buffer>): AsyncGenerator<VoterRowResult> {
    const start = await readFileStart(chunks, limits.maxRowBytes);
    if (start.header.includes(0)) throw fileError('file_not_text');
    summary.bom = start.bom;
    if (start.bom) fileEncoding = 'utf-8';
    summary.headerLine = start.headerLine;
    const headerText = decode(start.header);
    const delimiter = start.delimiter ?? sniffDelimiter(headerText, lookup);
    summary.delimiter = delimiter;
    const header = splitCells(headerText, delimiter, limits.maxCellsPerRow);
    if (header.tooMany) throw fileError('header_too_many_columns', { max: limits.maxCellsPerRow });
    const mapping = mapHeader(header.cells, lookup);
    summary.columns = mapping.columns;
    const context: RowContext = {
      indexOf: mapping.indexOf,
      required: new Set(lookup.specs.filter((spec) => spec.required).map((spec) => spec.field)),
      headerCells: header.cells.length,
      // Excel writes ';' where the decimal separator is a comma (see packages/domain weight.ts).
      decimalSeparator: delimiter === ',' ? '.' : ',',
    };
    const firstLineOf = new Map<string, number>();
    const checkDuplicates = options.duplicates ?? true;
    // The batch's holders spreadsheet: each row carries its fund's two cells (and the holder's CPF/CNPJ when invalid).
    const fundTaxIdIndex = mapping.indexOf.fundTaxId;
    const fundNameIndex = mapping.indexOf.fundName;
    const withFund = fundTaxIdIndex !== undefined && fundNameIndex !== undefined;
    const fundOf = (cells: readonly string[]) => ({
      fundTaxId: (cells[fundTaxIdIndex!] ?? '').trim(),
      fundName: (cells[fundNameIndex!] ?? '').trim(),
    });

    const count = (result: VoterRowResult): VoterRowResult => {
      summary.rows++;
      if (summary.rows > limits.maxRows) throw fileError('too_many_rows', { max: limits.maxRows });
      if (result.valid) summary.valid++;
      else summary.invalid++;
      return result;
    };

    const read = (record: RawRecord): VoterRowResult | null => {
      if (record.problem === 'row_too_long') {
        return count(
          invalidRow(record, { field: null, code: 'row_too_long', params: { max: limits.maxRowBytes } }),
        );
      }
      if (record.problem === 'unterminated_quote') {
        const issue: RowIssue = {
          field: null,
          code: 'unreadable_row',
          params: { reason: 'unterminated_quote' },
        };
        const text = decode(record.bytes).trim();
        if (text !== '') issue.value = reportedValue(text);
        return count(invalidRow(record, issue));
      }
      const text = decode(record.bytes, record.ascii);
      // Nothing but spaces, delimiters and quotes: a blank line, or Excel's ';;;' for an empty row.
      if (!SOMETHING.test(text)) return null;
      const { cells, tooMany } = splitCells(text, delimiter, limits.maxCellsPerRow);
      if (tooMany) {
        const params: IssueParams = { max: limits.maxCellsPerRow };
        return count(invalidRow(record, { field: null, code: 'too_many_cells', params }));
      }
      const checked = checkCells(cells, context);
      const { issues } = checked;
      if (checkDuplicates && checked.taxId !== null) {
        const firstLine = firstLineOf.get(checked.taxId);
        if (firstLine === undefined) firstLineOf.set(checked.taxId, record.line);
        else {
          issues.push({
            field: 'taxId',
            code: 'duplicate_tax_id',
            value: checked.taxId,
            params: { firstLine },
          });
          summary.duplicates++;
        }
      }
      if (issues.length > 0 || checked.voter === null) {
        // A quote that opened a cell and closed lines later (Excel's reading) often explains the other issues.
        if (record.endLine > record.line) {
          issues.unshift({ field: null, code: 'row_spans_lines', params: { endLine: record.endLine } });
        }
        const refused: InvalidVoterRow = {
          valid: false,
          line: record.line,
          endLine: record.endLine,
          errors: issues,
          values: rowValues(cells, context),
        };
        if (withFund) {
          refused.fund = fundOf(cells);
          refused.taxId = checked.taxId;
        }
        return count(refused);
      }
      if (checked.zeroPadded) summary.zeroPaddedTaxIds++;
      if (withFund) return count({ valid: true, line: record.line, ...checked.voter, fund: fundOf(cells) });
      return count({ valid: true, line: record.line, ...checked.voter });
    };

    const splitter = new RecordSplitter(delimiter.charCodeAt(0), start.headerLine + 1, limits.maxRowBytes);
    for (const record of splitter.push(start.rest)) {
      const result = read(record);
      if (result) yield result;
    }
    for await (const chunk of chunks) {
      for (const record of splitter.push(chunk)) {
        const result = read(record);
        if (result) yield result;
      }
    }
    for (const record of splitter.end()) {
      const result = read(record);
      if (result) yield result;
    }
    if (summary.rows === 0) throw fileError('no_rows');
  }

  let started = false;
  return {
    summary,
    [Symbol.asyncIterator]() {
      if (started) throw new Error('a voter CSV reading can be iterated once');
      started = true;
      return rows();
    },
  };
}

/** Reads a whole file into memory: for small files and tests (the endpoint streams). */
export async function readVoterCsvFully(source: VoterCsvSource, options: ReadVoterCsvOptions = {}) {
  const reading = readVoterCsv(source, options);
  const valid = [];
  const invalid = [];
  for await (const result of reading) {
    if (result.valid) valid.push(result);
    else invalid.push(result);
  }
  return { summary: reading.summary, valid, invalid };
}
