import type { VotingDispatch } from '@backoffice/api-client';
import { iso } from './clock';
import type { FakeDispatchRow, VotingDetailFakeState } from './detail-state';
import { newId, type FakeVotingRow } from './rows';

// A voting's send rounds (invitations, reminders, one voter's resend): queued when asked, running on the next read,
// done after dispatchSteps reads.

export function newDispatch(
  state: VotingDetailFakeState,
  row: FakeVotingRow,
  kind: VotingDispatch['kind'],
  total: number,
): VotingDispatch {
  const dispatch: FakeDispatchRow = {
    votingId: row.id,
    id: newId(state, 'a3000000'),
    kind,
    createdAt: iso(Date.now()),
    status: 'queued',
    total,
    sent: 0,
    failed: 0,
    unconfirmed: 0,
  };
  state.dispatches.unshift(dispatch);
  const { votingId: _, ...answer } = dispatch;
  return answer;
}

/** Each read moves a running round on, until every delivery is sent. */
export function advanceDispatches(state: VotingDetailFakeState, id: string): void {
  const steps = state.dispatchSteps ?? 3;
  for (const dispatch of state.dispatches.filter((candidate) => candidate.votingId === id)) {
    if (dispatch.status === 'queued') {
      dispatch.status = 'running';
      continue;
    }
    if (dispatch.status !== 'running') continue;
    const step = Math.max(1, Math.ceil(dispatch.total / Math.max(steps, 1)));
    dispatch.sent = Math.min(dispatch.total - dispatch.failed - dispatch.unconfirmed, dispatch.sent + step);
    if (dispatch.sent + dispatch.failed + dispatch.unconfirmed >= dispatch.total)
      dispatch.status = 'succeeded';
  }
}
