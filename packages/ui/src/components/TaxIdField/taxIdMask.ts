// The mechanics of a masked identifier field, whatever the mask: which typed characters count (letters and digits;
// the rest is the mask's punctuation) and where the caret goes in the masked text. The mask itself — what is kept,
// how it is punctuated — is the caller's formatter (a CPF/CNPJ is a rule of the product, not of the kit).

/** How the field reads and writes its value; apps pass their domain's (e.g. `taxIdFormatter()`). */
export interface TaxIdFormatter {
  /** Any text (typed, pasted, punctuated or not) → the raw value kept. */
  normalize: (text: string) => string;
  /** Raw → the masked text, as far as the raw value goes ('1234' → '123.4'). */
  format: (raw: string) => string;
  /** Digits only: a numeric keyboard, no capitalization. */
  numeric?: boolean;
}

const isRawChar = (char: string) => (char >= '0' && char <= '9') || (char >= 'A' && char <= 'Z');

export const countRawChars = (text: string) => [...text.toUpperCase()].filter(isRawChar).length;

/** Caret index in the masked text that sits just after the `rawCount`-th raw character. */
export function caretAfterRawChars(masked: string, rawCount: number): number {
  if (rawCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (isRawChar(masked[index]!.toUpperCase())) seen += 1;
    if (seen === rawCount) return index + 1;
  }
  return masked.length;
}
