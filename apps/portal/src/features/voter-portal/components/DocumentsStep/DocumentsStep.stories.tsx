import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoDocumentIds, demoPortalBallot, demoPortalToken } from '@portal/testing/fake-portal';
import {
  containing,
  portalCount,
  portalStory,
  portalStoryMeta,
  portalT,
  findStepHeading,
} from '@portal/testing/portal-story';
import VoterPortalPage from '../VoterPortalPage/VoterPortalPage';

const meta = {
  title: 'Portal/Voter link/Documents',
  component: VoterPortalPage,
  ...portalStoryMeta,
  args: { token: demoPortalToken },
} satisfies Meta<typeof VoterPortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the image: these stories do not wait for pdf.js (the Read story does). */
const imageOnly = demoPortalBallot().documents.filter((document) => document.id === demoDocumentIds.chart);

/** An image document shown as itself; the voting's ballot opens only once the policy's box is ticked. */
export const AcceptPolicy: Story = {
  beforeEach: portalStory({ signedIn: true, ballot: { documents: imageOnly } }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await findStepHeading(canvas, t('portal.documents.title'));
    await expect(await canvas.findByRole('img', { name: 'Gráfico de receitas.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('portal.policy.continue') }));
    await expect(await canvas.findByText(t('portal.policy.required'))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('portal.policy.accept') }));
    await userEvent.click(canvas.getByRole('button', { name: t('portal.policy.continue') }));
    const heading = await findStepHeading(canvas, t('portal.ballot.title'));
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** The voting's PDF drawn in the page, page by page, with its text for screen readers; a download link each. */
export const Read: Story = {
  parameters: { testViewport: { width: 360, height: 740 } },
  beforeEach: portalStory({ signedIn: true }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const n = portalCount(globals);
    const canvas = within(canvasElement);
    await expect(await findStepHeading(canvas, t('portal.documents.title'))).toBeVisible();
    await expect(
      await canvas.findByText(
        t('portal.documents.page', { page: n(1), total: n(2) }),
        {},
        { timeout: 12_000 },
      ),
    ).toBeVisible();
    await expect(await canvas.findByText(containing('Receitas de locação'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('portal.documents.next') }));
    await expect(
      await canvas.findByText(t('portal.documents.page', { page: n(2), total: n(2) })),
    ).toBeVisible();
    await expect(await canvas.findByText('Parecer do auditor independente')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', {
        name: t('portal.documents.downloadNamed', { name: 'Demonstrações financeiras 2035.pdf' }),
      }),
    ).toHaveAttribute('download', 'Demonstrações financeiras 2035.pdf');
  },
};

/** A document the page cannot show: the voter is told to download it, and may try again. */
export const DocumentFails: Story = {
  beforeEach: portalStory({ signedIn: true, documentsFail: true, ballot: { documents: imageOnly } }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('portal.documents.failed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('portal.documents.retry') })).toBeVisible();
  },
};
