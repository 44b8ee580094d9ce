import { proxy } from 'valtio';
import type { VotingBatchChildResult } from '@backoffice/api-client';
import { fieldErrorsOf, problemCodeOf, SignedOutError } from '@admin/lib/api-client';
import type { TranslationKey } from '@admin/lib/i18n';
import type { BulkAnswer } from '../api/batch-actions';
import { batchDetail, openBatch } from './batch-detail';

// The batch detail's bulk actions on its funds (remind pending, extend the deadline, close now): which dialog is
// open, and what the last action answered per fund. Each acts on the selected funds, or — none selected — on every
// fund being voted on (the server's default); a fund the single voting's rule refuses is answered refused, the
// others go ahead.

export type BulkAction = 'remind' | 'extend' | 'close';

export interface BulkReport {
  action: BulkAction;
  results: VotingBatchChildResult[];
}

export interface BatchActionsState {
  dialog: BulkAction | null;
  /** Bumped on each opening: a dialog opens with empty fields. */
  serial: number;
  report: BulkReport | null;
}

export const batchActions = proxy<BatchActionsState>({ dialog: null, serial: 0, report: null });

export function resetBatchActions(): void {
  Object.assign(batchActions, { dialog: null, report: null });
}

export function openBulkDialog(action: BulkAction): void {
  Object.assign(batchActions, { dialog: action, serial: batchActions.serial + 1 });
}

export function closeBulkDialog(): void {
  batchActions.dialog = null;
}

export function dismissReport(): void {
  batchActions.report = null;
}

/** A refusal of the whole action, as texts for its dialog. */
export interface BulkRefusal {
  ok: false;
  formError: TranslationKey | null;
  deadline?: TranslationKey;
  reason?: TranslationKey;
}
export type BulkOutcome = { ok: true } | BulkRefusal;

/** A failure of the whole request → the dialog's texts; ids no longer of the batch (or no batch) reload it. */
export function describeBulkFailure(error: unknown): BulkRefusal {
  if (error instanceof SignedOutError) return { ok: false, formError: null };
  const code = problemCodeOf(error);
  const fields = fieldErrorsOf(error);
  if (code === 'forbidden' || code === 'role_not_allowed' || code === 'workspace_not_member')
    return { ok: false, formError: 'batchVotings.actions.errors.forbidden' };
  if (code === 'not_found' || fields.some((e) => e.field.startsWith('votingIds'))) {
    const id = batchDetail.batchId;
    if (id) void openBatch(id);
    return { ok: false, formError: 'batchVotings.actions.errors.stale' };
  }
  const deadline = fields.some((e) => e.field === 'deadline');
  const reason = fields.some((e) => e.field === 'reason');
  if (deadline || reason)
    return {
      ok: false,
      formError: 'batchVotings.actions.errors.fixFields',
      ...(deadline ? { deadline: 'batchVotings.actions.errors.deadlineNotLater' as const } : {}),
      ...(reason ? { reason: 'batchVotings.actions.errors.reasonTooShort' as const } : {}),
    };
  return { ok: false, formError: 'batchVotings.actions.errors.failed' };
}

/** The funds the action is for: the selection, or null (every fund being voted on). */
export const bulkTargets = (): string[] | null =>
  batchDetail.selected.length ? [...batchDetail.selected] : null;

/**
 * Runs `call` (one of api/batch-actions) for the batch on screen: on an answer, the batch as it is now, the selection
 * cleared and the report per fund kept; on a refusal of the whole, its texts (nothing was done).
 */
export async function runBulkAction(
  action: BulkAction,
  call: (batchId: string, votingIds: string[] | null) => Promise<BulkAnswer>,
): Promise<BulkOutcome> {
  const batchId = batchDetail.batchId;
  if (!batchId) return { ok: false, formError: 'batchVotings.actions.errors.failed' };
  try {
    const { votingBatch, results } = await call(batchId, bulkTargets());
    if (batchDetail.batchId !== batchId) return { ok: true };
    Object.assign(batchDetail, { batch: votingBatch, selected: [] });
    batchActions.report = { action, results };
    return { ok: true };
  } catch (error) {
    return describeBulkFailure(error);
  }
}
