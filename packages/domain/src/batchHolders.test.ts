import { describe, expect, it } from 'vitest';
import {
  BATCH_FUND_COLUMN_ALIASES,
  BATCH_HOLDER_COLUMN_ALIASES,
  groupBatchHolders,
  readFundTaxId,
  type BatchHolderRowInput,
  type HolderReading,
} from './batchHolders.ts';

const FUND_A = '12345678000195';
const FUND_B = '11222333000181';
const FUND_ALPHA = '12ABC345000188';

const holder = (taxId: string, weight = '100', name = `Cotista ${taxId}`): HolderReading => ({
  valid: true,
  name,
  taxIdType: taxId.length === 11 ? 'CPF' : 'CNPJ',
  taxId,
  email: 'cotista@example.com',
  phone: null,
  weight,
});

let nextLine = 2;
const row = (
  fundTaxId: string,
  fundName: string,
  reading: HolderReading,
  line = nextLine++,
): BatchHolderRowInput => ({
  line,
  fundTaxId,
  fundName,
  holder: reading,
});

describe('readFundTaxId', () => {
  it.each([
    ['12.345.678/0001-95', { ok: true, taxId: FUND_A }],
    ['12345678000195', { ok: true, taxId: FUND_A }],
    [' 12.abc.345/0001-88 ', { ok: true, taxId: FUND_ALPHA }],
    ['191', { ok: true, taxId: '00000000000191' }], // Excel dropped the zeros; as a CPF it would be ambiguous
    ['11222333000181', { ok: true, taxId: FUND_B }],
    ['529.982.247-25', { ok: false, code: 'fund_tax_id_is_cpf' }],
    ['12.345.678/0001-96', { ok: false, code: 'fund_tax_id_invalid' }],
    ['1,23457E+13', { ok: false, code: 'fund_tax_id_scientific_notation' }],
    ['  ', { ok: false, code: 'fund_tax_id_missing' }],
  ])('%j → %j', (cell, reading) => {
    expect(readFundTaxId(cell)).toEqual(reading);
  });
});

