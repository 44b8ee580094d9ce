import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confirmSignIn, fetchAuthSession, signIn } from 'aws-amplify/auth';
import { installFakeApi } from '@admin/testing/fake-api';
import { renderApp } from '@admin/testing/render-app';
import { fakeIdToken } from '@admin/testing/tokens';

type SignInResult = Awaited<ReturnType<typeof signIn>>;

async function reachFirstAccess() {
  vi.mocked(signIn).mockResolvedValue({
    isSignedIn: false,
    nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
  } as SignInResult);
  await renderApp('/signin');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^E-mail/), 'primeiro-acesso@demo.local');
  await user.type(screen.getByLabelText(/^Senha/), 'Temp@2026!');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await screen.findByRole('heading', { level: 1, name: 'Primeiro acesso' });
  return user;
}

describe('first access', () => {
  it('requires both passwords and that they match', async () => {
    const user = await reachFirstAccess();
    await user.click(screen.getByRole('button', { name: 'Definir senha' }));
    expect(await screen.findAllByText('A senha é obrigatória')).toHaveLength(2);

    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova@2026!');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Outra@2026!');
    await user.click(screen.getByRole('button', { name: 'Definir senha' }));
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    expect(confirmSignIn).not.toHaveBeenCalled();
  });

  it('completes the challenge with the new password and the e-mail attribute, then signs in', async () => {
    installFakeApi();
    const token = fakeIdToken('primeiro-acesso@demo.local');
    vi.mocked(confirmSignIn).mockResolvedValue({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    } as SignInResult);
    vi.mocked(fetchAuthSession).mockResolvedValue({
      tokens: { idToken: { toString: () => token, payload: {} }, accessToken: { payload: {} } },
    } as unknown as Awaited<ReturnType<typeof fetchAuthSession>>);
    const user = await reachFirstAccess();

    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova@2026!');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova@2026!');
    await user.click(screen.getByRole('button', { name: 'Definir senha' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Todas as votações' })).toBeInTheDocument();
    expect(confirmSignIn).toHaveBeenCalledWith({
      challengeResponse: 'Nova@2026!',
      options: { userAttributes: { email: 'primeiro-acesso@demo.local' } },
    });
    expect(localStorage.getItem('user-token')).toBe(token);
  });

  it('maps a refused challenge answer to the catalogue', async () => {
    const error = new Error('Session expired');
    error.name = 'NotAuthorizedException';
    vi.mocked(confirmSignIn).mockRejectedValue(error);
    const user = await reachFirstAccess();
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova@2026!');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova@2026!');
    await user.click(screen.getByRole('button', { name: 'Definir senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário não encontrado ou não cadastrado');
  });

  it('without a pending challenge (e.g. after a reload) asks to sign in again', async () => {
    await renderApp('/first-access');
    expect(
      await screen.findByText(
        'Para definir sua senha, entre primeiro com a senha temporária que você recebeu.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/signin');
  });
});
