// Finds where records end in a stream of bytes, before any decoding: the delimiter, quotes and line breaks are ASCII
// in UTF-8 and in Windows-1252 alike, so the bytes can be cut first and each record decoded on its own (see
// decode.ts). Quotes follow cells.ts: only a quote that starts a cell opens a quoted part, where line breaks
// belong to the cell. Memory stays bounded: at most one record (MAX_ROW_BYTES) plus the chunk being read.
//
// Two things cannot be read, and are reported as records with a `problem` instead of being stored:
// - a record longer than maxBytes: its bytes are skipped up to the next line break ('row_too_long');
// - a quoted part that never closes (at the end of the file, or after maxBytes): Excel would swallow the rest of
//   the file into one cell. The record is cut at the first line break after the quote ('unterminated_quote') and
//   reading resumes on the next line, so one stray quote costs one row, not the rest of the file.

export type RecordProblem = 'row_too_long' | 'unterminated_quote';

export interface RawRecord {
  bytes: Buffer;
  /** Line where the record starts (1-based) and where it ends (a quoted cell may hold line breaks). */
  line: number;
  endLine: number;
  /** Every byte below 0x80: no decoding decision to take. */
  ascii: boolean;
  problem: RecordProblem | null;
}

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;

const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** A quote inside a quoted part: the next byte says whether it was "" (a quote) or the end of the part. */
const QUOTE_SEEN = 3;
/** Too long: everything up to the next line break is dropped. */
const SKIPPING = 4;

const EMPTY = Buffer.alloc(0);

export class RecordSplitter {
  private parts: Buffer[] = [];
  private partsLength = 0;
  private state = FIELD_START;
  private line: number;
  private recordLine: number;
  private ascii = true;
  /** The last record ended with CR: an LF right after it is the rest of that line break. */
  private afterCR = false;
  /** Inside a quoted part, the last byte was CR (so an LF does not start another line). */
  private quotedCR = false;
  /** Offset in the record of the first line break inside the quoted part now open (-1: none yet). */
  private breakOffset = -1;
  private breakLine = 0;

  constructor(
    private readonly delimiter: number,
    firstLine: number,
    private readonly maxBytes: number,
  ) {
    this.line = firstLine;
    this.recordLine = firstLine;
  }

  *push(chunk: Buffer): Generator<RawRecord> {
    let input: Buffer | null = chunk;
    while (input !== null) input = yield* this.scan(input);
  }

  *end(): Generator<RawRecord> {
    while (true) {
      if (this.state === SKIPPING) {
        yield this.problemRecord('row_too_long', EMPTY, this.line);
        return;
      }
      if (this.state === QUOTED && this.breakOffset >= 0) {
        const leftover = yield* this.recover(Buffer.concat(this.parts), EMPTY);
        yield* this.push(leftover);
        continue;
      }
      if (this.partsLength === 0 && this.state === FIELD_START) return;
      const bytes = Buffer.concat(this.parts);
      if (bytes.length > this.maxBytes) yield this.problemRecord('row_too_long', EMPTY, this.line);
      else if (this.state === QUOTED) yield this.problemRecord('unterminated_quote', bytes, this.line);
      else yield this.record(bytes, null);
      return;
    }
  }

