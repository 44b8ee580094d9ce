import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '@admin/testing/signed-in';
import { demoUser, demoWorkspaces } from '@admin/testing/demo-data';
import {
  WORKSPACE_ADMIN_STATE_KEY,
  manyWorkspaceRows,
  workspaceAdminState,
  workspaceAdminStateOf,
} from '@admin/testing/fake-workspace-admin';

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
    // A call when typing pauses, not one per key (a loaded machine may pause mid-word once: fewer calls than keys).
    const searches = listQueries(api.fetch)
      .map((q) => q.get('search'))
      .filter(Boolean);
    expect(searches.at(-1)).toBe('sao paulo');
    expect(searches.length).toBeLessThan(3);
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
    // The server said what goes with it before the confirm button can be pressed.
    await within(dialog).findByText('Ele está vazio: nenhuma votação, modelo ou votante vai junto.');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Workspace excluído')).toBeInTheDocument();
    await waitFor(() => expect(rowNames(t)).not.toContain('Curitiba Multimercado'));
    expect(
      api.calls.some(
        (c) => c.method === 'DELETE' && c.path.endsWith('/a0000000-0000-4000-8000-000000000004'),
      ),
    ).toBe(true);
  });

  it('says what goes with a workspace, counted by the server, before deleting it', async () => {
    await renderSignedIn('/workspaces/list', 'ADMIN');
    const t = await table();
    const user = userEvent.setup();
    await user.click(await within(t).findByRole('button', { name: 'Excluir Belo Horizonte Ações' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir workspace?' });
    await within(dialog).findByText('Vai junto com ele:');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 rascunhos de votação', '45 votantes cadastrados nesses rascunhos', '1 modelo de mensagem']);
    expect(within(dialog).getByText('3 membros perdem o acesso a ele.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeEnabled();
  });

  it('does not let a workspace with a voting open be deleted: it says why, and the confirm stays disabled', async () => {
    const { api } = await renderSignedIn('/workspaces/list', 'ADMIN');
    const t = await table();
    const user = userEvent.setup();
    await user.click(await within(t).findByRole('button', { name: 'Excluir Rio de Janeiro Crédito' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText(
        'Ele não pode ser excluído agora: tem 1 votação agendada ou aberta. Encerre-a ou cancele-a antes.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Ao todo, ele tem 4 votações e 320 votantes.')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('explains the server’s refusal when votings opened meanwhile, counting them', async () => {
    const { api } = await renderSignedIn('/workspaces/list', 'ADMIN');
    const t = await table();
    const user = userEvent.setup();
    await user.click(await within(t).findByRole('button', { name: 'Excluir Curitiba Multimercado' }));
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByText('Ele está vazio: nenhuma votação, modelo ou votante vai junto.');
    // Someone published two votings there after the dialog opened: the server refuses.
    const curitiba = workspaceAdminStateOf(api.options).workspaces.find((w) =>
      w.name.startsWith('Curitiba'),
    )!;
    curitiba.content = { openVotings: 2 };
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const notice = await screen.findByText(
      'Ele tem 2 votações agendadas ou abertas. Encerre-as ou cancele-as antes de excluí-lo.',
    );
    expect(notice.closest('[role="alert"]')).toHaveTextContent(
      'O workspace “\u2068Curitiba Multimercado\u2069” não foi excluído',
    );
    expect(rowNames(t)).toContain('Curitiba Multimercado');
  });

  it('deleting the current workspace says where the user is now, in the notice and the session', async () => {
    const [, , beloHorizonte] = demoWorkspaces as [unknown, unknown, { id: string; name: string }];
    const user = userEvent.setup();
    const { api } = await renderSignedIn('/workspaces/list', 'ADMIN', {
      user: demoUser('ADMIN', {
        currentWorkspaceId: beloHorizonte.id,
        workspace: { name: beloHorizonte.name, logoRef: null, companyId: demoUser().workspace!.companyId },
      }),
    });
    const t = await table();
    await user.click(await within(t).findByRole('button', { name: 'Excluir Belo Horizonte Ações' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText(
        'É o seu workspace atual: ao excluí-lo, você passará para “\u2068Curitiba Multimercado\u2069”.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const moved = await screen.findByRole('heading', {
      name: 'Agora você está no workspace “\u2068Curitiba Multimercado\u2069”',
    });
    expect(moved.closest('[role="status"]')).toHaveTextContent(
      'O workspace “\u2068Belo Horizonte Ações\u2069”, em que você estava, foi excluído.',
    );
    expect(api.options.user?.currentWorkspaceId).not.toBe(beloHorizonte.id);
    await user.click(
      within(moved.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Fechar aviso' }),
    );
    expect(screen.queryByRole('heading', { name: /Agora você está/ })).toBeNull();
  });

  it('explains a refusal: it is the only workspace of some users, named', async () => {
    await renderSignedIn('/workspaces/list', 'ADMIN');
    const t = await table();
    const user = userEvent.setup();
    await user.click(await within(t).findByRole('button', { name: 'Excluir São Paulo Fundos Imobiliários' }));
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByText(/É o seu workspace atual/);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const heading = await screen.findByRole('heading', { name: /não foi excluído/ });
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Ele é o único workspace destes usuários');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Otávio Observador');
    await user.click(within(alert).getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('heading', { name: /não foi excluído/ })).toBeNull();
  });
});
