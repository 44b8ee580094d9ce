// Phones: stored in E.164 (+5511987654321), read from what people type, shown as people read them.
//
// Reading: Brazilian numbers may come without +55 (with the area code, as people write them: "(11) 98765-4321",
// "011 98765-4321", "5511987654321"); they must then have the shape ANATEL gives them: a two-digit area code (11–99,
// no zero) and either 8 digits starting 2–5 (landline) or 9 starting with 9 (mobile). Other countries need their '+'
// and are only checked for length (E.164: at most 15 digits).
//
// Showing: a Brazilian number as "+55 11 91950-9313" (mobile) or "+55 21 3456-7890" (landline); a North American one
// as "+1 415 555 2671"; any other as its country code, then its number in groups of three, the last one or two of
// four so that no digit stands alone ("+44 207 946 0958", "+49 3012 3456") — readable everywhere without a numbering
// plan per country. What is no E.164 number is shown as it is.

const SEPARATORS = /[\s\u00a0().\-/]/g;
const BRAZIL_NATIONAL = /^[1-9]{2}(?:[2-5][0-9]{7}|9[0-9]{8})$/;

export type PhoneReading = { ok: true; phone: string } | { ok: false; code: 'phone_invalid' };

const invalid: PhoneReading = { ok: false, code: 'phone_invalid' };

function brazilian(national: string): PhoneReading {
  return BRAZIL_NATIONAL.test(national) ? { ok: true, phone: `+55${national}` } : invalid;
}

/** A typed or imported phone (non-empty) to E.164, or `phone_invalid`. */
export function readPhone(cell: string): PhoneReading {
  // A leading apostrophe is what our own exports add against formulas: a re-imported export reads.
  const compact = cell.trim().replace(/^'/, '').replace(SEPARATORS, '');
  if (compact.startsWith('+')) {
    const digits = compact.slice(1);
    if (digits.startsWith('55')) return brazilian(digits.slice(2));
    return /^[1-9][0-9]{7,14}$/.test(digits) ? { ok: true, phone: `+${digits}` } : invalid;
  }
  if (!/^[0-9]+$/.test(compact)) return invalid;
  if (BRAZIL_NATIONAL.test(compact)) return brazilian(compact);
  // A trunk prefix (0 11 98765-4321) or the country code without its '+' (55 11 98765-4321).
  if (compact.startsWith('0') && BRAZIL_NATIONAL.test(compact.slice(1))) return brazilian(compact.slice(1));
  if (compact.startsWith('55')) return brazilian(compact.slice(2));
  return invalid;
}

// ITU-T E.164 country codes are prefix-free: 1 and 7 are the one-digit codes, these the two-digit ones; every other
// code has three digits.
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

function countryCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

/** Groups of three, the last one or two of four so that no group has fewer than three digits; short numbers whole. */
function groups(national: string): string[] {
  if (national.length < 6) return [national];
  const fours = national.length % 3 === 0 ? 0 : national.length % 3 === 1 ? 1 : 2;
  const threes = (national.length - 4 * fours) / 3;
  const sizes = [...Array<number>(threes).fill(3), ...Array<number>(fours).fill(4)];
  let start = 0;
  return sizes.map((size) => national.slice((start += size) - size, start));
}

/** A stored phone (E.164) as people read it; anything else unchanged. */
export function formatPhone(stored: string): string {
  if (!/^\+[1-9][0-9]{5,14}$/.test(stored)) return stored;
  const digits = stored.slice(1);
  if (digits.startsWith('55')) {
    const national = digits.slice(2);
    if (!BRAZIL_NATIONAL.test(national)) return stored;
    const split = national.length - 4;
    return `+55 ${national.slice(0, 2)} ${national.slice(2, split)}-${national.slice(split)}`;
  }
  const codeLength = countryCodeLength(digits);
  const code = digits.slice(0, codeLength);
  const national = digits.slice(codeLength);
  if (code === '1' && national.length === 10) {
    return `+1 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  }
  return `+${code} ${groups(national).join(' ')}`;
}
