import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@admin/stores/session';
import { renderSignedIn } from '@admin/testing/signed-in';
import { workspaceAdminStateOf } from '@admin/testing/fake-workspace-admin';

const SAO_PAULO = 'a0000000-0000-4000-8000-000000000001';
const CURITIBA = 'a0000000-0000-4000-8000-000000000004';
const BEATRIZ = 'b0000000-0000-4000-8000-000000000005';

const nameField = () => screen.findByRole('textbox', { name: /^Nome/ });
// `hidden`: while the member search's popover is open, React Aria hides the rest of the page.
const membersGroup = () => screen.getByRole('grid', { name: 'Membros', hidden: true });

async function addMember(user: ReturnType<typeof userEvent.setup>, text: string, option: string) {
  // A plain text field until it is focused, which swaps the combo box in (its own chunk).
  screen.queryByRole('textbox', { name: 'Adicionar membro' })?.focus();
  const search = await screen.findByRole('combobox', { name: 'Adicionar membro' });
  await waitFor(() => expect(search).toHaveFocus());
  await user.type(search, text);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
  await waitFor(() =>
    expect(within(membersGroup()).getByRole('row', { name: option, hidden: true })).toBeInTheDocument(),
  );
  // The list stays open for the next member; Escape closes it.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull());
}

