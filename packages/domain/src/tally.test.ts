import { describe, expect, it } from 'vitest';
import { decimalToString, parseDecimal } from './decimal.ts';
import { participationShare, tallyItem, type Amount, type ItemVoteTotals } from './tally.ts';

// The item arithmetic: conflict apart and out of the quorum base, options as shares of the base, participation over
// the base; weights exact to 6 decimal places (BigInt), never floats.

const amount = (count: number, weight: string): Amount => ({ count, weight });

/** eligible 10 (100.5); approve 5 (50.25), reject 2 (20), abstain 1 (10), conflict 1 (10.25) → base 9 (90.25). */
const WORKED: ItemVoteTotals = {
  approve: amount(5, '50.25'),
  reject: amount(2, '20'),
  abstain: amount(1, '10.000000'),
  conflict: amount(1, '10.25'),
  eligible: amount(10, '100.500000'),
};

describe('tallyItem', () => {
  it('takes conflicts out of the base and shares the base by weight (worked example)', () => {
    const tally = tallyItem(WORKED, 'by_weight');
    expect(tally.conflict).toEqual({ count: 1, weight: '10.25' });
    expect(tally.quorumBase).toEqual({ count: 9, weight: '90.25' });
    expect(tally.present).toEqual({ count: 8, weight: '80.25' });
    // 50.25 / 90.25 = 55.678…%, 20 / 90.25 = 22.160…%, 10 / 90.25 = 11.080…% (pending alike)
    expect(tally.options).toEqual({
      approve: { count: 5, weight: '50.25', share: '55.68' },
      reject: { count: 2, weight: '20', share: '22.16' },
      abstain: { count: 1, weight: '10', share: '11.08' },
      pending: { count: 1, weight: '10', share: '11.08' },
    });
    // 8 / 9 = 88.888…%, 80.25 / 90.25 = 88.919…%
    expect(tally.participation).toEqual({ byHead: '88.89', byWeight: '88.92' });
  });

  it('shares the base by head under per_head weighting', () => {
    const tally = tallyItem(WORKED, 'per_head');
    expect(tally.options.approve.share).toBe('55.56'); // 5 / 9
    expect(tally.options.reject.share).toBe('22.22'); // 2 / 9
    expect(tally.options.abstain.share).toBe('11.11');
    expect(tally.options.pending.share).toBe('11.11');
    expect(tally.participation).toEqual({ byHead: '88.89', byWeight: '88.92' });
  });

  it('adds decimal weights exactly (0.1 + 0.2 = 0.3, six places, beyond 2^53)', () => {
    const tally = tallyItem(
      {
        approve: amount(1, '0.1'),
        reject: amount(1, '0.2'),
        abstain: amount(1, '0.000001'),
        conflict: amount(0, '0'),
        eligible: amount(4, '9007199254740993.300001'),
      },
      'by_weight',
    );
    expect(tally.present.weight).toBe('0.300001');
    expect(tally.options.pending.weight).toBe('9007199254740993');
    expect(tally.quorumBase.weight).toBe('9007199254740993.300001');
  });

  it('gives no shares and no participation when every eligible subject declared a conflict', () => {
    const tally = tallyItem(
      {
        approve: amount(0, '0'),
        reject: amount(0, '0'),
        abstain: amount(0, '0'),
        conflict: amount(2, '30'),
        eligible: amount(2, '30'),
      },
      'by_weight',
    );
    expect(tally.quorumBase).toEqual({ count: 0, weight: '0' });
    expect(tally.options.approve.share).toBeNull();
    expect(tally.participation).toEqual({ byHead: null, byWeight: null });
  });

  it.each([
    ['more heads than eligible', { ...WORKED, approve: amount(7, '50.25') }],
    ['more weight than eligible', { ...WORKED, approve: amount(5, '60.250001') }],
    ['a weight with a decimal comma', { ...WORKED, reject: amount(2, '20,5') }],
    ['a weight with seven places', { ...WORKED, reject: amount(2, '20.0000001') }],
    ['a negative weight', { ...WORKED, reject: amount(2, '-1') }],
    ['a weight in exponent form', { ...WORKED, reject: amount(2, '2e1') }],
    ['a fractional count', { ...WORKED, reject: amount(1.5, '20') }],
  ])('refuses %s', (_name, totals) => {
    expect(() => tallyItem(totals, 'by_weight')).toThrow(RangeError);
  });

  it('keeps its invariants over 500 seeded random items (base = options; base + conflict = eligible)', () => {
    let state = 20260321;
    const random = (max: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % (max + 1);
    };
    const weight = () => `${random(5000)}.${String(random(999_999)).padStart(6, '0')}`;
    for (let run = 0; run < 500; run++) {
      const votes = { approve: amount(random(40), weight()), reject: amount(random(40), weight()) };
      const rest = { abstain: amount(random(40), weight()), conflict: amount(random(5), weight()) };
      const cast = [votes.approve, votes.reject, rest.abstain, rest.conflict];
      const castCount = cast.reduce((sum, part) => sum + part.count, 0);
      const castWeight = cast.reduce((sum, part) => sum + parseDecimal(part.weight), 0n);
      const eligible = amount(castCount + random(30), decimalToString(castWeight + parseDecimal(weight())));
      const weighting = run % 2 === 0 ? 'by_weight' : 'per_head';
      const tally = tallyItem({ ...votes, ...rest, eligible }, weighting);

      const options = Object.values(tally.options);
      const optionWeight = options.reduce((sum, part) => sum + parseDecimal(part.weight), 0n);
      expect(options.reduce((sum, part) => sum + part.count, 0)).toBe(tally.quorumBase.count);
      expect(optionWeight).toBe(parseDecimal(tally.quorumBase.weight));
      expect(tally.quorumBase.count + tally.conflict.count).toBe(eligible.count);
      expect(parseDecimal(tally.quorumBase.weight) + parseDecimal(tally.conflict.weight)).toBe(
        parseDecimal(eligible.weight),
      );
      for (const option of options) {
        if (option.share === null) continue;
        const exact =
          weighting === 'per_head'
            ? (option.count / tally.quorumBase.count) * 100
            : (Number(option.weight) / Number(tally.quorumBase.weight)) * 100;
        expect(Math.abs(Number(option.share) - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
      }
    }
  });
});

describe('participationShare', () => {
  it('gives present ÷ base as shares from 0 to 1 with six places, rounded half up', () => {
    // 8 / 9 = 0.8888888…, 80.25 / 90.25 = 0.8891966…
    expect(participationShare(tallyItem(WORKED, 'by_weight'))).toEqual({
      count: '0.888889',
      weight: '0.889197',
    });
  });

  it('gives 0 when the base is empty', () => {
    const none = amount(0, '0');
    const tally = tallyItem(
      { approve: none, reject: none, abstain: none, conflict: amount(2, '3'), eligible: amount(2, '3') },
      'per_head',
    );
    expect(participationShare(tally)).toEqual({ count: '0', weight: '0' });
  });
});
