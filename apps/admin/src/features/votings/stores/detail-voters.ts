import { proxy } from 'valtio';
import type { VoterParticipation } from '@backoffice/api-client';
import type { SortDirection } from '@backoffice/domain';
import {
  changeListQuery,
  pageInsteadOfEmpty,
  pageRange,
  type ListQuery,
} from '@admin/components/ListPage/list-query';
import { listVoters, type VotersQuery, type VotersSortBy } from '../api/voting-detail';
import { onVotingChange, votingDetail } from './detail-voting';
import { votingsStore, type VotingsState } from './votings';
import { SignedOutError } from '@admin/lib/api-client';

// The three voter tabs (completed, pending, voided): each keeps its own query (search, sort, page) here and puts
// the page the server answered into the shared votings store (completedVotes, pendingVotes, voidedVoters).

export const VOTERS_PAGE_SIZE = 20;

export interface VotersQueryState extends ListQuery<VotersSortBy> {
  load: 'idle' | 'loading' | 'ready' | 'failed';
  /** True once a page has arrived: later loads keep the table on screen. */
  loaded: boolean;
}

export const PARTICIPATIONS = [
  'completed',
  'pending',
  'voided',
] as const satisfies readonly VoterParticipation[];

/** Where each tab's page goes in the spec's voting state. */
export const pageKeyOf = {
  completed: 'completedVotes',
  pending: 'pendingVotes',
  voided: 'voidedVoters',
} as const satisfies Record<VoterParticipation, keyof VotingsState>;

/** Who voted last comes first among the completed; the other tabs are by name. */
const defaultSort: Record<VoterParticipation, [VotersSortBy, SortDirection]> = {
  completed: ['votedAt', 'desc'],
  pending: ['name', 'asc'],
  voided: ['name', 'asc'],
};

const initialQuery = (participation: VoterParticipation): VotersQueryState => ({
  search: '',
  sortBy: defaultSort[participation][0],
  sortDirection: defaultSort[participation][1],
  page: 1,
  load: 'idle',
  loaded: false,
});

const initialState = () => ({
  completed: initialQuery('completed'),
  pending: initialQuery('pending'),
  voided: initialQuery('voided'),
});

export const votersTabs = proxy<Record<VoterParticipation, VotersQueryState>>(initialState());

const latest: Record<VoterParticipation, number> = { completed: 0, pending: 0, voided: 0 };

function resetVotersTabs(): void {
  for (const participation of PARTICIPATIONS) latest[participation] += 1;
  Object.assign(votersTabs, initialState());
}
onVotingChange(resetVotersTabs);

function queryOf(participation: VoterParticipation): VotersQuery {
  const { search, sortBy, sortDirection, page } = votersTabs[participation];
  return {
    participation,
    ...(search.trim() ? { search: search.trim() } : {}),
    sortBy,
    sortDirection,
    ...pageRange(page, VOTERS_PAGE_SIZE),
  };
}

/** Loads the page of one tab's current query; an answer to an older query is dropped. */
export async function loadVoters(participation: VoterParticipation): Promise<void> {
  const votingId = votingDetail.votingId;
  if (!votingId) return;
  const tab = votersTabs[participation];
  const request = ++latest[participation];
  tab.load = 'loading';
  try {
    const { voters, pagination } = await listVoters(votingId, queryOf(participation));
    if (request !== latest[participation]) return;
    const instead = pageInsteadOfEmpty(tab.page, voters.length, pagination.total, VOTERS_PAGE_SIZE);
    if (instead !== null) {
      tab.page = instead;
      return loadVoters(participation);
    }
    votingsStore[pageKeyOf[participation]] = { voters, pagination };
    tab.load = 'ready';
    tab.loaded = true;
  } catch (error) {
    if (request !== latest[participation] || error instanceof SignedOutError) return;
    console.error('Voters read failed', error);
    tab.load = 'failed';
  }
}

/** Loads a tab the first time it is shown. */
export function ensureVoters(participation: VoterParticipation): Promise<void> {
  return votersTabs[participation].load === 'idle' ? loadVoters(participation) : Promise.resolve();
}

/** Reloads the tabs already shown (after a change to a voter), quietly. */
export function reloadShownVoters(): Promise<unknown> {
  return Promise.all(
    PARTICIPATIONS.filter((participation) => votersTabs[participation].load !== 'idle').map(loadVoters),
  );
}

function changeQuery(participation: VoterParticipation, change: Partial<VotersQueryState>): Promise<void> {
  return changeListQuery(votersTabs[participation], change) ? loadVoters(participation) : Promise.resolve();
}

export const setVotersSearch = (participation: VoterParticipation, search: string) =>
  changeQuery(participation, { search });
export const setVotersSort = (
  participation: VoterParticipation,
  sortBy: VotersSortBy,
  sortDirection: SortDirection,
) => changeQuery(participation, { sortBy, sortDirection });
export const setVotersPage = (participation: VoterParticipation, page: number) =>
  changeQuery(participation, { page });
