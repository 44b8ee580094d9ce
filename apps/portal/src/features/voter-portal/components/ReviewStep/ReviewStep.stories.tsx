import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoPortalToken } from '@portal/testing/fake-portal';
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
  title: 'Portal/Voter link/Review',
  component: VoterPortalPage,
  ...portalStoryMeta,
  args: { token: demoPortalToken },
} satisfies Meta<typeof VoterPortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type T = Awaited<ReturnType<typeof portalT>>;

async function answerEveryItem(canvas: Canvas, t: T) {
  await findStepHeading(canvas, t('portal.ballot.title'));
  for (const group of canvas.getAllByRole('radiogroup')) {
    await userEvent.click(within(group).getByRole('radio', { name: t('portal.ballot.choices.approve') }));
  }
}

async function goToReview(canvas: Canvas, t: T) {
  await userEvent.click(await canvas.findByRole('button', { name: t('portal.ballot.continue') }));
  await userEvent.click(await canvas.findByRole('button', { name: t('portal.attachments.continue') }));
  await findStepHeading(canvas, t('portal.review.title'));
}

/** The voting requires a support document and none is attached. */
export const SupportDocumentMissing: Story = {
  beforeEach: portalStory(signedInWithPolicy({ ballot: { requiresSupportDocument: true } })),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await answerEveryItem(canvas, t);
    await goToReview(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('portal.review.finish') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('portal.review.errors.supportRequired'));
    await userEvent.click(within(alert).getByRole('button', { name: t('portal.review.goToAttachments') }));
    await expect(await findStepHeading(canvas, t('portal.attachments.title'))).toBeVisible();
    await expect(canvas.getByText(t('portal.review.errors.supportRequired'))).toBeVisible();
  },
};

/** A represented party already voted through another attorney: the server's 409 names it. */
export const AlreadyVoted: Story = {
  beforeEach: portalStory(
    signedInWithPolicy({
      submitProblem: {
        status: 409,
        code: 'voter_has_voted',
        params: { name: 'Fundação Previdenciária Ipê', taxIdMasked: '**.345.678/0001-**' },
      },
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await answerEveryItem(canvas, t);
    await goToReview(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('portal.review.finish') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      containing('Fundação Previdenciária Ipê'),
    );
  },
};
