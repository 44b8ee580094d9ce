import { proxy } from 'valtio';
import type { VotingResults } from '@backoffice/api-client';
import { getVotingResults } from '../api/voting-detail';
import { onVotingChange, reloadVoting, votingDetail } from './detail-voting';
import { SignedOutError } from '@admin/lib/api-client';

// The live totals of the voting on screen: read once, then every RESULTS_REFRESH_MS while it is open (the screen
// polls), or when the operator asks.

export const RESULTS_REFRESH_MS = 10_000;

export interface ResultsState {
  results: VotingResults | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** A read is under way (the first or a refresh). */
  refreshing: boolean;
  /** The last refresh failed; the totals on screen are the previous ones. */
  stale: boolean;
}

const initialState = (): ResultsState => ({ results: null, status: 'idle', refreshing: false, stale: false });

export const votingResults = proxy<ResultsState>(initialState());

let latest = 0;

function resetResults(): void {
  latest += 1;
  Object.assign(votingResults, initialState());
}
onVotingChange(resetResults);

/** Reads the totals now; a newer read wins over an older one still on its way. */
export async function loadResults(): Promise<void> {
  const votingId = votingDetail.votingId;
  if (!votingId) return;
  const request = ++latest;
  votingResults.refreshing = true;
  if (!votingResults.results) votingResults.status = 'loading';
  try {
    const results = await getVotingResults(votingId);
    if (request !== latest) return;
    Object.assign(votingResults, { results, status: 'ready', refreshing: false, stale: false });
  } catch (error) {
    if (request !== latest) return;
    votingResults.refreshing = false;
    if (error instanceof SignedOutError) return;
    console.error('Voting results read failed', error);
    if (votingResults.results) votingResults.stale = true;
    else votingResults.status = 'failed';
  }
}

/**
 * One tick of the live screen: the totals, then the voting itself (its counts, and its status at the deadline), in
 * that order so the counts are never older than the totals.
 */
export async function refreshLive(): Promise<void> {
  await loadResults();
  await reloadVoting();
}
