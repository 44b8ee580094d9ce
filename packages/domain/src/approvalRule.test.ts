import { describe, expect, it } from 'vitest';
import {
  APPROVAL_PRESETS,
  approvalRuleIssues,
  decideItem,
  isPresetRule,
  type ApprovalRule,
  type FundQuotaFacts,
} from './approvalRule.ts';
import { tallyItem, type Weighting } from './tally.ts';

/** Quotas per option; heads are 1 per 10 quotas, enough for the per_head cases. */
function tally(
  votes: { approve?: string; reject?: string; abstain?: string; conflict?: string; eligible: string },
  weighting: Weighting = 'by_weight',
) {
  const amount = (weight = '0') => ({ count: Math.ceil(Number(weight) / 10), weight });
  return tallyItem(
    {
      approve: amount(votes.approve),
      reject: amount(votes.reject),
      abstain: amount(votes.abstain),
      conflict: amount(votes.conflict),
      eligible: amount(votes.eligible),
    },
    weighting,
  );
}

const SIMPLE = APPROVAL_PRESETS.simple_majority;
const QUALIFIED = APPROVAL_PRESETS.qualified_quorum;
const fund = (holderCount: number, issuedQuotas = '1000'): FundQuotaFacts => ({ issuedQuotas, holderCount });

describe('simple majority of votes cast', () => {
  it.each([
    ['more approving than rejecting', { approve: '60', reject: '40' }, 'approved'],
    ['a tie', { approve: '50', reject: '50' }, 'rejected'],
    ['abstentions do not count as votes', { approve: '10', reject: '5', abstain: '900' }, 'approved'],
    ['only abstentions', { abstain: '10' }, 'rejected'],
    ['nobody took part', {}, 'quorum_not_reached'],
    ['conflicted holders alone took part', { conflict: '300' }, 'quorum_not_reached'],
  ])('%s: %s', (_, votes, outcome) => {
    expect(decideItem(tally({ ...votes, eligible: '1000' }), SIMPLE, fund(10)).outcome).toBe(outcome);
  });

  it('gives the figures it used', () => {
    expect(
      decideItem(tally({ approve: '10', reject: '5', abstain: '900', eligible: '1000' }), SIMPLE, fund(10)),
    ).toEqual({
      outcome: 'approved',
      approve: '10',
      reject: '5',
      votesCast: '15',
      majority: true,
      quorum: null,
    });
  });
});

describe('qualified quorum (FII)', () => {
  it.each([
    // holders, approve, reject, outcome, percent, required
    [101, '250', '0', 'approved', '25', '250'], // exactly 25 % of the issued quotas
    [101, '249.999999', '0', 'quorum_not_reached', '25', '250'],
    [100, '250', '0', 'quorum_not_reached', '50', '500'], // 100 holders: 50 %
    [100, '500', '10', 'approved', '50', '500'],
    [101, '300', '400', 'rejected', '25', '250'], // the quorum without the majority
    [101, '300', '300', 'rejected', '25', '250'],
  ])('%i holders, %s for and %s against: %s', (holders, approve, reject, outcome, percent, required) => {
    const decision = decideItem(tally({ approve, reject, eligible: '1000' }), QUALIFIED, fund(holders));
    expect(decision.outcome).toBe(outcome);
    expect(decision.quorum).toMatchObject({ base: 'issued_quotas', baseAmount: '1000', percent, required });
  });

  it('takes conflicted quotas out of the issued ones', () => {
    // 1000 issued, 200 impeded: 25 % of 800 is 200 (25 % of 1000 would be 250).
    const decision = decideItem(
      tally({ approve: '200', reject: '100', conflict: '200', eligible: '1000' }),
      QUALIFIED,
      fund(101),
    );
    expect(decision.outcome).toBe('approved');
    expect(decision.quorum).toEqual({
      base: 'issued_quotas',
      baseAmount: '800',
      percent: '25',
      required: '200',
      reached: true,
    });
  });

  it('compares exact decimals, the requirement rounded up', () => {
    // 25 % of 1,000,000.000001 is 250,000.00000025: 250,000 does not reach it, 250,000.000001 does.
    const facts = fund(500, '1000000.000001');
    const short = decideItem(tally({ approve: '250000', eligible: '1000000.000001' }), QUALIFIED, facts);
    expect(short.quorum?.required).toBe('250000.000001');
    expect(short.outcome).toBe('quorum_not_reached');
    const enough = decideItem(
      tally({ approve: '250000.000001', eligible: '1000000.000001' }),
      QUALIFIED,
      facts,
    );
    expect(enough.outcome).toBe('approved');
  });

  it('counts heads under per_head weighting: the holders are the base', () => {
    // 4 holders (≤ 100: 50 %), 2 approving heads of 4.
    const heads = tally({ approve: '20', reject: '10', eligible: '40' }, 'per_head');
    const decision = decideItem(heads, QUALIFIED, fund(4, '99999'));
    expect(decision).toMatchObject({ outcome: 'approved', approve: '2', reject: '1' });
    expect(decision.quorum).toMatchObject({ baseAmount: '4', required: '2', reached: true });
  });
});

