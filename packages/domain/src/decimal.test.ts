import { describe, expect, it } from 'vitest';
import {
  canonicalDecimal,
  decimalToString,
  isDecimal,
  localizeDecimal,
  parseDecimal,
  percentOf,
  shareOf,
} from './decimal.ts';

describe('decimals', () => {
  it('parses PostgreSQL numerics and writes them back canonically', () => {
    expect(parseDecimal('1')).toBe(1_000_000n);
    expect(parseDecimal('1.000000')).toBe(1_000_000n);
    expect(parseDecimal('0.000001')).toBe(1n);
    expect(decimalToString(parseDecimal('1234.500000'))).toBe('1234.5');
    expect(decimalToString(parseDecimal('0'))).toBe('0');
  });

  it('rounds percentages half up to two places', () => {
    expect(percentOf(1n, 8n)).toBe('12.50');
    expect(percentOf(1n, 3n)).toBe('33.33');
    expect(percentOf(2n, 3n)).toBe('66.67');
    expect(percentOf(1n, 20_000n)).toBe('0.01'); // 0.005% rounds up
    expect(percentOf(1n, 20_001n)).toBe('0.00');
    expect(percentOf(5n, 5n)).toBe('100.00');
    expect(percentOf(0n, 0n)).toBeNull();
  });

  it('writes decimals with a locale’s separators', () => {
    const ptBR = { decimal: ',', group: '.' };
    expect(localizeDecimal('1234567.125', ptBR)).toBe('1.234.567,125');
    expect(localizeDecimal('999', ptBR)).toBe('999');
    expect(localizeDecimal('1000', ptBR)).toBe('1.000');
    expect(localizeDecimal('66.67', { decimal: ',', group: '' })).toBe('66,67');
  });

  it('writes a database numeric canonically and checks the contract’s Decimal', () => {
    expect(canonicalDecimal('1500.250000')).toBe('1500.25');
    expect(canonicalDecimal('0.000000')).toBe('0');
    expect(() => canonicalDecimal('1,5')).toThrow(RangeError);
    expect(isDecimal('999999999999999999.999999')).toBe(true);
    expect(isDecimal('1000000000000000000')).toBe(false);
    expect(isDecimal('1.1234567')).toBe(false);
    expect(isDecimal('-1')).toBe(false);
    expect(isDecimal('1,5')).toBe(false);
  });

  it('gives shares from 0 to 1 with six places, rounded half up', () => {
    expect(shareOf(3n, 4n)).toBe('0.75');
    expect(shareOf(3n, 5n)).toBe('0.6');
    expect(shareOf(1n, 8_000_000n)).toBe('0'); // 0.000000125 → 0.000000
    expect(shareOf(1n, 3n)).toBe('0.333333');
    expect(shareOf(2n, 3n)).toBe('0.666667');
    expect(shareOf(1n, 2_000_000n)).toBe('0.000001'); // half a millionth rounds up
    expect(shareOf(5n, 5n)).toBe('1');
    expect(shareOf(0n, 0n)).toBe('0');
  });
});
