import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '@admin/testing/fake-api';
import { demoVotings } from '@admin/testing/votings/demo-votings';
import { syncParticipation } from '@admin/testing/votings/participation';
import { votingId, type FakeVotingRow } from '@admin/testing/votings/rows';
import { votingsFakeState } from '@admin/testing/votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetVotingsList } from '../../stores/votings-list';
import { resetVotings } from '../../stores/votings';

afterEach(() => {
  resetVotingsList();
  resetVotings();
});

const table = () => screen.findByRole('table', { name: 'Todas as votações' });

async function titles() {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getByRole('rowheader').textContent);
}

const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/votings');
const lastListUrl = (fetch: { mock: { calls: unknown[][] } }) => {
  const requests = fetch.mock.calls
    .map((call) => call[0] as Request)
    .filter((r) => /\/api\/votings\?/.test(r.url));
  return new URL(requests.at(-1)!.url);
};

function manyVotings(count: number): FakeVotingRow[] {
  const [first] = demoVotings();
  return Array.from({ length: count }, (_, index) => ({
    ...first!,
    id: votingId(300 + index),
    title: `Assembleia ${String(index + 1).padStart(2, '0')}`,
    createdAt: `2026-01-${String(index + 1).padStart(2, '0')}T12:00:00.000Z`,
  }));
}

