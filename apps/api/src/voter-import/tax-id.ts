// CPF/CNPJ cells as people and Excel write them: punctuated or bare, alphanumeric CNPJ in any case, and numbers
// that Excel shortened. Excel keeps a CPF/CNPJ typed as a number, dropping its leading zeros (a CPF 012.345.678-90
// becomes 1234567890) or, in a narrow column, writing it in scientific notation (1,12223E+13), which loses digits.
//
// Leading zeros: a bare number of 9–10 digits is read as a CPF, and one of 12–13 digits as a CNPJ, left-padded
// with zeros, only when the padded value has valid check digits (a typo in a short number fails them 99 times in
// 100). An 11-digit value is never padded into a CNPJ, and shorter numbers are not guessed at: '191' is both CPF
// 000.000.001-91 and CNPJ 00.000.000/0001-91, so no single reading is safe.
import { isValidCnpj, isValidCpf, type TaxIdType } from '@backoffice/domain';

export type TaxIdReading =
  | { ok: true; type: TaxIdType; taxId: string; zeroPadded: boolean }
  | { ok: false; code: 'tax_id_missing' | 'tax_id_invalid' | 'tax_id_scientific_notation' };

const FORMATTING = /[.\-/\s]/g;
/** What Excel writes for a long number in a narrow General column, e.g. 1,12223E+13. */
const SCIENTIFIC = /^[0-9]+(?:[.,][0-9]+)?E\+[0-9]+$/i;

export function readTaxId(cell: string): TaxIdReading {
  const raw = cell.trim();
  if (raw === '') return { ok: false, code: 'tax_id_missing' };
  if (SCIENTIFIC.test(raw)) return { ok: false, code: 'tax_id_scientific_notation' };
  const value = raw.replace(FORMATTING, '').toUpperCase();
  if (value.length === 11 && isValidCpf(value))
    return { ok: true, type: 'CPF', taxId: value, zeroPadded: false };
  if (value.length === 14 && isValidCnpj(value))
    return { ok: true, type: 'CNPJ', taxId: value, zeroPadded: false };
  if (/^[0-9]{9,10}$/.test(value)) {
    const padded = value.padStart(11, '0');
    if (isValidCpf(padded)) return { ok: true, type: 'CPF', taxId: padded, zeroPadded: true };
  }
  if (/^[0-9]{12,13}$/.test(value)) {
    const padded = value.padStart(14, '0');
    if (isValidCnpj(padded)) return { ok: true, type: 'CNPJ', taxId: padded, zeroPadded: true };
  }
  return { ok: false, code: 'tax_id_invalid' };
}
