import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  detectTaxIdType,
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
  lastDigits,
  onlyTaxIdChars,
} from './taxId.ts';
import { forAll, type Random } from './testing/seededRandom.ts';

// An independent reference written differently from the code under test: weights counted from the right
// (2, 3, … for CPF; 2..9 repeating for CNPJ) and the digit as ((11 − sum mod 11) mod 11) mod 10.
const value = (char: string) => char.charCodeAt(0) - 48;
const remainder = (chars: string, weightAt: (fromRight: number) => number) =>
  [...chars].reverse().reduce((sum, char, i) => sum + value(char) * weightAt(i), 0) % 11;
const digitOf = (r: number) => ((11 - r) % 11) % 10;
const cpfWeight = (i: number) => i + 2;
const cnpjWeight = (i: number) => (i % 8) + 2;
const withCheckDigits = (base: string, weightAt: (i: number) => number) => {
  const first = digitOf(remainder(base, weightAt));
  return `${base}${first}${digitOf(remainder(`${base}${first}`, weightAt))}`;
};
const referenceCpf = (base: string) => withCheckDigits(base, cpfWeight);
const referenceCnpj = (base: string) => withCheckDigits(base, cnpjWeight);
const allSame = (s: string) => new Set(s).size === 1;

const DIGITS = '0123456789';
const ALPHANUMERIC = `${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;
const randomChars = (random: Random, length: number, alphabet: string) =>
  Array.from({ length }, () => random.pick([...alphabet])).join('');
const replaceAt = (s: string, i: number, char: string) => s.slice(0, i) + char + s.slice(i + 1);

describe('known numbers', () => {
  it('accepts valid CPFs, formatted or not', () => {
    for (const cpf of ['529.982.247-25', '52998224725', '111.444.777-35', ' 111 444 777 35 ']) {
      expect(isValidCpf(cpf), cpf).toBe(true);
    }
  });

  it('accepts valid numeric and alphanumeric CNPJs, formatted or not, in any case', () => {
    for (const cnpj of [
      '11.222.333/0001-81',
      '11222333000181',
      '12.ABC.345/01DE-35',
      '12ABC34501DE35',
      '12.abc.345/01de-35',
    ]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
    }
  });

  it('refuses wrong check digits, lengths and characters', () => {
    for (const cpf of [
      '529.982.247-26',
      '5299822472',
      '529982247250',
      '52998224a25',
      '529*982*247*25',
      '',
      '12ABC34501DE35',
    ]) {
      expect(isValidCpf(cpf), cpf).toBe(false);
    }
    for (const cnpj of [
      '11.222.333/0001-82',
      '1122233300018',
      '112223330001810',
      '12ABC34501DE3A',
      '12ABC3450!DE35',
      '',
      '52998224725',
    ]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(false);
    }
  });

  it('refuses repeated-character sequences even where the check digits add up', () => {
    // 111.111.111-11 and 00.000.000/0000-00 pass the modulo-11 test but are not real numbers.
    expect(cpfCheckDigits('111111111')).toBe('11');
    expect(cnpjCheckDigits('000000000000')).toBe('00');
    for (const d of DIGITS) {
      expect(isValidCpf(d.repeat(11))).toBe(false);
      expect(isValidCnpj(d.repeat(14))).toBe(false);
    }
  });

  it('computes check digits only for well-formed bases', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12abc34501de')).toThrow(RangeError);
  });

  it('shows the blind spots of the official algorithm', () => {
    // 'A' (17) and 'L' (28) differ by 11: every weighted sum changes by a multiple of 11.
    expect(isValidCnpj('12.LBC.345/01DE-35')).toBe(true);
  });
});

describe('properties', () => {
  const cases = [
    {
      kind: 'CPF',
      isValid: isValidCpf,
      make: (r: Random) => referenceCpf(randomChars(r, 9, DIGITS)),
      alphabet: DIGITS,
    },
    {
      kind: 'numeric CNPJ',
      isValid: isValidCnpj,
      make: (r: Random) => referenceCnpj(randomChars(r, 12, DIGITS)),
      alphabet: DIGITS,
    },
    {
      kind: 'alphanumeric CNPJ',
      isValid: isValidCnpj,
      make: (r: Random) => referenceCnpj(randomChars(r, 12, ALPHANUMERIC)),
      alphabet: ALPHANUMERIC,
    },
  ] as const;

  for (const { kind, isValid, make, alphabet } of cases) {
    const weightAt = kind === 'CPF' ? cpfWeight : cnpjWeight;
    const baseLength = kind === 'CPF' ? 9 : 12;

    it(`${kind}: every generated number validates, bare, formatted and lower-cased`, () => {
      forAll(500, (random) => {
        const id = make(random);
        if (allSame(id)) return;
        expect(isValid(id), id).toBe(true);
        const formatted = kind === 'CPF' ? formatCpf(id) : formatCnpj(id);
        expect(isValid(formatted), formatted).toBe(true);
        expect(isValid(id.toLowerCase()), id).toBe(true);
      });
    });

    it(`${kind}: changing a check digit always fails`, () => {
      forAll(300, (random) => {
        const id = make(random);
        for (const i of [baseLength, baseLength + 1]) {
          for (const d of DIGITS) if (d !== id[i]) expect(isValid(replaceAt(id, i, d)), id).toBe(false);
        }
      });
    });

    it(`${kind}: changing one base character fails, except in the algorithm's documented blind spots`, () => {
      let changes = 0;
      let missed = 0;
      forAll(300, (random) => {
        const id = make(random);
        const i = random.int(0, baseLength - 1);
        const original = id[i] as string;
        for (const char of alphabet) {
          if (char === original) continue;
          const mutated = replaceAt(id, i, char);
          changes++;
          if (!isValid(mutated)) continue;
          missed++;
          // It validates only if the reference agrees and a blind spot explains it.
          expect(referenceCnpjOrCpf(mutated)).toBe(mutated);
          const delta = value(char) - value(original);
          const r = remainder(id.slice(0, baseLength), weightAt);
          const rMutated = remainder(mutated.slice(0, baseLength), weightAt);
          expect(delta % 11 === 0 || (r <= 1 && rMutated <= 1), `${id} → ${mutated}`).toBe(true);
        }
      });
      // The blind spots are rare for numeric numbers; the letters make ±11 swaps more common.
      expect(missed / changes).toBeLessThan(kind === 'alphanumeric CNPJ' ? 0.1 : 0.01);

      function referenceCnpjOrCpf(id: string) {
        return kind === 'CPF' ? referenceCpf(id.slice(0, 9)) : referenceCnpj(id.slice(0, 12));
      }
    });
  }

  it('valid CPFs and CNPJs never overlap', () => {
    forAll(300, (random) => {
      const cpf = referenceCpf(randomChars(random, 9, DIGITS));
      const cnpj = referenceCnpj(randomChars(random, 12, ALPHANUMERIC));
      expect(isValidCnpj(cpf)).toBe(false);
      expect(isValidCpf(cnpj)).toBe(false);
    });
  });
});

