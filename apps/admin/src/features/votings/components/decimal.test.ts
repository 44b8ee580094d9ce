import { describe, expect, it } from 'vitest';
import { formatDecimal, formatShare } from './decimal';

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
