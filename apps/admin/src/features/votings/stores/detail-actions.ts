import { ApiError, type Voter, type Voting, type VotingDocument } from '@backoffice/api-client';
import type { TranslationKey } from '@admin/lib/i18n';
import { hideMessage, requestSucceeded, showError, succeedOnNextRoute } from '@admin/stores/ui';
import {
  addVoter,
  cancelVoting,
  closeVoting,
  duplicateVoting,
  extendVotingDeadline,
  remindPendingVoters,
  resendInvitation,
  unlockVoterAccess,
  updateVoter,
  uploadVotingDocument,
  voidVoter,
} from '../api/voting-actions';
import { downloadVoteMap, downloadVotingDocument, downloadVotingReport } from '../api/voting-detail';
import { describeActionFailure, type ActionFailure } from './action-errors';
import { reloadShownAudit } from './detail-audit';
import { reloadShownDispatches } from './detail-dispatches';
import { loadRepresented, representedTab } from './detail-represented';
import { loadResults } from './detail-results';
import { noteDeadlineExtended, reloadVoting, votingDetail } from './detail-voting';
import { reloadShownVoters } from './detail-voters';
import { setVoting, votingsStore } from './votings';
import { problemCodeOf, SignedOutError } from '@admin/lib/api-client';

// The operator's actions on the voting on screen. Each one calls the server, reads again what it changed and says
// so in the snackbar; a refusal comes back as texts for its dialog (which stays open with what was typed).

export type ActionOutcome = { ok: true } | ({ ok: false } & ActionFailure);

/** Everything on screen that an action may have changed: the voting (status, counts), the totals, the tabs shown. */
export function refreshAfterChange(): Promise<unknown> {
  return Promise.all([
    reloadVoting(),
    loadResults(),
    reloadShownVoters(),
    representedTab.load === 'idle' ? null : loadRepresented(),
    reloadShownDispatches(),
    reloadShownAudit(),
  ]);
}

function currentVotingId(): string {
  const id = votingDetail.votingId;
  if (!id) throw new Error('No voting on screen.');
  return id;
}

async function run(
  action: (votingId: string) => Promise<Voting | unknown>,
  success: TranslationKey,
): Promise<ActionOutcome> {
  // A message of an earlier action would hide this one's (the snackbar shows an error before a success).
  hideMessage();
  try {
    const answer = await action(currentVotingId());
    if (isVoting(answer)) setVoting(answer);
  } catch (error) {
    if (error instanceof SignedOutError) return { ok: false, fieldErrors: {}, formError: null, stale: false };
    if (!(error instanceof ApiError)) console.error('Voting action failed', error);
    const failure = describeActionFailure(error);
    if (failure.stale) void refreshAfterChange();
    return { ok: false, ...failure };
  }
  requestSucceeded(success);
  await refreshAfterChange();
  return { ok: true };
}

const isVoting = (answer: unknown): answer is Voting =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'items' in answer;

export const addVoterToVoting = (input: Parameters<typeof addVoter>[1]) =>
  run((votingId) => addVoter(votingId, input), 'votings.detail.messages.voterAdded');

export const editVoter = (voter: Pick<Voter, 'id'>, input: Parameters<typeof updateVoter>[2]) =>
  run((votingId) => updateVoter(votingId, voter.id, input), 'votings.detail.messages.voterUpdated');

export const voidVotingVoter = (voter: Pick<Voter, 'id'>, reason: string) =>
  run((votingId) => voidVoter(votingId, voter.id, reason.trim()), 'votings.detail.messages.voterVoided');

export const resendVoterInvitation = (voter: Pick<Voter, 'id'>, rotateLink: boolean) =>
  run(
    (votingId) => resendInvitation(votingId, voter.id, rotateLink),
    rotateLink
      ? 'votings.detail.messages.invitationResentNewLink'
      : 'votings.detail.messages.invitationResent',
  );

/**
 * Ends a voter's portal lock. Whether there was one to end is said apart (it may have expired, or another operator
 * unlocked them meanwhile).
 */
