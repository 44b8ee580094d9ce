import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchAuthSession } from 'aws-amplify/auth';
import { installFakeApi } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { fakeIdToken } from '../testing/tokens';

type Session = Awaited<ReturnType<typeof fetchAuthSession>>;
const sessionWith = (token: string) =>
  ({
    tokens: { idToken: { toString: () => token, payload: {} }, accessToken: { payload: {} } },
  }) as unknown as Session;

describe('session restore on a page load', () => {
  it('uses a stored, unexpired token without asking the identity service', async () => {
    const api = installFakeApi();
    const token = fakeIdToken('admin@demo.local');
    localStorage.setItem('user-token', token);
    await renderApp('/votings/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Todas as votações' })).toBeInTheDocument();
    expect(fetchAuthSession).not.toHaveBeenCalled();
    expect(api.calls[0]?.authorization).toBe(`Bearer ${token}`);
  });

  it('refreshes an expired token through the identity library and keeps the new one in both stores', async () => {
    const api = installFakeApi();
    localStorage.setItem('user-token', fakeIdToken('admin@demo.local', { expiresInSeconds: -60 }));
    const fresh = fakeIdToken('admin@demo.local', { expiresInSeconds: 3600 });
    vi.mocked(fetchAuthSession).mockResolvedValue(sessionWith(fresh));

    await renderApp('/votings/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Todas as votações' })).toBeInTheDocument();
    expect(fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
    expect(localStorage.getItem('user-token')).toBe(fresh);
    expect(document.cookie).toContain(`token=${encodeURIComponent(fresh)}`);
    expect(api.calls.every((call) => call.authorization === `Bearer ${fresh}`)).toBe(true);
  });

  it('goes to sign-in and forgets the token when the refresh fails', async () => {
    installFakeApi();
    localStorage.setItem('user-token', fakeIdToken('admin@demo.local', { expiresInSeconds: -60 }));
    vi.mocked(fetchAuthSession).mockRejectedValue(
      Object.assign(new Error('expired'), { name: 'NotAuthorizedException' }),
    );

    await renderApp('/votings/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/signin'));
    expect(localStorage.getItem('user-token')).toBeNull();
  });
});
