import { describe, expect, it } from 'vitest';
import { batchFundVoted, holderEmailKey, repeatBatchAnswers, sameBatchHolder } from './batchBallots.ts';

describe('sameBatchHolder', () => {
  const ana = { taxId: '529.982.247-25', email: 'Ana@Example.com' };

  it('is the same CPF (punctuation aside) and the same e-mail (case and spaces aside)', () => {
    expect(sameBatchHolder(ana, { taxId: '52998224725', email: ' ana@example.COM ' })).toBe(true);
  });

  it.each([
    ['another e-mail', { taxId: '52998224725', email: 'ana@other.com' }],
    ['another CPF', { taxId: '11144477735', email: 'ana@example.com' }],
    ['no e-mail', { taxId: '52998224725', email: null }],
  ])('is not with %s', (_, other) => {
    expect(sameBatchHolder(ana, other)).toBe(false);
  });

  it('never matches two voters without an e-mail', () => {
    expect(sameBatchHolder({ taxId: '52998224725', email: '' }, { taxId: '52998224725', email: null })).toBe(
      false,
    );
  });

  it('holderEmailKey trims and lowers', () => {
    expect(holderEmailKey('  A@B.c ')).toBe('a@b.c');
    expect(holderEmailKey(null)).toBe('');
  });
});

describe('repeatBatchAnswers', () => {
  const fundA = [
    { id: 'a1', position: 1 },
    { id: 'a2', position: 2 },
    { id: 'a3', position: 3 },
  ];
  const fundB = [
    { id: 'b2', position: 2 },
    { id: 'b1', position: 1 },
    { id: 'b3', position: 3 },
  ];

  it('carries each answer to the item in the same position of the other fund', () => {
    expect(repeatBatchAnswers(fundA, { a1: 'approve', a2: 'reject', a3: 'abstain' }, fundB)).toEqual({
      b1: 'approve',
      b2: 'reject',
      b3: 'abstain',
    });
  });

  it('never carries a conflict of interest: that item is left for the other fund', () => {
    expect(repeatBatchAnswers(fundA, { a1: 'conflict', a2: 'approve', a3: 'conflict' }, fundB)).toEqual({
      b2: 'approve',
    });
  });

  it('leaves unanswered what the source did not answer, and ignores items the target lacks', () => {
    expect(repeatBatchAnswers(fundA, { a3: 'reject' }, [{ id: 'b1', position: 1 }])).toEqual({});
    expect(repeatBatchAnswers(fundA, { a1: 'approve' }, fundB)).toEqual({ b1: 'approve' });
  });
});

describe('batchFundVoted', () => {
  it('is a counted ballot or one under review; not none, and not a returned one', () => {
    expect(batchFundVoted('counted')).toBe(true);
    expect(batchFundVoted('under_review')).toBe(true);
    expect(batchFundVoted('returned')).toBe(false);
    expect(batchFundVoted(null)).toBe(false);
  });
});
