import type { Role } from '@backoffice/domain';
import type { FakeApiOptions } from '@admin/testing/fake-network';
import {
  detailVotingIds,
  fakeVotingDetail,
  votingDetailFakeState,
  type VotingDetailFakeState,
} from '@admin/testing/votings/detail-state';
import { screenStory, signedInAs } from '@admin/testing/story-setup';
import { closeDialog } from '../stores/detail-dialog';
import { resetVotingDetail } from '../stores/detail-voting';

// Story setup of the voting detail screen (stories only: this folder is left out of the app's dictionary checks).

export { detailVotingIds };

/** The path of a demo voting's screen, on a tab. */
export const detailPath = (id: string, tab?: string) => `/votings/${id}${tab ? `?tab=${tab}` : ''}`;

/**
 * A fresh fake network state with the detail demo votings in it; `change` may alter them (and the votings fake's
 * own options) before the screen reads them.
 */
export function detailFake(
  overrides: Partial<VotingDetailFakeState> = {},
  change?: (options: FakeApiOptions) => void,
): FakeApiOptions {
  const options: FakeApiOptions = { state: votingDetailFakeState(overrides) };
  fakeVotingDetail(options, detailVotingIds.open);
  change?.(options);
  return options;
}

function resetDetail(): () => void {
  closeDialog();
  resetVotingDetail();
  return () => {
    closeDialog();
    resetVotingDetail();
  };
}

/** Story `beforeEach`: a signed-in `role` on a fresh detail fake (built on every run), the screen's stores emptied. */
export const detailScreen = (
  role: Role,
  overrides: Partial<VotingDetailFakeState> = {},
  change?: (options: FakeApiOptions) => void,
  ...more: (() => (() => void) | void)[]
) => screenStory(() => signedInAs(role, detailFake(overrides, change))(), resetDetail, ...more);
