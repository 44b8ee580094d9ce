import { describe, expect, it } from 'vitest';
import type { ItemOutcome } from './approvalRule.ts';
import { batchStatus, childOutcome, type ChildOutcomeFacts } from './batchOutcome.ts';
import type { VotingStatus } from './votingStatus.ts';

const SILENT_CLEAN: ChildOutcomeFacts = {
  status: 'closed',
  participants: 0,
  auditorOpinion: 'unqualified',
  regulationAllowsTacitApproval: true,
  items: ['quorum_not_reached', 'quorum_not_reached'],
};

describe('childOutcome: tacit approval', () => {
  it('approves tacitly only with no participant, an unqualified opinion and the regulation providing for it', () => {
    expect(childOutcome(SILENT_CLEAN)).toEqual({ outcome: 'tacitly_approved', items: null });
  });

  it.each<[string, Partial<ChildOutcomeFacts>, string[]]>([
    ['a qualified opinion', { auditorOpinion: 'qualified' }, ['qualified_opinion']],
    ['a regulation without it', { regulationAllowsTacitApproval: false }, ['not_in_regulation']],
    ['not a financial-statement approval', { auditorOpinion: null }, ['no_financial_statements']],
    [
      'a qualified opinion and no such rule',
      { auditorOpinion: 'qualified', regulationAllowsTacitApproval: false },
      ['qualified_opinion', 'not_in_regulation'],
    ],
  ])('a silent fund with %s: quorum not reached', (_, facts, blockers) => {
    expect(childOutcome({ ...SILENT_CLEAN, ...facts })).toEqual({
      outcome: 'quorum_not_reached',
      items: null,
      tacitApprovalBlockers: blockers,
    });
  });

  it('one participant is enough to rule it out, even one who only abstained or declared a conflict', () => {
    expect(childOutcome({ ...SILENT_CLEAN, participants: 1 }).outcome).toBe('quorum_not_reached');
  });

  it('has no outcome before the deadline, and none but cancelled when cancelled', () => {
    for (const status of ['draft', 'scheduled', 'open'] as const)
      expect(childOutcome({ ...SILENT_CLEAN, status })).toEqual({ outcome: 'pending', items: null });
    expect(childOutcome({ ...SILENT_CLEAN, status: 'cancelled' }).outcome).toBe('cancelled');
  });

  it('refuses a negative participation', () => {
    expect(() => childOutcome({ ...SILENT_CLEAN, participants: -1 })).toThrow(RangeError);
  });
});

describe('childOutcome: decided by votes', () => {
  it.each<[ItemOutcome[], string]>([
    [['approved', 'approved'], 'approved'],
    [['approved', 'rejected'], 'partly_approved'],
    [['approved', 'quorum_not_reached'], 'partly_approved'],
    [['rejected', 'rejected'], 'rejected'],
    [['rejected', 'quorum_not_reached'], 'rejected'],
    [['quorum_not_reached'], 'quorum_not_reached'],
  ])('items %j: %s', (items, outcome) => {
    expect(childOutcome({ ...SILENT_CLEAN, participants: 3, items })).toEqual({ outcome, items });
  });

  it('needs an item', () => {
    expect(() => childOutcome({ ...SILENT_CLEAN, participants: 3, items: [] })).toThrow(RangeError);
  });
});

describe('batchStatus', () => {
  it.each<[VotingStatus[], string]>([
    [[], 'draft'],
    [['draft', 'draft'], 'draft'],
    [['draft', 'scheduled'], 'partly_published'],
    [['draft', 'open', 'closed'], 'partly_published'],
    [['scheduled', 'scheduled'], 'scheduled'],
    [['scheduled', 'open'], 'open'],
    [['open', 'closed'], 'open'],
    [['closed', 'scheduled'], 'scheduled'],
    [['closed', 'closed'], 'closed'],
    [['closed', 'cancelled'], 'closed'],
    [['draft', 'cancelled'], 'draft'],
    [['cancelled', 'cancelled'], 'cancelled'],
  ])('children %j: %s', (children, status) => {
    expect(batchStatus(children).status).toBe(status);
  });

  it('counts its children by status', () => {
    expect(batchStatus(['open', 'open', 'closed', 'cancelled']).counts).toEqual({
      draft: 0,
      scheduled: 0,
      open: 2,
      closed: 1,
      cancelled: 1,
    });
  });
});
