import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_ID, demoWorkspaces } from '@admin/testing/demo-data';
import { usersStateOf } from '@admin/testing/fake-users';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetUserEditor } from '../stores/user-editor';
import { resetUsersList } from '../stores/users-list';

afterEach(() => {
  resetUsersList();
  resetUserEditor();
});

const usersPath = `/companies/${COMPANY_ID}/users`;
const [saoPaulo, rio] = demoWorkspaces as [(typeof demoWorkspaces)[0], (typeof demoWorkspaces)[0]];
const beatrizId = 'b0000000-0000-4000-8000-000000000005';
const adminId = 'b0000000-0000-4000-8000-000000000001';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
/** The role field: the browser's select, named by its label. */
const roleSelect = () => screen.getByRole('combobox', { name: /^Perfil/ });
/** The roles it offers (not its placeholder, which cannot be chosen). */
const roleOptions = () =>
  within(roleSelect())
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent);

async function pickRole(user: ReturnType<typeof userEvent.setup>, role: string) {
  await user.selectOptions(roleSelect(), role);
}

async function openForm(url: string, role: 'ADMIN' | 'MASTER' | 'OPERATOR' | 'OBSERVER') {
  const rendered = await renderSignedIn(url, role);
  // The form is on screen once the company's workspaces have arrived.
  await screen.findByRole('group', { name: /Workspaces que pode acessar/ });
  return { ...rendered, user: userEvent.setup() };
}

describe('new user', () => {
  it('lets a MASTER create a user: the POST body, then "Usuário criado" on the list, which shows them', async () => {
    const { api, user } = await openForm('/users/new', 'MASTER');
    expect(screen.getByRole('heading', { level: 1, name: 'Novo usuário' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /receberá por e-mail uma senha temporária e definirá a própria senha no primeiro acesso/,
      ),
    ).toBeInTheDocument();

    await user.type(field(/^Nome/), '  Núbia Operadora ');
    await user.type(field(/^E-mail/), 'nubia@demo.local');
    await pickRole(user, 'Operador');
    // The caller's current workspace comes checked; one more.
    expect(screen.getByRole('checkbox', { name: saoPaulo.name })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: rio.name }));
    expect(screen.getByRole('switch', { name: 'Usuário ativo' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));

    expect(await screen.findByText('Usuário criado')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: usersPath });
    expect(post?.body).toEqual({
      name: 'Núbia Operadora',
      email: 'nubia@demo.local',
      role: 'OPERATOR',
      active: true,
      workspaceIds: [saoPaulo.id, rio.id],
    });
    expect(window.location.pathname).toBe('/users/list');
    const users = await screen.findByRole('table', { name: 'Usuários da empresa' });
    expect(await within(users).findByRole('rowheader', { name: 'Núbia Operadora' })).toBeInTheDocument();
  });

  it('blocks a malformed e-mail and missing fields before any call, keeping what was typed', async () => {
    const { api, user } = await openForm('/users/new', 'ADMIN');
    await user.type(field(/^E-mail/), 'nubia@demo');
    await user.click(screen.getByRole('checkbox', { name: saoPaulo.name }));
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));

    expect(await screen.findByText('Insira um email válido!')).toBeInTheDocument();
    expect(screen.getByText('O nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('O perfil é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Selecione pelo menos um workspace')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Corrija os campos destacados para continuar.');
    // The first field in error has the focus, and says why.
    expect(field(/^Nome/)).toHaveFocus();
    expect(field(/^Nome/)).toHaveAccessibleDescription(/O nome é obrigatório/);
    expect(field(/^E-mail/)).toHaveValue('nubia@demo');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    // Fixing a field clears its message.
    await user.type(field(/^Nome/), 'Núbia');
    expect(screen.queryByText('O nome é obrigatório')).toBeNull();
  });

  it('shows a taken e-mail on the e-mail field and keeps every value', async () => {
    const { api, user } = await openForm('/users/new', 'ADMIN');
    await user.type(field(/^Nome/), 'Outra Olívia');
    await user.type(field(/^E-mail/), 'OPERATOR@demo.local');
    await pickRole(user, 'Observador');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));

    await waitFor(() =>
      expect(field(/^E-mail/)).toHaveAccessibleDescription('Já existe um usuário com este e-mail'),
    );
    expect(field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^E-mail/)).toHaveFocus();
    expect(field(/^Nome/)).toHaveValue('Outra Olívia');
    expect(roleSelect()).toHaveDisplayValue('Observador');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(window.location.pathname).toBe('/users/new');
  });

  it('offers a MASTER every role but ADMIN, and an ADMIN all four', async () => {
    await openForm('/users/new', 'MASTER');
    expect(roleOptions()).toEqual(['Observador', 'Operador', 'Master']);
  });

  it('offers an ADMIN all four roles', async () => {
    await openForm('/users/new', 'ADMIN');
    expect(roleOptions()).toEqual(['Observador', 'Operador', 'Master', 'Administrador']);
  });

  it('tells an OBSERVER they may not create users', async () => {
    await renderSignedIn('/users/new', 'OBSERVER');
    expect(await screen.findByText('Seu perfil não permite criar usuários')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar usuário' })).toBeNull();
  });
});

