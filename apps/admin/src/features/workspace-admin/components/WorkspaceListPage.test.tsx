import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../testing/signed-in';
import {
  WORKSPACE_ADMIN_STATE_KEY,
  manyWorkspaceRows,
  workspaceAdminState,
} from '../../../testing/fake-workspace-admin';

const table = () => screen.findByRole('table', { name: 'Workspaces da empresa' });
const rowNames = (t: HTMLElement) =>
  within(t)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
/** The query of every list call the app made, in order. */
function listQueries(fetch: { mock: { calls: unknown[][] } }): URLSearchParams[] {
  return fetch.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname.endsWith('/workspaces'))
    .map((url) => url.searchParams);
}

describe('workspaces list', () => {
  it('lists the workspaces by name with creation date and member count', async () => {
    await renderSignedIn('/workspaces/list', 'ADMIN');
    const t = await table();
    await waitFor(() =>
      expect(rowNames(t)).toEqual([
        'Belo Horizonte Ações',
        'Curitiba Multimercado',
        'Rio de Janeiro Crédito',
        'São Paulo Fundos Imobiliários',
      ]),
    );
    const sp = within(t).getByRole('rowheader', { name: 'São Paulo Fundos Imobiliários' }).closest('tr')!;
    expect(sp).toHaveTextContent('10 de mar. de 2024');
    expect(within(sp).getAllByRole('cell')[1]).toHaveTextContent('5');
    const bh = within(t).getByRole('rowheader', { name: 'Belo Horizonte Ações' }).closest('tr')!;
    expect(bh).toHaveTextContent('Sem data');
    expect(screen.getByRole('button', { name: /Novo workspace/ })).toBeInTheDocument();
  });

  it('searches on the server (debounced, accents ignored) and says when nothing matches', async () => {
    const { api } = await renderSignedIn('/workspaces/list', 'ADMIN');
    const t = await table();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar workspace' }), 'sao paulo');
    await waitFor(() => expect(rowNames(t)).toEqual(['São Paulo Fundos Imobiliários']));
    // One call when typing pauses, not one per key.
    const searches = listQueries(api.fetch).map((q) => q.get('search'));
    expect(searches.filter(Boolean)).toEqual(['sao paulo']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar workspace' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar workspace' }), 'Recife');
    // The search is isolated (FSI … PDI) so that it keeps its own direction inside the sentence.
    expect(
      await screen.findByText('Nenhum workspace encontrado para “\u2068Recife\u2069”'),
    ).toBeInTheDocument();
  });

  it('sorts on the server by each column, in both directions', async () => {
    const { api } = await renderSignedIn('/workspaces/list', 'ADMIN');
    const t = await table();
    await waitFor(() => expect(rowNames(t)).toHaveLength(4));
    const user = userEvent.setup();
    await user.click(within(t).getByRole('button', { name: 'Membros' }));
    await waitFor(() => expect(rowNames(t)[0]).toBe('Curitiba Multimercado'));
    await user.click(within(t).getByRole('button', { name: 'Membros' }));
    await waitFor(() => expect(rowNames(t)[0]).toBe('São Paulo Fundos Imobiliários'));
    expect(within(t).getByRole('columnheader', { name: 'Membros' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(t).getByRole('button', { name: 'Criado em' }));
    await waitFor(() => expect(rowNames(t)[0]).toBe('Curitiba Multimercado'));
    // Without a date last.
    expect(rowNames(t)[3]).toBe('Belo Horizonte Ações');
    const sorts = listQueries(api.fetch).map((q) => `${q.get('sortBy')} ${q.get('sortDirection')}`);
    expect(sorts).toEqual(['name asc', 'memberCount asc', 'memberCount desc', 'createdAt asc']);
  });

  it('pages through 20 at a time', async () => {
    const { api } = await renderSignedIn('/workspaces/list', 'ADMIN', {
      state: { [WORKSPACE_ADMIN_STATE_KEY]: workspaceAdminState({ workspaces: manyWorkspaceRows(45) }) },
    });
    const t = await table();
    await waitFor(() => expect(rowNames(t)).toHaveLength(20));
    expect(rowNames(t)[0]).toBe('Fundo 01');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /próxima/i }));
    await waitFor(() => expect(rowNames(t)[0]).toBe('Fundo 21'));
    await user.click(screen.getByRole('button', { name: /última/i }));
    await waitFor(() =>
      expect(rowNames(t)).toEqual(['Fundo 41', 'Fundo 42', 'Fundo 43', 'Fundo 44', 'Fundo 45']),
    );
    expect(listQueries(api.fetch).map((q) => `${q.get('offset')}/${q.get('limit')}`)).toEqual([
      '0/20',
      '20/20',
      '40/20',
    ]);
  });

  it('opens a workspace from its row', async () => {
    await renderSignedIn('/workspaces/list', 'ADMIN');
    const t = await table();
    const user = userEvent.setup();
    await user.click(await within(t).findByRole('button', { name: 'Curitiba Multimercado' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Curitiba Multimercado' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/workspaces/a0000000-0000-4000-8000-000000000004');
  });

  it('shows an empty state that offers the first workspace', async () => {
    await renderSignedIn('/workspaces/list', 'MASTER', {
      state: { [WORKSPACE_ADMIN_STATE_KEY]: workspaceAdminState({ workspaces: [] }) },
    });
    expect(await screen.findByRole('heading', { name: 'Nenhum workspace ainda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Novo workspace/ })).toBeInTheDocument();
  });

  it('shows an error state with retry when the list fails', async () => {
    const state = workspaceAdminState({ failList: true });
    await renderSignedIn('/workspaces/list', 'ADMIN', { state: { [WORKSPACE_ADMIN_STATE_KEY]: state } });
    const message = await screen.findByText('Não foi possível carregar os workspaces');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    state.failList = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await table()).toBeInTheDocument();
  });

  it('offers neither create nor delete to OBSERVER and OPERATOR', async () => {
    await renderSignedIn('/workspaces/list', 'OBSERVER');
    const t = await table();
    await waitFor(() => expect(rowNames(t)).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /Novo workspace/ })).toBeNull();
    expect(within(t).queryByRole('button', { name: /^Excluir/ })).toBeNull();
  });

  it('deletes an empty workspace after confirmation', async () => {
    const { api } = await renderSignedIn('/workspaces/list', 'ADMIN');
    const t = await table();
    const user = userEvent.setup();
    await user.click(await within(t).findByRole('button', { name: 'Excluir Curitiba Multimercado' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir workspace?' });
    expect(dialog).toHaveTextContent('O workspace “\u2068Curitiba Multimercado\u2069” será excluído.');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Workspace excluído')).toBeInTheDocument();
    await waitFor(() => expect(rowNames(t)).not.toContain('Curitiba Multimercado'));
    expect(
      api.calls.some(
        (c) => c.method === 'DELETE' && c.path.endsWith('/a0000000-0000-4000-8000-000000000004'),
      ),
    ).toBe(true);
  });

  it('explains a refusal: the workspace holds content', async () => {
    await renderSignedIn('/workspaces/list', 'ADMIN');
    const t = await table();
    const user = userEvent.setup();
    await user.click(await within(t).findByRole('button', { name: 'Excluir Rio de Janeiro Crédito' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const notice = await screen.findByText(
      'O workspace não pode ser excluído porque contém votações, comunicações, formulários ou modelos.',
    );
    expect(notice.closest('[role="alert"]')).toHaveTextContent(
      'O workspace “\u2068Rio de Janeiro Crédito\u2069” não foi excluído',
    );
    expect(rowNames(t)).toContain('Rio de Janeiro Crédito');
  });

  it('explains a refusal: it is the only workspace of some users, named', async () => {
    await renderSignedIn('/workspaces/list', 'ADMIN');
    const t = await table();
    const user = userEvent.setup();
    await user.click(await within(t).findByRole('button', { name: 'Excluir São Paulo Fundos Imobiliários' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    const heading = await screen.findByRole('heading', { name: /não foi excluído/ });
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Ele é o único workspace destes usuários');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Otávio Observador');
    await user.click(within(alert).getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('heading', { name: /não foi excluído/ })).toBeNull();
  });
});
