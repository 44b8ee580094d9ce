import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_ID } from '../../../testing/demo-data';
import { usersStateOf, withUsersState } from '../../../testing/fake-users';
import { renderSignedIn } from '../../../testing/signed-in';
import { resetUserEditor } from '../stores/user-editor';
import { resetUsersList } from '../stores/users-list';

afterEach(() => {
  resetUsersList();
  resetUserEditor();
});

const usersPath = `/companies/${COMPANY_ID}/users`;

type FakeFetch = Awaited<ReturnType<typeof renderSignedIn>>['api']['fetch'];

/** The query of every list call so far (the recorded calls keep the path only; the fetch spy has the URL). */
function listQueries(fetch: FakeFetch): Record<string, string>[] {
  return fetch.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === `/api${usersPath}`)
    .map((url) => Object.fromEntries(url.searchParams));
}

async function table() {
  return screen.findByRole('table', { name: 'Usuários da empresa' });
}

const rowNames = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('users list', () => {
  it('shows the first page of the company users by name, with role, workspaces, status and pages', async () => {
    const { api } = await renderSignedIn('/users/list', 'ADMIN');
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuários' })).toBeInTheDocument();
    const users = await table();
    await waitFor(() => expect(rowNames(users)).toHaveLength(20));
    expect(rowNames(users)[0]).toBe('Adriana Gonçalves');
    expect(document.title).toBe('Usuários | Backoffice | Admin');

    const ana = within(users).getByRole('rowheader', { name: /Ana Administradora/ }).closest('tr')!;
    expect(ana).toHaveTextContent('Você');
    expect(ana).toHaveTextContent('admin@demo.local');
    expect(ana).toHaveTextContent('Administrador');
    expect(ana).toHaveTextContent('Ativo');
    const inactive = within(users).getByRole('rowheader', { name: 'Cecília Souza' }).closest('tr')!;
    expect(inactive).toHaveTextContent('Inativo');
    expect(screen.getByRole('navigation', { name: 'Páginas de usuários' })).toHaveTextContent('1–20 de 25');
    expect(api.calls.find((call) => call.path === usersPath)?.method).toBe('GET');
  });
});
