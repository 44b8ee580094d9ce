import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '@backoffice/domain';
import { readTaxId } from '../src/voter-import/tax-id.ts';
import { readEmail, readName } from '../src/voter-import/text-fields.ts';
import { readWeight } from '../src/voter-import/weight.ts';
import { breakCheckDigit, randomCnpj, randomCpf, seededRandom } from './support/voter-csv-fixtures.ts';

describe('readWeight', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1234,56', '1234.56'],
    ['1234.56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1.234.567,5', '1234567.5'],
    ['1,234,567.5', '1234567.5'],
    ['1.234.567', '1234567'],
    ['1 234,5', '1234.5'],
    ['1\u00a0234,5', '1234.5'],
    ['  7  ', '7'],
    ['007', '7'],
    ['1,500000', '1.5'],
    ['0,000001', '0.000001'],
    [',5', '0.5'],
    ['.25', '0.25'],
    ['+3', '3'],
    ['0.500', '0.5'],
    ['999999999999999999,999999', '999999999999999999.999999'],
  ])('reads %j as %s', (cell, weight) => {
    expect(readWeight(cell, ',')).toEqual({ ok: true, weight });
  });

  it('reads a single separator before three digits by the file’s locale: grouping in a ; file, decimal in a , file', () => {
    expect(readWeight('1.234', ',')).toEqual({ ok: true, weight: '1234' });
    expect(readWeight('12.500', ',')).toEqual({ ok: true, weight: '12500' });
    expect(readWeight('1,234', ',')).toEqual({ ok: true, weight: '1.234' });
    expect(readWeight('1.234', '.')).toEqual({ ok: true, weight: '1.234' });
    expect(readWeight('1,234', '.')).toEqual({ ok: true, weight: '1234' });
    // Not ambiguous, whatever the locale: two decimals, a leading zero, four digits after the separator.
    expect(readWeight('1.23', ',')).toEqual({ ok: true, weight: '1.23' });
    expect(readWeight('0.123', ',')).toEqual({ ok: true, weight: '0.123' });
    expect(readWeight('1.2345', ',')).toEqual({ ok: true, weight: '1.2345' });
  });

  it.each([
    ['abc', 'weight_invalid'],
    ['1,2,3', 'weight_invalid'],
    ['1.23.4', 'weight_invalid'],
    ['1.234,5.6', 'weight_invalid'],
    ['12.34,5', 'weight_invalid'],
    ['1,5E+3', 'weight_invalid'],
    ['5,', 'weight_invalid'],
    ['R$ 5', 'weight_invalid'],
    ['--5', 'weight_invalid'],
    ['0', 'weight_not_positive'],
    ['0,000', 'weight_not_positive'],
    ['-1', 'weight_not_positive'],
    ['-0', 'weight_not_positive'],
    ['1,1234567', 'weight_too_many_decimals'],
    ['1234567890123456789', 'weight_too_large'],
  ])('refuses %j with %s', (cell, code) => {
    expect(readWeight(cell, ',')).toEqual({ ok: false, code });
  });

  it('never uses a float: 18 integer digits and 6 decimals come back digit for digit', () => {
    expect(readWeight('123456789012345678,123456', ',')).toEqual({
      ok: true,
      weight: '123456789012345678.123456',
    });
  });
});

