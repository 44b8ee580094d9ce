import { describe, expect, it } from 'vitest';
import { isAccessLocked, nextDeadlineFor, workspaceDeletionBlock } from './votingSafeguards.ts';

describe('workspaceDeletionBlock', () => {
  it.each([
    [{ openVotings: 0, closedVotings: 0 }, null],
    [{ openVotings: 1, closedVotings: 0 }, 'open_votings'],
    [{ openVotings: 0, closedVotings: 3 }, 'voting_records'],
    // Votings in progress are said first: they are what the operator can act on.
    [{ openVotings: 2, closedVotings: 5 }, 'open_votings'],
  ] as const)('%o → %s', (counts, block) => {
    expect(workspaceDeletionBlock(counts)).toBe(block);
  });
});

describe('nextDeadlineFor', () => {
  const now = new Date('2026-05-10T12:00:00.000Z');

  it('keeps a deadline still to come', () => {
    const deadline = new Date('2026-06-30T21:00:00.000Z');
    expect(nextDeadlineFor(deadline, now).toISOString()).toBe('2026-06-30T21:00:00.000Z');
  });

  it('moves a past deadline to the same date and time of the next year still to come', () => {
    expect(nextDeadlineFor(new Date('2026-04-30T21:00:00.000Z'), now).toISOString()).toBe(
      '2027-04-30T21:00:00.000Z',
    );
    expect(nextDeadlineFor(new Date('2023-04-30T21:00:00.000Z'), now).toISOString()).toBe(
      '2027-04-30T21:00:00.000Z',
    );
    expect(nextDeadlineFor(new Date('2025-12-15T21:00:00.000Z'), now).toISOString()).toBe(
      '2026-12-15T21:00:00.000Z',
    );
  });

  it('treats a deadline equal to now as passed', () => {
    expect(nextDeadlineFor(now, now).toISOString()).toBe('2027-05-10T12:00:00.000Z');
  });

  it('turns 29 February into 1 March', () => {
    expect(nextDeadlineFor(new Date('2024-02-29T21:00:00.000Z'), now).toISOString()).toBe(
      '2027-03-01T21:00:00.000Z',
    );
  });
});

describe('isAccessLocked', () => {
  const now = new Date('2026-05-10T12:00:00.000Z');
  it.each([
    [null, false],
    [undefined, false],
    ['2026-05-10T12:00:00.000Z', false],
    ['2026-05-10T11:59:59.000Z', false],
    ['2026-05-10T12:00:01.000Z', true],
    [new Date('2026-05-10T12:15:00.000Z'), true],
  ] as const)('%s → %s', (until, locked) => {
    expect(isAccessLocked(until, now)).toBe(locked);
  });
});
