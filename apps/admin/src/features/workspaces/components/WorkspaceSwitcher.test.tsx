import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@admin/lib/reload';
import { COMPANY_ID, demoUser, demoWorkspaces } from '@admin/testing/demo-data';
import { renderSignedIn } from '@admin/testing/signed-in';

const [saoPaulo, rio, beloHorizonte, curitiba] = demoWorkspaces.map((w) => w.name);

async function openSwitcher() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Workspace: ${saoPaulo}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Trocar de workspace' });
  return { user, dialog };
}

const optionNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('listbox', { name: 'Workspaces' }))
    .queryAllByRole('option')
    .filter((option) => option.hasAttribute('data-key'))
    .map((option) => demoWorkspaces.find((w) => option.textContent?.startsWith(w.name))?.name);

describe('workspace switcher', () => {
  it('shows the current workspace and lists all workspaces by name', async () => {
    await renderSignedIn('/votings/list');
    const { dialog } = await openSwitcher();
    expect(optionNames(dialog)).toEqual([beloHorizonte, curitiba, rio, saoPaulo]);
    const current = within(dialog).getByRole('option', { name: new RegExp(`^${saoPaulo}`) });
    // The whole visible text is the option's name (label in name): name, creation date, the current mark.
    expect(current).toHaveAccessibleName(
      new RegExp(`^${saoPaulo}\\s*Criado em 10 de mar\\. de 2024\\s*Atual$`),
    );
  });

  it('searches by whole text or every word, ignoring case and accents', async () => {
    await renderSignedIn('/votings/list');
    const { user, dialog } = await openSwitcher();
    const search = within(dialog).getByRole('searchbox', { name: 'Buscar workspace' });

    await user.type(search, 'sao paulo');
    expect(optionNames(dialog)).toEqual([saoPaulo]);

    await user.clear(search);
    await user.type(search, 'CRÉDITO rio');
    expect(optionNames(dialog)).toEqual([rio]);

    await user.clear(search);
    await user.type(search, 'acoes');
    expect(optionNames(dialog)).toEqual([beloHorizonte]);

    await user.clear(search);
    await user.type(search, '   ');
    expect(optionNames(dialog)).toHaveLength(4);
  });

  it("says 'Nenhum workspace encontrado' when nothing matches", async () => {
    await renderSignedIn('/votings/list');
    const { user, dialog } = await openSwitcher();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar workspace' }), 'Recife');
    expect(optionNames(dialog)).toEqual([]);
    expect(within(dialog).getByText('Nenhum workspace encontrado')).toBeInTheDocument();
  });

  it('sorts by creation date (a missing date falls back to the name) and toggles the direction', async () => {
    await renderSignedIn('/votings/list');
    const { user, dialog } = await openSwitcher();
    await user.click(within(dialog).getByRole('button', { name: /Ordenar por/ }));
    await user.click(await screen.findByRole('option', { name: 'Data de criação' }));
    const ascending = optionNames(dialog);
    expect(ascending.filter((name) => name !== beloHorizonte)).toEqual([curitiba, saoPaulo, rio]);

    // The button's name says the order the list is in, and changes with it.
    const toggle = within(dialog).getByRole('button', { name: 'Ordem crescente' });
    expect(toggle).not.toHaveAttribute('aria-pressed');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Ordem decrescente');
    expect(optionNames(dialog)).toEqual([...ascending].reverse());
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Ordem crescente');
    expect(optionNames(dialog)).toEqual(ascending);
  });

  it('keeps the list at most 300 px high', async () => {
    await renderSignedIn('/votings/list');
    const { dialog } = await openSwitcher();
    expect(within(dialog).getByRole('listbox', { name: 'Workspaces' })).toHaveStyle({ maxHeight: '300px' });
  });

  it('changes the workspace through the API and reloads the page', async () => {
    const { api } = await renderSignedIn('/votings/list');
    const { user, dialog } = await openSwitcher();
    await user.click(within(dialog).getByRole('option', { name: new RegExp(`^${curitiba}`) }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const change = api.calls.find((call) => call.method === 'PATCH');
    expect(change).toEqual({
      method: 'PATCH',
      path: `/companies/${COMPANY_ID}/users/${demoUser().id}/change-workspace`,
      authorization: expect.stringMatching(/^Bearer /),
      body: { workspaceId: demoWorkspaces[3]!.id },
    });
  });

  it('shows the support message when the change fails, without reloading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderSignedIn('/votings/list', 'ADMIN', { changeWorkspaceFails: true });
    const { user, dialog } = await openSwitcher();
    await user.click(within(dialog).getByRole('option', { name: new RegExp(`^${rio}`) }));

    expect(
      await screen.findByText('Ops, estamos com algum problema. Por favor, entre em contato com o suporte'),
    ).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the loading overlay while the change is on its way', async () => {
    const { api } = await renderSignedIn('/votings/list');
    await screen.findByRole('button', { name: `Workspace: ${saoPaulo}` });
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const original = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      await held;
      return original(input, init);
    });
    const { user, dialog } = await openSwitcher();
    await user.click(within(dialog).getByRole('option', { name: new RegExp(`^${rio}`) }));
    expect(await screen.findByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
  });

  it('clears the failure message when the user goes to another screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderSignedIn('/votings/list', 'ADMIN', { changeWorkspaceFails: true });
    const { user, dialog } = await openSwitcher();
    await user.click(within(dialog).getByRole('option', { name: new RegExp(`^${rio}`) }));
    const message = 'Ops, estamos com algum problema. Por favor, entre em contato com o suporte';
    expect(await screen.findByText(message)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Nova votação' }));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });
});
