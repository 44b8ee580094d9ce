import { describe, expect, it } from 'vitest';
import { formatDecimal, formatShare, parseDecimalInput } from './decimal';

describe('formatDecimal', () => {
  it('keeps every digit of a long decimal string', () => {
    expect(formatDecimal('123456789012345678.123456', 'pt-BR')).toBe('123.456.789.012.345.678,123456');
    expect(formatDecimal('1500.25', 'en')).toBe('1,500.25');
    expect(formatDecimal('7', 'pt-BR')).toBe('7');
  });

  it('shows a share as a percentage with one decimal place', () => {
    expect(formatShare('0.532000', 'pt-BR')).toBe('53,2%');
    expect(formatShare('1.000000', 'en')).toBe('100%');
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['1.250,5', 'pt-BR', '1250.5'],
    ['1250,5', 'pt-BR', '1250.5'],
    ['1250.5', 'pt-BR', '1250.5'],
    ['1.234.567', 'pt-BR', '1234567'],
    [' 100 ', 'pt-BR', '100'],
    ['0,000001', 'pt-BR', '0.000001'],
    ['1,250.5', 'en', '1250.5'],
    ['1,234', 'en', '1234'],
    ['007', 'en', '7'],
    ['١٢٥٠٫٥', 'ar', '1250.5'],
  ])('%s in %s → %s', (text, locale, expected) => {
    expect(parseDecimalInput(text, locale)).toBe(expected);
  });

  it.each([[''], ['abc'], ['-1'], ['1,2,3'], ['1,1234567'], ['1e5']])('refuses %j', (text) => {
    expect(parseDecimalInput(text, 'pt-BR')).toBeNull();
  });
});