export async function unlockVoter(voter: Pick<Voter, 'id'>): Promise<ActionOutcome> {
  let unlocked = false;
  const outcome = await run(async (votingId) => {
    unlocked = (await unlockVoterAccess(votingId, voter.id)).unlocked;
  }, 'votings.detail.messages.voterUnlocked');
  if (outcome.ok && !unlocked) requestSucceeded('votings.detail.messages.voterWasNotLocked');
  return outcome;
}

/**
 * A new draft from the voting on screen (the same consultation again). Resolves with the draft's id, or the refusal
 * for the dialog; the screen leaves for the draft's flow (nothing of this voting changed, so nothing is read again).
 */
export async function duplicateThisVoting(
  title: string,
  includeVoters: boolean,
): Promise<{ ok: true; votingId: string } | ({ ok: false } & ActionFailure)> {
  hideMessage();
  try {
    const copy = await duplicateVoting(currentVotingId(), { title: title.trim(), includeVoters });
    succeedOnNextRoute('votings.detail.messages.duplicated');
    return { ok: true, votingId: copy.id };
  } catch (error) {
    if (error instanceof SignedOutError) return { ok: false, fieldErrors: {}, formError: null, stale: false };
    if (!(error instanceof ApiError)) console.error('Duplicate failed', error);
    return { ok: false, ...describeActionFailure(error) };
  }
}

export const remindPending = () =>
  run((votingId) => remindPendingVoters(votingId), 'votings.detail.messages.remindersQueued');

export async function extendDeadline(deadline: string, reason: string): Promise<ActionOutcome> {
  const previous = votingsStore.voting?.deadline ?? null;
  const outcome = await run(
    (votingId) => extendVotingDeadline(votingId, deadline, reason.trim()),
    'votings.detail.messages.deadlineExtended',
  );
  if (outcome.ok && previous) noteDeadlineExtended(previous);
  return outcome;
}

export const closeEarly = (reason: string) =>
  run((votingId) => closeVoting(votingId, reason.trim()), 'votings.detail.messages.closed');

export const cancelTheVoting = (reason: string) =>
  run((votingId) => cancelVoting(votingId, reason.trim()), 'votings.detail.messages.cancelled');

const uploadFailures: Partial<Record<string, TranslationKey>> = {
  file_too_large: 'votings.detail.documents.tooLarge',
  unsupported_file_type: 'votings.detail.documents.unsupported',
  invalid_state: 'votings.detail.documents.notAllowed',
  forbidden: 'common.forbidden',
};

/** Attaches a support document; a refusal is said in the snackbar. Resolves with whether it was stored. */
export async function attachDocument(file: File): Promise<VotingDocument | null> {
  hideMessage();
  try {
    const document = await uploadVotingDocument(currentVotingId(), file);
    requestSucceeded('votings.detail.messages.documentAdded');
    await Promise.all([reloadVoting(), reloadShownAudit()]);
    return document;
  } catch (error) {
    if (error instanceof SignedOutError) return null;
    const code = problemCodeOf(error);
    if (!code) console.error('Document upload failed', error);
    showError((code && uploadFailures[code]) || 'votings.detail.documents.uploadFailed');
    if (code === 'invalid_state') void reloadVoting();
    return null;
  }
}

/** Downloads a file through the typed client; a failure is said in the snackbar. Resolves with the file or null. */
async function download(read: (votingId: string) => Promise<Blob>, failure: TranslationKey) {
  hideMessage();
  try {
    return await read(currentVotingId());
  } catch (error) {
    if (error instanceof SignedOutError) return null;
    const code = problemCodeOf(error);
    if (!code) console.error('Download failed', error);
    if (code === 'invalid_state') {
      showError('votings.detail.reports.notClosed');
      void reloadVoting();
    } else showError(failure);
    return null;
  }
}

export const fetchDocument = (document: Pick<VotingDocument, 'id'>) =>
  download(
    (votingId) => downloadVotingDocument(votingId, document.id),
    'votings.detail.documents.downloadFailed',
  );

export const fetchVoteMap = () => download(downloadVoteMap, 'votings.detail.reports.downloadFailed');

export const fetchVotingReport = () =>
  download(downloadVotingReport, 'votings.detail.reports.downloadFailed');
