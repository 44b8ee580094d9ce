// The PDF uses the standard Helvetica and Courier fonts (nothing to embed, text stays searchable), whose encoding is
// WinAnsi: ASCII, Latin-1 (every pt-BR, es, fr and it letter: á â ã à ç é ê í ó ô õ ú ü …) and 27 typographic
// characters (“ ” ‘ ’ – — … € • ™ Œ œ Š š Ž ž Ÿ ƒ ˆ ˜ ‰ ‹ › † ‡ ‚ „). PDFKit writes any other character as
// garbage, so user text (titles, descriptions, file names) goes through toWinAnsi first: composed to NFC
// (a decomposed "é" becomes the one WinAnsi letter), a few look-alikes substituted, other letters stripped of
// their accents (ő → o, ł stays '?'), and whatever is left becomes '?'. Printing Chinese or Arabic would need an
// embedded font (and right-to-left layout for Arabic).

const WIN_ANSI_EXTRAS = new Set(
  [0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d]
    .concat([0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153])
    .concat([0x017e, 0x0178]),
);

const LOOK_ALIKES: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // figure dash
  '\u2015': '—', // horizontal bar
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2248': '~',
  '\u2260': '!=',
};

const SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/;
const COMBINING = /\p{M}/gu;

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n')) {
    if (char === '\n') out += char;
    else if (char === '\t' || SPACES.test(char)) out += ' ';
    else if (isWinAnsi(char)) out += char;
    else out += substitute(char);
  }
  return out;
}

function substitute(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0) || /[\u200b-\u200f\u2060\ufeff]/.test(char)) return '';
  const lookAlike = LOOK_ALIKES[char];
  if (lookAlike !== undefined) return lookAlike;
  const stripped = char.normalize('NFKD').replace(COMBINING, '');
  return stripped !== '' && [...stripped].every(isWinAnsi) ? stripped : '?';
}
