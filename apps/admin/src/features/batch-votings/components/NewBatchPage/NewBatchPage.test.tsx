import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedCall } from '@admin/testing/fake-api';
import { batchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetHolderImport } from '../../stores/holder-import';
import { resetNewBatch } from '../../stores/new-batch';

// The screen and the spreadsheet panel are lazy chunks: transform them once before the first test waits for them.
beforeAll(
  () => Promise.all([import('./NewBatchPage'), import('../HolderImportPanel/HolderImportPanel')]),
  120_000,
);

afterEach(() => {
  resetNewBatch();
  resetHolderImport();
});

/** Picks a date (or date-time) in the browser's date field named `label`, as its picker would set it. */
function pickDate(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

const writes = (calls: RecordedCall[], path: RegExp) =>
  calls.filter((call) => call.method === 'POST' && path.test(call.path));

/** Two funds, a holder in both, a bad fund CNPJ (line 5) and a holder twice in one fund (line 7). */
const SPREADSHEET = [
  'cnpj_fundo;nome_fundo;cpf_cnpj_cotista;nome_cotista;email;celular;qtd_cotas',
  '12.345.678/0001-95;FII Alfa;529.982.247-25;Ana Souza;ana@exemplo.com.br;;100',
  '12.345.678/0001-95;FII Alfa;123.456.789-09;Bruno Lima;bruno@exemplo.com.br;;50',
  '11.222.333/0001-81;FII Beta;529.982.247-25;Ana Souza;ana@exemplo.com.br;;10',
  '12.345.678/0001-96;FII Gama;987.654.321-00;Carla Dias;carla@exemplo.com.br;;5',
  '11.222.333/0001-81;FII Beta;111.444.777-35;Davi Rocha;davi@exemplo.com.br;;1',
  '11.222.333/0001-81;FII Beta;111.444.777-35;Davi Rocha;davi@exemplo.com.br;;1',
].join('\n');

describe('new batch voting', () => {
  it('creates a standard batch, previews the spreadsheet by fund with its refused rows, and confirms it', async () => {
    const { api } = await renderSignedIn('/batch-votings/new', 'OPERATOR', {
      state: batchVotingsFakeState(),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova votação em lote' })).toBeVisible();
    // The workspace's only ballot template is chosen for the operator; the create sends it.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Modelo do convite/ })).toHaveDisplayValue('Cédula padrão'),
    );

    // Nothing filled: each required field says so and the first takes the focus.
    await user.click(screen.getByRole('button', { name: /Continuar para a planilha/ }));
    expect(await screen.findAllByText('Preencha este campo.')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveFocus();
    expect(writes(api.calls, /^\/voting-batches$/)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Troca de gestor — FIIs');
    await user.type(screen.getByRole('textbox', { name: /Item 1/ }), 'Aprovar a troca do gestor');
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await user.type(screen.getByRole('textbox', { name: /Item 2/ }), 'Aprovar a nova taxa');
    pickDate('Prazo para votar', '2030-06-15T18:00');
    await user.click(screen.getByRole('button', { name: /Continuar para a planilha/ }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Planilha de cotistas' })).toBeVisible();
    const [create] = writes(api.calls, /^\/voting-batches$/);
    expect(create!.body).toMatchObject({
      title: 'Troca de gestor — FIIs',
      kind: 'standard',
      ballotTemplateId: expect.any(String),
      opensAt: null,
      items: [
        { title: 'Aprovar a troca do gestor', approvalRule: { preset: 'simple_majority' } },
        { title: 'Aprovar a nova taxa', approvalRule: { preset: 'simple_majority' } },
      ],
    });
    expect(new Date((create!.body as { deadline: string }).deadline).getTime()).toBe(
      new Date(2030, 5, 15, 18, 0).getTime(),
    );

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([SPREADSHEET], 'cotistas.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText(/2 fundos encontrados, 4 linhas válidas\. 2 linhas recusadas\./),
    ).toBeVisible();
    const funds = screen.getByRole('table', { name: 'Dados de cada fundo' });
    const alfa = within(funds).getByRole('row', { name: /FII Alfa/ });
    expect(within(alfa).getByText('12.345.678/0001-95')).toBeVisible();
    expect(
      within(alfa)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['12.345.678/0001-95', '2', '150']);
    // A standard batch asks only each fund's issued quotas (empty: its holders' 150).
    expect(within(alfa).getByRole('textbox', { name: 'Cotas emitidas de FII Alfa' })).toHaveValue('');
    expect(within(funds).queryByRole('combobox')).toBeNull();
    // Refused rows by line, column and reason, in the domain's words.
    const errors = screen.getByRole('table', { name: 'Linhas recusadas' });
    const rowOfLine = (line: string) => within(errors).getByRole('rowheader', { name: line }).closest('tr')!;
    const line5 = rowOfLine('5');
    expect(within(line5).getByText('CNPJ do fundo')).toBeVisible();
    expect(
      within(line5).getByText('CNPJ do fundo inválido: confira os dígitos verificadores.'),
    ).toBeVisible();
    expect(rowOfLine('7')).toHaveTextContent(/CPF\/CNPJ/);
    // Nothing was written: no confirm before the button.
    expect(writes(api.calls, /confirm$/)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Criar 2 votações (uma por fundo)' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/batch-votings\/b1000000-/));
    expect(writes(api.calls, /confirm$/)).toHaveLength(1);
    // Nothing set for any fund: the server's defaults.
    expect(writes(api.calls, /confirm$/)[0]!.body).toEqual({});
  });

  it('lets a file that cannot be used be replaced by another', async () => {
    await renderSignedIn('/batch-votings/new', 'OPERATOR', { state: batchVotingsFakeState() });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Título/ }), 'Lote');
    await user.type(screen.getByRole('textbox', { name: /Item 1/ }), 'Item');
    pickDate('Prazo para votar', '2030-06-15T18:00');
    await user.click(screen.getByRole('button', { name: /Continuar para a planilha/ }));
    await screen.findByRole('heading', { level: 2, name: 'Planilha de cotistas' });
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input(), new File(['nome;email\nAna;ana@x.com'], 'errada.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Não foi possível ler o arquivo:')).toBeVisible();
    await user.upload(input(), new File([SPREADSHEET], 'cotistas.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('table', { name: 'Dados de cada fundo' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Escolher outro arquivo' }));
    expect(screen.queryByRole('table', { name: 'Dados de cada fundo' })).toBeNull();
    expect(screen.getByText('Escolher a planilha')).toBeVisible();
  });

  it('checks the financial-statement calendar as the dates are picked, and sends no items', async () => {
    const { api } = await renderSignedIn('/batch-votings/new-financial-statement', 'OPERATOR', {
      state: batchVotingsFakeState(),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nova votação de aprovação de contas' }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Item 1/ })).toBeNull();
    // Its own nav entry is the current one, not the list's (which stays current on a batch's detail).
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    const texts = current.map((link) => link.textContent ?? '');
    expect(texts.some((text) => text.startsWith('Nova votação de aprovação de contas'))).toBe(true);
    expect(texts).not.toContain('Todas as votações em lote');
    expect(screen.getByRole('spinbutton', { name: /Antecedência das demonstrações/ })).toHaveValue(15);
    expect(screen.getByText(/Escolha o encerramento do exercício e o prazo/)).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Aprovação de contas 2029');
    pickDate('Encerramento do exercício', '2029-12-31');
    pickDate('Prazo para votar', '2030-06-15T18:00');
    const calendar = screen.getByRole('region', { name: 'Calendário legal' });
    // 166 days after the year end: a warning; no statements date yet: a block.
    await waitFor(() =>
      expect(calendar).toHaveTextContent(
        'Atenção: A assembleia ordinária deve ocorrer em até 120 dias do encerramento do exercício (até 30/04/2030); esta data fica a 166 dias.',
      ),
    );
    expect(calendar).toHaveTextContent(
      'Impede a publicação: Informe quando as demonstrações financeiras ficam disponíveis aos cotistas.',
    );
    pickDate('Demonstrações disponíveis em', '2030-06-10');
    await waitFor(() =>
      expect(calendar).toHaveTextContent(
        'As demonstrações financeiras devem estar disponíveis ao menos 15 dias antes da assembleia (até 31/05/2030).',
      ),
    );
    pickDate('Demonstrações disponíveis em', '2030-05-20');
    await waitFor(() => expect(calendar).not.toHaveTextContent('Impede a publicação'));

    await user.click(screen.getByRole('button', { name: /Continuar para a planilha/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Planilha de cotistas' })).toBeVisible();
    expect(writes(api.calls, /^\/voting-batches$/)[0]!.body).toMatchObject({
      kind: 'financial_statement',
      items: [],
      fiscalYearEnd: '2029-12-31',
      statementsAvailableOn: '2030-05-20',
      statementsLeadDays: 15,
      fundKind: 'fii',
    });
  });

  it('tells OBSERVER it may not create a batch', async () => {
    await renderSignedIn('/batch-votings/new', 'OBSERVER');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sem permissão para criar votações em lote' }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Título/ })).toBeNull();
  });
});
