import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '@admin/testing/fake-api';
import { childId } from '@admin/testing/batch-votings/demo-batch-details';
import { batchId, demoBatches } from '@admin/testing/batch-votings/demo-batches';
import { batchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetBatchDetail } from '../../stores/batch-detail';

afterEach(() => resetBatchDetail());

const fundsTable = () => screen.findByRole('table', { name: 'Fundos' });
const fundNames = async () =>
  within(await fundsTable())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const publishes = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && /\/publish$/.test(c.path));

describe('batch voting detail', () => {
  it("shows each fund's progress, filters by status and publishes the selected drafts", async () => {
    const { api } = await renderSignedIn(`/batch-votings/${batchId(2)}`, 'OPERATOR');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aprovação de contas 2025 — FIDCs' }),
    ).toBeVisible();
    expect(screen.getByText('Publicada em parte')).toBeVisible();
    await waitFor(async () => expect(await fundNames()).toHaveLength(5));
    const first = screen.getByRole('row', { name: /FII Paulista Lajes/ });
    expect(within(first).getByRole('link', { name: 'FII Paulista Lajes' })).toHaveAttribute(
      'href',
      `/votings/${childId(5, 1)}`,
    );
    expect(within(first).getByText('5 de 47')).toBeVisible();
    expect(within(first).getByText('Sem quórum ainda')).toBeVisible();
    expect(within(first).getByText('Em andamento')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação do fundo' }), 'Rascunho');
    await waitFor(async () => expect(await fundNames()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Publicar os 3 fundos em rascunho' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Selecionar FII Renda Urbana/ }));
    await user.click(screen.getByRole('checkbox', { name: /Selecionar FII Residencial Jardins/ }));
    await user.click(screen.getByRole('button', { name: 'Publicar 2 fundos selecionados' }));
    expect(await screen.findByText('2 fundos publicados.')).toBeVisible();
    expect(publishes(api.calls)[0]!.body).toEqual({ votingIds: [childId(5, 4), childId(5, 5)] });
    await waitFor(async () => expect(await fundNames()).toEqual(['FII Shopping Vale']));
    expect(screen.getByRole('button', { name: 'Publicar o fundo em rascunho' })).toBeVisible();
  });

  it("says why the calendar blocks publishing, in the domain's words", async () => {
    const state = batchVotingsFakeState();
    const blocked = state['batch-votings']!.batches.find((row) => row.id === batchId(2))!;
    blocked.batch!.calendarIssues = [
      {
        code: 'statements_late',
        severity: 'blocking',
        params: { limit: 15, days: 10, latest: '2026-04-14' },
      },
    ];
    const { api } = await renderSignedIn(`/batch-votings/${batchId(2)}`, 'OPERATOR', { state });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publicar os 3 fundos em rascunho' }));
    // The calendar's alert (other panels of the screen may hold alerts of their own).
    const alert = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((candidate) => candidate.textContent?.includes('O calendário impede a publicação'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(alert).toHaveTextContent(
      'As demonstrações financeiras devem estar disponíveis ao menos 15 dias antes da assembleia (até 14/04/2026).',
    );
    expect(publishes(api.calls)[0]!.body).toEqual({});
  });

  it('shows OBSERVER the funds without selection or publishing, under the list entry of the nav', async () => {
    await renderSignedIn(`/batch-votings/${batchId(2)}`, 'OBSERVER');
    await waitFor(async () => expect(await fundNames()).toHaveLength(5));
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    // The nav's list entry (and the breadcrumb's last item, the batch itself).
    expect(current.map((link) => link.textContent)).toContain('Todas as votações em lote');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Publicar/ })).toBeNull();
  });

  it("says when the batch is not there (another workspace's too)", async () => {
    const other = demoBatches().find((row) => row.title.includes('Porto Maravilha'))!;
    await renderSignedIn(`/batch-votings/${other.id}`, 'OPERATOR');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Votação em lote não encontrada' }),
    ).toBeVisible();
  });
});
