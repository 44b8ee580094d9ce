import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '@admin/testing/fake-api';
import { votingId } from '@admin/testing/votings/rows';
import { votingsFakeState, type VotingsFakeState } from '@admin/testing/votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetVotingDraft } from '../../stores/voting-draft';
import { resetVotings } from '../../stores/votings';

// The import panel where the new-voting flow shows it: the voters step of draft 8 (items and template, no voters).

const DRAFT = votingId(8);
const CSV = [
  'Nome;CPF/CNPJ;E-mail;Telefone;Peso',
  'Maria da Silva;529.982.247-25;maria@exemplo.com.br;(11) 98765-4321;1.250,5',
  'Empresa Exemplo Ltda.;11.222.333/0001-81;assembleias@exemplo.com.br;;100',
  'João Ninguém;123.456.789-00;joao@exemplo.com.br;;10',
  ';390.533.447-05;sem-nome@exemplo.com.br;;1',
  'Maria Repetida;52998224725;maria2@exemplo.com.br;;2',
  'Carlos Souza;11144477735;carlos@@exemplo;;abc',
].join('\r\n');

const csvFile = (text: string, name = 'cotistas.csv') =>
  new File([`\uFEFF${text}`], name, { type: 'text/csv' });

afterEach(() => {
  resetVotingDraft();
  resetVotings();
});

