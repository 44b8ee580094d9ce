// CPF (individuals) and CNPJ (companies): the Brazilian tax numbers used as voter identity and company id.
// CNPJ has been alphanumeric since July 2026: 12 characters [0-9A-Z] then 2 numeric check digits, each character
// worth its ASCII code − 48 ('0'..'9' → 0..9, 'A' → 17 … 'Z' → 42), with the same modulo-11 weights as before, so
// every numeric CNPJ stays valid.
//
// Known limits of the official algorithm (not of this code), shown in the tests: a change that moves a remainder
// between 0 and 1 keeps the check digit (both give 0), and in the alphanumeric CNPJ swapping a character for one
// worth 11 or 22 more or less ('A' ↔ 'L', '6' ↔ 'A', '0' ↔ 'F') keeps both check digits.

export type TaxIdType = 'CPF' | 'CNPJ';

const CPF_LENGTH = 11;
const CNPJ_LENGTH = 14;
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
/** Punctuation people type or paste around the characters: dots, dashes, slashes and spaces. */
const FORMATTING = /[.\-/\s]/g;

/** Upper-cases and keeps only [0-9A-Z]: the characters that a CPF or CNPJ is made of. */
export function onlyTaxIdChars(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

function charValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += charValue(chars[i] as string) * (weights[i] as number);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function isRepeated(value: string): boolean {
  return /^(.)\1*$/.test(value); // no array per call: imports validate 100,000 numbers at a time
}

/** The two check digits of a 9-digit CPF base. */
export function cpfCheckDigits(base: string): string {
  if (!/^[0-9]{9}$/.test(base)) throw new RangeError('a CPF base has 9 digits');
  const first = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(base + first, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${first}${second}`;
}

/** The two check digits of a 12-character CNPJ base (numeric or alphanumeric, upper case). */
export function cnpjCheckDigits(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError('a CNPJ base has 12 characters [0-9A-Z]');
  const first = checkDigit(base, CNPJ_WEIGHTS.slice(1));
  const second = checkDigit(base + first, CNPJ_WEIGHTS);
  return `${first}${second}`;
}

/** Accepts punctuation (formatted input) but no other stray character; all-same digits are refused. */
export function isValidCpf(value: string): boolean {
  const cpf = value.replace(FORMATTING, '');
  if (!/^[0-9]{11}$/.test(cpf) || isRepeated(cpf)) return false;
  return cpf.slice(9) === cpfCheckDigits(cpf.slice(0, 9));
}

/** Numeric or alphanumeric CNPJ; lower-case letters are read as upper case. Accepts punctuation (formatted
 * input) but no other stray character; all-same characters are refused. */
export function isValidCnpj(value: string): boolean {
  const cnpj = value.replace(FORMATTING, '').toUpperCase();
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || isRepeated(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/** The type of a valid CPF or CNPJ, or null when the value is neither. */
export function detectTaxIdType(value: string): TaxIdType | null {
  if (isValidCpf(value)) return 'CPF';
  if (isValidCnpj(value)) return 'CNPJ';
  return null;
}

/** Applies a mask such as '###.###.###-##' as far as the characters go, so it also formats while typing. */
function applyMask(chars: string, mask: string): string {
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= chars.length) break;
    out += slot === '#' ? chars[next++] : slot;
  }
  return out;
}

/** '52998224725' → '529.982.247-25'; keeps only digits, at most 11; partial input gets a partial mask. */
export function formatCpf(value: string): string {
  return applyMask(value.replace(/[^0-9]/g, '').slice(0, CPF_LENGTH), '###.###.###-##');
}

/** '12abc34501de35' → '12.ABC.345/01DE-35'; keeps [0-9A-Z], at most 14; partial input gets a partial mask. */
export function formatCnpj(value: string): string {
  return applyMask(onlyTaxIdChars(value).slice(0, CNPJ_LENGTH), '##.###.###/####-##');
}

/** The last `n` characters of the tax number, punctuation removed (what the voter is asked to confirm). For an
 * alphanumeric CNPJ these may include letters. */
export function lastDigits(value: string, n: number): string {
  if (!(n > 0)) return '';
  return onlyTaxIdChars(value).slice(-Math.floor(n));
}

/** What a CPF/CNPJ field takes: one of them, or either (`auto`: CPF while at most 11 digits, CNPJ after that or as
 * soon as a letter is typed). */
export type TaxIdInputKind = 'cpf' | 'cnpj' | 'auto';

export function resolveTaxIdKind(kind: TaxIdInputKind, raw: string): 'cpf' | 'cnpj' {
  if (kind !== 'auto') return kind;
  return raw.length > CPF_LENGTH || /[A-Z]/.test(raw) ? 'cnpj' : 'cpf';
}

/** Any text (typed, pasted, punctuated or not) → the raw value a field keeps: upper case, no punctuation, only what
 * fits (a CPF's 11 digits; a CNPJ's 12 characters [0-9A-Z] and 2 digits). */
export function normalizeTaxIdInput(text: string, kind: TaxIdInputKind = 'auto'): string {
  const candidates = onlyTaxIdChars(text);
  const cpf = resolveTaxIdKind(kind, candidates) === 'cpf';
  let raw = '';
  for (const char of candidates) {
    const digit = char >= '0' && char <= '9';
    if (cpf) {
      if (raw.length === CPF_LENGTH) break;
      if (digit) raw += char;
    } else {
      if (raw.length === CNPJ_LENGTH) break;
      if (raw.length < CNPJ_LENGTH - 2 || digit) raw += char;
    }
  }
  return raw;
}

/** A raw value → its mask as far as it goes ('1234' → '123.4', '12A' → '12.A'). */
export const formatTaxIdInput = (raw: string, kind: TaxIdInputKind = 'auto'): string =>
  resolveTaxIdKind(kind, raw) === 'cpf' ? formatCpf(raw) : formatCnpj(raw);

/** What the design kit's TaxIdField takes as its `formatter`: the CPF/CNPJ rules of this file. */
export interface TaxIdFormatter {
  normalize: (text: string) => string;
  format: (raw: string) => string;
  /** Digits only (a numeric keyboard). */
  numeric: boolean;
}

export const taxIdFormatter = (kind: TaxIdInputKind = 'auto'): TaxIdFormatter => ({
  normalize: (text) => normalizeTaxIdInput(text, kind),
  format: (raw) => formatTaxIdInput(raw, kind),
  numeric: kind === 'cpf',
});
