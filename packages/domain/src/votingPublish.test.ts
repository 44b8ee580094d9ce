import { describe, expect, it } from 'vitest';
import { publishGaps, type PublishFacts } from './votingPublish.ts';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const ready: PublishFacts = {
  items: 2,
  activeVoters: 3,
  documents: 0,
  hasBallotTemplate: true,
  requiresSupportDocument: false,
  deadline: '2026-12-10T21:00:00.000Z',
  opensAt: null,
};

describe('publishGaps', () => {
  it('finds nothing missing in a complete draft (documents optional unless voters must attach one)', () => {
    expect(publishGaps(ready, NOW)).toEqual([]);
    expect(publishGaps({ ...ready, opensAt: '2026-12-01T12:00:00.000Z' }, NOW)).toEqual([]);
    expect(publishGaps({ ...ready, requiresSupportDocument: true, documents: 1 }, NOW)).toEqual([]);
  });

  it('lists every gap, in order, as the contract writes it', () => {
    const empty: PublishFacts = {
      items: 0,
      activeVoters: 0,
      documents: 0,
      hasBallotTemplate: false,
      requiresSupportDocument: true,
      deadline: NOW,
      opensAt: NOW,
    };
    expect(publishGaps(empty, NOW)).toEqual([
      { field: 'items', code: 'minItems', params: { limit: 1 } },
      { field: 'voters', code: 'minItems', params: { limit: 1 } },
      { field: 'ballotTemplateId', code: 'required' },
      { field: 'deadline', code: 'in_past' },
      { field: 'opensAt', code: 'in_past' },
      { field: 'opensAt', code: 'after_deadline' },
      { field: 'documents', code: 'minItems', params: { limit: 1 } },
    ]);
  });

  it('takes the deadline and the opening at the millisecond: now is already past', () => {
    expect(publishGaps({ ...ready, deadline: new Date(NOW.getTime() + 1) }, NOW)).toEqual([]);
    expect(publishGaps({ ...ready, deadline: NOW }, NOW)).toEqual([{ field: 'deadline', code: 'in_past' }]);
    expect(publishGaps({ ...ready, opensAt: ready.deadline }, NOW)).toEqual([
      { field: 'opensAt', code: 'after_deadline' },
    ]);
  });

  it('an unreadable date is a gap, never a pass', () => {
    expect(publishGaps({ ...ready, deadline: 'not a date' }, NOW)).toEqual([
      { field: 'deadline', code: 'in_past' },
    ]);
  });
});