describe('groupBatchHolders', () => {
  it('groups rows by fund CNPJ, whatever its format, in the order funds first appear', () => {
    const grouping = groupBatchHolders([
      row('12.345.678/0001-95', 'FII Alfa', holder('52998224725', '1.5'), 2),
      row('11222333000181', 'FII Beta', holder('52998224725', '10'), 3), // the same holder in another fund
      row('12345678000195', 'FII ALFA ', holder('11144477735', '0.25'), 4), // same name, other case
      row('12.abc.345/0001-88', 'FII Delta', holder('12345678909'), 5),
    ]);
    expect(grouping.invalid).toEqual([]);
    expect(grouping.rows).toBe(4);
    expect(grouping.funds.map((fund) => [fund.taxId, fund.name, fund.firstLine, fund.quotas])).toEqual([
      [FUND_A, 'FII Alfa', 2, '1.75'],
      [FUND_B, 'FII Beta', 3, '10'],
      [FUND_ALPHA, 'FII Delta', 5, '100'],
    ]);
    expect(grouping.funds[0]?.holders).toEqual([
      { line: 2, ...without(holder('52998224725', '1.5')) },
      { line: 4, ...without(holder('11144477735', '0.25')) },
    ]);
  });

  it('refuses a holder twice in one fund, naming the first line', () => {
    const grouping = groupBatchHolders([
      row(FUND_A, 'FII Alfa', holder('52998224725'), 2),
      row(FUND_A, 'FII Alfa', holder('52998224725'), 7),
    ]);
    expect(grouping.funds[0]?.holders).toHaveLength(1);
    expect(grouping.invalid).toEqual([
      {
        line: 7,
        endLine: 7,
        errors: [
          { field: 'taxId', code: 'duplicate_tax_id', value: '52998224725', params: { firstLine: 2 } },
        ],
        values: {
          name: 'Cotista 52998224725',
          taxId: '52998224725',
          email: 'cotista@example.com',
          weight: '100',
          fundTaxId: FUND_A,
          fundName: 'FII Alfa',
        },
      },
    ]);
  });

  it('refuses one fund CNPJ under two names, keeping the first', () => {
    const grouping = groupBatchHolders([
      row(FUND_A, 'FII Alfa', holder('52998224725'), 2),
      row('12.345.678/0001-95', 'FII Beta', holder('11144477735'), 3),
    ]);
    expect(grouping.funds.map((fund) => [fund.name, fund.holders.length])).toEqual([['FII Alfa', 1]]);
    expect(grouping.invalid[0]?.errors).toEqual([
      {
        field: 'fundName',
        code: 'fund_name_conflict',
        value: 'FII Beta',
        params: { firstLine: 2, firstName: 'FII Alfa' },
      },
    ]);
  });

  it.each([
    ['', 'FII Alfa', [{ field: 'fundTaxId', code: 'fund_tax_id_missing' }]],
    [
      '12.345.678/0001-00',
      'FII Alfa',
      [{ field: 'fundTaxId', code: 'fund_tax_id_invalid', value: '12.345.678/0001-00' }],
    ],
    [
      '529.982.247-25',
      'FII Alfa',
      [{ field: 'fundTaxId', code: 'fund_tax_id_is_cpf', value: '529.982.247-25' }],
    ],
    [FUND_A, '  ', [{ field: 'fundName', code: 'fund_name_missing' }]],
    [FUND_A, 'FII\u0000Alfa', [{ field: 'fundName', code: 'fund_name_invalid', value: 'FII\u0000Alfa' }]],
    [
      'x',
      '',
      [
        { field: 'fundTaxId', code: 'fund_tax_id_invalid', value: 'x' },
        { field: 'fundName', code: 'fund_name_missing' },
      ],
    ],
  ])('refuses fund %j named %j', (fundTaxId, fundName, errors) => {
    const grouping = groupBatchHolders([row(fundTaxId, fundName, holder('52998224725'))]);
    expect(grouping.funds).toEqual([]);
    expect(grouping.invalid[0]?.errors).toEqual(errors);
  });

  it('refuses a fund the batch does not have when it is given its funds', () => {
    const grouping = groupBatchHolders(
      [row(FUND_A, 'FII Alfa', holder('52998224725')), row(FUND_B, 'FII Beta', holder('52998224725'))],
      { knownFunds: new Set([FUND_A]) },
    );
    expect(grouping.funds.map((fund) => fund.taxId)).toEqual([FUND_A]);
    expect(grouping.invalid[0]?.errors).toEqual([
      { field: 'fundTaxId', code: 'fund_unknown', value: FUND_B },
    ]);
  });

  it('keeps the voter import’s own row errors after the fund’s, and still finds a duplicate on an invalid row', () => {
    const badHolder: HolderReading = {
      valid: false,
      errors: [{ field: 'email', code: 'email_invalid', value: 'sem-arroba' }],
      values: { name: 'Ana', taxId: '529.982.247-25', email: 'sem-arroba' },
      taxId: '52998224725',
    };
    const grouping = groupBatchHolders([
      row(FUND_A, 'FII Alfa', holder('52998224725'), 2),
      { ...row(FUND_A, 'FII Outro', badHolder, 3), endLine: 4 },
    ]);
    expect(grouping.invalid).toEqual([
      {
        line: 3,
        endLine: 4,
        errors: [
          {
            field: 'fundName',
            code: 'fund_name_conflict',
            value: 'FII Outro',
            params: { firstLine: 2, firstName: 'FII Alfa' },
          },
          { field: 'email', code: 'email_invalid', value: 'sem-arroba' },
        ],
        values: {
          name: 'Ana',
          taxId: '529.982.247-25',
          email: 'sem-arroba',
          fundTaxId: FUND_A,
          fundName: 'FII Outro',
        },
      },
    ]);
    const duplicate = groupBatchHolders([
      row(FUND_A, 'FII Alfa', holder('52998224725'), 2),
      row(FUND_A, 'FII Alfa', badHolder, 3),
    ]);
    expect(duplicate.invalid[0]?.errors.map((issue) => issue.code)).toEqual([
      'email_invalid',
      'duplicate_tax_id',
    ]);
  });

  it('registers a fund from a row whose holder is invalid', () => {
    const grouping = groupBatchHolders([
      row(FUND_A, 'FII Alfa', {
        valid: false,
        errors: [{ field: 'weight', code: 'weight_missing' }],
        values: {},
      }),
    ]);
    expect(grouping.funds).toEqual([
      { taxId: FUND_A, name: 'FII Alfa', firstLine: expect.any(Number), holders: [], quotas: '0' },
    ]);
  });
});

describe('column aliases', () => {
  // As the voter import compares header names: case, accents and anything but letters and digits aside.
  const key = (header: string) =>
    header
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');

  it('names each column once', () => {
    const keys = [...Object.values(BATCH_FUND_COLUMN_ALIASES), ...Object.values(BATCH_HOLDER_COLUMN_ALIASES)]
      .flat()
      .map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('knows the issue’s header', () => {
    const header = 'cnpj_fundo;nome_fundo;cpf_cnpj_cotista;nome_cotista;email;celular;qtd_cotas'
      .split(';')
      .map(key);
    const known = [...Object.values(BATCH_FUND_COLUMN_ALIASES), ...Object.values(BATCH_HOLDER_COLUMN_ALIASES)]
      .flat()
      .map(key);
    // email and celular are the voter list's own names.
    expect(header.filter((name) => !known.includes(name))).toEqual(['email', 'celular']);
  });
});

function without(reading: HolderReading) {
  if (!reading.valid) throw new Error('a valid reading');
  const { valid: _valid, ...fields } = reading;
  return fields;
}
