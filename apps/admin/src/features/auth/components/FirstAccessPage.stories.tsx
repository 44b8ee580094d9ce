import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryRoute } from '@admin/testing/StoryRoute';
import { screenStory, fakeNetwork, storyT } from '@admin/testing/story-setup';
import { signInStore } from '../stores/sign-in';
import FirstAccessPage from './FirstAccessPage';

const meta = {
  title: 'Screens/Auth/First access',
  // Also checked in light mode (scripts/test-storybook.mjs): it wears the top bar, sidebar or auth surfaces.
  tags: ['theme-surfaces'],
  component: FirstAccessPage,
  beforeEach: screenStory(),
  parameters: { app: true, fullBleed: true, layout: 'fullscreen' },
  render: () => (
    <StoryRoute path="/first-access">
      <FirstAccessPage />
    </StoryRoute>
  ),
} satisfies Meta<typeof FirstAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withChallenge = () => {
  signInStore.challengeEmail = 'primeiro-acesso@demo.local';
  const restoreNetwork = fakeNetwork()();
  return () => {
    signInStore.challengeEmail = null;
    restoreNetwork();
  };
};

/** The new-password challenge: both passwords are required and must match. */
export const NewPassword: Story = {
  beforeEach: withChallenge,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/primeiro-acesso@demo\.local/)).toBeVisible();
    const [password, confirmation] =
      canvasElement.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await userEvent.type(password!, 'Nova@2026!');
    await userEvent.type(confirmation!, 'Outra@2026!');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.firstAccess.submit') }));
    await expect(await canvas.findByText(t('validation.passwordsMismatch'))).toBeVisible();
  },
};

/** Opened without a pending challenge (e.g. after a reload): sign in again with the temporary password. */
export const WithoutChallenge: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('auth.firstAccess.noChallenge'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth.backToSignIn') })).toHaveAttribute(
      'href',
      '/signin',
    );
  },
};
