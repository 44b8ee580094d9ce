import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confirmResetPassword } from 'aws-amplify/auth';
import { installFakeApi } from '@admin/testing/fake-api';
import { renderApp } from '@admin/testing/render-app';

async function requestCode(email = 'operator@demo.local') {
  await renderApp('/signin');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Esqueceu a senha?' }));
  await screen.findByRole('heading', { level: 1, name: 'Recuperar senha' });
  if (email) await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  return user;
}

describe('forgot password', () => {
  it('validates the e-mail before asking for a code', async () => {
    const api = installFakeApi();
    await requestCode('');
    expect(await screen.findByText('O e-mail é obrigatório')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the code through the public API call, then sets the new password and returns to sign-in', async () => {
    const api = installFakeApi();
    vi.mocked(confirmResetPassword).mockResolvedValue(undefined);
    const user = await requestCode();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Enviamos um código de verificação para o e-mail operator@demo.local.',
    );
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/forgot-password',
        authorization: null,
        body: { email: 'operator@demo.local' },
      },
    ]);
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('operator@demo.local');

    await user.type(screen.getByLabelText(/^Código de verificação/), '123456');
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova@2026!');
    await user.click(screen.getByRole('button', { name: 'Atribuir nova senha' }));

    expect(confirmResetPassword).toHaveBeenCalledWith({
      username: 'operator@demo.local',
      confirmationCode: '123456',
      newPassword: 'Nova@2026!',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/signin'));
    expect(await screen.findByRole('status')).toHaveTextContent('O novo password foi atribuido');
  });

  it('shows the recovery failure when the code or the password is refused', async () => {
    installFakeApi();
    const error = new Error('Invalid code');
    error.name = 'CodeMismatchException';
    vi.mocked(confirmResetPassword).mockRejectedValue(error);
    const user = await requestCode();
    await user.type(await screen.findByLabelText(/^Código de verificação/), '000000');
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova@2026!');
    await user.click(screen.getByRole('button', { name: 'Atribuir nova senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro, verifique se o código ou a senha está correta',
    );
    expect(window.location.pathname).toBe('/forget-password');
  });

  it('reports the attempt limit when the server answers 429', async () => {
    installFakeApi({ forgotPassword: 'attemptLimit' });
    await requestCode();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O limite de tentativas foi excedido, tente novamente mais tarde',
    );
  });
});
