// Phones to E.164 (+5511987654321). Brazilian numbers may come without +55 (with the area code, as people write
// them: "(11) 98765-4321", "011 98765-4321", "5511987654321"); they must then have the shape ANATEL gives them:
// a two-digit area code (11–99, no zero) and either 8 digits starting 2–5 (landline) or 9 starting with 9
// (mobile). Other countries need their '+' and are only checked for length (E.164: at most 15 digits).

const SEPARATORS = /[\s\u00a0().\-/]/g;
const BRAZIL_NATIONAL = /^[1-9]{2}(?:[2-5][0-9]{7}|9[0-9]{8})$/;

export type PhoneReading = { ok: true; phone: string } | { ok: false; code: 'phone_invalid' };

const invalid: PhoneReading = { ok: false, code: 'phone_invalid' };

function brazilian(national: string): PhoneReading {
  return BRAZIL_NATIONAL.test(national) ? { ok: true, phone: `+55${national}` } : invalid;
}

/** A non-empty cell. */
export function readPhone(cell: string): PhoneReading {
  // A leading apostrophe is what our own exports add against formulas (csv-writer.ts): a re-imported export reads.
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
