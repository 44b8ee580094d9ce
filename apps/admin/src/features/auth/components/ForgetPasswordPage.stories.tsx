import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryRoute } from '@admin/testing/StoryRoute';
import { clearAnnouncements, screenStory, fakeNetwork, storyT } from '@admin/testing/story-setup';
import ForgetPasswordPage from './ForgetPasswordPage';

const meta = {
  title: 'Screens/Auth/Forgot password',
  // Also checked in light mode (scripts/test-storybook.mjs): it wears the top bar, sidebar or auth surfaces.
  tags: ['theme-surfaces'],
  component: ForgetPasswordPage,
  beforeEach: screenStory(),
  parameters: { app: true, fullBleed: true, layout: 'fullscreen' },
  render: () => (
    <StoryRoute path="/forget-password">
      <ForgetPasswordPage />
    </StoryRoute>
  ),
} satisfies Meta<typeof ForgetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function requestCode(canvasElement: HTMLElement, t: Awaited<ReturnType<typeof storyT>>, email: string) {
  const canvas = within(canvasElement);
  const send = await canvas.findByRole('button', { name: t('auth.recovery.sendCode') });
  if (email) await userEvent.type(canvas.getByRole('textbox'), email);
  await userEvent.click(send);
  return canvas;
}

/** Step 1 validates the e-mail before asking for a code. */
export const RequestCode: Story = {
  beforeEach: fakeNetwork(),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = await requestCode(canvasElement, t, 'ana@');
    await expect(await canvas.findByText(t('validation.emailInvalid'))).toBeVisible();
  },
};

/** Step 2 after the server accepted: the notice, then e-mail, code and new password. */
export const CodeSent: Story = {
  beforeEach: fakeNetwork(),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = await requestCode(canvasElement, t, 'operator@demo.local');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('auth.recovery.codeSent', { email: 'operator@demo.local' }),
    );
    await expect(canvas.getByRole('button', { name: t('auth.recovery.submit') })).toBeVisible();
    // Step 1's button was replaced by step 2's: React Aria's pending announcement about it points at nothing.
    clearAnnouncements();
  },
};

/** The identity service refuses the code: the recovery failure message. */
export const RecoveryFailed: Story = {
  beforeEach: fakeNetwork({ identityError: 'CodeMismatchException' }),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = await requestCode(canvasElement, t, 'operator@demo.local');
    await canvas.findByRole('status');
    const [, code] = canvas.getAllByRole('textbox');
    await userEvent.type(code!, '000000');
    await userEvent.type(
      canvasElement.querySelector<HTMLInputElement>('input[type="password"]')!,
      'Nova@2026!',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('auth.recovery.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.recoveryFailed'));
    // Step 1's button was replaced by step 2's: React Aria's pending announcement about it points at nothing.
    clearAnnouncements();
  },
};

/** The server reports the identity service's attempt limit (429). */
export const AttemptLimit: Story = {
  beforeEach: fakeNetwork({ forgotPassword: 'attemptLimit' }),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = await requestCode(canvasElement, t, 'operator@demo.local');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.attemptLimit'));
  },
};