describe('readTaxId', () => {
  it('reads CPF and CNPJ with or without punctuation, alphanumeric CNPJ in any case', () => {
    expect(readTaxId('529.982.247-25')).toEqual({
      ok: true,
      type: 'CPF',
      taxId: '52998224725',
      zeroPadded: false,
    });
    expect(readTaxId(' 52998224725 ')).toMatchObject({ ok: true, type: 'CPF', taxId: '52998224725' });
    expect(readTaxId('11.222.333/0001-81')).toMatchObject({
      ok: true,
      type: 'CNPJ',
      taxId: '11222333000181',
    });
    expect(readTaxId('12.abc.345/01de-35')).toMatchObject({
      ok: true,
      type: 'CNPJ',
      taxId: '12ABC34501DE35',
    });
    expect(readTaxId('12 ABC 345 01DE 35')).toMatchObject({
      ok: true,
      type: 'CNPJ',
      taxId: '12ABC34501DE35',
    });
  });

  it('restores the leading zeros Excel drops from a CPF typed as a number, only when the check digits agree', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 500; i++) {
      const cpf = randomCpf(random, `0${String(random.int(0, 99_999_999)).padStart(8, '0')}`);
      const typed = cpf.replace(/^0+/, '');
      expect(readTaxId(typed)).toEqual({ ok: true, type: 'CPF', taxId: cpf, zeroPadded: true });
      // A typo in the shortened number fails the check digits instead of becoming someone else's CPF or a CNPJ.
      expect(readTaxId(breakCheckDigit(typed))).toEqual({ ok: false, code: 'tax_id_invalid' });
    }
  });

  it('restores the zeros of CNPJs as the CVM registry’s old companies need them, past 2 zeros for head offices only', () => {
    for (const [typed, cnpj] of [
      ['8773135000100', '08773135000100'],
      ['22034000187', '00022034000187'], // Unibanco Holdings
      ['1180000126', '00001180000126'], // Eletrobras
    ] as const) {
      expect(readTaxId(typed)).toEqual({ ok: true, type: 'CNPJ', taxId: cnpj, zeroPadded: true });
    }
    // A branch (0002) that lost 3 zeros is not guessed: a mistyped CPF could look like it.
    const branch = `000193880002${cnpjCheckDigits('000193880002')}`;
    expect(readTaxId(branch.replace(/^0+/, ''))).toEqual({ ok: false, code: 'tax_id_invalid' });
    expect(readTaxId(branch)).toMatchObject({ ok: true, taxId: branch, zeroPadded: false });
    // '191' is both CPF 000.000.001-91 and Banco do Brasil's CNPJ 00.000.000/0001-91.
    expect(readTaxId('191')).toEqual({ ok: false, code: 'tax_id_ambiguous' });
    expect(readTaxId('00.000.000/0001-91')).toMatchObject({ ok: true, type: 'CNPJ', zeroPadded: false });
  });

  it('refuses wrong check digits, wrong lengths, stray characters and repeated digits', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 200; i++) {
      expect(readTaxId(breakCheckDigit(randomCpf(random)))).toEqual({ ok: false, code: 'tax_id_invalid' });
      expect(readTaxId(breakCheckDigit(randomCnpj(random, i % 2 === 0)))).toEqual({
        ok: false,
        code: 'tax_id_invalid',
      });
    }
    for (const cell of [
      '111.111.111-11',
      '5299822472',
      '529982247250',
      '529.982.247-25x',
      '529#982#247#25',
      '0',
    ]) {
      expect(readTaxId(cell)).toEqual({ ok: false, code: 'tax_id_invalid' });
    }
  });

  it('names a missing cell and Excel’s scientific notation apart', () => {
    expect(readTaxId('   ')).toEqual({ ok: false, code: 'tax_id_missing' });
    expect(readTaxId('1,12223E+13')).toEqual({ ok: false, code: 'tax_id_scientific_notation' });
    expect(readTaxId('5.29982E+10')).toEqual({ ok: false, code: 'tax_id_scientific_notation' });
  });
});

describe('readName and readEmail', () => {
  it('keeps a name as typed, formula characters included, with whitespace runs read as one space', () => {
    expect(readName("  =cmd|' /C calc'!A0 ")).toEqual({ ok: true, name: "=cmd|' /C calc'!A0" });
    expect(readName('BANCO ITAU BBA  S.A.')).toEqual({ ok: true, name: 'BANCO ITAU BBA S.A.' });
    expect(readName('Maria\r\nda\tSilva')).toEqual({ ok: true, name: 'Maria da Silva' });
    expect(readName('  ')).toEqual({ ok: false, code: 'name_missing' });
    expect(readName('Ma\u0000ria')).toEqual({ ok: false, code: 'name_invalid' });
    expect(readName('Ma\u0081ria')).toEqual({ ok: false, code: 'name_invalid' });
    expect(readName('x'.repeat(300))).toMatchObject({ ok: true });
    expect(readName('x'.repeat(301))).toEqual({ ok: false, code: 'name_too_long' });
  });

  it('validates e-mails as the domain does and lower-cases them', () => {
    expect(readEmail(' Maria.Silva@Exemplo.COM.br ')).toEqual({
      ok: true,
      email: 'maria.silva@exemplo.com.br',
    });
    for (const cell of ['maria', 'maria@', 'maria@exemplo', 'ma ria@x.com', 'a..b@x.com', 'a\u0000b@x.com']) {
      expect(readEmail(cell)).toEqual({ ok: false, code: 'email_invalid' });
    }
  });
});
