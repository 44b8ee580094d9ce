import { describe, expect, it } from 'vitest';
import { isVoteMapKind, voteMapDueTimes, voteMapStep } from './voteMaps.ts';

describe('voteMapDueTimes', () => {
  it.each([
    // deadline (instant), preliminary, final (start of the next business day, Brasília), detailed (7th business day)
    // Thursday 30 April 2026 at 18:00 Brasília; Friday 1 May a holiday.
    [
      '2026-04-30T21:00:00.000Z',
      '2026-04-29T21:00:00.000Z',
      '2026-05-04T03:00:00.000Z',
      '2026-05-12T03:00:00.000Z',
    ],
    // Thursday 2 April 2026, Good Friday next.
    [
      '2026-04-02T15:00:00.000Z',
      '2026-04-01T15:00:00.000Z',
      '2026-04-06T03:00:00.000Z',
      '2026-04-14T03:00:00.000Z',
    ],
    // 23:30 in Brasília on Friday 13 February 2026 is already the 14th in UTC: the Brasília date counts (Carnival).
    [
      '2026-02-14T02:30:00.000Z',
      '2026-02-13T02:30:00.000Z',
      '2026-02-18T03:00:00.000Z',
      '2026-02-26T03:00:00.000Z',
    ],
  ])('deadline %s: %s, %s, %s', (deadline, preliminary, final, detailed) => {
    const due = voteMapDueTimes(deadline);
    expect({
      preliminary: due.preliminary.toISOString(),
      final: due.final.toISOString(),
      detailed: due.detailed.toISOString(),
    }).toEqual({ preliminary, final, detailed });
  });
});

describe('voteMapStep', () => {
  const deadline = '2026-04-30T21:00:00.000Z';
  const at = (iso: string) => new Date(iso);

  it('waits until each map is due', () => {
    expect(voteMapStep('preliminary', { status: 'open', deadline }, at('2026-04-29T20:59:00Z'))).toEqual({
      action: 'wait',
      until: at('2026-04-29T21:00:00.000Z'),
    });
    expect(voteMapStep('final', { status: 'open', deadline }, at('2026-04-30T12:00:00Z'))).toEqual({
      action: 'wait',
      until: at('2026-05-04T03:00:00.000Z'),
    });
  });

  it('writes the preliminary map of an open voting once due, the final ones only once closed', () => {
    expect(voteMapStep('preliminary', { status: 'open', deadline }, at('2026-04-29T21:00:00Z'))).toEqual({
      action: 'write',
    });
    expect(voteMapStep('final', { status: 'closed', deadline }, at('2026-05-04T03:00:00Z'))).toEqual({
      action: 'write',
    });
    expect(voteMapStep('detailed', { status: 'closed', deadline }, at('2026-05-12T03:00:00Z'))).toEqual({
      action: 'write',
    });
    // Not settled yet: never a final map of an open voting; looks again a minute later.
    expect(voteMapStep('final', { status: 'open', deadline }, at('2026-05-04T03:00:00Z'))).toEqual({
      action: 'wait',
      until: at('2026-05-04T03:01:00.000Z'),
    });
  });

  it('follows an extended deadline', () => {
    const extended = '2026-05-07T21:00:00.000Z';
    expect(
      voteMapStep('preliminary', { status: 'open', deadline: extended }, at('2026-04-29T21:00:00Z')),
    ).toEqual({ action: 'wait', until: at('2026-05-06T21:00:00.000Z') });
  });

  it('writes nothing for a cancelled voting or a draft', () => {
    for (const status of ['cancelled', 'draft'] as const) {
      expect(voteMapStep('final', { status, deadline }, at('2026-06-01T00:00:00Z'))).toEqual({
        action: 'skip',
      });
    }
  });

  it('knows its kinds', () => {
    expect(['preliminary', 'final', 'detailed', 'summary'].map(isVoteMapKind)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
