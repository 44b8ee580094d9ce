import type { Role } from '@backoffice/domain';
import { batchVotingsFakeState, type BatchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { screenStory, signedInAs } from '@admin/testing/story-setup';
import { resetBatchVotingsList } from '../stores/batch-votings-list';

// Story setup of the batch votings screens (stories only: this folder is left out of the app's dictionary checks).

/**
 * Story `beforeEach`: a signed-in `role` on a fresh copy of the batch votings fake (the demo batches unless `fake`
 * says otherwise) and the batch stores emptied before and after.
 */
export const batchVotingsScreen = (
  role: Role,
  fake: Record<string, BatchVotingsFakeState> = batchVotingsFakeState(),
) =>
  screenStory(
    () => signedInAs(role, { state: structuredClone(fake) })(),
    () => {
      resetBatchVotingsList();
      return () => resetBatchVotingsList();
    },
  );
