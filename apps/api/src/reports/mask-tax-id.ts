// CPF/CNPJ as the vote map shows them (LGPD: enough to tell people apart, not enough to reuse the number): the
// first characters and the check digits hidden, the middle kept with its punctuation.
//   CPF  123.456.789-01      → ***.456.789-**
//   CNPJ 12.345.678/0001-90  → **.345.678/0001-**   (alphanumeric CNPJs alike: **.ABC.DEF/GH12-**)
// Anything that is not 11 (CPF) or 14 (CNPJ) characters once the punctuation is gone is masked whole.
import { onlyTaxIdChars, type TaxIdType } from '@backoffice/domain';

export function maskTaxId(type: TaxIdType, value: string): string {
  const chars = onlyTaxIdChars(value);
  if (type === 'CPF' && chars.length === 11) return `***.${chars.slice(3, 6)}.${chars.slice(6, 9)}-**`;
  if (type === 'CNPJ' && chars.length === 14) {
    return `**.${chars.slice(2, 5)}.${chars.slice(5, 8)}/${chars.slice(8, 12)}-**`;
  }
  return '*'.repeat(Math.max(chars.length, 3));
}
