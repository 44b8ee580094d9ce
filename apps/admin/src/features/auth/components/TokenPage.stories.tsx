import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { StoryRoute } from '@admin/testing/StoryRoute';
import { screenStory, signedInAs, storyT } from '@admin/testing/story-setup';
import { storyWorker } from '@admin/testing/story-worker';
import TokenPage from './TokenPage';

/**
 * The session's first call never answers: the page stays on its loading overlay (an answer would send the browser to
 * the default route, out of the workbench).
 */
function sessionPending() {
  storyWorker().use(http.get('*/session-user', () => new Promise<never>(() => undefined)));
}

const meta = {
  title: 'Screens/Auth/Token',
  tags: ['theme-surfaces'],
  component: TokenPage,
  beforeEach: screenStory(signedInAs('ADMIN'), sessionPending),
  parameters: { app: true, fullBleed: true, layout: 'fullscreen' },
  render: () => (
    <StoryRoute path="/token">
      <TokenPage />
    </StoryRoute>
  ),
} satisfies Meta<typeof TokenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from sign-in, while the session (user, workspaces, company) loads: one named, indeterminate progress bar. */
export const LoadingSession: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const progress = await within(canvasElement).findByRole('progressbar', { name: t('app.loadingSession') });
    await expect(progress).toBeVisible();
    await expect(progress).not.toHaveAttribute('aria-valuenow');
  },
};
