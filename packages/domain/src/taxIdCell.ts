// CPF/CNPJ cells as people and Excel write them: punctuated or bare, alphanumeric CNPJ in any case, and numbers
// that Excel shortened. Excel keeps a CPF/CNPJ typed as a number, dropping its leading zeros (CPF 012.345.678-90
// becomes 1234567890, Banco do Brasil's CNPJ 00.000.000/0001-91 becomes 191) or, in a narrow column, writing it in
// scientific notation (1,12223E+13), which loses digits for good.
//
// Leading zeros: a bare number that is not valid as written is left-padded to 11 (CPF) and to 14 (CNPJ), and a
// padding is taken only when its check digits are valid (a typo fails them 99 times in 100). A CNPJ that lost 3 or
// more zeros is taken only as a head office (branch 0001, as every such case in the CVM registry is): from 11
// digits down, a CPF typo would otherwise pass as some CNPJ once in 100. A number valid both ways ('191' is also
// CPF 000.000.001-91) is refused as ambiguous; an 11-digit valid CPF is always a CPF.
import { isValidCnpj, isValidCpf, type TaxIdType } from './taxId.ts';

export type TaxIdReading =
  | { ok: true; type: TaxIdType; taxId: string; zeroPadded: boolean }
  | {
      ok: false;
      code: 'tax_id_missing' | 'tax_id_invalid' | 'tax_id_ambiguous' | 'tax_id_scientific_notation';
    };

const FORMATTING = /[.\-/\s]/g;
/** What Excel writes for a long number in a narrow General column, e.g. 1,12223E+13. */
const SCIENTIFIC = /^[0-9]+(?:[.,][0-9]+)?E\+[0-9]+$/i;

function restoredZeros(value: string): TaxIdReading {
  const cpf = value.length <= 10 ? value.padStart(11, '0') : null;
  const cnpj = value.length <= 13 ? value.padStart(14, '0') : null;
  const asCpf = cpf !== null && isValidCpf(cpf);
  const asCnpj = cnpj !== null && isValidCnpj(cnpj) && (value.length >= 12 || cnpj.slice(8, 12) === '0001');
  if (asCpf && asCnpj) return { ok: false, code: 'tax_id_ambiguous' };
  if (asCpf) return { ok: true, type: 'CPF', taxId: cpf, zeroPadded: true };
  if (asCnpj) return { ok: true, type: 'CNPJ', taxId: cnpj, zeroPadded: true };
  return { ok: false, code: 'tax_id_invalid' };
}

/** A CPF/CNPJ cell of an imported file (or typed: see readTypedTaxId), upper case and without punctuation. */
export function readTaxId(cell: string): TaxIdReading {
  const raw = cell.trim();
  if (raw === '') return { ok: false, code: 'tax_id_missing' };
  if (SCIENTIFIC.test(raw)) return { ok: false, code: 'tax_id_scientific_notation' };
  const value = raw.replace(FORMATTING, '').toUpperCase();
  if (value.length === 11 && isValidCpf(value))
    return { ok: true, type: 'CPF', taxId: value, zeroPadded: false };
  if (value.length === 14 && isValidCnpj(value))
    return { ok: true, type: 'CNPJ', taxId: value, zeroPadded: false };
  if (/^[0-9]{1,13}$/.test(value)) return restoredZeros(value);
  return { ok: false, code: 'tax_id_invalid' };
}

export type TypedTaxIdReading =
  { ok: true; type: TaxIdType; taxId: string } | { ok: false; code: 'invalid_tax_id' };

/**
 * A CPF/CNPJ typed in a form (a voter, a represented party) is taken as written: no leading zeros restored (that is
 * for Excel's numbers), so a shortened number is `invalid_tax_id` as any other invalid one.
 */
export function readTypedTaxId(text: string): TypedTaxIdReading {
  const reading = readTaxId(text);
  if (!reading.ok || reading.zeroPadded) return { ok: false, code: 'invalid_tax_id' };
  return { ok: true, type: reading.type, taxId: reading.taxId };
}
