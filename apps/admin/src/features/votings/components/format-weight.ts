/**
 * A weight (the API's decimal string, up to 6 places) in the locale's format without going through a float's
 * rounding: Intl.NumberFormat reads the string as an exact decimal ('1250.5' → '1.250,5' in pt-BR).
 */
export function formatWeight(weight: string, locale: string): string {
  // format() takes a numeric string as an exact decimal (ECMA-402 Intl.NumberFormat v3); the DOM types say number.
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(weight as unknown as number);
}
