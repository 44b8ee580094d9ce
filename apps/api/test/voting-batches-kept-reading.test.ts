import { describe, expect, it } from 'vitest';
import type { BatchFundHolders } from '@backoffice/domain';
import {
  decodeKeptReading,
  encodeKeptReading,
  fundsToWrite,
} from '../src/services/voting-batches/kept-reading.ts';

const FUNDS: BatchFundHolders[] = [
  {
    taxId: '12345678000195',
    name: 'FII Ipê',
    firstLine: 2,
    quotas: '1000.5',
    holders: [
      {
        line: 2,
        name: 'Ana',
        taxIdType: 'CPF',
        taxId: '52998224725',
        email: 'ana@x.com.br',
        phone: null,
        weight: '1000',
      },
      {
        line: 4,
        name: 'Bê "B"',
        taxIdType: 'CNPJ',
        taxId: '12ABC34501DE35',
        email: null,
        phone: '+5511987654321',
        weight: '0.5',
      },
    ],
  },
];

describe('the batch upload’s kept reading', () => {
  it('keeps each fund’s holders by column, in file order, and reads them back', () => {
    const funds = fundsToWrite(FUNDS);
    expect(funds[0]).toEqual({
      taxId: '12345678000195',
      name: 'FII Ipê',
      firstLine: 2,
      quotas: '1000.5',
      holders: {
        lines: [2, 4],
        names: ['Ana', 'Bê "B"'],
        taxIdTypes: ['CPF', 'CNPJ'],
        taxIds: ['52998224725', '12ABC34501DE35'],
        emails: ['ana@x.com.br', null],
        phones: [null, '+5511987654321'],
        weights: ['1000', '0.5'],
      },
    });
    expect(decodeKeptReading(encodeKeptReading(funds))).toEqual(funds);
  });

  it('is not used in another shape: the older JSON, columns of unequal length, cut short, null', () => {
    expect(decodeKeptReading(Buffer.from(JSON.stringify(FUNDS)))).toBeUndefined();
    const [fund] = fundsToWrite(FUNDS);
    const uneven = { ...fund!, holders: { ...fund!.holders, names: ['Ana'] } };
    expect(decodeKeptReading(encodeKeptReading([uneven]))).toBeUndefined();
    const nameless = { ...fund!, name: undefined as unknown as string };
    expect(decodeKeptReading(encodeKeptReading([nameless]))).toBeUndefined();
    const json = Buffer.from(JSON.stringify({ version: 3, funds: fundsToWrite(FUNDS) }));
    expect(decodeKeptReading(json), 'the same in JSON').toBeUndefined();
    expect(decodeKeptReading(encodeKeptReading(fundsToWrite(FUNDS)).subarray(0, 40))).toBeUndefined();
    expect(decodeKeptReading(Buffer.from([0xff, 0x0f, 0x30]))).toBeUndefined();
  });
});
