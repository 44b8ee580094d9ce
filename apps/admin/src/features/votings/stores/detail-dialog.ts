import { proxy, ref } from 'valtio';
import type { Voter } from '@backoffice/api-client';
import { onVotingChange } from './detail-voting';
import { votingsStore } from './votings';

// Which of the screen's dialogs is open, and about which voter. The voter being voided is also the spec's
// "invalid vote user" of the voting state.

export type DetailDialog =
  | { kind: 'addVoter' }
  | { kind: 'importVoters' }
  | { kind: 'editVoter'; voter: Voter }
  | { kind: 'voidVoter'; voter: Voter }
  | { kind: 'resendInvitation'; voter: Voter }
  | { kind: 'unlockVoter'; voter: Voter }
  | { kind: 'duplicate' }
  | { kind: 'remindPending' }
  | { kind: 'extendDeadline' }
  | { kind: 'closeVoting' }
  | { kind: 'cancelVoting' };

/** `serial` grows on each opening: a dialog keyed by it starts from empty fields every time. */
export const detailDialog = proxy<{ open: DetailDialog | null; serial: number }>({ open: null, serial: 0 });

/** A plain copy of a voter (the table hands over a render snapshot, which structuredClone cannot copy). */
const copyOf = (voter: Voter): Voter => ({
  ...voter,
  lastInvitation: voter.lastInvitation ? { ...voter.lastInvitation } : null,
});

export function openDialog(dialog: DetailDialog): void {
  detailDialog.serial += 1;
  // The voter is a copy the dialog reads; the list may reload underneath without changing it.
  detailDialog.open = 'voter' in dialog ? { ...dialog, voter: ref(copyOf(dialog.voter)) } : dialog;
  votingsStore.invalidVoteUser = dialog.kind === 'voidVoter' ? copyOf(dialog.voter) : null;
}

export function closeDialog(): void {
  detailDialog.open = null;
  votingsStore.invalidVoteUser = null;
}

onVotingChange(closeDialog);
