import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { storyT } from '@admin/testing/story-setup';
import { resetVoterImport } from '../../stores/voter-import';
import { detailPath, detailScreen, detailVotingIds } from '../../testing/detail-story';
import VotingDetailPage from './VotingDetailPage';

const meta = {
  title: 'Screens/Votings/Detail/Dialogs',
  component: VotingDetailPage,
  parameters: shellScreenParameters(),
  render: shellAt(detailPath(detailVotingIds.open, 'pending')),
} satisfies Meta<typeof VotingDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type T = Awaited<ReturnType<typeof storyT>>;

const body = () => within(document.body);

/** Presses one of the voting's actions once the screen is in. */
async function pressAction(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  await userEvent.click(await canvas.findByRole('button', { name }));
}

/** Opens a pending voter's row menu (the first row) and picks an item. */
async function rowMenu(canvasElement: HTMLElement, t: T, item: string) {
  const table = await within(canvasElement).findByRole('table', {
    name: t('votings.detail.voters.tablePending'),
  });
  // The first row's menu button (the header's sort buttons open no menu).
  const trigger = await waitFor(() => {
    const button = table.querySelector<HTMLElement>('button[aria-haspopup]');
    if (!button) throw new Error('no row menu yet');
    return button;
  });
  await userEvent.click(trigger);
  await userEvent.click(await body().findByRole('menuitem', { name: item }));
}

/** Adding a voter: the fields are checked before anything is sent, each error under its field. */
export const AddVoter: Story = {
  beforeEach: detailScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await pressAction(canvasElement, t('votings.detail.actions.addVoter'));
    const dialog = await body().findByRole('dialog', { name: t('votings.detail.dialogs.addVoterTitle') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('votings.detail.dialogs.addVoterConfirm') }),
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('votings.detail.errors.fixFields'));
    await expect(within(dialog).getByText(t('votings.detail.errors.taxIdRequired'))).toBeVisible();
  },
};

/** Editing a voter who has not voted yet: the form opens with what is stored, the phone as people read it. */
export const EditVoter: Story = {
  beforeEach: detailScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await rowMenu(canvasElement, t, t('votings.detail.voters.edit'));
    const dialog = await body().findByRole('dialog', { name: t('votings.detail.dialogs.editVoterTitle') });
    await expect(within(dialog).getByText(t('votings.detail.dialogs.editVoterNote'))).toBeVisible();
    // The stored phone (+5511980041190) as people read it.
    await expect(
      within(dialog).getByRole('textbox', { name: t('votings.detail.dialogs.phone') }),
    ).toHaveValue('+55 11 98004-1190');
  },
};

/** Voiding asks for a reason; the destructive dialog opens on the way back. */
export const VoidVoter: Story = {
  beforeEach: detailScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await rowMenu(canvasElement, t, t('votings.detail.voters.void'));
    const dialog = await body().findByRole('alertdialog', { name: t('votings.detail.dialogs.voidTitle') });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common.keep') })).toHaveFocus());
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('votings.detail.dialogs.voidConfirm') }),
    );
    await expect(
      within(dialog).getByText(t('votings.detail.errors.reasonTooShort', { min: 3 })),
    ).toBeVisible();
  },
};

/** Resending an invitation, optionally with a new link. */
export const ResendInvitation: Story = {
  beforeEach: detailScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await rowMenu(canvasElement, t, t('votings.detail.voters.resend'));
    const dialog = await body().findByRole('dialog', { name: t('votings.detail.dialogs.resendTitle') });
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: t('votings.detail.dialogs.rotateLink') }),
    );
    await expect(
      within(dialog).getByRole('checkbox', { name: t('votings.detail.dialogs.rotateLink') }),
    ).toBeChecked();
  },
};

/** Reminding every pending voter, with how many will get it. */
export const RemindPending: Story = {
  beforeEach: detailScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await pressAction(canvasElement, t('votings.detail.actions.remind'));
    await expect(
      await body().findByRole('dialog', { name: t('votings.detail.dialogs.remindTitle') }),
    ).toBeVisible();
  },
};

/** Extending the deadline: a later date and time, a reason, and the note that it is audited. */
export const ExtendDeadline: Story = {
  beforeEach: detailScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await pressAction(canvasElement, t('votings.detail.actions.extend'));
    const dialog = await body().findByRole('dialog', { name: t('votings.detail.dialogs.extendTitle') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('votings.detail.dialogs.extendConfirm') }),
    );
    await expect(within(dialog).getByText(t('votings.detail.errors.deadlineRequired'))).toBeVisible();
    await expect(within(dialog).getByText(t('votings.detail.dialogs.audited'))).toBeVisible();
  },
};

/** Closing before the deadline, with a reason. */
export const CloseVoting: Story = {
  beforeEach: detailScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await pressAction(canvasElement, t('votings.detail.actions.close'));
    await expect(
      await body().findByRole('dialog', { name: t('votings.detail.dialogs.closeTitle') }),
    ).toBeVisible();
  },
};

/** Cancelling: an alert dialog; a refusal keeps the reason typed. */
export const CancelVoting: Story = {
  beforeEach: detailScreen('OPERATOR', { refuseNext: { status: 409, code: 'invalid_state' } }),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await pressAction(canvasElement, t('votings.detail.actions.cancel'));
    const dialog = await body().findByRole('alertdialog', { name: t('votings.detail.dialogs.cancelTitle') });
    const reason = within(dialog).getByRole('textbox', {
      name: new RegExp(t('votings.detail.dialogs.reason')),
    });
    await userEvent.type(reason, 'Convocação refeita.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('votings.detail.dialogs.cancelConfirm') }),
    );
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      t('votings.detail.errors.invalidState'),
    );
    await expect(reason).toHaveValue('Convocação refeita.');
  },
};

/** Importing voters: the votings feature's CSV import panel over the screen. */
export const ImportVoters: Story = {
  beforeEach: detailScreen('OPERATOR', {}, undefined, () => {
    resetVoterImport();
    return () => {
      resetVoterImport();
    };
  }),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await pressAction(canvasElement, t('votings.detail.actions.importVoters'));
    const dialog = await body().findByRole('dialog', { name: t('votings.detail.dialogs.importTitle') });
    await expect(
      within(dialog).getByRole('button', { name: t('votings.detail.dialogs.importDone') }),
    ).toBeVisible();
  },
};
