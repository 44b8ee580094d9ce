import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_ID } from '@admin/testing/demo-data';
import { usersStateOf, withUsersState } from '@admin/testing/fake-users';
import { renderSignedIn } from '@admin/testing/signed-in';
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

    const ana = within(users)
      .getByRole('rowheader', { name: /Ana Administradora/ })
      .closest('tr')!;
    expect(ana).toHaveTextContent('Você');
    expect(ana).toHaveTextContent('admin@demo.local');
    expect(ana).toHaveTextContent('Administrador');
    expect(ana).toHaveTextContent('Ativo');
    const inactive = within(users).getByRole('rowheader', { name: 'Cecília Souza' }).closest('tr')!;
    expect(inactive).toHaveTextContent('Inativo');
    expect(screen.getByRole('navigation', { name: 'Páginas de usuários' })).toHaveTextContent('1–20 de 25');
    expect(api.calls.find((call) => call.path === usersPath)?.method).toBe('GET');
  });

  it('sends the search (after typing pauses, accents left to the server), the role filter, the sort and the page', async () => {
    const { api } = await renderSignedIn('/users/list', 'ADMIN');
    const user = userEvent.setup();
    const users = await table();
    await waitFor(() => expect(rowNames(users)).toHaveLength(20));
    expect(listQueries(api.fetch).at(-1)).toEqual({
      sortBy: 'name',
      sortDirection: 'asc',
      offset: '0',
      limit: '20',
    });

    // Page 2, then a sort goes back to page 1.
    await user.click(screen.getByRole('button', { name: /próxima/i }));
    await waitFor(() => expect(listQueries(api.fetch).at(-1)).toMatchObject({ offset: '20' }));
    await waitFor(() => expect(rowNames(users)).toHaveLength(5));
    await user.click(within(users).getByRole('button', { name: 'E-mail' }));
    await waitFor(() =>
      expect(listQueries(api.fetch).at(-1)).toMatchObject({
        sortBy: 'email',
        sortDirection: 'asc',
        offset: '0',
      }),
    );
    await user.click(within(users).getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(listQueries(api.fetch).at(-1)).toMatchObject({ sortDirection: 'desc' }));
    expect(within(users).getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const before = listQueries(api.fetch).length;
    // Typed without pauses between the keys (`delay: null`): on a loaded machine the default's timer turns between
    // keys could outlast the debounce, and this checks that one call follows a word typed at once.
    await userEvent
      .setup({ delay: null })
      .type(screen.getByRole('searchbox', { name: 'Buscar usuários' }), 'joao conceicao');
    await waitFor(() => expect(listQueries(api.fetch).at(-1)).toMatchObject({ search: 'joao conceicao' }));
    // One call for the whole word typed, not one per key.
    expect(listQueries(api.fetch).length).toBe(before + 1);
    await waitFor(() => expect(rowNames(users)).toEqual(['João Conceição']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Master');
    await waitFor(() =>
      expect(listQueries(api.fetch).at(-1)).toMatchObject({ role: 'MASTER', search: 'joao conceicao' }),
    );
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca e filtro' }));
    await waitFor(() => expect(rowNames(users)).toHaveLength(20));
    expect(screen.getByRole('searchbox', { name: 'Buscar usuários' })).toHaveValue('');
  });

  it('opens a user from its row', async () => {
    await renderSignedIn('/users/list', 'OPERATOR');
    const user = userEvent.setup();
    const users = await table();
    await user.click(await within(users).findByRole('button', { name: 'Beatriz Conceição' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dados do usuário' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/users/b0000000-0000-4000-8000-000000000005');
  });

  it('deletes after confirmation, with the spec message, and merges the list without reloading it', async () => {
    const { api } = await renderSignedIn('/users/list', 'MASTER');
    const user = userEvent.setup();
    const users = await table();
    await waitFor(() => expect(rowNames(users)).toHaveLength(20));
    const calls = listQueries(api.fetch).length;

    await user.click(within(users).getByRole('button', { name: 'Excluir Beatriz Conceição' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir usuário?' });
    expect(dialog).toHaveTextContent('Beatriz Conceição (beatriz@demo.local) perderá o acesso');
    // Cancel keeps the user.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(users).getByRole('button', { name: 'Excluir Beatriz Conceição' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Usuário deletado com sucesso!')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${usersPath}/b0000000-0000-4000-8000-000000000005`,
    ]);
    await waitFor(() =>
      expect(within(users).queryByRole('rowheader', { name: 'Beatriz Conceição' })).toBeNull(),
    );
    expect(usersStateOf(api.options).users.some((u) => u.name === 'Beatriz Conceição')).toBe(false);
    // The 21st user moved up into page 1: that page alone was asked again, quietly.
    await waitFor(() => expect(rowNames(users)).toHaveLength(20));
    expect(listQueries(api.fetch).length).toBe(calls + 1);
    expect(screen.getByRole('navigation', { name: 'Páginas de usuários' })).toHaveTextContent('1–20 de 24');
  });

  it('offers a MASTER no delete of an ADMIN nor of themselves', async () => {
    await renderSignedIn('/users/list', 'MASTER');
    const users = await table();
    await within(users).findByRole('button', { name: 'Excluir Beatriz Conceição' });
    expect(within(users).queryByRole('button', { name: 'Excluir Ana Administradora' })).toBeNull();
    expect(within(users).queryByRole('button', { name: 'Excluir Marcos Master' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Novo usuário' })).toBeInTheDocument();
  });

  it('shows an OBSERVER no create and no delete', async () => {
    await renderSignedIn('/users/list', 'OBSERVER');
    const users = await table();
    await waitFor(() => expect(rowNames(users)).toHaveLength(20));
    expect(screen.queryByRole('button', { name: 'Novo usuário' })).toBeNull();
    expect(within(users).queryAllByRole('button', { name: /^Excluir/ })).toEqual([]);
    expect(within(users).queryByRole('columnheader', { name: 'Ações' })).toBeNull();
  });

  it('shows the error state and retries', async () => {
    const state = withUsersState({ listFails: true });
    const { api } = await renderSignedIn('/users/list', 'ADMIN', { state });
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os usuários');
    state.users.listFails = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    const users = await table();
    await waitFor(() => expect(rowNames(users)).toHaveLength(20));
    expect(listQueries(api.fetch)).toHaveLength(2);
  });

  it('shows the empty state of a company without users', async () => {
    await renderSignedIn('/users/list', 'ADMIN', { state: withUsersState({ users: [] }) });
    expect(await screen.findByText('Nenhum usuário cadastrado')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas de usuários' })).toBeNull();
  });
});
