import { proxy, subscribe } from 'valtio';
import { authStore } from '@admin/stores/auth';
import { getVoting } from '../api/voting-detail';
import { clearVoting, setVoting, votingsStore } from './votings';
import { isMissing, SignedOutError } from '@admin/lib/api-client';

// Which voting the detail screen shows and how far its reading got. The voting itself goes into the shared votings
// store (setVoting: the voting, its questions, its row in the list).

export interface VotingDetailState {
  votingId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';
  /** The deadline before the last extension, when this screen knows it (extended here or seen in the audit). */
  extendedFrom: string | null;
}

const initialState = (): VotingDetailState => ({ votingId: null, status: 'idle', extendedFrom: null });

export const votingDetail = proxy<VotingDetailState>(initialState());

/** Callbacks run when the screen moves to another voting (each tab's store empties itself). */
const resets = new Set<() => void>();
export function onVotingChange(reset: () => void): void {
  resets.add(reset);
}

let latest = 0;

export function resetVotingDetail(): void {
  latest += 1;
  Object.assign(votingDetail, initialState());
  for (const reset of resets) reset();
}

subscribe(authStore, () => {
  if (!authStore.token && votingDetail.status !== 'idle') resetVotingDetail();
});

async function read(votingId: string, quiet: boolean): Promise<void> {
  const request = ++latest;
  if (!quiet) votingDetail.status = 'loading';
  try {
    const voting = await getVoting(votingId);
    if (request !== latest) return;
    setVoting(voting);
    votingDetail.status = 'ready';
  } catch (error) {
    if (request !== latest || error instanceof SignedOutError) return;
    if (isMissing(error)) {
      clearVoting();
      votingDetail.status = 'notFound';
      return;
    }
    console.error('Voting read failed', error);
    // A failed refresh keeps what is on screen; only a first read fails the screen.
    if (!quiet || votingDetail.status !== 'ready') votingDetail.status = 'failed';
  }
}

/** Opens the screen on `votingId`: a different voting starts from nothing; the same one is read again. */
export function openVotingDetail(votingId: string): Promise<void> {
  if (votingDetail.votingId !== votingId) {
    resetVotingDetail();
    clearVoting();
    votingDetail.votingId = votingId;
  }
  const known = votingsStore.voting?.id === votingId && votingDetail.status === 'ready';
  return read(votingId, known);
}

/** Reads the voting again after a change (status, counts, deadline), keeping the screen as it is meanwhile. */
export function reloadVoting(): Promise<void> {
  const id = votingDetail.votingId;
  return id ? read(id, true) : Promise.resolve();
}

/** Retries a failed first read. */
export function retryVotingDetail(): Promise<void> {
  const id = votingDetail.votingId;
  return id ? read(id, false) : Promise.resolve();
}

export function noteDeadlineExtended(from: string): void {
  votingDetail.extendedFrom = from;
}
