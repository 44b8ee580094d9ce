import { ApiError } from '@backoffice/api-client';
import { requestSucceeded, showError } from '@admin/stores/ui';
import { discardVoting } from '../api/votings';
import { loadVotings } from './votings-list';
import { problemCodeOf } from '@admin/lib/api-client';

// Discarding a draft from the list (the server keeps a record of it in the company's audit log). A draft that was
// published meanwhile, or is already gone, is not an error to retry: the confirmation closes, the list says why and
// shows the votings as they are now.

const problemCode = (error: unknown) => problemCodeOf(error);

/** Discards the draft and reloads the list; rejects (the confirmation stays open for a retry) on any other failure. */
export async function discardDraft(voting: { id: string }): Promise<void> {
  try {
    await discardVoting(voting.id);
  } catch (error) {
    const code = problemCode(error);
    if (code === 'invalid_state' || code === 'not_found') {
      showError(code === 'invalid_state' ? 'votings.errors.discardPublished' : 'votings.errors.discardGone');
      await loadVotings({ quiet: true });
      return;
    }
    if (!(error instanceof ApiError)) console.error('Draft discard failed', error);
    showError('votings.errors.discardFailed');
    throw error;
  }
  requestSucceeded('votings.list.discarded');
  await loadVotings({ quiet: true });
}
