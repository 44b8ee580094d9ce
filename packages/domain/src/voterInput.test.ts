import { describe, expect, it } from 'vitest';
import { cpfCheckDigits } from './taxId.ts';
import { readTypedTaxId } from './taxIdCell.ts';
import {
  readPartyInput,
  readVoterInput,
  VOTER_INPUT_REFUSAL_STATUS,
  type PartyInputFields,
  type VoterInputFields,
} from './voterInput.ts';

const base: VoterInputFields = { name: 'Maria', taxId: '529.982.247-25', email: 'maria@example.com' };
// A CPF with a leading zero, shortened as Excel does: the import restores the zero, a form does not.
const zeroCpf = `012345678${cpfCheckDigits('012345678')}`;

describe('readVoterInput', () => {
  it.each<[string, Partial<VoterInputFields>, Record<string, unknown>]>([
    [
      'the fields as typed',
      {},
      { name: 'Maria', taxIdType: 'CPF', taxId: '52998224725', phone: null, weight: '1' },
    ],
    [
      'a name trimmed, its runs of spaces as one',
      { name: '  Maria \n da  Silva ' },
      { name: 'Maria da Silva' },
    ],
    ['an e-mail trimmed and lower-cased', { email: ' Maria@Example.COM ' }, { email: 'maria@example.com' }],
    [
      'an alphanumeric CNPJ in any case',
      { taxId: '12.abc.345/01de-35' },
      { taxIdType: 'CNPJ', taxId: '12ABC34501DE35' },
    ],
    ['a Brazilian phone in E.164', { phone: '(11) 98765-4321' }, { phone: '+5511987654321' }],
    ['a blank phone as none', { phone: '   ' }, { phone: null }],
    ['a null phone as none', { phone: null }, { phone: null }],
    ['a weight written canonically', { weight: '1500.250000' }, { weight: '1500.25' }],
    ['no weight as 1', { weight: null }, { weight: '1' }],
  ])('reads %s', (_, fields, expected) => {
    const reading = readVoterInput({ ...base, ...fields });
    expect(reading.ok && reading.voter).toMatchObject(expected);
  });

  it.each<[string, Partial<VoterInputFields>, string, { field: string; code: string }[]]>([
    ['a blank name', { name: '  \t ' }, 'validation_failed', [{ field: 'name', code: 'minLength' }]],
    [
      'an invalid CPF',
      { taxId: '529.982.247-26' },
      'invalid_tax_id',
      [{ field: 'taxId', code: 'invalid_tax_id' }],
    ],
    [
      'a CPF that lost its zero',
      { taxId: zeroCpf.slice(1) },
      'invalid_tax_id',
      [{ field: 'taxId', code: 'invalid_tax_id' }],
    ],
    ['an empty CPF', { taxId: ' ' }, 'invalid_tax_id', [{ field: 'taxId', code: 'invalid_tax_id' }]],
    [
      'a name with a control character',
      { name: 'Ma\u0000ria' },
      'unprocessable',
      [{ field: 'name', code: 'name_invalid' }],
    ],
    ['a long name', { name: 'x'.repeat(301) }, 'unprocessable', [{ field: 'name', code: 'name_too_long' }]],
    ['an invalid e-mail', { email: 'maria@' }, 'unprocessable', [{ field: 'email', code: 'email_invalid' }]],
    ['an invalid phone', { phone: '12345' }, 'unprocessable', [{ field: 'phone', code: 'phone_invalid' }]],
    [
      'a zero weight',
      { weight: '0.000' },
      'unprocessable',
      [{ field: 'weight', code: 'weight_not_positive' }],
    ],
    [
      'a weight the contract refuses',
      { weight: '1,5' },
      'unprocessable',
      [{ field: 'weight', code: 'weight_invalid' }],
    ],
    [
      'every field wrong at once (one error each)',
      { name: 'a\u0007b', email: 'x', phone: '1', weight: '0' },
      'unprocessable',
      [
        { field: 'name', code: 'name_invalid' },
        { field: 'email', code: 'email_invalid' },
        { field: 'phone', code: 'phone_invalid' },
        { field: 'weight', code: 'weight_not_positive' },
      ],
    ],
  ])('refuses %s', (_, fields, refusal, errors) => {
    expect(readVoterInput({ ...base, ...fields })).toMatchObject({ ok: false, refusal, errors });
  });

  it('answers a blank name before a bad CPF, and a bad CPF before the other fields', () => {
    expect(readVoterInput({ name: '', taxId: 'x', email: 'x' })).toMatchObject({
      refusal: 'validation_failed',
    });
    expect(readVoterInput({ name: 'a\u0000', taxId: 'x', email: 'x' })).toMatchObject({
      refusal: 'invalid_tax_id',
    });
  });

  it('gives each refusal its status', () => {
    expect(VOTER_INPUT_REFUSAL_STATUS).toEqual({
      validation_failed: 400,
      invalid_tax_id: 422,
      unprocessable: 422,
    });
  });
});

describe('readTypedTaxId', () => {
  it('takes a CPF/CNPJ as written, without the zeros an import restores', () => {
    expect(readTypedTaxId(zeroCpf)).toEqual({ ok: true, type: 'CPF', taxId: zeroCpf });
    expect(readTypedTaxId(zeroCpf.slice(1))).toEqual({ ok: false, code: 'invalid_tax_id' });
    expect(readTypedTaxId('1,12223E+13')).toEqual({ ok: false, code: 'invalid_tax_id' });
  });
});

describe('readPartyInput', () => {
  const party: PartyInputFields = { name: ' Fundo  Alfa ', taxId: '11.222.333/0001-81' };

  it('reads a party as a voter is read: trimmed name, bare CPF/CNPJ, canonical weight (1 when none)', () => {
    expect(readPartyInput(party)).toEqual({
      ok: true,
      party: { name: 'Fundo Alfa', taxIdType: 'CNPJ', taxId: '11222333000181', weight: '1' },
    });
    expect(readPartyInput({ ...party, weight: '2.500' })).toMatchObject({ party: { weight: '2.5' } });
  });

  it.each<[string, Partial<PartyInputFields>, string, { field: string; code: string }[]]>([
    ['a blank name', { name: ' ' }, 'validation_failed', [{ field: 'name', code: 'minLength' }]],
    [
      'an invalid CNPJ',
      { taxId: '11.222.333/0001-82' },
      'invalid_tax_id',
      [{ field: 'taxId', code: 'invalid_tax_id' }],
    ],
    [
      'a control character in the name',
      { name: 'a\u0000' },
      'unprocessable',
      [{ field: 'name', code: 'name_invalid' }],
    ],
    ['a zero weight', { weight: '0' }, 'unprocessable', [{ field: 'weight', code: 'weight_not_positive' }]],
  ])('refuses %s', (_, fields, refusal, errors) => {
    expect(readPartyInput({ ...party, ...fields })).toMatchObject({ ok: false, refusal, errors });
  });
});