describe('votings list', () => {
  it('lists the workspace votings, newest first, with dates, a worded status, votes counted and the template', async () => {
    await renderSignedIn('/votings/list', 'OPERATOR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Todas as votações' })).toBeVisible();
    await waitFor(async () =>
      expect(await titles()).toEqual([
        'Eleição de representante dos cotistas — FII Residencial Jardins',
        'Assembleia de cotistas — 7ª emissão de cotas do FII Renda Urbana',
        'Consulta formal — Amortização extraordinária do FII Shopping Vale',
        'Consulta formal — Troca de gestor do FII Logística Campinas',
        'AGE — FII Paulista Lajes Corporativas (FPLC11)',
        'AGE — Alteração do regulamento do Fundo Sul Recebíveis',
        'AGO 2026 — Aprovação de contas do Fundo Horizonte Renda',
        'AGO — Demonstrações financeiras 2025 do FIDC Agro Safra',
      ]),
    );
    // Another workspace's voting never comes.
    expect(screen.queryByText(/Porto Maravilha/)).toBeNull();
    const row = screen.getByRole('row', { name: /FPLC11/ });
    expect(within(row).getByText('Aberta')).toBeVisible();
    expect(within(row).getByText('534 de 1.241')).toBeVisible();
    // Its 4 represented parties are part of the number, so it says so.
    expect(within(row).getByText('1.237 votantes + 4 representados')).toBeVisible();
    expect(within(row).getByText('Cédula padrão')).toBeVisible();
    expect(within(row).getByText('20/10/2026')).toHaveAttribute('datetime', '2026-10-20T12:00:00.000Z');
    expect(within(row).getByText(/^15\/12\/2026/)).toHaveAttribute('datetime', '2026-12-15T21:00:00.000Z');
    expect(within(row).getByRole('link', { name: /FPLC11/ })).toHaveAttribute(
      'href',
      `/votings/${votingId(1)}`,
    );
    // A draft continues in the flow for a runner.
    const draft = screen.getByRole('row', { name: /Renda Urbana/ });
    expect(within(draft).getByText('Rascunho')).toBeVisible();
    expect(within(draft).getByText('Sem modelo')).toBeVisible();
    expect(within(draft).getByRole('link')).toHaveAttribute('href', `/votings/new?id=${votingId(4)}`);
    expect(screen.getByRole('button', { name: 'Nova votação' })).toBeVisible();
  });

  it('searches on the server once typing pauses, ignoring accents, and filters by status', async () => {
    const { api } = await renderSignedIn('/votings/list', 'OPERATOR');
    const user = userEvent.setup();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar votação' }), 'logistica CAMPINAS');
    await waitFor(async () =>
      expect(await titles()).toEqual(['Consulta formal — Troca de gestor do FII Logística Campinas']),
    );
    // One request for the whole text, not one per key.
    expect(listCalls(api.calls)).toHaveLength(2);
    expect(lastListUrl(api.fetch).searchParams.get('search')).toBe('logistica CAMPINAS');

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar votação' }));
    await waitFor(async () => expect(await titles()).toHaveLength(8));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Encerrada');
    await waitFor(async () =>
      expect(await titles()).toEqual([
        'AGO 2026 — Aprovação de contas do Fundo Horizonte Renda',
        'AGO — Demonstrações financeiras 2025 do FIDC Agro Safra',
      ]),
    );
    expect(lastListUrl(api.fetch).searchParams.get('status')).toBe('closed');
  });

  it('sorts on the server by title, deadline and status, with the keyboard too', async () => {
    const { api } = await renderSignedIn('/votings/list', 'OPERATOR');
    const user = userEvent.setup();
    await table();
    screen.getByRole('button', { name: 'Prazo' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () =>
      expect((await titles())[0]).toBe('AGO — Demonstrações financeiras 2025 do FIDC Agro Safra'),
    );
    expect(screen.getByRole('columnheader', { name: 'Prazo' })).toHaveAttribute('aria-sort', 'ascending');
    expect(lastListUrl(api.fetch).searchParams.get('sortBy')).toBe('deadline');
    expect(lastListUrl(api.fetch).searchParams.get('sortDirection')).toBe('asc');
    await user.click(screen.getByRole('button', { name: 'Título' }));
    await waitFor(async () =>
      expect((await titles())[0]).toBe('AGE — Alteração do regulamento do Fundo Sul Recebíveis'),
    );
    await user.click(screen.getByRole('button', { name: 'Situação' }));
    await waitFor(async () =>
      expect((await titles()).slice(0, 2).every((t) => /Renda Urbana|Jardins/.test(t!))).toBe(true),
    );
  });

  it('pages by 20 on the server', async () => {
    const { api } = await renderSignedIn('/votings/list', 'OPERATOR', {
      state: votingsFakeState({ votings: manyVotings(25) }),
    });
    const user = userEvent.setup();
    await waitFor(async () => expect(await titles()).toHaveLength(20));
    expect(screen.getByText('1–20 de 25')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Próxima página/ }));
    await waitFor(async () =>
      expect(await titles()).toEqual([
        'Assembleia 05',
        'Assembleia 04',
        'Assembleia 03',
        'Assembleia 02',
        'Assembleia 01',
      ]),
    );
    expect(lastListUrl(api.fetch).searchParams.get('offset')).toBe('20');
  });

  it('asks for the page again every 20 s while a voting is open and merges the new counts by id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api } = await renderSignedIn('/votings/list', 'OPERATOR');
      await waitFor(async () => expect(await titles()).toHaveLength(8));
      const link = screen.getByRole('link', { name: /FPLC11/ });
      const state = api.options.state!.votings as { votings: FakeVotingRow[] };
      const row = state.votings.find((v) => v.id === votingId(1))!;
      row.counts.completed = 598;
      syncParticipation(row);
      const before = listCalls(api.calls).length;
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      // 598 voters and 2 represented parties voted, of 1,237 active voters and 4 parties.
      await waitFor(() =>
        expect(within(screen.getByRole('row', { name: /FPLC11/ })).getByText('600 de 1.241')).toBeVisible(),
      );
      expect(listCalls(api.calls)).toHaveLength(before + 1);
      // The same row and link, updated in place: the focus or the reader's place is not lost.
      expect(screen.getByRole('link', { name: /FPLC11/ })).toBe(link);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask again while the tab is hidden, nor when no voting of the page is live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const { api } = await renderSignedIn('/votings/list', 'OPERATOR');
      await waitFor(async () => expect(await titles()).toHaveLength(8));
      const before = listCalls(api.calls).length;
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(listCalls(api.calls)).toHaveLength(before);
      // Back to the tab: at once.
      visibility.mockReturnValue('visible');
      await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(listCalls(api.calls)).toHaveLength(before + 1));

      // Only closed votings on the page: nothing moves, nothing is asked.
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Encerrada');
      await waitFor(async () => expect(await titles()).toHaveLength(2));
      const filtered = listCalls(api.calls).length;
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(listCalls(api.calls)).toHaveLength(filtered);
    } finally {
      visibility.mockRestore();
      vi.useRealTimers();
    }
  });

  it('says when nothing matches and clears the filters', async () => {
    await renderSignedIn('/votings/list', 'OPERATOR');
    const user = userEvent.setup();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar votação' }), 'inexistente{Enter}');
    expect(await screen.findByRole('heading', { name: 'Nenhuma votação encontrada' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(async () => expect(await titles()).toHaveLength(8));
    expect(screen.getByRole('searchbox', { name: 'Buscar votação' })).toHaveValue('');
  });

  it('has an empty state that offers the first voting to runners, and not to OBSERVER', async () => {
    await renderSignedIn('/votings/list', 'OPERATOR', { state: votingsFakeState({ votings: [] }) });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Nenhuma votação ainda' })).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: 'Nova votação' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons.at(-1)!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova votação' })).toBeVisible();
    expect(window.location.pathname).toBe('/votings/new');
  });

  it('shows OBSERVER the list without the new-voting action; a draft opens its detail', async () => {
    await renderSignedIn('/votings/list', 'OBSERVER');
    await waitFor(async () => expect(await titles()).toHaveLength(8));
    expect(screen.queryByRole('button', { name: 'Nova votação' })).toBeNull();
    const draft = screen.getByRole('row', { name: /Renda Urbana/ });
    expect(within(draft).getByRole('link')).toHaveAttribute('href', `/votings/${votingId(4)}`);
  });

  it('says when the list cannot be loaded and retries', async () => {
    const { api } = await renderSignedIn('/votings/list', 'OPERATOR', {
      state: votingsFakeState({ failList: true }),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível carregar as votações' }),
    ).toBeVisible();
    (api.options.state!.votings as { failList: boolean }).failList = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(async () => expect(await titles()).toHaveLength(8));
  });
});
