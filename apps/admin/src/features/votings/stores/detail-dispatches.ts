import { proxy } from 'valtio';
import type { VotingDispatch } from '@backoffice/api-client';
import { listVotingDispatches } from '../api/voting-detail';
import { onVotingChange, votingDetail } from './detail-voting';
import { SignedOutError } from '@admin/lib/api-client';

// The invitation and reminder rounds of the voting on screen, newest first, read again every
// DISPATCHES_REFRESH_MS while one is still sending (the screen polls).

export const DISPATCHES_REFRESH_MS = 3_000;

export interface DispatchesState {
  dispatches: VotingDispatch[];
  load: 'idle' | 'loading' | 'ready' | 'failed';
  loaded: boolean;
}

const initialState = (): DispatchesState => ({ dispatches: [], load: 'idle', loaded: false });

export const votingDispatches = proxy<DispatchesState>(initialState());

let latest = 0;

onVotingChange(() => {
  latest += 1;
  Object.assign(votingDispatches, initialState());
});

/** A round that is queued or sending: its numbers still move. */
export const isRunning = (dispatch: Pick<VotingDispatch, 'status'>) =>
  dispatch.status === 'queued' || dispatch.status === 'running';

export async function loadDispatches(): Promise<void> {
  const votingId = votingDetail.votingId;
  if (!votingId) return;
  const request = ++latest;
  votingDispatches.load = 'loading';
  try {
    const dispatches = await listVotingDispatches(votingId);
    if (request !== latest) return;
    Object.assign(votingDispatches, { dispatches, load: 'ready', loaded: true });
  } catch (error) {
    if (request !== latest || error instanceof SignedOutError) return;
    console.error('Dispatches read failed', error);
    votingDispatches.load = 'failed';
  }
}

export function ensureDispatches(): Promise<void> {
  return votingDispatches.load === 'idle' ? loadDispatches() : Promise.resolve();
}

/** After a resend or a reminder: read the rounds again if the tab has been shown. */
export function reloadShownDispatches(): Promise<void> {
  return votingDispatches.load === 'idle' ? Promise.resolve() : loadDispatches();
}
