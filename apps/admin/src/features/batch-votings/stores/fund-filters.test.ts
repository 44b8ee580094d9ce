import { describe, expect, it } from 'vitest';
import type { VotingBatchChild } from '@backoffice/api-client';
import { filterFunds, isFiltering, matchesFundSearch, type FundFilters } from './fund-filters';

const fund = (over: Partial<VotingBatchChild>): VotingBatchChild => ({
  votingId: 'v',
  fundName: 'FII São Paulo Lajes',
  fundTaxId: '14242104000117',
  issuedQuotas: '100',
  holderCount: 1,
  auditorOpinion: null,
  tacitApprovalAllowed: false,
  status: 'open',
  voters: 1,
  voted: 0,
  quorumReached: false,
  items: [],
  outcome: 'pending',
  ...over,
});

const none: FundFilters = { status: null, outcome: null, quorum: null, search: '' };

describe('fund filters', () => {
  const funds = [
    fund({ votingId: 'a' }),
    fund({
      votingId: 'b',
      fundName: 'FII Logística Campinas',
      fundTaxId: '14246125000100',
      quorumReached: true,
    }),
    fund({
      votingId: 'c',
      fundName: 'FIDC Agro',
      fundTaxId: '12ABC34501DE35',
      status: 'closed',
      outcome: 'tacitly_approved',
    }),
  ];
  const ids = (filters: Partial<FundFilters>) =>
    filterFunds(funds, { ...none, ...filters }).map((f) => f.votingId);

  it('keeps every fund without filters', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(isFiltering(none)).toBe(false);
    expect(isFiltering({ ...none, search: '  ' })).toBe(false);
  });

  it('narrows by status, outcome and quorum, together', () => {
    expect(ids({ status: 'open' })).toEqual(['a', 'b']);
    expect(ids({ outcome: 'tacitly_approved' })).toEqual(['c']);
    expect(ids({ quorum: 'reached' })).toEqual(['b']);
    expect(ids({ quorum: 'not_reached' })).toEqual(['a', 'c']);
    expect(ids({ status: 'open', quorum: 'not_reached' })).toEqual(['a']);
    expect(isFiltering({ ...none, quorum: 'reached' })).toBe(true);
  });

  it('searches every word of the name, ignoring case and accents', () => {
    expect(ids({ search: 'sao paulo' })).toEqual(['a']);
    expect(ids({ search: 'CAMPINAS logistica' })).toEqual(['b']);
    expect(ids({ search: 'campinas paulo' })).toEqual([]);
  });

  it('searches the CNPJ typed with or without punctuation, the new alphanumeric one too', () => {
    expect(ids({ search: '14.246.125/0001-00' })).toEqual(['b']);
    expect(ids({ search: '14246125' })).toEqual(['b']);
    expect(ids({ search: '12.abc.345/01de-35' })).toEqual(['c']);
    // Digits the name lacks and no CNPJ holds: nothing.
    expect(ids({ search: '99.999' })).toEqual([]);
    expect(matchesFundSearch(funds[0]!, '0001-17')).toBe(true);
  });
});
