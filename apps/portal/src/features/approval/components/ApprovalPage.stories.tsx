import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { approvalFakeState, approvalHandlers, approvalTokens } from '@portal/testing/fake-approval';
import { storyWorker } from '@portal/testing/fake-network';
import { pieceStories, pieceT } from '@portal/testing/portal-pieces';
import { resetApproval } from '../stores/approval';
import ApprovalPage, { type ApprovalPageProps } from './ApprovalPage';

/** Story `beforeEach`: the approver's server from memory on the story's Mock Service Worker, the store emptied. */
const approvalServer = (context: object) => {
  const worker = storyWorker(context);
  worker.use(...approvalHandlers(approvalFakeState()));
  resetApproval();
  return () => {
    worker.resetHandlers();
    resetApproval();
  };
};

const meta = {
  title: 'Portal/Approval/ApprovalPage',
  component: ApprovalPage,
  args: { token: approvalTokens.open },
  beforeEach: approvalServer,
  render: (args) => (
    <div style={{ maxWidth: '52rem', marginInline: 'auto' }}>
      <ApprovalPage {...args} />
    </div>
  ),
  ...pieceStories<ApprovalPageProps>(),
} satisfies Meta<typeof ApprovalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ballot under review: voting, deadline, attorney, votes per item and per subject, documents, the decision. */
export const Review: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('approval.summary.title') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'procuracao-fundacao-ipe.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('approval.decision.approve') })).toBeVisible();
  },
};

/** Returning asks for a comment first, then a confirmation; the result says what happens next. */
export const ReturnWithComment: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    const canvas = within(canvasElement);
    const giveBack = await canvas.findByRole('button', { name: t('approval.decision.return') });
    await userEvent.click(giveBack);
    await expect(canvas.getByText(t('approval.errors.commentRequired'))).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('approval.decision.comment') }),
      'Falta a procuração do Condomínio Jardim das Acácias.',
    );
    await userEvent.click(giveBack);
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('approval.confirm.returnTitle'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('approval.confirm.return') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('approval.result.returnedTitle') }),
    ).toBeVisible();
  },
};

/** A ballot returned earlier: decided, with the comment that was sent. */
export const AlreadyDecided: Story = {
  args: { token: approvalTokens.returned },
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('approval.decided.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('approval.decided.returned'))).toBeVisible();
  },
};

/** The voting's deadline passed before anyone decided: the votes do not count. */
export const DeadlinePassed: Story = {
  args: { token: approvalTokens.expired },
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: t('approval.deadlinePassed.title'),
      }),
    ).toBeVisible();
  },
};

/** A link that is not (or no longer) an approval. */
export const UnknownLink: Story = {
  args: { token: approvalTokens.unknown },
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: t('approval.notFound.title') }),
    ).toBeVisible();
  },
};
