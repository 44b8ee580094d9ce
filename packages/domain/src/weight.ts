// A voter's weight (quotas) as people and spreadsheets write it → the contract's Decimal: a canonical string ('.' as
// the point, no leading or trailing zeros, no float ever), up to WEIGHT_MAX_INTEGER_DIGITS integer digits and
// WEIGHT_MAX_DECIMALS decimal places, and more than zero. The one reading of a weight: the voter import, the
// new-voting and detail screens' "Adicionar votante" and the portal's represented party all call it.
//
// The decimal separator is explicit: ',' where people write "1.250,5" (pt-BR, and a ';' CSV written by Excel there),
// '.' for the international "1,250.5". The other character groups thousands, and only in groups of three:
// - ',' separator: "1.250" is 1250, "1.250.000" is 1250000, "1,25" is 1.25, "1.250,5" is 1250.5.
// - '.' separator: "1,250" is 1250, "1,250,000" is 1250000, "1.25" is 1.25, "1,250.5" is 1250.5.
// What cannot be grouping is not read as grouping: a lone "1.25" or "1250.5" under ',' has no group of three, so its
// dot is the point (a pasted international number), and so is "0.250" (a group never starts with 0). When both
// characters appear, the last one is the point and the other must group correctly ("1,234.56" is 1234.56 whatever
// the separator). Spaces (also no-break and narrow no-break) and apostrophes are thousands marks too; Eastern Arabic
// and Persian digits and the Arabic separators (U+066B, U+066C) read as their Latin counterparts.

/** numeric(24, 6), the weight columns and the contract's Decimal. */
export const WEIGHT_MAX_INTEGER_DIGITS = 18;
export const WEIGHT_MAX_DECIMALS = 6;

export type DecimalSeparator = ',' | '.';

/** The voter import's codes (ROW_ISSUE_CODES): a screen translates a form's refusal the same way. */
export type WeightIssueCode =
  | 'weight_missing'
  | 'weight_invalid'
  | 'weight_not_positive'
  | 'weight_too_many_decimals'
  | 'weight_too_large';

export type WeightReading = { ok: true; value: string } | { ok: false; code: WeightIssueCode };

export interface WeightOptions {
  decimalSeparator: DecimalSeparator;
}

const DIGITS = /^[0-9]+$/;
const GROUPED: Record<DecimalSeparator, RegExp> = {
  '.': /^[0-9]{1,3}(?:\.[0-9]{3})+$/,
  ',': /^[0-9]{1,3}(?:,[0-9]{3})+$/,
};

const otherThan = (separator: DecimalSeparator): DecimalSeparator => (separator === ',' ? '.' : ',');

/** Eastern Arabic and Persian digits → 0–9 (an Arabic keyboard may type either). */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/** [integer digits, fraction digits], or null when the separators do not form a number. */
function splitNumber(text: string, decimal: DecimalSeparator): [string, string] | null {
  if (DIGITS.test(text)) return [text, ''];
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma < 0 && lastDot < 0) return null;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one is the point, the other groups the integer part.
    const point: DecimalSeparator = lastComma > lastDot ? ',' : '.';
    const at = Math.max(lastComma, lastDot);
    const integer = text.slice(0, at);
    const fraction = text.slice(at + 1);
    const group = otherThan(point);
    if (!DIGITS.test(fraction) || !GROUPED[group].test(integer)) return null;
    return [integer.replaceAll(group, ''), fraction];
  }
  const separator: DecimalSeparator = lastComma >= 0 ? ',' : '.';
  const parts = text.split(separator);
  // Twice or more: only grouping ("1.250.000").
  if (parts.length > 2) return GROUPED[separator].test(text) ? [parts.join(''), ''] : null;
  const [before = '', after = ''] = parts;
  if (!/^[0-9]*$/.test(before) || !DIGITS.test(after)) return null;
  // Once: the group character before exactly three digits (and after 1–3 digits not starting with 0) groups.
  const couldBeGrouping = after.length === 3 && /^[1-9][0-9]{0,2}$/.test(before);
  if (couldBeGrouping && separator !== decimal) return [before + after, ''];
  return [before, after];
}

/** A typed or imported weight → `{ ok: true, value: '1250.5' }`, or the code of what is wrong with it. */
export function parseWeight(text: string, { decimalSeparator }: WeightOptions): WeightReading {
  let typed = latinDigits(text.trim())
    .replace(/[\s\u00a0\u202f'’\u066C]/g, '')
    .replace(/\u066B/g, decimalSeparator);
  if (typed === '') return { ok: false, code: 'weight_missing' };
  let negative = false;
  if (typed.startsWith('-') || typed.startsWith('+')) {
    negative = typed.startsWith('-');
    typed = typed.slice(1);
  }
  const parts = splitNumber(typed, decimalSeparator);
  if (parts === null) return { ok: false, code: 'weight_invalid' };
  const integer = parts[0].replace(/^0+/, '') || '0';
  const fraction = parts[1].replace(/0+$/, '');
  if (negative || (integer === '0' && fraction === '')) return { ok: false, code: 'weight_not_positive' };
  if (fraction.length > WEIGHT_MAX_DECIMALS) return { ok: false, code: 'weight_too_many_decimals' };
  if (integer.length > WEIGHT_MAX_INTEGER_DIGITS) return { ok: false, code: 'weight_too_large' };
  return { ok: true, value: fraction === '' ? integer : `${integer}.${fraction}` };
}

/** The decimal separator of a locale's numbers: ',' for 'pt-BR', 'es', 'fr', 'it'; '.' for 'en', 'zh'. An Arabic
 * locale's own separator (U+066B) is read as the point by parseWeight whichever this answers. */
export function decimalSeparatorOf(locale: string): DecimalSeparator {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
  return decimal?.value === ',' ? ',' : '.';
}
