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
