import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedCall } from '@admin/testing/fake-api';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { batchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetBatchDetail } from '../../stores/batch-detail';
import { resetHolderImport } from '../../stores/holder-import';

// The screen and the spreadsheet panel are lazy chunks: transform them once before the first test waits for them.
beforeAll(
  () =>
    Promise.all([
      import('../BatchDetailPage/BatchDetailPage'),
      import('../HolderImportPanel/HolderImportPanel'),
    ]),
  120_000,
);

afterEach(() => {
  resetBatchDetail();
  resetHolderImport();
});

const confirms = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && /confirm$/.test(call.path));

/** Two funds: FII Alfa (2 holders, 150 quotas) and FII Beta (2 holders, 11 quotas). */
const SPREADSHEET = [
  'cnpj_fundo;nome_fundo;cpf_cnpj_cotista;nome_cotista;email;celular;qtd_cotas',
  '12.345.678/0001-95;FII Alfa;529.982.247-25;Ana Souza;ana@exemplo.com.br;;100',
  '12.345.678/0001-95;FII Alfa;123.456.789-09;Bruno Lima;bruno@exemplo.com.br;;50',
  '11.222.333/0001-81;FII Beta;529.982.247-25;Ana Souza;ana@exemplo.com.br;;10',
  '11.222.333/0001-81;FII Beta;111.444.777-35;Davi Rocha;davi@exemplo.com.br;;1',
].join('\n');

/** Demo batch 3 (a draft with no funds yet) as a financial-statement approval. */
function statementDraft() {
  const state = batchVotingsFakeState();
  const row = state['batch-votings']!.batches.find((candidate) => candidate.id === batchId(3))!;
  row.kind = 'financial_statement';
  row.batch!.kind = 'financial_statement';
  return state;
}

describe("a draft batch's detail without funds", () => {
  it("resumes the import and sends each fund's issued quotas, opinion and tacit approval, refusals on the row", async () => {
    const { api } = await renderSignedIn(`/batch-votings/${batchId(3)}`, 'OPERATOR', {
      state: statementDraft(),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Falta a planilha de cotistas' }),
    ).toBeVisible();
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await user.upload(input, new File([SPREADSHEET], 'cotistas.csv', { type: 'text/csv' }));

    const table = await screen.findByRole('table', { name: 'Dados de cada fundo' });
    const issued = (fund: string) =>
      within(table).getByRole('textbox', { name: `Cotas emitidas de ${fund}` });
    const create = () => screen.getByRole('button', { name: 'Criar 2 votações (uma por fundo)' });

    // Not a number: said on the row, nothing sent.
    await user.type(issued('FII Alfa'), 'muitas');
    await user.click(create());
    expect(
      await within(table).findByText('Informe um número maior que zero, com até 6 casas decimais.'),
    ).toBeVisible();
    expect(confirms(api.calls)).toHaveLength(0);

    // Below the holders' 150: the server's 422, on the row.
    await user.clear(issued('FII Alfa'));
    await user.type(issued('FII Alfa'), '100');
    await user.click(create());
    expect(await within(table).findByText('Abaixo das cotas dos cotistas (150).')).toBeVisible();
    expect(screen.getByText('Corrija os fundos indicados antes de criar as votações.')).toBeVisible();
    expect(confirms(api.calls)).toHaveLength(1);

    // pt-BR decimals ('1.500,5'), a qualified opinion and a regulation with tacit approval.
    await user.clear(issued('FII Alfa'));
    await user.type(issued('FII Alfa'), '1.500,5');
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Parecer do auditor de FII Beta' }),
      'Com ressalva',
    );
    await user.click(
      within(table).getByRole('checkbox', { name: 'O regulamento de FII Alfa prevê aprovação tácita' }),
    );
    await user.click(create());

    expect(await screen.findByRole('table', { name: 'Fundos' })).toBeVisible();
    expect(confirms(api.calls)[1]!.body).toEqual({
      funds: [
        {
          taxId: '12345678000195',
          issuedQuotas: '1500.5',
          auditorOpinion: 'unqualified',
          tacitApprovalAllowed: true,
        },
        { taxId: '11222333000181', auditorOpinion: 'qualified', tacitApprovalAllowed: false },
      ],
    });
  });

  it('tells OBSERVER the batch has no funds yet, with no spreadsheet to send', async () => {
    await renderSignedIn(`/batch-votings/${batchId(3)}`, 'OBSERVER');
    expect(
      await screen.findByText('Este lote ainda não tem fundos: a planilha de cotistas não foi confirmada.'),
    ).toBeVisible();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