async function openVotersStep(overrides: Partial<VotingsFakeState> = {}) {
  const rendered = await renderSignedIn(`/votings/new?id=${DRAFT}`, 'OPERATOR', {
    state: votingsFakeState(overrides),
  });
  // The page's first lazy load can take longer than findBy's wait on a loaded machine (as NewVotingPage's tests).
  await screen.findByRole('heading', { level: 2, name: 'Votantes' }, { timeout: 30_000 });
  return { ...rendered, fake: rendered.api.options.state!.votings as VotingsFakeState };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const calls = (all: RecordedCall[], method: string, pattern: RegExp) =>
  all.filter((call) => call.method === method && pattern.test(call.path));

describe('voter import panel', () => {
  it('reads a CSV: summary, row errors by line and field in pt-BR, and a preview of the valid rows', async () => {
    const { api } = await openVotersStep();
    const user = userEvent.setup();
    await user.upload(fileInput(), csvFile(CSV));

    const summary = await screen.findByText('Arquivo lido: cotistas.csv');
    const result = summary.closest('[tabindex="-1"]') as HTMLElement;
    // The result takes the focus: it is read out and the keyboard goes on from it.
    await waitFor(() => expect(result).toHaveFocus());
    const stat = (label: string) => within(result).getByText(label).nextElementSibling?.textContent;
    expect(stat('Linhas lidas')).toBe('6');
    expect(stat('Válidas (serão importadas)')).toBe('2');
    expect(stat('Com erro')).toBe('4');
    expect(stat('CPF/CNPJ repetido')).toBe('1');
    expect(within(result).getByText('Ponto e vírgula (;)')).toBeVisible();
    expect(within(result).getByText('UTF-8')).toBeVisible();

    const errors = within(result).getByRole('table', { name: 'Linhas com erro' });
    const rows = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['4', 'CPF/CNPJ', 'CPF/CNPJ inválido: confira os dígitos verificadores.', '123.456.789-00'],
      ['5', 'Nome', 'Falta o nome.', ''],
      ['6', 'CPF/CNPJ', 'CPF/CNPJ repetido: já aparece na linha 2.', '52998224725'],
      ['7', 'E-mail', 'E-mail inválido.', 'carlos@@exemplo'],
      ['7', 'Peso', 'O peso não é um número.', 'abc'],
    ]);

    const preview = within(result).getByRole('table', { name: 'Prévia das linhas válidas' });
    expect(within(preview).getByRole('row', { name: /Maria da Silva/ })).toHaveTextContent(
      '2Maria da Silva529.982.247-25maria@exemplo.com.br(11) 98765-43211.250,5',
    );
    expect(within(preview).getByRole('row', { name: /Empresa Exemplo/ })).toHaveTextContent(
      '11.222.333/0001-81',
    );
    // Nothing is written before the operator confirms.
    expect(calls(api.calls, 'POST', /confirm$/)).toHaveLength(0);
    expect(screen.getByText('Votantes cadastrados: 0')).toBeVisible();
  });

  it('pages the row errors ten at a time', async () => {
    await openVotersStep();
    const user = userEvent.setup();
    const bad = Array.from(
      { length: 23 },
      (_, i) => `Votante ${i + 1};000.000.000-${String(i).padStart(2, '0')};v${i}@exemplo.com.br;;1`,
    );
    await user.upload(fileInput(), csvFile(['Nome;CPF;E-mail;Telefone;Peso', ...bad].join('\n')));
    const errors = await screen.findByRole('table', { name: 'Linhas com erro' });
    expect(within(errors).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: /Próxima página/ }));
    await user.click(screen.getByRole('button', { name: /Próxima página/ }));
    await waitFor(() => expect(within(errors).getAllByRole('row')).toHaveLength(4));
    expect(
      within(errors)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['22', '23', '24']);
    expect(screen.getByText('Nenhuma linha válida: corrija o arquivo e envie de novo.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Importar \d/ })).toBeNull();
  });

  it('imports the valid rows with a progress bar while they are written, then shows the new count', async () => {
    const { api } = await openVotersStep({ importSteps: 3 });
    const user = userEvent.setup();
    await user.upload(fileInput(), csvFile(CSV));
    await user.click(await screen.findByRole('button', { name: 'Importar 2 votantes' }));
    const progress = await screen.findByRole('progressbar', { name: 'Importando votantes' });
    expect(progress).toHaveAttribute('aria-valuemax', '2');
    expect(await screen.findByText('2 votantes importados.')).toBeVisible();
    expect(await screen.findByText('Votantes cadastrados: 2')).toBeVisible();
    // It asked for the progress until the import was done.
    expect(calls(api.calls, 'GET', /voter-imports\/[^/]+$/).length).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('button', { name: 'Importar outro arquivo' }));
    expect(screen.getByText('Arquivo CSV de votantes')).toBeVisible();
  });

  it('discards a read file and asks for a corrected one; the flow waits for that decision', async () => {
    const { api } = await openVotersStep();
    const user = userEvent.setup();
    await user.upload(fileInput(), csvFile(CSV));
    await screen.findByText('Arquivo lido: cotistas.csv');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText('Importe ou descarte o arquivo lido antes de continuar.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Descartar e enviar outro arquivo' }));
    expect(await screen.findByText('Arquivo CSV de votantes')).toBeVisible();
    expect(calls(api.calls, 'DELETE', /voter-imports\/[^/]+$/)).toHaveLength(1);
    expect(screen.queryByText('Arquivo lido: cotistas.csv')).toBeNull();
  });

  it('says why a whole file was refused and takes a corrected one', async () => {
    await openVotersStep();
    const user = userEvent.setup();
    await user.upload(fileInput(), csvFile('Nome;Documento\nMaria;52998224725', 'sem-email.csv'));
    const alert = await screen.findByText('O arquivo sem-email.csv não pôde ser lido:');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Falta a coluna E-mail (nomes aceitos: e-mail, email).',
    );
    expect(screen.getByText('Arquivo CSV corrigido')).toBeVisible();
    await user.upload(fileInput(), csvFile(CSV));
    expect(await screen.findByText('Arquivo lido: cotistas.csv')).toBeVisible();
  });

  it("shows the server's 413 in pt-BR and keeps the drop zone", async () => {
    await openVotersStep({ rejectUpload: 413 });
    const user = userEvent.setup();
    await user.upload(fileInput(), csvFile(CSV));
    expect(await screen.findByText('O servidor recusou o arquivo: passa do limite de 50 MB.')).toBeVisible();
    expect(screen.getByText('Arquivo CSV de votantes')).toBeVisible();
  });

  it('downloads the example CSV and the error report', async () => {
    const { api } = await openVotersStep();
    const user = userEvent.setup();
    const saved: { name: string; text: Promise<string> }[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob;
      saved.push({ name: this.download, text: blob.text() });
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Baixar exemplo de CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.name).toBe('exemplo-votantes.csv');
      expect(await saved[0]!.text).toContain('Nome;CPF/CNPJ;E-mail;Telefone;Peso');

      await user.upload(fileInput(), csvFile(CSV));
      await user.click(await screen.findByRole('button', { name: 'Baixar relatório de erros' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      // Issue 16: it was 'erros-cotistas.csv' with line;field;code;value and 'tax_id_invalid'.
      expect(saved[1]!.name).toBe('erros-da-importacao-cotistas.csv');
      const report = await saved[1]!.text;
      expect(report).toMatch(/^\uFEFF?Linha;Campo;Problema;Valor lido\r\n/);
      expect(report).toContain(
        '4;CPF/CNPJ;CPF/CNPJ inválido: confira os dígitos verificadores.;123.456.789-00',
      );
      expect(calls(api.calls, 'GET', /error-report$/)).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });
});
