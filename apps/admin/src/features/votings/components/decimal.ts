// Decimals (weights, shares) travel as strings with up to 6 places ('1500.25', '0.532000'). They are formatted from
// the string itself: Intl.NumberFormat reads a numeric string exactly, so no digit is lost to a float on the way.

/** A numeric string as Intl accepts it (the DOM typings only name number and bigint). */
type NumericString = Parameters<Intl.NumberFormat['format']>[0];
const asNumeric = (value: string) => value as unknown as NumericString;

/** '1234567.5' → '1.234.567,5' in pt-BR (up to 6 decimal places, none added); `grouping: false` → '1234567,5'. */
export function formatDecimal(value: string, locale: string, { grouping = true } = {}): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6, useGrouping: grouping }).format(
    asNumeric(value),
  );
}

/** A share from 0 to 1 ('0.532000') as a percentage: '53,2%'. */
export function formatShare(share: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    asNumeric(share),
  );
}

/** For drawing only (a bar's length): the float nearest to the decimal. Texts use formatDecimal. */
export const decimalToNumber = (value: string): number => Number(value);

const DECIMAL = /^[0-9]{1,18}(\.[0-9]{1,6})?$/;

/** The contract's Decimal: up to 18 integer digits and 6 decimal places, no sign. */
export const isDecimal = (value: string): boolean => DECIMAL.test(value);

function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** Eastern Arabic and Persian digits → 0–9 (an Arabic keyboard may type either). */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/**
 * What the operator typed as a weight → the contract's Decimal ('1.250,5' in pt-BR → '1250.5'), or null when it is
 * not a non-negative number with at most 6 decimal places. The locale's decimal separator wins; without it, a '.'
 * (or ',') is read as thousands only in the shape 1.234.567, otherwise as the decimal point ('1250.5' in pt-BR).
 */
export function parseDecimalInput(text: string, locale: string): string | null {
  const { decimal } = separators(locale);
  let raw = latinDigits(text.trim()).replace(/[\s\u00a0\u202f'’]/g, '');
  // Arabic separators (U+066B decimal, U+066C thousands) read as their Latin counterparts.
  raw = raw.replace(/\u066B/g, decimal === '\u066B' ? '\u066B' : '.').replace(/\u066C/g, '');
  if (raw === '') return null;
  const other = decimal === ',' ? '.' : ',';
  let normalized: string;
  if (raw.includes(decimal)) {
    normalized = raw.split(other).join('').replace(decimal, '.');
    if (normalized.includes(decimal) && decimal !== '.') return null;
  } else if (new RegExp(`^\\d{1,3}(\\${other}\\d{3})+$`).test(raw)) {
    normalized = raw.split(other).join('');
  } else {
    normalized = raw.replace(other, '.');
  }
  normalized = normalized.replace(/^0+(?=\d)/, '');
  return isDecimal(normalized) ? normalized : null;
}
