import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedCall } from '@admin/testing/fake-api';
import { childId } from '@admin/testing/batch-votings/demo-batch-details';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetBatchActions } from '../../stores/batch-actions';
import { resetBatchDetail } from '../../stores/batch-detail';
import { resetFundFilters } from '../../stores/fund-filters';

// The screen and its dialogs are lazy chunks: transform them once before the first test waits for them.
beforeAll(
  () => Promise.all([import('../BatchDetailPage/BatchDetailPage'), import('./BatchActionDialogs')]),
  120_000,
);

afterEach(() => {
  resetBatchDetail();
  resetBatchActions();
  resetFundFilters();
});

const posts = (calls: RecordedCall[], action: string) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith(`/${action}`));
const fundsTable = () => screen.findByRole('table', { name: 'Fundos' });
const select = async (fund: string) =>
  userEvent.click(
    within(await fundsTable()).getByRole('checkbox', { name: new RegExp(`Selecionar ${fund}`) }),
  );

describe("the batch's bulk actions", () => {
  it('reminds the pending voters of every fund being voted on, and says how each went', async () => {
    const { api } = await renderSignedIn(`/batch-votings/${batchId(1)}`, 'OPERATOR');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lembrar pendentes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lembrar votantes pendentes?' });
    expect(dialog).toHaveTextContent('Vale para os 12 fundos em votação.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar lembretes' }));
    const report = await screen.findByRole('region', { name: 'Resultado dos lembretes' });
    expect(report).toHaveTextContent('12 fundos concluídos.');
    expect(report).toHaveFocus();
    expect(posts(api.calls, 'remind-pending')[0]!.body).toEqual({});
  });

  it('extends the selected funds after checking the new deadline and the reason; a draft is refused, named', async () => {
    const { api } = await renderSignedIn(`/batch-votings/${batchId(2)}`, 'OPERATOR');
    const user = userEvent.setup();
    await select('FII Paulista Lajes');
    await select('FII Renda Urbana');
    await user.click(screen.getByRole('button', { name: 'Prorrogar prazo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prorrogar prazo' });
    expect(dialog).toHaveTextContent('Vale para os 2 fundos selecionados.');

    await user.click(within(dialog).getByRole('button', { name: 'Prorrogar' }));
    expect(await within(dialog).findByText('Informe a data e a hora do novo prazo.')).toBeVisible();
    expect(within(dialog).getByText('Escreva o motivo com pelo menos 3 caracteres.')).toBeVisible();
    // Before the batch's deadline: not later.
    fireEvent.change(within(dialog).getByLabelText(/^Novo prazo/), { target: { value: '2026-01-10T10:00' } });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Pedido dos cotistas');
    await user.click(within(dialog).getByRole('button', { name: 'Prorrogar' }));
    expect(
      await within(dialog).findByText(
        'O novo prazo precisa ser posterior ao prazo atual e ao momento presente.',
      ),
    ).toBeVisible();
    expect(posts(api.calls, 'extend-deadline')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Novo prazo/), { target: { value: '2040-01-10T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Prorrogar' }));
    const report = await screen.findByRole('region', { name: 'Resultado da prorrogação' });
    expect(report).toHaveTextContent('1 fundo concluído.');
    expect(report).toHaveTextContent('1 fundo recusado:');
    expect(within(report).getByRole('link', { name: 'FII Renda Urbana' })).toHaveAttribute(
      'href',
      `/votings/${childId(5, 4)}`,
    );
    expect(report).toHaveTextContent('a situação da votação não permite esta ação');
    expect(posts(api.calls, 'extend-deadline')[0]!.body).toEqual({
      votingIds: [childId(5, 1), childId(5, 4)],
      deadline: new Date(2040, 0, 10, 10, 0).toISOString(),
      reason: 'Pedido dos cotistas',
    });
  });

  it('closes the selected fund after an explicit warning; the filters then find it', async () => {
    const { api } = await renderSignedIn(`/batch-votings/${batchId(2)}`, 'OPERATOR');
    const user = userEvent.setup();
    await select('FII Logística Campinas');
    await user.click(screen.getByRole('button', { name: 'Encerrar agora' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Encerrar as votações agora?' });
    expect(dialog).toHaveTextContent('Ninguém mais poderá votar nesses fundos');
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Assembleia antecipada');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar votações' }));
    expect(await screen.findByRole('region', { name: 'Resultado do encerramento' })).toHaveTextContent(
      '1 fundo concluído.',
    );
    expect(posts(api.calls, 'close')[0]!.body).toEqual({
      votingIds: [childId(5, 2)],
      reason: 'Assembleia antecipada',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação do fundo' }), 'Encerrada');
    await waitFor(async () =>
      expect(
        within(await fundsTable())
          .getAllByRole('rowheader')
          .map((c) => c.textContent),
      ).toEqual(['FII Logística Campinas']),
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 de 5 fundos');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nome ou CNPJ' }), 'renda urbana');
    await waitFor(async () =>
      expect(
        within(await fundsTable())
          .getAllByRole('rowheader')
          .map((c) => c.textContent),
      ).toEqual(['FII Renda Urbana']),
    );
  });

  it('shows OBSERVER no bulk action', async () => {
    await renderSignedIn(`/batch-votings/${batchId(1)}`, 'OBSERVER');
    await waitFor(async () => expect(within(await fundsTable()).getAllByRole('rowheader')).toHaveLength(12));
    for (const name of ['Lembrar pendentes', 'Prorrogar prazo', 'Encerrar agora'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
