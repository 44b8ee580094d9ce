// CPF 000.000.000-00 and CNPJ 00.000.000/0000-00, including the alphanumeric CNPJ (from July 2026): its first 12
// characters are A–Z or 0–9, the last 2 (check digits) are digits. "Raw" is the value without punctuation, upper-case.

export const taxIdKinds = ['cpf', 'cnpj', 'auto'] as const;
export type TaxIdKind = (typeof taxIdKinds)[number];

const cpfLength = 11;
const cnpjLength = 14;
const cnpjAlphanumericLength = 12;

/** Separators placed before the character at each raw index. */
const separators: Record<'cpf' | 'cnpj', Record<number, string>> = {
  cpf: { 3: '.', 6: '.', 9: '-' },
  cnpj: { 2: '.', 5: '.', 8: '/', 12: '-' },
};

const isDigit = (char: string) => char >= '0' && char <= '9';
const isLetter = (char: string) => char >= 'A' && char <= 'Z';

/** `auto`: CPF while there are at most 11 characters and all are digits; CNPJ after that or once a letter appears. */
export function resolveTaxIdKind(kind: TaxIdKind, raw: string): 'cpf' | 'cnpj' {
  if (kind !== 'auto') return kind;
  return raw.length > cpfLength || [...raw].some(isLetter) ? 'cnpj' : 'cpf';
}

/** Any text (typed, pasted, formatted or not) → raw: punctuation and misplaced characters dropped, upper-cased. */
export function normalizeTaxId(text: string, kind: TaxIdKind = 'auto'): string {
  const candidates = [...text.toUpperCase()].filter((char) => isDigit(char) || isLetter(char)).join('');
  const target = resolveTaxIdKind(kind, candidates);
  let raw = '';
  for (const char of candidates) {
    if (target === 'cpf') {
      if (raw.length === cpfLength) break;
      if (isDigit(char)) raw += char;
    } else {
      if (raw.length === cnpjLength) break;
      if (raw.length < cnpjAlphanumericLength || isDigit(char)) raw += char;
    }
  }
  return raw;
}

/** Raw → the masked text, as far as the raw value goes ('1234' → '123.4'). */
export function formatTaxId(raw: string, kind: TaxIdKind = 'auto'): string {
  const marks = separators[resolveTaxIdKind(kind, raw)];
  let text = '';
  [...raw].forEach((char, index) => {
    text += (marks[index] ?? '') + char;
  });
  return text;
}

export const countRawChars = (text: string) =>
  [...text.toUpperCase()].filter((char) => isDigit(char) || isLetter(char)).length;

/** Caret index in the masked text that sits just after the `rawCount`-th raw character. */
export function caretAfterRawChars(masked: string, rawCount: number): number {
  if (rawCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    const char = masked[index]!.toUpperCase();
    if (isDigit(char) || isLetter(char)) seen += 1;
    if (seen === rawCount) return index + 1;
  }
  return masked.length;
}
