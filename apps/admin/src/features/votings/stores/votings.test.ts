import { afterEach, describe, expect, it } from 'vitest';
import type { Voting, VotingSummary } from '@backoffice/api-client';
import { resetAuth, setSignedIn } from '@admin/stores/auth';
import { fakeIdToken } from '@admin/testing/tokens';
import { clearVoting, mergeVotings, resetVotings, setVoting, votingsStore } from './votings';

/** A list row's participation: `voted` of `voters` active voters and `represented` parties. */
const listed = (voted: number, voters: number, represented = 0) => ({
  eligible: { total: voters + represented, voters, represented },
  voted,
});

const summary = (id: string, fields: Partial<VotingSummary> = {}): VotingSummary => ({
  id,
  title: `Votação ${id}`,
  status: 'open',
  kind: 'standard',
  createdAt: '2026-03-01T12:00:00.000Z',
  deadline: '2026-04-01T21:00:00.000Z',
  opensAt: null,
  participation: listed(0, 10),
  ballotTemplate: null,
  ...fields,
});

function voting(id: string, fields: Partial<Voting> = {}): Voting {
  return {
    id,
    title: `Votação ${id}`,
    description: '',
    status: 'open',
    kind: 'standard',
    weighting: 'per_head',
    requiresSupportDocument: false,
    ballotTemplate: { id: 't1', name: 'Cédula padrão' },
    opensAt: null,
    deadline: '2026-04-01T21:00:00.000Z',
    publishedAt: '2026-03-02T12:00:00.000Z',
    closedAt: null,
    cancelledAt: null,
    cancelReason: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-02T12:00:00.000Z',
    items: [
      { id: 'i2', position: 2, title: 'Segundo', description: '' },
      { id: 'i1', position: 1, title: 'Primeiro', description: '' },
    ],
    documents: [],
    counts: { voters: 12, completed: 5, pending: 7, voided: 0 },
    participation: {
      eligible: { total: 13, voters: 12, represented: 1 },
      voted: { total: 6, voters: 5, represented: 1 },
      underReview: { total: 0, voters: 0, represented: 0 },
      pending: { total: 7, voters: 7, represented: 0 },
      voided: 0,
    },
    ...fields,
  };
}

afterEach(() => resetVotings());

describe('votings store', () => {
  it('takes a page in the order of the page and updates known votings in place', () => {
    mergeVotings([summary('a', { participation: listed(1, 10) }), summary('b')]);
    const rowA = votingsStore.votings[0];

    mergeVotings([summary('c'), summary('a', { participation: listed(4, 10), status: 'closed' })], {
      total: 2,
      offset: 0,
      limit: 20,
      sortBy: 'title',
      sortDirection: 'asc',
    });

    expect(votingsStore.votings.map((v) => v.id)).toEqual(['c', 'a']);
    // The same row object, with the server's new counts and status.
    expect(votingsStore.votings[1]).toBe(rowA);
    expect(votingsStore.votings[1]).toMatchObject({ participation: listed(4, 10), status: 'closed' });
    expect(votingsStore.pagination).toEqual({
      total: 2,
      offset: 0,
      limit: 20,
      sortBy: 'title',
      sortDirection: 'asc',
    });
  });

  it('keeps the pagination when a merge brings none', () => {
    mergeVotings([summary('a')], {
      total: 41,
      offset: 20,
      limit: 20,
      sortBy: 'deadline',
      sortDirection: 'desc',
    });
    mergeVotings([summary('a', { participation: listed(2, 10) })]);
    expect(votingsStore.pagination.total).toBe(41);
    expect(votingsStore.votings[0]?.participation.voted).toBe(2);
  });

  it('sets the voting on screen with its questions by position and updates its list row by id', () => {
    mergeVotings([summary('a'), summary('b', { participation: listed(0, 3) })]);
    setVoting(voting('b', { title: 'Assembleia renomeada' }));
    expect(votingsStore.voting?.id).toBe('b');
    expect(votingsStore.votingQuestions.map((item) => item.title)).toEqual(['Primeiro', 'Segundo']);
    expect(votingsStore.votings[1]).toMatchObject({
      title: 'Assembleia renomeada',
      // The list row says what the voting says: its eligible subjects, represented parties included.
      participation: listed(6, 12, 1),
      ballotTemplate: { id: 't1', name: 'Cédula padrão' },
    });
    clearVoting();
    expect(votingsStore.voting).toBeNull();
    expect(votingsStore.votingQuestions).toEqual([]);
    expect(votingsStore.votings).toHaveLength(2);
  });

  it('forgets everything when the session ends', () => {
    setSignedIn(fakeIdToken('operator@demo.local'));
    mergeVotings([summary('a')]);
    setVoting(voting('a'));
    resetAuth();
    return Promise.resolve().then(() => {
      expect(votingsStore.votings).toEqual([]);
      expect(votingsStore.voting).toBeNull();
    });
  });
});
