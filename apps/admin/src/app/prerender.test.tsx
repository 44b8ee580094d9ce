import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from 'aws-amplify/auth';
import { installFakeApi } from '@admin/testing/fake-api';
import { fakeIdToken } from '@admin/testing/tokens';
import { saveToken } from '@admin/lib/token-storage';
import { render } from './prerender';
import { startOperatorApp } from './start';

// /signin as the build prerenders it (dist/signin.html) and as the browser then runs it: the client hydrates the
// markup when the visit renders it as the build did, and renders afresh over it otherwise.

let root: Root | null = null;

function identityError(name: string): Error {
  const error = new Error(`${name} from the identity service`);
  error.name = name;
  return error;
}

/**
 * What React logged as an error (a hydration mismatch would be one), but for the warning that the server renderer and
 * the client's rendered the same contexts: they share this test's realm, never a browser's.
 */
function reactErrors(): unknown[][] {
  return vi
    .mocked(console.error)
    .mock.calls.filter(([message]) => !String(message).startsWith('Detected multiple renderers'));
}

/** The page the build writes for /signin: its markup in the root, stamped with the state it was rendered in. */
async function openPrerenderedSignIn(): Promise<HTMLElement> {
  const { html, state } = await render('/signin');
  window.history.replaceState(null, '', '/signin');
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = state;
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

async function start(container: HTMLElement): Promise<void> {
  await act(async () => {
    root = await startOperatorApp(container);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.getElementById('root')?.remove();
  vi.restoreAllMocks();
});

describe('the prerendered sign-in page', () => {
  it("is the sign-in screen's markup in pt-BR: heading, labelled fields, button, link; no inline script", async () => {
    const { html, state } = await render('/signin');
    expect(state).toBe('/signin pt-BR semi-dark standard ltr anonymous no-notice');
    expect(html).toMatch(/<h1[^>]*>Entrar<\/h1>/);
    expect(html).toMatch(/<label[^>]*>E-mail/);
    expect(html).toMatch(/<label[^>]*>Senha/);
    expect(html).toMatch(/<button[^>]*type="submit"/);
    expect(html).toContain('Esqueceu a senha?');
    expect(html).not.toContain('<script');
    // A submit before the script runs goes nowhere (never a GET with the password in the URL).
    expect(html).toMatch(/<form[^>]*action="javascript:/);
  });

  it('is hydrated as it is: the same elements, no mismatch, and the form works', async () => {
    const container = await openPrerenderedSignIn();
    const form = container.querySelector('form');
    vi.spyOn(console, 'error');
    await start(container);
    await waitFor(() => expect(document.title).toBe('Entrar | Backoffice | Admin'));
    expect(container.querySelector('form')).toBe(form);
    expect(reactErrors()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('O e-mail é obrigatório')).toBeInTheDocument();
  });

  it('takes what was typed before it was hydrated, and a submit held until then', async () => {
    vi.mocked(signIn).mockRejectedValue(identityError('NotAuthorizedException'));
    const container = await openPrerenderedSignIn();
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    email.value = 'admin@demo.local';
    password.value = 'typed-before';
    // What the page's start script does with a submit before the app runs (packages/app-common/vite/prerender.mjs):
    // held, then made again in a task of its own once the app says it has the page.
    let held: SubmitEvent | null = null;
    const hold = (event: Event) => {
      event.preventDefault();
      held ??= event as SubmitEvent;
    };
    window.addEventListener('submit', hold);
    document.addEventListener(
      'prerendered:started',
      () => {
        window.removeEventListener('submit', hold);
        const form = held?.target as HTMLFormElement | undefined;
        setTimeout(() => form?.requestSubmit());
      },
      { once: true },
    );
    container.querySelector('form')!.requestSubmit();
    expect(held).not.toBeNull();
    await start(container);
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith(
        expect.objectContaining({ username: 'admin@demo.local', password: 'typed-before' }),
      ),
    );
    expect(email.value).toBe('admin@demo.local');
    expect(screen.queryByText('O e-mail é obrigatório')).not.toBeInTheDocument();
  });

  it('shows the remembered language instead, rendered afresh (no mismatch)', async () => {
    localStorage.setItem('locale', 'en');
    const container = await openPrerenderedSignIn();
    vi.spyOn(console, 'error');
    await start(container);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Entrar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(reactErrors()).toEqual([]);
  });

  it('sends a signed-in user on, as before', async () => {
    installFakeApi();
    saveToken(fakeIdToken('admin@demo.local'));
    const container = await openPrerenderedSignIn();
    await start(container);
    await waitFor(() => expect(window.location.pathname).not.toBe('/signin'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Entrar' })).not.toBeInTheDocument();
  });
});
