import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { COMPANY_ID } from '@admin/testing/demo-data';
import { installFakeApi } from '@admin/testing/fake-api';
import { renderApp } from '@admin/testing/render-app';
import { fakeIdToken } from '@admin/testing/tokens';

type SignInResult = Awaited<ReturnType<typeof signIn>>;
const done = { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as SignInResult;

function identityError(name: string): Error {
  const error = new Error(`${name} from the identity service`);
  error.name = name;
  return error;
}

/** The identity service accepts the password and issues an ID token for `email`; returns that token. */
function identityAccepts(email = 'admin@demo.local'): string {
  const token = fakeIdToken(email);
  vi.mocked(signIn).mockResolvedValue(done);
  vi.mocked(fetchAuthSession).mockResolvedValue({
    tokens: { idToken: { toString: () => token, payload: {} }, accessToken: { payload: {} } },
  } as unknown as Awaited<ReturnType<typeof fetchAuthSession>>);
  return token;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Entrar' });
  if (email) await user.type(await screen.findByLabelText(/^E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/^Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('sign-in', () => {
  it('sends an anonymous visitor from the root to /signin', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/signin');
    expect(document.title).toBe('Entrar | Backoffice | Admin');
  });

  it('validates the e-mail and the password before calling the identity service', async () => {
    await renderApp('/signin');
    await fillAndSubmit('', '');
    expect(await screen.findByText('O e-mail é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('A senha é obrigatória')).toBeInTheDocument();

    await fillAndSubmit('not-an-email', 'x');
    expect(await screen.findByText('Insira um email válido!')).toBeInTheDocument();
    expect(screen.queryByText('A senha é obrigatória')).not.toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['LimitExceededException', 'O limite de tentativas foi excedido, tente novamente mais tarde'],
    ['UserNotFoundException', 'Usuário não encontrado ou não registrado'],
    ['PasswordResetRequiredException', 'Realize o processo de esqueceu a senha para definir uma nova senha'],
    ['NotAuthorizedException', 'Usuário não encontrado ou não cadastrado'],
    ['InvalidPasswordException', 'Usuário não encontrado ou não cadastrado'],
    ['InvalidParameterException', 'Usuário não encontrado ou não cadastrado'],
    ['CodeMismatchException', 'Erro ao tentar efetuar login, tente novamente.'],
    [null, 'Tivemos um problema, contate o administrador'],
  ])('shows the catalogue message for %s', async (name, message) => {
    vi.mocked(signIn).mockRejectedValue(name ? identityError(name) : new TypeError('Failed to fetch'));
    await renderApp('/signin');
    await fillAndSubmit('admin@demo.local', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(signIn).toHaveBeenCalledWith({
      username: 'admin@demo.local',
      password: 'wrong',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('keeps the token in local storage and the cookie, goes through the token route and lands in the shell', async () => {
    const api = installFakeApi();
    const token = identityAccepts();
    await renderApp('/signin');
    await fillAndSubmit('admin@demo.local', 'Demo@2026!');

    expect(await screen.findByRole('heading', { level: 1, name: 'Todas as votações' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/votings/list');
    expect(localStorage.getItem('user-token')).toBe(token);
    expect(document.cookie).toContain(`token=${encodeURIComponent(token)}`);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining(['GET /session-user', 'GET /user-info', `GET /companies/${COMPANY_ID}`]),
    );
    expect(api.calls.every((c) => c.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('refuses a user linked to no workspace with the exact message and signs them out', async () => {
    installFakeApi({ workspaces: [] });
    identityAccepts('sem-workspace@demo.local');
    await renderApp('/signin');
    await fillAndSubmit('sem-workspace@demo.local', 'Demo@2026!');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O usuário não possui um Workspace vinculado. Por favor, entre em contato com o administrador.',
    );
    await waitFor(() => expect(window.location.pathname).toBe('/signin'));
    expect(signOut).toHaveBeenCalled();
    expect(localStorage.getItem('user-token')).toBeNull();
    expect(document.cookie).not.toContain('token=');
  });

  it('hands the new-password challenge to /first-access, keeping the e-mail', async () => {
    vi.mocked(signIn).mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    } as SignInResult);
    await renderApp('/signin');
    await fillAndSubmit('primeiro-acesso@demo.local', 'Temp@2026!');

    expect(await screen.findByRole('heading', { level: 1, name: 'Primeiro acesso' })).toBeInTheDocument();
    expect(screen.getByText(/primeiro-acesso@demo\.local/)).toBeInTheDocument();
    expect(localStorage.getItem('user-token')).toBeNull();
  });
});
