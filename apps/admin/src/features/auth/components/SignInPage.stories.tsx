import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authStore, resetAuth } from '@admin/stores/auth';
import { StoryRoute } from '@admin/testing/StoryRoute';
import { screenStory, fakeNetwork, storyT } from '@admin/testing/story-setup';
import SignInPage from './SignInPage';

const meta = {
  title: 'Screens/Auth/Sign in',
  // Also checked in light mode (scripts/test-storybook.mjs): it wears the top bar, sidebar or auth surfaces.
  tags: ['theme-surfaces'],
  component: SignInPage,
  beforeEach: screenStory(),
  parameters: { app: true, fullBleed: true, layout: 'fullscreen' },
  render: () => (
    <StoryRoute path="/signin">
      <SignInPage />
    </StoryRoute>
  ),
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string, password: string, submitLabel: string) {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: submitLabel });
  const [emailField] = canvas.getAllByRole('textbox');
  if (email) await userEvent.type(emailField!, email);
  if (password)
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name="password"]')!, password);
  await userEvent.click(button);
  return canvas;
}

/** The form validates before asking the identity service: required fields, then the e-mail's shape. */
export const Validation: Story = {
  beforeEach: fakeNetwork(),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = await submit(canvasElement, '', '', t('auth.signIn.submit'));
    await expect(await canvas.findByText(t('validation.emailRequired'))).toBeVisible();
    await expect(canvas.getByText(t('validation.passwordRequired'))).toBeVisible();
    await submit(canvasElement, 'ana@', 'x', t('auth.signIn.submit'));
    await expect(await canvas.findByText(t('validation.emailInvalid'))).toBeVisible();
  },
};

function identityErrorStory(
  errorName: string,
  key: Parameters<Awaited<ReturnType<typeof storyT>>>[0],
): Story {
  return {
    beforeEach: fakeNetwork({ identityError: errorName }),
    play: async ({ canvasElement, globals }) => {
      const t = await storyT(globals);
      const canvas = await submit(canvasElement, 'admin@demo.local', 'errada', t('auth.signIn.submit'));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(t(key));
    },
  };
}

/** Wrong password: Cognito answers NotAuthorizedException (cognito-local InvalidPasswordException). */
export const WrongPassword = identityErrorStory('NotAuthorizedException', 'errors.invalidCredentials');
export const UserNotFound = identityErrorStory('UserNotFoundException', 'errors.userNotFound');
export const PasswordResetRequired = identityErrorStory(
  'PasswordResetRequiredException',
  'errors.passwordResetRequired',
);
export const LoginFailed = identityErrorStory('InternalErrorException', 'errors.loginDefault');

/** After the token route refused a user without any workspace. */
export const NoWorkspaceRefusal: Story = {
  beforeEach: () => {
    authStore.notice = 'noWorkspace';
    return resetAuth;
  },
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('errors.noWorkspace'));
  },
};

/** Back from password recovery. */
export const PasswordChanged: Story = {
  beforeEach: () => {
    authStore.notice = 'passwordChanged';
    return resetAuth;
  },
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      t('auth.recovery.passwordChanged'),
    );
  },
};
