import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { storyT } from '@admin/testing/story-setup';
import { detailPath, detailScreen, detailVotingIds } from '../../testing/detail-story';
import VotingDetailPage from './VotingDetailPage';

// Issue 16 on the voting's screen: a voter locked out of the portal, unlocking them, and duplicating the voting.

const meta = {
  title: 'Screens/Votings/Detail/Safeguards',
  component: VotingDetailPage,
  parameters: shellScreenParameters(),
  render: shellAt(detailPath(detailVotingIds.open, 'pending')),
} satisfies Meta<typeof VotingDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type T = Awaited<ReturnType<typeof storyT>>;

const body = () => within(document.body);

/** The pending voters' row of the voter locked out of the portal (the open demo voting has one). */
async function lockedRow(canvasElement: HTMLElement, t: T) {
  const table = await within(canvasElement).findByRole('table', {
    name: t('votings.detail.voters.tablePending'),
  });
  // The badge's words before the time, in the story's locale.
  const [prefix = ''] = t('votings.detail.voters.lockedUntil', { time: '\u0000' }).split('\u0000');
  return waitFor(() => {
    const badge = within(table).getByText(
      (text) => text.startsWith(prefix.trim()) && text.length > prefix.length,
    );
    return badge.closest('tr') as HTMLElement;
  });
}

/** The voters list marks who is locked out of the portal, until when — for every role. */
export const LockedVoter: Story = {
  beforeEach: detailScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const row = await lockedRow(canvasElement, t);
    await expect(row).toBeVisible();
  },
};

/** Unlocking asks first, says what it does, and that the audit trail records it in the operator's name. */
export const UnlockVoter: Story = {
  beforeEach: detailScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const row = await lockedRow(canvasElement, t);
    await userEvent.click(within(row).getByRole('button', { name: /./ }));
    await userEvent.click(await body().findByRole('menuitem', { name: t('votings.detail.voters.unlock') }));
    const dialog = await body().findByRole('dialog', { name: t('votings.detail.dialogs.unlockTitle') });
    await expect(within(dialog).getByText(t('votings.detail.dialogs.unlockAudited'))).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: t('votings.detail.dialogs.unlockConfirm') }),
    ).toBeVisible();
  },
};

/** Duplicating a closed voting: the new title (prefilled), its active voters if asked, the new deadline. */
export const DuplicateVoting: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.closed)),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(await canvas.findByRole('button', { name: t('votings.detail.actions.duplicate') }));
    const dialog = await body().findByRole('dialog', { name: t('votings.detail.dialogs.duplicateTitle') });
    await expect(
      within(dialog).getByRole('textbox', { name: new RegExp(t('votings.detail.dialogs.duplicateName')) }),
    ).not.toHaveValue('');
    await expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
  },
};