describe('existing user', () => {
  it('edits with a PUT of the same form, then "Usuário editado" and the list row merged in place', async () => {
    const { api, user } = await openForm(`/users/${beatrizId}`, 'MASTER');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar usuário' })).toBeInTheDocument();
    expect(field(/^Nome/)).toHaveValue('Beatriz Conceição');
    await user.clear(field(/^Nome/));
    await user.type(field(/^Nome/), 'Beatriz C. Lima');
    await pickRole(user, 'Observador');
    await user.click(screen.getByRole('switch', { name: 'Usuário ativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Usuário editado')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`${usersPath}/${beatrizId}`);
    expect(put?.body).toEqual({
      name: 'Beatriz C. Lima',
      email: 'beatriz@demo.local',
      role: 'OBSERVER',
      active: false,
      workspaceIds: [saoPaulo.id, demoWorkspaces[2]!.id],
    });
    expect(window.location.pathname).toBe('/users/list');
    const users = await screen.findByRole('table', { name: 'Usuários da empresa' });
    const row = (await within(users).findByRole('rowheader', { name: 'Beatriz C. Lima' })).closest('tr')!;
    expect(row).toHaveTextContent('Observador');
    expect(row).toHaveTextContent('Inativo');
  });

  it('deletes from the form after confirmation, then "Usuário deletado com sucesso!" on the list', async () => {
    const { api, user } = await openForm(`/users/${beatrizId}`, 'ADMIN');
    await user.click(screen.getByRole('button', { name: 'Excluir usuário' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir usuário?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Usuário deletado com sucesso!')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${usersPath}/${beatrizId}`,
    ]);
    expect(window.location.pathname).toBe('/users/list');
    expect(usersStateOf(api.options).users.some((u) => u.id === beatrizId)).toBe(false);
  });

  it('does not let a user delete, deactivate or change the role of themselves, and says why', async () => {
    await openForm(`/users/${adminId}`, 'ADMIN');
    expect(screen.getByRole('button', { name: 'Excluir usuário' })).toBeDisabled();
    expect(screen.getByText('Você não pode excluir o seu próprio usuário.')).toBeInTheDocument();
    expect(roleSelect()).toBeDisabled();
    expect(screen.getByText('Você não pode mudar o seu próprio perfil.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Usuário ativo' })).toBeDisabled();
    expect(screen.getByText('Você não pode desativar o seu próprio usuário.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
  });

  it('shows a user who renamed themselves their new name in the shell at once', async () => {
    const { user } = await openForm(`/users/${adminId}`, 'ADMIN');
    await user.clear(field(/^Nome/));
    await user.type(field(/^Nome/), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Usuário editado')).toBeInTheDocument();
    const users = await screen.findByRole('table', { name: 'Usuários da empresa' });
    // Once in the list (its row) and once in the user panel of the sidebar.
    await waitFor(() => expect(screen.getAllByText('Ana Souza')).toHaveLength(2));
    expect(within(users).getByRole('rowheader', { name: /Ana Souza/ })).toBeInTheDocument();
  });

  it.each(['OBSERVER', 'OPERATOR'] as const)(
    'shows an %s the user read-only, without save or delete',
    async (role) => {
      await openForm(`/users/${beatrizId}`, role);
      expect(screen.getByRole('heading', { level: 1, name: 'Dados do usuário' })).toBeInTheDocument();
      expect(screen.getByText('Seu perfil permite ver este usuário, mas não alterá-lo.')).toBeInTheDocument();
      expect(field(/^Nome/)).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Excluir usuário' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Voltar para a lista' })).toBeInTheDocument();
    },
  );

  it('shows a MASTER an ADMIN read-only', async () => {
    await openForm(`/users/${adminId}`, 'MASTER');
    expect(
      screen.getByText('Somente um administrador pode alterar ou excluir outro administrador.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
  });

  it('says so when the user does not exist', async () => {
    await renderSignedIn('/users/00000000-0000-4000-8000-000000000000', 'ADMIN');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Usuário não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/users/list');
  });
});
