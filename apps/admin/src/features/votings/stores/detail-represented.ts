import { proxy } from 'valtio';
import { pageInsteadOfEmpty, pageRange } from '@admin/components/ListPage/list-query';
import { listRepresentedVotes } from '../api/voting-detail';
import { onVotingChange, votingDetail } from './detail-voting';
import { votingsStore } from './votings';
import { SignedOutError } from '@admin/lib/api-client';

// The represented votes tab (parties voted by attorneys): its search and page here, the page the server answered in
// the shared votings store (representedVotes).

export const REPRESENTED_PAGE_SIZE = 20;

export interface RepresentedQueryState {
  search: string;
  page: number;
  load: 'idle' | 'loading' | 'ready' | 'failed';
  loaded: boolean;
}

const initialState = (): RepresentedQueryState => ({
  search: '',
  page: 1,
  load: 'idle',
  loaded: false,
});

export const representedTab = proxy<RepresentedQueryState>(initialState());

let latest = 0;

onVotingChange(() => {
  latest += 1;
  Object.assign(representedTab, initialState());
});

export async function loadRepresented(): Promise<void> {
  const votingId = votingDetail.votingId;
  if (!votingId) return;
  const request = ++latest;
  representedTab.load = 'loading';
  const search = representedTab.search.trim();
  try {
    const answer = await listRepresentedVotes(votingId, {
      ...(search ? { search } : {}),
      ...pageRange(representedTab.page, REPRESENTED_PAGE_SIZE),
    });
    if (request !== latest) return;
    const { representedVotes, pagination } = answer;
    const instead = pageInsteadOfEmpty(
      representedTab.page,
      representedVotes.length,
      pagination.total,
      REPRESENTED_PAGE_SIZE,
    );
    if (instead !== null) {
      representedTab.page = instead;
      return loadRepresented();
    }
    votingsStore.representedVotes = { representedVotes, pagination };
    representedTab.load = 'ready';
    representedTab.loaded = true;
  } catch (error) {
    if (request !== latest || error instanceof SignedOutError) return;
    console.error('Represented votes read failed', error);
    representedTab.load = 'failed';
  }
}

export function ensureRepresented(): Promise<void> {
  return representedTab.load === 'idle' ? loadRepresented() : Promise.resolve();
}

export function setRepresentedSearch(search: string): Promise<void> {
  if (representedTab.search === search) return Promise.resolve();
  Object.assign(representedTab, { search, page: 1 });
  return loadRepresented();
}

export function setRepresentedPage(page: number): Promise<void> {
  if (representedTab.page === page) return Promise.resolve();
  representedTab.page = page;
  return loadRepresented();
}
