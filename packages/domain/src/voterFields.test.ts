import { describe, expect, it } from 'vitest';
import {
  isVoterPhoneTooLong,
  readVoterEmail,
  readVoterName,
  VOTER_NAME_MAX_CHARS,
  VOTER_PHONE_MAX_CHARS,
} from './voterFields.ts';

describe('readVoterName', () => {
  it.each([
    ["  =cmd|' /C calc'!A0 ", "=cmd|' /C calc'!A0"],
    ['BANCO ITAU BBA  S.A.', 'BANCO ITAU BBA S.A.'],
    ['Maria\r\nda\tSilva', 'Maria da Silva'],
    ['x'.repeat(VOTER_NAME_MAX_CHARS), 'x'.repeat(300)],
    [` ${'x'.repeat(300)} `, 'x'.repeat(300)],
  ])('keeps %j as %j (formula characters included, whitespace runs as one space)', (text, value) => {
    expect(readVoterName(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'name_missing'],
    ['  ', 'name_missing'],
    ['Ma\u0000ria', 'name_invalid'],
    ['Ma\u0081ria', 'name_invalid'],
    ['x'.repeat(301), 'name_too_long'],
  ])('refuses %j with %s', (text, code) => {
    expect(readVoterName(text)).toEqual({ ok: false, code });
  });
});

describe('readVoterEmail', () => {
  it('validates as validateEmail does and lower-cases', () => {
    expect(readVoterEmail(' Maria.Silva@Exemplo.COM.br ')).toEqual({
      ok: true,
      value: 'maria.silva@exemplo.com.br',
    });
  });

  it.each([
    'maria',
    'maria@',
    'maria@exemplo',
    'ma ria@x.com',
    'a..b@x.com',
    'a\u0000b@x.com',
    `${'a'.repeat(250)}@x.com`,
  ])('refuses %j', (text) => {
    expect(readVoterEmail(text)).toEqual({ ok: false, code: 'email_invalid' });
  });
});

describe('isVoterPhoneTooLong', () => {
  it.each([
    ['+55 (11) 98765-4321', false],
    [` ${'9'.repeat(VOTER_PHONE_MAX_CHARS)} `, false],
    ['9'.repeat(21), true],
  ])('%j → %s', (text, tooLong) => {
    expect(isVoterPhoneTooLong(text)).toBe(tooLong);
  });
});