describe('detectTaxIdType', () => {
  it('names the type of a valid number and nothing else', () => {
    expect(detectTaxIdType('529.982.247-25')).toBe('CPF');
    expect(detectTaxIdType('11.222.333/0001-81')).toBe('CNPJ');
    expect(detectTaxIdType('12.ABC.345/01DE-35')).toBe('CNPJ');
    expect(detectTaxIdType('529.982.247-26')).toBeNull();
    expect(detectTaxIdType('111.111.111-11')).toBeNull();
    expect(detectTaxIdType('')).toBeNull();
  });
});

describe('formatting', () => {
  it('keeps only the characters a tax number is made of, upper-cased', () => {
    expect(onlyTaxIdChars(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(onlyTaxIdChars('529.982.247-25')).toBe('52998224725');
    expect(onlyTaxIdChars('ç!?')).toBe('');
  });

  it('formats a CPF, also partially while typing', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('5299822472599')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('a5b2c9')).toBe('529');
    expect(formatCpf('')).toBe('');
  });

  it('formats a numeric or alphanumeric CNPJ, also partially while typing', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12ABC345')).toBe('12.ABC.345');
    expect(formatCnpj('12ABC3450')).toBe('12.ABC.345/0');
    expect(formatCnpj('11222333000181999')).toBe('11.222.333/0001-81');
  });

  it('property: formatting is idempotent and keeps the characters', () => {
    forAll(300, (random) => {
      const raw = randomChars(random, random.int(0, 16), `${ALPHANUMERIC}.-/ `);
      const cnpj = formatCnpj(raw);
      expect(formatCnpj(cnpj)).toBe(cnpj);
      expect(onlyTaxIdChars(cnpj)).toBe(onlyTaxIdChars(raw).slice(0, 14));
      const cpf = formatCpf(raw);
      expect(formatCpf(cpf)).toBe(cpf);
      expect(onlyTaxIdChars(cpf)).toBe(raw.replace(/[^0-9]/g, '').slice(0, 11));
    });
  });
});

describe('lastDigits', () => {
  it('gives the last characters without punctuation', () => {
    expect(lastDigits('529.982.247-25', 4)).toBe('4725');
    expect(lastDigits('12.ABC.345/01DE-35', 4)).toBe('DE35');
    expect(lastDigits('11.222.333/0001-81', 2)).toBe('81');
    expect(lastDigits('12', 4)).toBe('12');
    expect(lastDigits('529.982.247-25', 0)).toBe('');
    expect(lastDigits('529.982.247-25', -1)).toBe('');
  });
});
