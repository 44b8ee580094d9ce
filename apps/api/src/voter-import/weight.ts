// Weights (quotas) as Excel writes numbers: "1.234,56", "1234,56", "1234.56", "1,234.56", "1 234,5". The result
// is a canonical decimal string (no float ever), the shape of the contract's Decimal: up to 18 integer digits and
// 6 decimal places, no leading or trailing zeros, '.' as the decimal point.
//
// One shape is ambiguous: a single separator followed by exactly three digits ("1.234", "12,500"). Excel takes
// the CSV delimiter and the decimal separator from the same regional setting, so the file says which it is: in a
// ';' (or tab) file, written where the decimal separator is a comma, "1.234" is 1234 and "1,234" is 1.234; in a
// ',' file it is the other way round.
import { MAX_WEIGHT_DECIMALS, MAX_WEIGHT_INTEGER_DIGITS } from './limits.ts';

export type DecimalSeparator = ',' | '.';

export type WeightReading =
  | { ok: true; weight: string }
  | {
      ok: false;
      code: 'weight_invalid' | 'weight_not_positive' | 'weight_too_many_decimals' | 'weight_too_large';
    };

const DIGITS = /^[0-9]+$/;

function isGrouped(integer: string, group: DecimalSeparator): boolean {
  return (group === '.' ? /^[0-9]{1,3}(?:\.[0-9]{3})+$/ : /^[0-9]{1,3}(?:,[0-9]{3})+$/).test(integer);
}

/** [integer digits, fraction digits], or null when the separators do not form a number. */
function splitNumber(text: string, decimalSeparator: DecimalSeparator): [string, string] | null {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma < 0 && lastDot < 0) return DIGITS.test(text) ? [text, ''] : null;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal: DecimalSeparator = lastComma > lastDot ? ',' : '.';
    const at = Math.max(lastComma, lastDot);
    const integer = text.slice(0, at);
    const fraction = text.slice(at + 1);
    const group: DecimalSeparator = decimal === ',' ? '.' : ',';
    if (!DIGITS.test(fraction) || !isGrouped(integer, group)) return null;
    return [integer.replaceAll(group, ''), fraction];
  }
  const separator: DecimalSeparator = lastComma >= 0 ? ',' : '.';
  const parts = text.split(separator);
  if (parts.length > 2) return isGrouped(text, separator) ? [parts.join(''), ''] : null;
  const [before = '', after = ''] = parts;
  if (!/^[0-9]*$/.test(before) || !DIGITS.test(after)) return null;
  const couldBeGrouping = after.length === 3 && /^[1-9][0-9]{0,2}$/.test(before);
  if (couldBeGrouping && separator !== decimalSeparator) return [before + after, ''];
  return [before, after];
}

export function readWeight(cell: string, decimalSeparator: DecimalSeparator): WeightReading {
  let text = cell.trim().replace(/[\s\u00a0\u202f]/g, '');
  let negative = false;
  if (text.startsWith('-') || text.startsWith('+')) {
    negative = text.startsWith('-');
    text = text.slice(1);
  }
  // Most cells are plain integers: no separator to interpret.
  const parts = /^[0-9]+$/.test(text)
    ? ([text, ''] as [string, string])
    : splitNumber(text, decimalSeparator);
  if (parts === null) return { ok: false, code: 'weight_invalid' };
  const integer = parts[0].replace(/^0+/, '') || '0';
  const fraction = parts[1].replace(/0+$/, '');
  if (negative || (integer === '0' && fraction === '')) return { ok: false, code: 'weight_not_positive' };
  if (fraction.length > MAX_WEIGHT_DECIMALS) return { ok: false, code: 'weight_too_many_decimals' };
  if (integer.length > MAX_WEIGHT_INTEGER_DIGITS) return { ok: false, code: 'weight_too_large' };
  return { ok: true, weight: fraction === '' ? integer : `${integer}.${fraction}` };
}