  /** Reads one chunk; returns bytes to read again when a recovery rewound, else null. */
  private *scan(chunk: Buffer): Generator<RawRecord, Buffer | null> {
    const { delimiter } = this;
    const length = chunk.length;
    let start = 0;
    // Where the next LF, CR and quote are (-1: none left in the chunk), for the fast path below.
    let nextLF = -2;
    let nextCR = -2;
    let nextQuote = -2;
    for (let i = 0; i < length; i++) {
      const byte = chunk[i] as number;
      if (this.afterCR) {
        this.afterCR = false;
        if (byte === LF) {
          start = i + 1;
          continue;
        }
      }
      // Fast path: a record starting here whose line holds no quote is that line; the native indexOf finds its
      // end without looking at each byte in JavaScript. (Its ASCII-ness is left to the decoder's native check.)
      if (this.state === FIELD_START && i === start && this.partsLength === 0) {
        if (nextLF !== -1 && nextLF < i) nextLF = chunk.indexOf(LF, i);
        if (nextCR !== -1 && nextCR < i) nextCR = chunk.indexOf(CR, i);
        const end = nextLF < 0 ? nextCR : nextCR < 0 ? nextLF : Math.min(nextLF, nextCR);
        if (end >= 0 && nextQuote !== -1 && nextQuote < i) nextQuote = chunk.indexOf(QUOTE, i);
        if (end >= 0 && (nextQuote < 0 || nextQuote > end)) {
          this.ascii = false;
          if (end - i > this.maxBytes) yield this.problemRecord('row_too_long', EMPTY, this.line);
          else yield this.record(chunk.subarray(i, end), null);
          this.nextLine(chunk[end] as number);
          start = end + 1;
          i = end;
          continue;
        }
      }
      if (this.state === QUOTE_SEEN) {
        if (byte === QUOTE) {
          this.state = QUOTED;
          continue;
        }
        // The quoted part is over; this byte and the rest of the cell are read as written.
        this.state = UNQUOTED;
      }
      switch (this.state) {
        case SKIPPING:
          if (byte === LF || byte === CR) {
            yield this.problemRecord('row_too_long', EMPTY, this.line);
            this.nextLine(byte);
            start = i + 1;
          }
          continue;
        case QUOTED:
          if (byte === QUOTE) {
            this.state = QUOTE_SEEN;
          } else if (byte === LF || byte === CR) {
            if (this.breakOffset < 0) {
              this.breakOffset = this.partsLength + i - start;
              this.breakLine = this.line;
            }
            if (byte === CR || !this.quotedCR) this.line++;
            this.quotedCR = byte === CR;
            if (this.partsLength + i - start > this.maxBytes) {
              const record = this.take(chunk.subarray(start, i + 1));
              return yield* this.recover(record, chunk.subarray(i + 1));
            }
            continue;
          } else if (byte >= 0x80) {
            this.ascii = false;
          }
          this.quotedCR = false;
          continue;
        default:
          if (byte === delimiter) {
            this.state = FIELD_START;
          } else if (byte === LF || byte === CR) {
            const bytes = this.take(chunk.subarray(start, i));
            if (bytes.length > this.maxBytes) yield this.problemRecord('row_too_long', EMPTY, this.line);
            else yield this.record(bytes, null);
            this.nextLine(byte);
            start = i + 1;
          } else if (byte === QUOTE && this.state === FIELD_START) {
            this.state = QUOTED;
            this.breakOffset = -1;
            this.quotedCR = false;
          } else {
            this.state = UNQUOTED;
            if (byte >= 0x80) this.ascii = false;
          }
      }
    }
    if (this.state !== SKIPPING && start < length) {
      this.parts.push(chunk.subarray(start));
      this.partsLength += length - start;
      if (this.partsLength > this.maxBytes) {
        if (this.state === QUOTED && this.breakOffset >= 0)
          return yield* this.recover(this.take(EMPTY), EMPTY);
        this.parts = [];
        this.partsLength = 0;
        this.state = SKIPPING;
      }
    }
    return null;
  }

  /** The bytes held so far plus `tail`, as one buffer; the holder is emptied. */
  private take(tail: Buffer): Buffer {
    if (this.parts.length === 0) return tail;
    const bytes = Buffer.concat([...this.parts, tail]);
    this.parts = [];
    this.partsLength = 0;
    return bytes;
  }

  /** An unterminated quote: reports the record up to the first line break inside the quote, and returns what
   * follows that line break (the rest of the record, then `rest`) to be read again as new lines. */
  private *recover(record: Buffer, rest: Buffer): Generator<RawRecord, Buffer> {
    const cut = this.breakOffset;
    const endLine = this.breakLine;
    yield this.problemRecord('unterminated_quote', record.subarray(0, cut), endLine);
    this.parts = [];
    this.partsLength = 0;
    this.line = endLine + 1;
    this.recordLine = this.line;
    this.afterCR = record[cut] === CR;
    return Buffer.concat([record.subarray(cut + 1), rest]);
  }

  private record(bytes: Buffer, problem: RecordProblem | null): RawRecord {
    const record = { bytes, line: this.recordLine, endLine: this.line, ascii: this.ascii, problem };
    this.reset();
    return record;
  }

  private problemRecord(problem: RecordProblem, bytes: Buffer, endLine: number): RawRecord {
    const record = { bytes, line: this.recordLine, endLine, ascii: false, problem };
    this.reset();
    return record;
  }

  private reset(): void {
    this.state = FIELD_START;
    this.ascii = true;
    this.breakOffset = -1;
    this.quotedCR = false;
    this.parts = [];
    this.partsLength = 0;
  }

  /** After the line break that ended a record (or a skipped line). */
  private nextLine(byte: number): void {
    this.line++;
    this.recordLine = this.line;
    this.afterCR = byte === CR;
  }
}
