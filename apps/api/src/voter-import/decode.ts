// Decoding, one record at a time: strict UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what Excel
// writes for "CSV (separado por vírgulas)" on a Brazilian Windows; it is a superset of Latin-1 for every printable
// character). Deciding per record rather than per file reads a file glued together from two exports correctly;
// the summary names the encoding of the first record that needed a decision and counts the records that differ.
// Text in Windows-1252 that happens to be valid UTF-8 needs sequences like 'Ã©', which real names do not have.
import { isUtf8 } from 'node:buffer';

export type TextEncodingName = 'utf-8' | 'windows-1252';

// Node 20's TextDecoder('windows-1252') decodes 0x80–0x9F as Latin-1 control characters (no '€', '–', '“'), so
// those 32 bytes are mapped here, as the WHATWG Encoding Standard does (its 5 unassigned bytes stay controls).
const HIGH_CONTROLS = /[\u0080-\u009f]/g;
const WINDOWS_1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
].map((codePoint) => String.fromCharCode(codePoint));

export function decodeWindows1252(bytes: Buffer): string {
  return bytes
    .toString('latin1')
    .replace(HIGH_CONTROLS, (char) => WINDOWS_1252_80_9F[char.charCodeAt(0) - 0x80]!);
}

export interface DecodedText {
  text: string;
  /** null for pure ASCII, which reads the same in both. */
  encoding: TextEncodingName | null;
}

export function decodeBytes(bytes: Buffer, ascii = false): DecodedText {
  if (ascii) return { text: bytes.toString('latin1'), encoding: null };
  if (isUtf8(bytes)) {
    const text = bytes.toString('utf8');
    return { text, encoding: text.length === bytes.length ? null : 'utf-8' };
  }
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
}
