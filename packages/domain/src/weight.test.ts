import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf, parseWeight, type DecimalSeparator } from './weight.ts';

const read = (text: string, decimalSeparator: DecimalSeparator) => parseWeight(text, { decimalSeparator });

describe('parseWeight', () => {
  // Brazilian writing: dots group thousands (in groups of three), the comma is the point.
  it.each([
    ['1.250', '1250'],
    ['1.250.000', '1250000'],
    ['1,25', '1.25'],
    ['1.250,5', '1250.5'],
    ['1.234,56', '1234.56'],
    ['1234,56', '1234.56'],
    ['1.234.567,5', '1234567.5'],
    ['1.234.567', '1234567'],
    ['12.500', '12500'],
    ['1,234', '1.234'],
    ['1 234,5', '1234.5'],
    ['1\u00a0234,5', '1234.5'],
    ['1\u202f234,5', '1234.5'],
    ['  7  ', '7'],
    ['007', '7'],
    ['1,500000', '1.5'],
    ['0,000001', '0.000001'],
    [',5', '0.5'],
    ['+3', '3'],
    ['999999999999999999,999999', '999999999999999999.999999'],
    ['123456789012345678,123456', '123456789012345678.123456'],
    // No group of three: a dot that cannot group is the point of a pasted international number.
    ['1234.56', '1234.56'],
    ['1250.5', '1250.5'],
    ['1.23', '1.23'],
    ['1.2345', '1.2345'],
    ['0.123', '0.123'],
    ['0.500', '0.5'],
    ['.25', '0.25'],
    // Both characters: the last is the point, the other groups.
    ['1,234.56', '1234.56'],
    ['1,234,567.5', '1234567.5'],
    // Arabic keyboards.
    ['١٬٢٥٠٫٥', '1250.5'],
    ['۱۲۵۰', '1250'],
  ])('with "," reads %j as %s', (text, value) => {
    expect(read(text, ',')).toEqual({ ok: true, value });
  });

  // International writing: commas group thousands, the dot is the point.
  it.each([
    ['1,250', '1250'],
    ['1,250,000', '1250000'],
    ['1.25', '1.25'],
    ['1,250.5', '1250.5'],
    ['1.234', '1.234'],
    ['1250.5', '1250.5'],
    ['0,5', '0.5'],
    ['1.250,5', '1250.5'],
    ["1'250.5", '1250.5'],
    ['1 250.5', '1250.5'],
    ['٣٫٥', '3.5'],
  ])('with "." reads %j as %s', (text, value) => {
    expect(read(text, '.')).toEqual({ ok: true, value });
  });

  it.each<[string, DecimalSeparator, string]>([
    ['', ',', 'weight_missing'],
    ['   ', '.', 'weight_missing'],
    ['abc', ',', 'weight_invalid'],
    ['1,2,3', ',', 'weight_invalid'],
    ['1.23.4', ',', 'weight_invalid'],
    ['1.234,5.6', ',', 'weight_invalid'],
    ['12.34,5', ',', 'weight_invalid'],
    ['1,25,0', '.', 'weight_invalid'],
    ['1.25.000', ',', 'weight_invalid'],
    ['1,5E+3', ',', 'weight_invalid'],
    ['1e3', '.', 'weight_invalid'],
    ['5,', ',', 'weight_invalid'],
    ['5.', '.', 'weight_invalid'],
    ['R$ 5', ',', 'weight_invalid'],
    ['--5', ',', 'weight_invalid'],
    ['1,,5', ',', 'weight_invalid'],
    ['Infinity', '.', 'weight_invalid'],
    ['0x10', '.', 'weight_invalid'],
    ['0', ',', 'weight_not_positive'],
    ['0,000', ',', 'weight_not_positive'],
    ['0.0', '.', 'weight_not_positive'],
    ['-1', ',', 'weight_not_positive'],
    ['-1.250,5', ',', 'weight_not_positive'],
    ['-0', ',', 'weight_not_positive'],
    ['1,1234567', ',', 'weight_too_many_decimals'],
    ['0.0000001', '.', 'weight_too_many_decimals'],
    ['1234567890123456789', ',', 'weight_too_large'],
    ['1.234.567.890.123.456.789', ',', 'weight_too_large'],
    ['1,234,567,890,123,456,789.5', '.', 'weight_too_large'],
  ])('refuses %j (separator %j) with %s', (text, separator, code) => {
    expect(read(text, separator)).toEqual({ ok: false, code });
  });

  it('reads a lone separator before three digits by the separator given: grouping or the point', () => {
    expect(read('1.234', ',')).toEqual({ ok: true, value: '1234' });
    expect(read('1,234', ',')).toEqual({ ok: true, value: '1.234' });
    expect(read('1.234', '.')).toEqual({ ok: true, value: '1.234' });
    expect(read('1,234', '.')).toEqual({ ok: true, value: '1234' });
  });

  it('keeps trailing zeros out and never uses a float (0.1 + 0.2 is not in play)', () => {
    expect(read('0,3', ',')).toEqual({ ok: true, value: '0.3' });
    expect(read('9007199254740993', ',')).toEqual({ ok: true, value: '9007199254740993' });
  });
});

describe('decimalSeparatorOf', () => {
  it.each([
    ['pt-BR', ','],
    ['es', ','],
    ['fr', ','],
    ['it', ','],
    ['en', '.'],
    ['zh', '.'],
  ])('%s writes %j', (locale, separator) => {
    expect(decimalSeparatorOf(locale)).toBe(separator);
  });
});
