import { describe, expect, it } from 'vitest';
import {
  countParticipation,
  eligibleSubjects,
  listParticipation,
  votingParticipation,
  type ParticipationRecords,
} from './votingParticipation.ts';

const voter = (taxId: string, status: 'active' | 'voided' = 'active') => ({ taxId, status });
const party = (taxId: string, attorneyActive = true) => ({ taxId, attorneyActive });
const vote = (
  subjectTaxId: string,
  ballot: 'counted' | 'under_review' | 'returned' = 'counted',
  casterActive = true,
) => ({ subjectTaxId, ballot, casterActive });

/** n active voters A1…An. */
const actives = (n: number) => Array.from({ length: n }, (_, i) => voter(`A${i + 1}`));

describe('countParticipation: who is eligible and who voted', () => {
  it.each<[string, ParticipationRecords, ReturnType<typeof countParticipation>]>([
    [
      'nothing yet',
      { voters: [], represented: [], votes: [] },
      {
        activeVoters: 0,
        voidedVoters: 0,
        representedOnly: 0,
        voted: { voters: 0, represented: 0 },
        underReview: { voters: 0, represented: 0 },
      },
    ],
    [
      // The demo's "AGO … Jatobá": 36 voters, 31 voted, the first (an attorney) also for one represented party.
      'the Jatobá demo: a represented party is one more eligible subject and one more vote',
      {
        voters: actives(36),
        represented: [party('P1')],
        votes: [...actives(31).map((v) => vote(v.taxId)), vote('P1')],
      },
      {
        activeVoters: 36,
        voidedVoters: 0,
        representedOnly: 1,
        voted: { voters: 31, represented: 1 },
        underReview: { voters: 0, represented: 0 },
      },
    ],
    [
      'a represented party that has not voted yet is eligible all the same',
      { voters: actives(3), represented: [party('P1')], votes: [vote('A1')] },
      {
        activeVoters: 3,
        voidedVoters: 0,
        representedOnly: 1,
        voted: { voters: 1, represented: 0 },
        underReview: { voters: 0, represented: 0 },
      },
    ],
    [
      'a voided voter is out of every figure but its own, its vote too',
      {
        voters: [...actives(2), voter('V1', 'voided')],
        represented: [],
        votes: [vote('V1', 'counted', false)],
      },
      {
        activeVoters: 2,
        voidedVoters: 1,
        representedOnly: 0,
        voted: { voters: 0, represented: 0 },
        underReview: { voters: 0, represented: 0 },
      },
    ],
    [
      'a party only a voided attorney represents is not eligible, nor is the vote cast for it',
      {
        voters: [voter('A1'), voter('V1', 'voided')],
        represented: [party('P1', false)],
        votes: [vote('V1', 'counted', false), vote('P1', 'counted', false)],
      },
      {
        activeVoters: 1,
        voidedVoters: 1,
        representedOnly: 0,
        voted: { voters: 0, represented: 0 },
        underReview: { voters: 0, represented: 0 },
      },
    ],
    [
      'one CPF/CNPJ counts once: represented by two attorneys, or represented and a voter itself',
      {
        voters: actives(3),
        represented: [party('P1'), party('P1'), party('A3')],
        votes: [vote('P1'), vote('A3')],
      },
      {
        activeVoters: 3,
        voidedVoters: 0,
        representedOnly: 1,
        voted: { voters: 1, represented: 1 },
        underReview: { voters: 0, represented: 0 },
      },
    ],
    [
      'a party represented by a voided and an active attorney is eligible (through the active one)',
      {
        voters: [voter('A1'), voter('V1', 'voided')],
        represented: [party('P1', false), party('P1', true)],
        votes: [],
      },
      {
        activeVoters: 1,
        voidedVoters: 1,
        representedOnly: 1,
        voted: { voters: 0, represented: 0 },
        underReview: { voters: 0, represented: 0 },
      },
    ],
    [
      // A voided voter's CPF/CNPJ an active attorney represents: the power of attorney makes it eligible.
      'a voided voter represented by an active attorney is eligible as represented',
      { voters: [voter('A1'), voter('V1', 'voided')], represented: [party('V1')], votes: [vote('V1')] },
      {
        activeVoters: 1,
        voidedVoters: 1,
        representedOnly: 1,
        voted: { voters: 0, represented: 1 },
        underReview: { voters: 0, represented: 0 },
      },
    ],
    [
      'a ballot under review is neither voted nor pending; a returned one is pending again',
      {
        voters: actives(4),
        represented: [party('P1'), party('P2')],
        votes: [
          vote('A1', 'under_review'),
          vote('P1', 'under_review'),
          vote('A2', 'returned'),
          vote('P2', 'returned'),
          vote('A3'),
        ],
      },
      {
        activeVoters: 4,
        voidedVoters: 0,
        representedOnly: 2,
        voted: { voters: 1, represented: 0 },
        underReview: { voters: 1, represented: 1 },
      },
    ],
    [
      'a subject voted once per item: many votes, one subject',
      {
        voters: actives(1),
        represented: [party('P1')],
        votes: [vote('A1'), vote('A1'), vote('P1'), vote('P1')],
      },
      {
        activeVoters: 1,
        voidedVoters: 0,
        representedOnly: 1,
        voted: { voters: 1, represented: 1 },
        underReview: { voters: 0, represented: 0 },
      },
    ],
  ])('%s', (_, records, expected) => {
    expect(countParticipation(records)).toEqual(expected);
  });
});

