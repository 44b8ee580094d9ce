import type { Role } from '@backoffice/domain';
import { votingId, type FakeVotingRow } from '@admin/testing/votings/rows';
import { votingsFakeState, type VotingsFakeState } from '@admin/testing/votings/state';
import { screenStory, signedInAs } from '@admin/testing/story-setup';
import { resetVoterImport } from '../stores/voter-import';
import { resetVotingDraft } from '../stores/voting-draft';
import { resetVotingsList } from '../stores/votings-list';
import { resetVotings } from '../stores/votings';

// Story setup of the votings screens (stories only: this folder is left out of the app's dictionary checks).

function resetVotingStores(): void {
  resetVotingsList();
  resetVotingDraft();
  resetVoterImport();
  resetVotings();
}

/**
 * Story `beforeEach`: a signed-in `role` on a fresh copy of the votings fake (the demo votings unless `fake` says
 * otherwise) and the votings stores emptied before and after.
 */
export const votingsScreen = (role: Role, fake: Record<string, VotingsFakeState> = votingsFakeState()) =>
  screenStory(
    () => signedInAs(role, { state: structuredClone(fake) })(),
    () => {
      resetVotingStores();
      return () => {
        resetVotingStores();
      };
    },
  );

/** The demo draft with items and a template but no voters (`/votings/new?id=` resumes it at Votantes). */
export const DRAFT_ID = votingId(8);
/** The demo draft without items (resumes at Itens). */
export const EMPTY_DRAFT_ID = votingId(4);

/** The votings fake with the demo draft 8 changed (and the fake's options) before the screen reads it. */
export function withDraft(
  change: (draft: FakeVotingRow) => void,
  overrides: Partial<VotingsFakeState> = {},
): Record<string, VotingsFakeState> {
  const state = votingsFakeState(overrides);
  change(state.votings!.votings.find((voting) => voting.id === DRAFT_ID)!);
  return state;
}
