import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  approvalFakeState,
  approvalTokens,
  approvalHandlers,
  type ApprovalFakeState,
} from '@portal/testing/fake-approval';
import { addFakeHandlers } from '@portal/testing/fake-network';
import {
  approvalStore,
  approvalView,
  commentProblem,
  decide,
  openApproval,
  resetApproval,
  setComment,
} from './approval';

let fake: ApprovalFakeState;
beforeEach(() => {
  fake = approvalFakeState();
  addFakeHandlers(...approvalHandlers(fake));
  resetApproval();
});
afterEach(() => resetApproval());

describe('the approval store', () => {
  it('reads the ballot under review', async () => {
    await openApproval(approvalTokens.open);
    expect(approvalStore.load).toBe('ready');
    expect(approvalStore.approval?.attorney.name).toBe('Mariana Ribeiro Alves');
    expect(approvalView(approvalStore)).toBe('review');
  });

  it('tells an unknown link, a decided ballot, a passed deadline and a failure to read apart', async () => {
    await openApproval(approvalTokens.unknown);
    expect(approvalView(approvalStore)).toBe('not_found');
    await openApproval(approvalTokens.approved);
    expect(approvalView(approvalStore)).toBe('decided');
    await openApproval(approvalTokens.returned);
    expect(approvalView(approvalStore)).toBe('decided');
    await openApproval(approvalTokens.expired);
    expect(approvalView(approvalStore)).toBe('deadline_passed');
    // The deadline is the clock's: the same ballot is open before it.
    expect(approvalView(approvalStore, Date.parse('2024-06-30T20:59:00Z'))).toBe('review');
    fake.failReads = 500;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openApproval(approvalTokens.open);
    expect(approvalView(approvalStore)).toBe('failed');
    fake.failReads = undefined;
    await openApproval(approvalTokens.open, { force: true });
    expect(approvalView(approvalStore)).toBe('review');
  });

  it('approves, with or without a comment', async () => {
    await openApproval(approvalTokens.open);
    await decide('approve');
    expect(fake.decisions).toEqual([{ token: approvalTokens.open, decision: 'approve' }]);
    expect(approvalStore.result).toEqual({ decision: 'approve', status: 'counted' });
    expect(approvalView(approvalStore)).toBe('result');
  });

  it('returns only with a comment, which it sends trimmed', async () => {
    await openApproval(approvalTokens.open);
    await decide('return');
    expect(approvalStore.commentError).toEqual({ key: 'approval.errors.commentRequired' });
    expect(fake.decisions).toEqual([]);
    setComment('  Falta a procuração do condomínio.  ');
    expect(approvalStore.commentError).toBeNull();
    await decide('return');
    expect(fake.decisions).toEqual([
      { token: approvalTokens.open, decision: 'return', comment: 'Falta a procuração do condomínio.' },
    ]);
    expect(approvalStore.result).toEqual({ decision: 'return', status: 'returned' });
  });

  it("maps the server's refusals: comment required, decided meanwhile, a server error", async () => {
    await openApproval(approvalTokens.open);
    // The server's own rule, should the page's check be bypassed (a whitespace-only comment passes neither).
    approvalStore.comment = ' ';
    expect(commentProblem('return', ' ')).toEqual({ key: 'approval.errors.commentRequired' });
    expect(commentProblem('approve', 'x'.repeat(2001))).toEqual({
      key: 'approval.errors.commentTooLong',
      params: { max: 2000 },
    });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.failNextDecision = 500;
    await decide('approve');
    expect(approvalStore.error).toEqual({ key: 'approval.errors.decideFailed' });
    expect(approvalStore.result).toBeNull();

    // Decided in another tab meanwhile: 409, then the page reads it again and shows it decided.
    fake.approvals[approvalTokens.open]!.status = 'counted';
    await decide('approve');
    expect(approvalStore.error).toEqual({ key: 'approval.errors.noLongerOpen' });
    expect(approvalView(approvalStore)).toBe('decided');
  });

  it('sends one decision at a time', async () => {
    await openApproval(approvalTokens.open);
    fake.delayMs = 20;
    await Promise.all([decide('approve'), decide('approve')]);
    expect(fake.decisions).toHaveLength(1);
  });
});
