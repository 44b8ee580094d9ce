import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { batchId, demoBatches } from '@admin/testing/batch-votings/demo-batches';
import { batchVotingsFakeState, type FakeBatchRow } from '@admin/testing/batch-votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetBatchVotingsList } from '../../stores/batch-votings-list';

afterEach(() => resetBatchVotingsList());

const table = () => screen.findByRole('table', { name: 'Todas as votações em lote' });

async function titles() {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getByRole('rowheader').textContent);
}

const lastListUrl = (fetch: { mock: { calls: unknown[][] } }) => {
  const requests = fetch.mock.calls
    .map((call) => call[0] as Request)
    .filter((r) => /\/api\/voting-batches\?/.test(r.url));
  return new URL(requests.at(-1)!.url);
};

function manyBatches(count: number): FakeBatchRow[] {
  const [first] = demoBatches();
  return Array.from({ length: count }, (_, index) => ({
    ...first!,
    id: batchId(300 + index),
    title: `Lote ${String(index + 1).padStart(2, '0')}`,
    createdAt: `2026-01-${String(index + 1).padStart(2, '0')}T12:00:00.000Z`,
  }));
}

describe('batch votings list', () => {
  it('lists the workspace batches, newest first, with kind, funds counted, status in words and deadline', async () => {
    await renderSignedIn('/batch-votings/list', 'OPERATOR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Todas as votações em lote' })).toBeVisible();
    await waitFor(async () =>
      expect(await titles()).toEqual([
        'Troca de administrador — fundos de recebíveis',
        'Aprovação de contas 2025 — FIDCs',
        'Aprovação de contas 2025 — FIIs de tijolo',
        'Alteração de taxa de administração — FIIs de papel',
        'Aprovação de contas 2024 — FIIs',
      ]),
    );
    // Another workspace's batch never comes.
    expect(screen.queryByText(/Porto Maravilha/)).toBeNull();
    const row = screen.getByRole('row', { name: /FIIs de tijolo/ });
    expect(within(row).getByText('Aprovação de contas')).toBeVisible();
    expect(within(row).getByText('12 fundos')).toBeVisible();
    expect(within(row).getByText('Aberta')).toBeVisible();
    expect(within(row).getByText(/^28\/04\/2026/)).toHaveAttribute('datetime', '2026-04-28T21:00:00.000Z');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/batch-votings/${batchId(1)}`);
    // Counted texts take their plural form; the domain's batch status words.
    const one = screen.getByRole('row', { name: /taxa de administração/ });
    expect(within(one).getByText('1 fundo')).toBeVisible();
    expect(within(one).getByText('Votação em lote')).toBeVisible();
    expect(within(screen.getByRole('row', { name: /FIDCs/ })).getByText('Publicada em parte')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nova votação em lote' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nova aprovação de contas' })).toBeVisible();
  });

  it('searches and sorts on the server, and pages through', async () => {
    const { api } = await renderSignedIn('/batch-votings/list', 'OPERATOR', {
      state: batchVotingsFakeState({ batches: manyBatches(25) }),
    });
    const user = userEvent.setup();
    await waitFor(async () => expect(await titles()).toHaveLength(20));
    expect((await titles())[0]).toBe('Lote 25');
    await user.click(screen.getByRole('button', { name: /Próxima página/ }));
    await waitFor(async () =>
      expect(await titles()).toEqual(['Lote 05', 'Lote 04', 'Lote 03', 'Lote 02', 'Lote 01']),
    );
    expect(lastListUrl(api.fetch).searchParams.get('offset')).toBe('20');

    // The keyboard sorts too: a sortable header is a button.
    screen.getByRole('button', { name: 'Título' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect((await titles())[0]).toBe('Lote 01'));
    const sorted = lastListUrl(api.fetch).searchParams;
    expect([sorted.get('sortBy'), sorted.get('sortDirection'), sorted.get('offset')]).toEqual([
      'title',
      'asc',
      '0',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Título' })).toHaveAttribute('aria-sort', 'ascending');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar votação em lote' }), 'lote 07{Enter}');
    await waitFor(async () => expect(await titles()).toEqual(['Lote 07']));
    expect(lastListUrl(api.fetch).searchParams.get('search')).toBe('lote 07');
  });

  it('says when nothing matches and clears the search', async () => {
    await renderSignedIn('/batch-votings/list', 'OPERATOR');
    const user = userEvent.setup();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar votação em lote' }), 'inexistente{Enter}');
    expect(await screen.findByRole('heading', { name: 'Nenhuma votação em lote encontrada' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(async () => expect(await titles()).toHaveLength(5));
  });

  it('has an empty state that offers the first batch to runners', async () => {
    await renderSignedIn('/batch-votings/list', 'OPERATOR', {
      state: batchVotingsFakeState({ batches: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Nenhuma votação em lote ainda' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Nova votação em lote' })).toHaveLength(2);
  });

  it('shows OBSERVER the list and the empty state without any create action', async () => {
    await renderSignedIn('/batch-votings/list', 'OBSERVER');
    await waitFor(async () => expect(await titles()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Nova votação em lote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nova aprovação de contas' })).toBeNull();
  });

  it('tells OBSERVER an empty list fills when an operator creates a batch', async () => {
    await renderSignedIn('/batch-votings/list', 'OBSERVER', {
      state: batchVotingsFakeState({ batches: [] }),
    });
    expect(await screen.findByText(/Quando um operador criar votações em lote/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Nova votação em lote' })).toBeNull();
  });

  it('says when the list cannot be loaded and retries', async () => {
    const { api } = await renderSignedIn('/batch-votings/list', 'OPERATOR', {
      state: batchVotingsFakeState({ failList: true }),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível carregar as votações em lote' }),
    ).toBeVisible();
    (api.options.state!['batch-votings'] as { failList: boolean }).failList = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(async () => expect(await titles()).toHaveLength(5));
  });
});
