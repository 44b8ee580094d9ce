import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '@admin/testing/signed-in';

// The member picker, on the new-workspace screen where it lives.
// A grid of tags, or a plain group while empty (React Aria's TagList).
const members = () =>
  screen.queryByRole('grid', { name: 'Membros', hidden: true }) ??
  screen.getByRole('group', { name: 'Membros', hidden: true });
/** The options of the open list of users. */
const options = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .filter((option) => option.hasAttribute('data-key'));
const search = () => screen.getByRole('combobox', { name: 'Adicionar membro' });
/** The search: a plain text field until it is focused, which swaps the combo box in (its own chunk). */
async function openSearch() {
  screen.getByRole('textbox', { name: 'Adicionar membro' }).focus();
  const combobox = await screen.findByRole('combobox', { name: 'Adicionar membro' });
  await waitFor(() => expect(combobox).toHaveFocus());
  return combobox;
}

describe('member picker', () => {
  it('searches the company’s users by name or e-mail, accents aside, and leaves out those already chosen', async () => {
    await renderSignedIn('/workspaces/new', 'ADMIN');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Novo workspace' });
    await user.type(await openSearch(), 'conceicao');
    const option = await screen.findByRole('option', { name: /^Beatriz Conceição/ });
    expect(option).toHaveTextContent('beatriz@demo.local · Operador');
    await user.click(option);
    await waitFor(() =>
      expect(
        within(members()).getByRole('row', { name: 'Beatriz Conceição', hidden: true }),
      ).toBeInTheDocument(),
    );
    // The same search again: whoever else matches (the users fake has a João Conceição), not her.
    await user.type(search(), 'conceicao');
    // The spinner goes once the answer is in.
    await waitFor(() => expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull());
    await waitFor(() => expect(options().some((o) => o.textContent?.startsWith('Beatriz'))).toBe(false));
    await user.keyboard('{Escape}');
  });

  it('adds with the keyboard and, when the last member is removed, puts focus back in the search', async () => {
    await renderSignedIn('/workspaces/new', 'MASTER');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Novo workspace' });
    expect(within(members()).getByText('Nenhum membro escolhido')).toBeInTheDocument();
    await openSearch();
    await user.keyboard('caio');
    await screen.findByRole('option', { name: /^Caio Araújo/ });
    // The answer settled (no spinner), then the option the arrow reached is the active one before Enter picks it:
    // on a loaded CI machine Enter once came before the list had re-rendered and picked nothing.
    await waitFor(() => expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => {
      const caio = screen.getByRole('option', { name: /^Caio Araújo/ });
      expect(search()).toHaveAttribute('aria-activedescendant', caio.id);
    });
    await user.keyboard('{Enter}{Escape}');
    const tag = await within(members()).findByRole('row', { name: 'Caio Araújo' });
    await user.click(within(tag).getByRole('button', { name: /Remover/ }));
    await waitFor(() => expect(within(members()).queryByRole('row', { name: 'Caio Araújo' })).toBeNull());
    await waitFor(() => expect(search()).toHaveFocus());
  });

  it('says when the users cannot be searched', async () => {
    const { api } = await renderSignedIn('/workspaces/new', 'ADMIN');
    await screen.findByRole('heading', { level: 1, name: 'Novo workspace' });
    api.options.unauthorized = false;
    api.fetch.mockImplementation(async () => new Response('{}', { status: 500 }));
    await userEvent.setup().type(await openSearch(), 'x');
    expect(
      await screen.findByText('Não foi possível buscar os usuários da empresa. Tente novamente.'),
    ).toBeInTheDocument();
  });
});