describe('an edited rule', () => {
  const TWO_THIRDS_CAST: ApprovalRule = {
    preset: 'qualified_quorum',
    quorum: {
      base: 'votes_cast',
      percentAboveBoundary: '66.666667',
      percentUpToBoundary: '66.666667',
      holderBoundary: 100,
    },
  };

  it.each([
    ['200', '100', 'rejected'], // 66.6666…% < 66.666667 %
    ['201', '100', 'approved'],
  ])('two thirds of the votes cast: %s for, %s against: %s', (approve, reject, outcome) => {
    expect(decideItem(tally({ approve, reject, eligible: '1000' }), TWO_THIRDS_CAST, fund(5)).outcome).toBe(
      outcome,
    );
  });

  it('moves the holder boundary', () => {
    const rule: ApprovalRule = {
      preset: 'qualified_quorum',
      quorum: {
        base: 'issued_quotas',
        percentAboveBoundary: '30',
        percentUpToBoundary: '40',
        holderBoundary: 200,
      },
    };
    expect(decideItem(tally({ approve: '300', eligible: '1000' }), rule, fund(201)).outcome).toBe('approved');
    expect(decideItem(tally({ approve: '300', eligible: '1000' }), rule, fund(200)).outcome).toBe(
      'quorum_not_reached',
    );
  });

  it('refuses impossible figures', () => {
    const over: ApprovalRule = {
      ...TWO_THIRDS_CAST,
      quorum: { ...TWO_THIRDS_CAST.quorum!, percentUpToBoundary: '100.5' },
    };
    expect(() => decideItem(tally({ approve: '1', eligible: '10' }), over, fund(5))).toThrow(RangeError);
    expect(() =>
      decideItem(tally({ approve: '1', conflict: '20', eligible: '30' }), QUALIFIED, fund(5, '10')),
    ).toThrow(RangeError);
    expect(() => decideItem(tally({ approve: '1', eligible: '10' }), QUALIFIED, fund(-1))).toThrow(
      RangeError,
    );
  });
});

describe('an edited rule’s checks', () => {
  const edited = (quorum: Partial<NonNullable<ApprovalRule['quorum']>>): ApprovalRule => ({
    preset: 'qualified_quorum',
    quorum: { ...QUALIFIED.quorum!, ...quorum },
  });

  it('accepts the presets and sensible edits', () => {
    expect(approvalRuleIssues(SIMPLE)).toEqual([]);
    expect(approvalRuleIssues(QUALIFIED)).toEqual([]);
    expect(approvalRuleIssues(edited({ percentAboveBoundary: '33.333333', holderBoundary: 0 }))).toEqual([]);
  });

  it.each([
    [{ percentAboveBoundary: '0' }, [{ field: 'percentAboveBoundary', code: 'percent_out_of_range' }]],
    [{ percentUpToBoundary: '100.000001' }, [{ field: 'percentUpToBoundary', code: 'percent_out_of_range' }]],
    [{ percentUpToBoundary: '50,5' }, [{ field: 'percentUpToBoundary', code: 'percent_invalid' }]],
    [{ percentAboveBoundary: '25.0000001' }, [{ field: 'percentAboveBoundary', code: 'percent_invalid' }]],
    [{ holderBoundary: 100.5 }, [{ field: 'holderBoundary', code: 'holder_boundary_invalid' }]],
    [{ holderBoundary: -1 }, [{ field: 'holderBoundary', code: 'holder_boundary_invalid' }]],
  ])('%j: %j', (quorum, issues) => {
    expect(approvalRuleIssues(edited(quorum))).toEqual(issues);
  });

  it('tells a preset from an edited one', () => {
    expect(isPresetRule(SIMPLE)).toBe(true);
    expect(isPresetRule(QUALIFIED)).toBe(true);
    expect(isPresetRule(edited({ percentAboveBoundary: '25.000' }))).toBe(true);
    expect(isPresetRule(edited({ percentAboveBoundary: '30' }))).toBe(false);
    expect(isPresetRule(edited({ base: 'votes_cast' }))).toBe(false);
    expect(isPresetRule({ preset: 'simple_majority', quorum: QUALIFIED.quorum })).toBe(false);
  });
});
