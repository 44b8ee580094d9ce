import { proxy } from 'valtio';
import { ApiError } from '@backoffice/api-client';
import { decideApproval, getApproval, type Approval, type ApprovalStatus } from '../api/approval-api';
import type { ApprovalMessage } from '../i18n';

// The third-party approver's page: the ballot under review, read once from the e-mailed link, and the approver's
// decision — approve (the votes count) or return with a required comment (the attorney votes again).

export type Decision = 'approve' | 'return';

/** The contract's limit of a comment. */
export const COMMENT_MAX = 2000;

export interface ApprovalState {
  token: string | null;
  load: 'idle' | 'loading' | 'ready' | 'not_found' | 'failed';
  approval: Approval | null;
  comment: string;
  commentError: ApprovalMessage | null;
  /** The decision being sent. */
  pending: Decision | null;
  /** Why the last decision was not recorded. */
  error: ApprovalMessage | null;
  /** What this approver just decided (the result page). */
  result: { decision: Decision; status: ApprovalStatus } | null;
}

const initial = (): ApprovalState => ({
  token: null,
  load: 'idle',
  approval: null,
  comment: '',
  commentError: null,
  pending: null,
  error: null,
  result: null,
});

export const approvalStore = proxy<ApprovalState>(initial());

export function resetApproval(): void {
  Object.assign(approvalStore, initial());
}

/** What the page shows. */
export type ApprovalView =
  'loading' | 'failed' | 'not_found' | 'review' | 'decided' | 'deadline_passed' | 'result';

export function approvalView(state: ApprovalState, now: number = Date.now()): ApprovalView {
  if (state.result) return 'result';
  if (state.load === 'not_found') return 'not_found';
  if (state.load === 'failed') return 'failed';
  const approval = state.approval;
  if (state.load !== 'ready' || !approval) return 'loading';
  if (approval.status !== 'under_review') return 'decided';
  if (Date.parse(approval.deadline) <= now) return 'deadline_passed';
  return 'review';
}

const isNotFound = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 || (error.status === 400 && error.code === 'validation_failed'));

/** Reads the ballot behind the link (again, when `force`). */
export async function openApproval(token: string, { force = false } = {}): Promise<void> {
  if (!force && approvalStore.token === token && approvalStore.load !== 'failed') return;
  if (approvalStore.token !== token) resetApproval();
  approvalStore.token = token;
  // Read again with the page on screen: it stays until the answer replaces it.
  if (!(force && approvalStore.approval)) approvalStore.load = 'loading';
  try {
    const approval = await getApproval(token);
    if (approvalStore.token !== token) return;
    approvalStore.approval = approval;
    approvalStore.load = 'ready';
  } catch (error) {
    if (approvalStore.token !== token) return;
    if (isNotFound(error)) approvalStore.load = 'not_found';
    else {
      console.error('The approval could not be read', error);
      approvalStore.load = 'failed';
    }
  }
}

export function setComment(text: string): void {
  approvalStore.comment = text;
  approvalStore.commentError = null;
  approvalStore.error = null;
}

/** The comment's problem for `decision`: required to return, at most COMMENT_MAX characters. */
export function commentProblem(decision: Decision, comment: string): ApprovalMessage | null {
  if (comment.length > COMMENT_MAX)
    return { key: 'approval.errors.commentTooLong', params: { max: COMMENT_MAX } };
  if (decision === 'return' && !comment.trim()) return { key: 'approval.errors.commentRequired' };
  return null;
}

/** True when `decision` may be sent as things are (the page asks for confirmation first). */
export function checkDecision(decision: Decision): boolean {
  const problem = commentProblem(decision, approvalStore.comment);
  approvalStore.commentError = problem;
  approvalStore.error = problem ? { key: 'approval.errors.fixComment' } : null;
  return problem === null;
}

/** Sends the decision; the page then shows its result, or says why it was not recorded. */
export async function decide(decision: Decision): Promise<void> {
  const token = approvalStore.token;
  if (!token || approvalStore.pending || !checkDecision(decision)) return;
  approvalStore.pending = decision;
  approvalStore.error = null;
  const comment = approvalStore.comment.trim();
  try {
    const status = await decideApproval(token, { decision, ...(comment ? { comment } : {}) });
    approvalStore.result = { decision, status };
  } catch (error) {
    await refused(token, error);
  } finally {
    approvalStore.pending = null;
  }
}

async function refused(token: string, error: unknown): Promise<void> {
  if (isNotFound(error)) {
    approvalStore.load = 'not_found';
    return;
  }
  const code = error instanceof ApiError ? (error.problem?.code ?? error.code) : null;
  const fields = error instanceof ApiError ? (error.problem?.errors ?? []) : [];
  if (fields.some((entry) => entry.code === 'comment_required')) {
    approvalStore.commentError = { key: 'approval.errors.commentRequired' };
    approvalStore.error = { key: 'approval.errors.fixComment' };
    return;
  }
  if (fields.some((entry) => entry.field === 'comment')) {
    approvalStore.commentError = { key: 'approval.errors.commentTooLong', params: { max: COMMENT_MAX } };
    approvalStore.error = { key: 'approval.errors.fixComment' };
    return;
  }
  if (code === 'invalid_state') {
    // Decided meanwhile (another tab) or past the deadline: read it again, the page then says which.
    approvalStore.error = { key: 'approval.errors.noLongerOpen' };
    await openApproval(token, { force: true });
    return;
  }
  console.error('The decision could not be sent', error);
  approvalStore.error = { key: 'approval.errors.decideFailed' };
}