describe('votingParticipation: the figures a voting shows', () => {
  const counts = {
    activeVoters: 36,
    voidedVoters: 2,
    representedOnly: 3,
    voted: { voters: 30, represented: 1 },
    underReview: { voters: 1, represented: 1 },
  };

  it('eligible = voters + represented; pending = eligible − voted − under review, each split apart', () => {
    expect(votingParticipation(counts, 'open')).toEqual({
      eligible: { total: 39, voters: 36, represented: 3 },
      voted: { total: 31, voters: 30, represented: 1 },
      underReview: { total: 2, voters: 1, represented: 1 },
      pending: { total: 6, voters: 5, represented: 1 },
      voided: 2,
    });
  });

  it.each(['draft', 'scheduled', 'open', 'closed'] as const)('%s: the votes count', (status) => {
    expect(votingParticipation(counts, status).voted.total).toBe(31);
  });

  it('cancelled: no vote counts, every eligible subject is pending', () => {
    expect(votingParticipation(counts, 'cancelled')).toEqual({
      eligible: { total: 39, voters: 36, represented: 3 },
      voted: { total: 0, voters: 0, represented: 0 },
      underReview: { total: 0, voters: 0, represented: 0 },
      pending: { total: 39, voters: 36, represented: 3 },
      voided: 2,
    });
  });

  it('the figures always add up: voted + under review + pending = eligible', () => {
    for (const status of ['open', 'cancelled'] as const) {
      const p = votingParticipation(counts, status);
      for (const key of ['total', 'voters', 'represented'] as const) {
        expect(p.voted[key] + p.underReview[key] + p.pending[key]).toBe(p.eligible[key]);
      }
    }
  });
});

describe('listParticipation and eligibleSubjects', () => {
  it('the list says the same eligible subjects and votes as the voting itself', () => {
    const records: ParticipationRecords = {
      voters: [...actives(36), voter('V1', 'voided')],
      represented: [party('P1')],
      votes: [...actives(31).map((v) => vote(v.taxId)), vote('P1'), vote('V1', 'counted', false)],
    };
    const counts = countParticipation(records);
    const detail = votingParticipation(counts, 'closed');
    const list = listParticipation(
      { activeVoters: counts.activeVoters, representedOnly: counts.representedOnly, voted: 32 },
      'closed',
    );
    expect(list).toEqual({ eligible: detail.eligible, voted: detail.voted.total });
    expect(list).toEqual({ eligible: { total: 37, voters: 36, represented: 1 }, voted: 32 });
    expect(listParticipation({ activeVoters: 3, representedOnly: 0, voted: 2 }, 'cancelled').voted).toBe(0);
  });

  it('eligibleSubjects adds the represented to the voters', () => {
    expect(eligibleSubjects(0, 0)).toEqual({ total: 0, voters: 0, represented: 0 });
    expect(eligibleSubjects(36, 1)).toEqual({ total: 37, voters: 36, represented: 1 });
  });
});
