import { describe, expect, it } from 'vitest';
import {
  formatTaxIdInput,
  normalizeTaxIdInput,
  resolveTaxIdKind,
  taxIdFormatter,
  type TaxIdInputKind,
} from './taxId.ts';

// The CPF/CNPJ field's mask as typed (the design kit's TaxIdField takes it from here): these cases were the kit's
// own taxIdMask tests, moved with the rule.

describe('formatTaxIdInput', () => {
  it.each<[string, TaxIdInputKind, string]>([
    ['', 'auto', ''],
    ['1', 'cpf', '1'],
    ['123', 'cpf', '123'],
    ['1234', 'cpf', '123.4'],
    ['1234567', 'cpf', '123.456.7'],
    ['1234567890', 'cpf', '123.456.789-0'],
    ['12345678909', 'cpf', '123.456.789-09'],
    ['12345678909', 'auto', '123.456.789-09'],
    ['12', 'cnpj', '12'],
    ['123', 'cnpj', '12.3'],
    ['123456', 'cnpj', '12.345.6'],
    ['123456789', 'cnpj', '12.345.678/9'],
    ['1234567800019', 'cnpj', '12.345.678/0001-9'],
    ['11222333000181', 'cnpj', '11.222.333/0001-81'],
    ['11222333000181', 'auto', '11.222.333/0001-81'],
    ['123456789012', 'auto', '12.345.678/9012'],
    ['12ABC34501DE35', 'cnpj', '12.ABC.345/01DE-35'],
    ['12ABC34501DE35', 'auto', '12.ABC.345/01DE-35'],
    ['A', 'auto', 'A'],
    ['12A', 'auto', '12.A'],
  ])('formats %s as %s → %s', (raw, kind, masked) => {
    expect(formatTaxIdInput(raw, kind)).toBe(masked);
  });
});

describe('normalizeTaxIdInput', () => {
  it.each<[string, TaxIdInputKind, string]>([
    ['123.456.789-09', 'cpf', '12345678909'],
    [' 123 456 789 09 ', 'auto', '12345678909'],
    ['123.456.789-0912', 'cpf', '12345678909'],
    ['12a.bc3', 'cpf', '123'],
    ['11.222.333/0001-81', 'auto', '11222333000181'],
    ['11.222.333/0001-81', 'cnpj', '11222333000181'],
    ['12.abc.345/01de-35', 'auto', '12ABC34501DE35'],
    ['12abc34501deXY35', 'cnpj', '12ABC34501DE35'],
    ['12ABC34501DE3599', 'cnpj', '12ABC34501DE35'],
    ['12345678909', 'cnpj', '12345678909'],
    ['ç12-é3', 'auto', '123'],
  ])('normalizes %j as %s → %s', (text, kind, raw) => {
    expect(normalizeTaxIdInput(text, kind)).toBe(raw);
  });
});

describe('resolveTaxIdKind', () => {
  it('auto is CPF up to 11 digits, CNPJ after or with a letter', () => {
    expect(resolveTaxIdKind('auto', '12345678909')).toBe('cpf');
    expect(resolveTaxIdKind('auto', '123456789012')).toBe('cnpj');
    expect(resolveTaxIdKind('auto', '1A')).toBe('cnpj');
    expect(resolveTaxIdKind('cpf', '123456789012')).toBe('cpf');
  });
});

describe('taxIdFormatter', () => {
  it('gives the kit’s field the rules of one kind', () => {
    const cpf = taxIdFormatter('cpf');
    expect(cpf.normalize('123.456.789-09xx')).toBe('12345678909');
    expect(cpf.format('1234')).toBe('123.4');
    expect(cpf.numeric).toBe(true);
    const auto = taxIdFormatter();
    expect(auto.format('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(auto.numeric).toBe(false);
  });
});
