// The start of the file, up to the header line: the signatures of files that are not CSV text, the UTF-8 byte
// order mark, blank lines before the header, and Excel's "sep=;" line (it names the delimiter).
import { fileError } from './issues.ts';
import { isDelimiter, type Delimiter } from './delimiter.ts';

export interface FileStart {
  header: Buffer;
  headerLine: number;
  bom: boolean;
  /** From a "sep=" line; null when the header must be sniffed. */
  delimiter: Delimiter | null;
  /** Bytes read past the header's line break. */
  rest: Buffer;
}

const CR = 0x0d;
const LF = 0x0a;
const EMPTY = Buffer.alloc(0);
/** Bytes of a line that holds nothing: spaces, tabs, delimiters and quotes (Excel writes ";;;" for empty rows). */
const BLANK_BYTES = new Set([0x20, 0x09, 0x3b, 0x2c, 0x22]);
const SEP_LINE = /^"?sep=(.)"?$/i;

function startsWith(bytes: Buffer, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function lineBreakAt(bytes: Buffer): number {
  const lf = bytes.indexOf(LF);
  const cr = bytes.indexOf(CR);
  if (lf < 0) return cr;
  if (cr < 0) return lf;
  return Math.min(lf, cr);
}

function isBlank(line: Buffer): boolean {
  for (const byte of line) if (!BLANK_BYTES.has(byte)) return false;
  return true;
}

export async function readFileStart(chunks: AsyncIterator<Buffer>, maxRowBytes: number): Promise<FileStart> {
  let head: Buffer = EMPTY;
  let done = false;
  const readMore = async () => {
    const next = await chunks.next();
    if (next.done) done = true;
    else head = head.length === 0 ? next.value : Buffer.concat([head, next.value]);
  };

  while (head.length < 4 && !done) await readMore();
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) {
    throw fileError('encoding_unsupported', { encoding: 'utf-16' });
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) throw fileError('file_is_spreadsheet', { format: 'xlsx' });
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0])) throw fileError('file_is_spreadsheet', { format: 'xls' });
  const bom = startsWith(head, [0xef, 0xbb, 0xbf]);
  if (bom) head = head.subarray(3);

  let line = 1;
  let delimiter: Delimiter | null = null;
  while (true) {
    let end = lineBreakAt(head);
    while (end < 0 && !done) {
      if (head.length > maxRowBytes) throw fileError('header_too_long', { max: maxRowBytes });
      await readMore();
      end = lineBreakAt(head);
    }
    // A CR at the end of what has been read: the next byte may be its LF.
    if (end >= 0 && head[end] === CR && end === head.length - 1 && !done) {
      await readMore();
      continue;
    }
    const lineBytes = end < 0 ? head : head.subarray(0, end);
    const restStart = end < 0 ? head.length : end + (head[end] === CR && head[end + 1] === LF ? 2 : 1);
    const rest = head.subarray(restStart);
    if (lineBytes.length > maxRowBytes) throw fileError('header_too_long', { max: maxRowBytes });
    // Spaces around it are dropped, not tabs: 'sep=\t' names the tab.
    const sep = SEP_LINE.exec(lineBytes.toString('latin1').replace(/^ +| +$/g, ''))?.[1];
    const skip = isBlank(lineBytes) || (delimiter === null && sep !== undefined && isDelimiter(sep));
    if (!skip) return { header: lineBytes, headerLine: line, bom, delimiter, rest };
    if (end < 0) throw fileError('file_empty');
    if (sep !== undefined && isDelimiter(sep)) delimiter = sep;
    line++;
    head = rest;
  }
}
