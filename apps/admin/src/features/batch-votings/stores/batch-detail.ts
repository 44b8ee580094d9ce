import { proxy } from 'valtio';
import type { CalendarIssue, VotingBatch, VotingStatus } from '@backoffice/api-client';
import { ApiError } from '@backoffice/api-client';
import { fieldErrorsOf, isMissing, problemCodeOf } from '@admin/lib/api-client';
import { getVotingBatch, publishVotingBatch } from '../api/batch-detail';

// The batch on /batch-votings/:id: its funds (child votings) with their progress, the status filter, the funds
// selected for the bulk publish, and what the last publish answered (the calendar's blocking issues, or a count).

export interface BatchDetailState {
  batchId: string | null;
  batch: VotingBatch | null;
  load: 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';
  status: VotingStatus | null;
  /** The funds selected (their voting ids). */
  selected: string[];
  publishing: boolean;
  /** The publish refused by the calendar: its issues, as the server listed them. */
  blockedBy: CalendarIssue[];
  /** How many the last publish published; null before any. */
  published: number | null;
  publishFailed: boolean;
}

const initialState = (): BatchDetailState => ({
  batchId: null,
  batch: null,
  load: 'idle',
  status: null,
  selected: [],
  publishing: false,
  blockedBy: [],
  published: null,
  publishFailed: false,
});

export const batchDetail = proxy<BatchDetailState>(initialState());

export function resetBatchDetail(): void {
  Object.assign(batchDetail, initialState());
}

export async function openBatch(batchId: string): Promise<void> {
  Object.assign(batchDetail, { ...initialState(), batchId, load: 'loading' });
  try {
    const batch = await getVotingBatch(batchId);
    if (batchDetail.batchId !== batchId) return;
    Object.assign(batchDetail, { batch, load: 'ready' });
  } catch (error) {
    if (batchDetail.batchId !== batchId) return;
    batchDetail.load = isMissing(error) ? 'notFound' : 'failed';
  }
}

export function setStatusFilter(status: VotingStatus | null): void {
  batchDetail.status = status;
}

export function setSelected(ids: string[]): void {
  batchDetail.selected = ids;
}

/** Publishes the selected funds (or every draft one when none is selected). */
export async function publishBatch(): Promise<void> {
  const { batchId, selected } = batchDetail;
  if (!batchId) return;
  Object.assign(batchDetail, { publishing: true, blockedBy: [], published: null, publishFailed: false });
  try {
    const { votingBatch, published } = await publishVotingBatch(batchId, selected.length ? selected : null);
    Object.assign(batchDetail, { batch: votingBatch, published: published.length, selected: [] });
  } catch (error) {
    if (error instanceof ApiError && problemCodeOf(error) === 'calendar_blocked') {
      batchDetail.blockedBy = fieldErrorsOf(error).map(
        (e) => ({ code: e.code, severity: 'blocking', params: e.params }) as CalendarIssue,
      );
    } else batchDetail.publishFailed = true;
  } finally {
    batchDetail.publishing = false;
  }
}
