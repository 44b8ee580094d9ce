import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoLast4, demoPin, demoPortalToken } from '@portal/testing/fake-portal';
import {
  containing,
  portalStory,
  portalStoryMeta,
  portalT,
  signedInWithPolicy,
  findStepHeading,
} from '@portal/testing/portal-story';
import VoterPortalPage from '../VoterPortalPage/VoterPortalPage';

const meta = {
  title: 'Portal/Voter link/Receipt',
  component: VoterPortalPage,
  ...portalStoryMeta,
  args: { token: demoPortalToken },
} satisfies Meta<typeof VoterPortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const recorded = {
  id: '0b000000-0000-4000-8000-000000000001',
  submittedAt: '2036-06-01T15:42:00.000Z',
  receipt: '9f2c4e61b8a0d3f7c5e9a1b2d4f6081a3c5e7f9b1d3a5c7e9f0b2d4c6e8a0f13',
  votes: [],
};

/** What the link shows once the voter has voted: the receipt, its hash (copyable) and the PDF. */
export const Counted: Story = {
  parameters: { testViewport: { width: 360, height: 740 } },
  beforeEach: portalStory({
    signedIn: true,
    voting: { hasVoted: true },
    ballot: { ballot: { ...recorded, status: 'counted', reviewComment: null, approver: null } },
  }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(await findStepHeading(canvas, t('portal.receipt.title'))).toBeVisible();
    await expect(canvas.getByText(recorded.receipt)).toBeVisible();
    await expect(canvas.getByText(t('portal.receipt.counted'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('portal.receipt.copy') }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        new RegExp(
          `${t('portal.receipt.copied')}|${t('portal.receipt.copyFailed')}`.replace(/[.()]/g, '\\$&'),
        ),
      ),
    );
    await expect(canvas.getByRole('button', { name: t('portal.receipt.download') })).toBeVisible();
  },
};

/** With a third-party approver: under review, and who must approve. */
export const UnderReview: Story = {
  beforeEach: portalStory({
    signedIn: true,
    voting: { hasVoted: true },
    ballot: {
      ballot: {
        ...recorded,
        status: 'under_review',
        reviewComment: null,
        approver: { name: 'Helena Prado Nogueira', email: 'helena@example.com' },
      },
    },
  }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('portal.receipt.underReview'))).toBeVisible();
    await expect(canvas.getByText(containing('helena@example.com'))).toBeVisible();
  },
};

/** Returned by the approver with a comment: the attorney votes again. */
export const Returned: Story = {
  beforeEach: portalStory(
    signedInWithPolicy({
      ballot: {
        ballot: {
          ...recorded,
          status: 'returned',
          reviewComment: 'Falta a procuração do Condomínio Jardim das Acácias.',
          approver: { name: 'Helena Prado Nogueira', email: 'helena@example.com' },
        },
      },
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Falta a procuração do Condomínio Jardim das Acácias.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('portal.receipt.voteAgain') }));
    await expect(await findStepHeading(canvas, t('portal.ballot.title'))).toBeVisible();
  },
};

/** The whole way from the link to the receipt, keyboard first: identity, PIN, documents, votes, review, finish. */
export const WholeFlow: Story = {
  parameters: { testViewport: { width: 360, height: 740 } },
  beforeEach: portalStory(),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t('portal.identity.labelCpf') }),
      `${demoLast4}{Enter}`,
    );
    const pin = await canvas.findByRole('textbox', { name: containing(t('portal.pin.label')) });
    await userEvent.type(pin, `${demoPin}{Enter}`);
    await findStepHeading(canvas, t('portal.documents.title'));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('portal.policy.accept') }));
    await userEvent.click(canvas.getByRole('button', { name: t('portal.policy.continue') }));
    await findStepHeading(canvas, t('portal.ballot.title'));
    for (const group of canvas.getAllByRole('radiogroup')) {
      // Focus the group's first answer, then choose with the keyboard.
      await userEvent.click(within(group).getByRole('radio', { name: t('portal.ballot.choices.approve') }));
      await userEvent.keyboard('{ArrowDown}');
    }
    await userEvent.click(canvas.getByRole('button', { name: t('portal.ballot.continue') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('portal.attachments.continue') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('portal.review.finish') }));
    const heading = await findStepHeading(canvas, t('portal.receipt.title'));
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(t('portal.receipt.recorded'))).toBeVisible();
  },
};