describe('workspace form', () => {
  it('creates a workspace with members, says so on the list and refreshes the switcher', async () => {
    const { api } = await renderSignedIn('/workspaces/new', 'MASTER');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo workspace' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await nameField(), '  Recife Renda Fixa ');
    await addMember(user, 'bea', 'Beatriz Conceição');
    await user.click(screen.getByRole('button', { name: 'Criar workspace' }));

    expect(await screen.findByText('Workspace criado')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/workspaces/list');
    const post = api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/workspaces'));
    expect(post?.body).toEqual({ name: 'Recife Renda Fixa', memberIds: [BEATRIZ] });
    expect(await screen.findByRole('rowheader', { name: 'Recife Renda Fixa' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.workspaces.map((w) => w.name)).toContain('Recife Renda Fixa'));
  });

  it('checks the name before sending: required, at most 120 characters', async () => {
    const { api } = await renderSignedIn('/workspaces/new', 'ADMIN');
    const user = userEvent.setup();
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Criar workspace' }));
    expect(await screen.findByText('Informe o nome do workspace')).toBeInTheDocument();
    expect(await nameField()).toHaveAttribute('aria-invalid', 'true');
    await user.type(await nameField(), 'x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Criar workspace' }));
    expect(await screen.findByText('O nome pode ter no máximo 120 caracteres')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a duplicate name on the field and keeps what was typed', async () => {
    await renderSignedIn('/workspaces/new', 'ADMIN');
    const user = userEvent.setup();
    await user.type(await nameField(), 'sao paulo fundos imobiliarios');
    await addMember(user, 'caio', 'Caio Araújo');
    await user.click(screen.getByRole('button', { name: 'Criar workspace' }));
    expect(await screen.findByText('Já existe um workspace com este nome')).toBeInTheDocument();
    expect(await nameField()).toHaveValue('sao paulo fundos imobiliarios');
    expect(await nameField()).toHaveAccessibleDescription(/Já existe um workspace com este nome/);
    expect(within(membersGroup()).getByRole('row', { name: 'Caio Araújo' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/workspaces/new');
  });

  it('edits a workspace: rename and members, then "Workspace editado"', async () => {
    const { api } = await renderSignedIn(`/workspaces/${CURITIBA}`, 'ADMIN');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Curitiba Multimercado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Criado em 1 de julho de 2023')).toBeInTheDocument();
    const user = userEvent.setup();
    const name = await nameField();
    expect(name).toHaveValue('Curitiba Multimercado');
    await user.clear(name);
    await user.type(name, 'Curitiba Multiestratégia');
    await addMember(user, 'olivia', 'Olívia Operadora');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Workspace editado')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toMatch(new RegExp(`/workspaces/${CURITIBA}$`));
    expect(put?.body).toEqual({
      name: 'Curitiba Multiestratégia',
      memberIds: [
        'b0000000-0000-4000-8000-000000000001',
        'b0000000-0000-4000-8000-000000000002',
        'b0000000-0000-4000-8000-000000000003',
      ],
    });
  });

  it('removes a member with the keyboard, and names who would be left without any workspace', async () => {
    const { api } = await renderSignedIn(`/workspaces/${SAO_PAULO}`, 'ADMIN');
    await screen.findByRole('heading', { level: 1, name: 'São Paulo Fundos Imobiliários' });
    const user = userEvent.setup();
    const otavio = within(membersGroup()).getByRole('row', { name: 'Otávio Observador' });
    await user.click(within(otavio).getByRole('gridcell'));
    await user.keyboard('{Delete}');
    await waitFor(() =>
      expect(within(membersGroup()).queryByRole('row', { name: 'Otávio Observador' })).toBeNull(),
    );
    // Focus stays in the list, on a neighbouring member.
    expect(document.activeElement?.closest('[role="grid"]')).toBe(membersGroup());
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText(
        'Estes membros ficariam sem nenhum workspace: \u2068Otávio Observador\u2069. Vincule-os a outro workspace antes de removê-los.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    // Nothing changed on the server.
    const row = workspaceAdminStateOf(api.options).workspaces.find((w) => w.id === SAO_PAULO);
    expect(row?.memberIds).toHaveLength(5);
  });

  it('deletes from the form after confirmation, or explains the refusal', async () => {
    await renderSignedIn(`/workspaces/${SAO_PAULO}`, 'ADMIN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir workspace' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    const alert = (await screen.findByRole('heading', { name: /não foi excluído/ })).closest(
      '[role="alert"]',
    );
    expect(alert).toHaveTextContent('Otávio Observador');
    expect(window.location.pathname).toBe(`/workspaces/${SAO_PAULO}`);
  });

  it('a MASTER is told which members above their role a change or a deletion would touch', async () => {
    const { api } = await renderSignedIn(`/workspaces/${CURITIBA}`, 'MASTER');
    await screen.findByRole('heading', { level: 1, name: 'Curitiba Multimercado' });
    const user = userEvent.setup();
    const ana = within(membersGroup()).getByRole('row', { name: 'Ana Administradora' });
    await user.click(within(ana).getByRole('button', { name: /Remover/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText(
        'Você não pode incluir nem retirar estes membros, de perfil acima do seu: \u2068Ana Administradora\u2069. Mantenha-os como estão e salve de novo.',
      ),
    ).toBeInTheDocument();
    const row = workspaceAdminStateOf(api.options).workspaces.find((w) => w.id === CURITIBA);
    expect(row?.memberIds).toContain('b0000000-0000-4000-8000-000000000001');

    await user.click(screen.getByRole('button', { name: 'Excluir workspace' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    const alert = (await screen.findByRole('heading', { name: /não foi excluído/ })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('Entre os membros há usuários de perfil acima do seu');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Ana Administradora');
    expect(workspaceAdminStateOf(api.options).workspaces.some((w) => w.id === CURITIBA)).toBe(true);
  });

  it('goes back to the list with "Workspace excluído" after deleting', async () => {
    await renderSignedIn(`/workspaces/${CURITIBA}`, 'ADMIN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir workspace' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Workspace excluído')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/workspaces/list');
  });

  it('is read-only for OBSERVER and OPERATOR', async () => {
    for (const role of ['OBSERVER', 'OPERATOR'] as const) {
      const { unmount } = await renderSignedIn(`/workspaces/${SAO_PAULO}`, role);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'São Paulo Fundos Imobiliários' }),
      ).toBeInTheDocument();
      expect(await nameField()).toHaveAttribute('readonly');
      expect(screen.queryByRole('combobox', { name: 'Adicionar membro' })).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Adicionar membro' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Excluir workspace' })).toBeNull();
      expect(within(membersGroup()).queryByRole('button', { name: /Remover/ })).toBeNull();
      expect(screen.getByText(/só um Master ou Administrador pode alterá-lo/)).toBeInTheDocument();
      unmount();
    }
  });

  it('says when the workspace does not exist', async () => {
    await renderSignedIn('/workspaces/a0000000-0000-4000-8000-0000000000ff', 'ADMIN');
    expect(await screen.findByRole('heading', { name: 'Workspace não encontrado' })).toBeInTheDocument();
  });
});
