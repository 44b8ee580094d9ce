import type { TaxIdFormatter } from '../components/TaxIdField/taxIdMask';

// The workbench's stand-in for the formatter an app passes to TaxIdField (the admin passes @backoffice/domain's
// taxIdFormatter, where the CPF/CNPJ rules live and are tested). The kit imports nothing of the product, so its
// tests and stories bring their own: CPF 000.000.000-00 while at most 11 digits, CNPJ 00.000.000/0000-00 after that
// or with a letter (12 characters A–Z/0–9, then 2 digits).

type Kind = 'cpf' | 'cnpj' | 'auto';

const MASKS = { cpf: '###.###.###-##', cnpj: '##.###.###/####-##' } as const;

const kindOf = (kind: Kind, raw: string) =>
  kind !== 'auto' ? kind : raw.length > 11 || /[A-Z]/.test(raw) ? 'cnpj' : 'cpf';

function normalize(text: string, kind: Kind): string {
  const chars = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const cpf = kindOf(kind, chars) === 'cpf';
  let raw = '';
  for (const char of chars) {
    const digit = /[0-9]/.test(char);
    if (raw.length === (cpf ? 11 : 14)) break;
    if (digit || (!cpf && raw.length < 12)) raw += char;
  }
  return raw;
}

function format(raw: string, kind: Kind): string {
  let out = '';
  let next = 0;
  for (const slot of MASKS[kindOf(kind, raw)]) {
    if (next >= raw.length) break;
    out += slot === '#' ? raw[next++] : slot;
  }
  return out;
}

export const exampleTaxIdFormatter = (kind: Kind = 'auto'): TaxIdFormatter => ({
  normalize: (text) => normalize(text, kind),
  format: (raw) => format(raw, kind),
  numeric: kind === 'cpf',
});
