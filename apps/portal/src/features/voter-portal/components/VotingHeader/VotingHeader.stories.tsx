import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoPortalVoting } from '@portal/testing/fake-portal';
import { portalStoryMeta, portalT } from '@portal/testing/portal-story';
import { VotingHeader } from './VotingHeader';

const meta = {
  title: 'Portal/Voter link/Voting header',
  component: VotingHeader,
  ...portalStoryMeta,
  parameters: { testViewport: { width: 390, height: 844 } },
  args: { voting: demoPortalVoting() },
} satisfies Meta<typeof VotingHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first screen: the title at full size, the description and the deadline in Brasília. */
export const FirstScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Vila Olímpia');
    await expect(canvas.getByText(demoPortalVoting().description)).toBeVisible();
  },
};

/** Every later step on a phone: the title smaller (3 lines at most), no description, "Sair" beside it. */
export const Compact: Story = {
  args: { compact: true, signOut: true },
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Vila Olímpia');
    await expect(canvas.queryByText(demoPortalVoting().description)).toBeNull();
    await expect(canvas.getByRole('button', { name: t('portal.signOut.button') })).toBeVisible();
    // Short enough to leave the step in view: well under a fifth of a phone's height.
    await expect(canvasElement.querySelector('header')!.getBoundingClientRect().height).toBeLessThan(170);
  },
};
