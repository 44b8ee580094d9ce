import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, readTaxId } from '@backoffice/domain';
import { breakCheckDigit, randomCnpj, randomCpf, seededRandom } from './support/voter-csv-fixtures.ts';

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
