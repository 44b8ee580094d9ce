// Exact decimals for weights (quotas), shares and percentages: BigInt integers scaled by 10^6, the scale of the weight
// columns (numeric(24, 6)) and of the contract's Decimal. No float ever touches a weight: 0.1 + 0.2 is 0.3 here.

export const DECIMAL_PLACES = 6;
const SCALE = 10n ** BigInt(DECIMAL_PLACES);
const DECIMAL = /^([0-9]+)(?:\.([0-9]{1,6}))?$/;
const CONTRACT_DECIMAL = /^[0-9]{1,18}(\.[0-9]{1,6})?$/;

/** The contract's Decimal: up to 18 integer digits and 6 decimal places, '.' as the point, no sign. */
export const isDecimal = (value: string): boolean => CONTRACT_DECIMAL.test(value);

/** '1234.5' → 1234500000n. Accepts what PostgreSQL and the contract write ('1', '1.000000', '0.25'); throws a
 * RangeError on anything else. */
export function parseDecimal(text: string): bigint {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a non-negative decimal with up to ${DECIMAL_PLACES} places: ${text}`);
  const [, integer = '0', fraction = ''] = match;
  return BigInt(integer) * SCALE + BigInt(fraction.padEnd(DECIMAL_PLACES, '0'));
}

/** 1234500000n → '1234.5': the canonical form (no trailing zeros, '.' as the point). */
export function decimalToString(scaled: bigint): string {
  if (scaled < 0n) return `-${decimalToString(-scaled)}`;
  const integer = scaled / SCALE;
  const fraction = (scaled % SCALE).toString().padStart(DECIMAL_PLACES, '0').replace(/0+$/, '');
  return fraction === '' ? integer.toString() : `${integer}.${fraction}`;
}

/** '1500.250000' (numeric(24, 6) as the database writes it) → '1500.25'. */
export const canonicalDecimal = (text: string): string => decimalToString(parseDecimal(text));

/** part ÷ whole as a percentage with two decimal places, rounded half up ('66.67'); null when whole is 0. */
export function percentOf(part: bigint, whole: bigint): string | null {
  if (whole === 0n) return null;
  if (part < 0n || whole < 0n) throw new RangeError('percentOf takes non-negative amounts');
  // hundredths of a percent = part × 10000 ÷ whole, rounded half up.
  const hundredths = (part * 10000n * 2n + whole) / (whole * 2n);
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  return `${hundredths / 100n}.${fraction}`;
}

/** part ÷ whole as a share from 0 to 1 with 6 places, rounded half up ('0.75'); '0' when the whole is empty. */
export function shareOf(part: bigint, whole: bigint): string {
  if (whole <= 0n) return '0';
  if (part < 0n) throw new RangeError('shareOf takes non-negative amounts');
  const millionths = (part * SCALE * 2n + whole) / (whole * 2n);
  return decimalToString(millionths);
}

export interface NumberSeparators {
  decimal: string;
  group: string;
}

/** A canonical decimal string ('1234567.5', '66.67', '12') written with a locale's separators: '1.234.567,5'. */
export function localizeDecimal(canonical: string, separators: NumberSeparators): string {
  const [integer = '', fraction] = canonical.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  return fraction === undefined ? grouped : `${grouped}${separators.decimal}${fraction}`;
}
