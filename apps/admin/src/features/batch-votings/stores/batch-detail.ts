import { proxy } from 'valtio';
import type { CalendarIssue, VotingBatch, VotingBatchChild } from '@backoffice/api-client';
import { ApiError } from '@backoffice/api-client';
import { fieldErrorsOf, isMissing, problemCodeOf } from '@admin/lib/api-client';
import { getVotingBatch, publishVotingBatch } from '../api/batch-detail';

// The batch on /batch-votings/:id: its funds (child votings) with their progress, the funds selected for the bulk
// actions (publish, remind, extend, close; the table's filters are fund-filters.ts), and what the last publish
// answered (the calendar's blocking issues, or a count).

export interface BatchDetailState {
  batchId: string | null;
  batch: VotingBatch | null;
  load: 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';
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

export function setSelected(ids: string[]): void {
  batchDetail.selected = ids;
}

/** The selected funds that are drafts (the selection may hold live funds too, for the other bulk actions). */
export function selectedDrafts(
  state: {
    batch: { children: readonly Pick<VotingBatchChild, 'votingId' | 'status'>[] } | null;
    selected: readonly string[];
  } = batchDetail,
): string[] {
  const drafts = new Set(state.batch?.children.filter((c) => c.status === 'draft').map((c) => c.votingId));
  return state.selected.filter((id) => drafts.has(id));
}

/** Publishes the selected drafts (or every draft one when none is selected). */
export async function publishBatch(): Promise<void> {
  const { batchId } = batchDetail;
  const selected = selectedDrafts();
  if (!batchId || (batchDetail.selected.length && !selected.length)) return;
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
