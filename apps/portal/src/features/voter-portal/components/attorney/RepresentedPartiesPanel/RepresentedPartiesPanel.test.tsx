import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeParty, installAttorneyFake, type AttorneyFakeOptions } from '@portal/testing/fake-attorney';
import { PieceProviders, plainText } from '@portal/testing/portal-pieces';
import type { RepresentedParty } from '../attorney-api';
import { RepresentedPartiesPanel } from './RepresentedPartiesPanel';

// The panel as the portal mounts it: the parties owned outside (here a state holder standing for the portal's
// store), the server's calls answered by the attorney fake through the portal's real attorney api.

function renderPanel(options: AttorneyFakeOptions = {}) {
  const fake = installAttorneyFake(options);
  const changes: RepresentedParty[][] = [];
  function Owner() {
    const [parties, setParties] = useState<RepresentedParty[]>(options.parties ?? []);
    return (
      <RepresentedPartiesPanel
        token="k3Jd9xQwLmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0Tz"
        parties={parties}
        api={fake.api}
        lockedPartyIds={options.lockedPartyIds}
        onChange={(next) => {
          changes.push(next);
          setParties(next);
        }}
      />
    );
  }
  render(
    <PieceProviders>
      <Owner />
    </PieceProviders>,
  );
  return { fake, changes, user: userEvent.setup() };
}

const list = () => screen.getByRole('list', { name: /^Seus representados/ });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
/** The form's message about the whole form (the drop zone keeps an alert region of its own). */
const formAlert = async (text: string) =>
  (await screen.findByText(plainText(text))).closest('[role="alert"]');
const csv = (text: string, name = 'representados.csv') =>
  new File([`\uFEFF${text}`], name, { type: 'text/csv' });

async function typeParty(user: ReturnType<typeof userEvent.setup>, name: string, taxId: string, weight = '') {
  if (name) await user.type(screen.getByRole('textbox', { name: /Nome ou razão social/ }), name);
  await user.type(screen.getByRole('textbox', { name: /CPF ou CNPJ/ }), taxId);
  if (weight) await user.type(screen.getByRole('textbox', { name: /Peso/ }), weight);
  await user.click(screen.getByRole('button', { name: 'Adicionar representado' }));
}

describe('represented parties panel', () => {
  it('adds a party typed by hand and hands the new list to its owner', async () => {
    const { fake, changes, user } = renderPanel();
    expect(
      screen.getByText('Nenhum representado ainda. Adicione um acima ou envie um arquivo CSV.'),
    ).toBeVisible();
    await typeParty(user, 'Maria da Silva', '52998224725', '1.250,5');
    expect(
      await screen.findByText(plainText('Maria da Silva foi adicionado aos representados.')),
    ).toBeVisible();
    expect(fake.calls).toEqual(['addRepresentedParty Maria da Silva']);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toEqual([
      expect.objectContaining({ name: 'Maria da Silva', weight: '1250.5', taxIdType: 'CPF' }),
    ]);
    const row = within(list()).getByRole('listitem');
    expect(row).toHaveTextContent('Maria da Silva***.982.247-** · peso 1.250,5');
    // Ready for the next one: the form is empty and the name field has the focus.
    expect(screen.getByRole('textbox', { name: /Nome ou razão social/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Nome ou razão social/ })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Seus representados (1)' })).toBeVisible();
  });

  it('checks the CPF/CNPJ digits, the name and the weight before sending anything', async () => {
    const { fake, user } = renderPanel();
    await typeParty(user, '', '12345678900', '0');
    expect(screen.getByText('Informe o nome do representado.')).toBeVisible();
    expect(screen.getByText('CPF ou CNPJ incorreto: confira os dígitos.')).toBeVisible();
    expect(
      screen.getByText('O peso deve ser um número maior que zero, com até 6 casas decimais.'),
    ).toBeVisible();
    expect(fake.calls).toEqual([]);
  });

  it('says in words, naming the party, why the server refused it (already voted, already in the list)', async () => {
    const { user } = renderPanel({ votedTaxIds: ['11222333000181'] });
    await typeParty(user, 'Empresa Exemplo Ltda.', '11222333000181');
    expect(
      await formAlert(
        'Empresa Exemplo Ltda. (11.222.333/0001-81) já tem voto registrado nesta votação, por conta própria ou por outro procurador, e não pode ser adicionado.',
      ),
    ).toBeVisible();
    // What was typed stays, to be corrected.
    expect(screen.getByRole('textbox', { name: /Nome ou razão social/ })).toHaveValue(
      'Empresa Exemplo Ltda.',
    );

    await user.clear(screen.getByRole('textbox', { name: /Nome ou razão social/ }));
    await user.clear(screen.getByRole('textbox', { name: /CPF ou CNPJ/ }));
    await typeParty(user, 'Maria da Silva', '52998224725');
    await screen.findByText(plainText('Maria da Silva foi adicionado aos representados.'));
    await typeParty(user, 'Maria S.', '529.982.247-25');
    expect(
      await formAlert(
        'Maria S. (529.982.247-25) já está na sua lista de representados, ou é o seu próprio CPF/CNPJ.',
      ),
    ).toBeVisible();
  });

  it('removes a party and moves the focus to the remove button now in its place', async () => {
    const parties = [fakeParty(0), fakeParty(1), fakeParty(2)];
    const { fake, changes, user } = renderPanel({ parties, lockedPartyIds: [] });
    fake.state.parties = [...parties];
    await user.click(screen.getByRole('button', { name: 'Remover Carlos Henrique Souza' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(changes.at(-1)!.map((party) => party.name)).toEqual([
      'Fundação Previdenciária Ipê',
      'Condomínio Jardim das Acácias',
    ]);
    expect(
      screen.getByText(plainText('Carlos Henrique Souza foi removido dos representados.')),
    ).toBeVisible();
    // The focus moves to the remove button now in its place.
    expect(screen.getByRole('button', { name: 'Remover Condomínio Jardim das Acácias' })).toHaveFocus();
  });

  it('keeps a party the server says has votes, with the reason', async () => {
    const parties = [fakeParty(0), fakeParty(1)];
    const { fake, changes, user } = renderPanel({ parties, lockedPartyIds: [parties[0]!.id] });
    fake.state.parties = [...parties];
    // A party the portal knows has votes has no remove button at all…
    expect(screen.queryByRole('button', { name: 'Remover Fundação Previdenciária Ipê' })).toBeNull();
    expect(within(list()).getAllByRole('listitem')[0]).toHaveTextContent('já tem votos');
    // …and one the server refuses stays, with the reason.
    fake.lockParty(parties[1]!.id);
    await user.click(screen.getByRole('button', { name: 'Remover Carlos Henrique Souza' }));
    expect(
      await formAlert('Carlos Henrique Souza já tem votos registrados e não pode ser removido.'),
    ).toBeVisible();
    expect(changes).toEqual([]);
  });

  it('pages a long list twenty at a time', async () => {
    const parties = Array.from({ length: 53 }, (_, index) => fakeParty(index));
    const { user } = renderPanel({ parties });
    expect(screen.getByRole('heading', { name: 'Seus representados (53)' })).toBeVisible();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Páginas dos representados' });
    await user.click(within(pages).getByRole('button', { name: /Próxima página/ }));
    await user.click(within(pages).getByRole('button', { name: /Próxima página/ }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(13));
  });

  it('reads a CSV: rows added at once, refused rows by line and reason, the new list from the server', async () => {
    const { fake, changes, user } = renderPanel({ votedTaxIds: ['39053344705'] });
    const file = csv(
      [
        'Nome;CPF/CNPJ;Peso',
        'Maria da Silva;529.982.247-25;1',
        'João Ninguém;123.456.789-00;1',
        'Empresa Exemplo Ltda.;11.222.333/0001-81;2,5',
        'Pedro Votou;390.533.447-05;1',
        ';111.444.777-35;abc',
      ].join('\r\n'),
    );
    await user.upload(fileInput(), file);
    // The file name is isolated (U+2068…U+2069) so it keeps its own direction inside any sentence.
    const done = await screen.findByText(
      '\u2068representados.csv\u2069: 2 de 5 linhas adicionadas aos representados.',
    );
    // The answer takes the focus, so it is read out.
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    const refused = screen.getByRole('list', { name: 'Linhas não adicionadas (4)' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Linha 3 · CPF/CNPJCPF/CNPJ inválido: confira os dígitos verificadores.Valor lido: 123.456.789-00',
      'Linha 5 · CPF/CNPJEste CPF/CNPJ já tem voto registrado nesta votação.Valor lido: 390.533.447-05',
      'Linha 6 · NomeFalta o nome.',
      'Linha 6 · PesoO peso não é um número.Valor lido: abc',
    ]);
    // The file's name does not travel (the body is the CSV); the list is read again from the ballot page.
    expect(fake.calls).toEqual(['importRepresentedParties', 'getPortalBallot']);
    expect(changes.at(-1)!.map((party) => party.name)).toEqual(['Maria da Silva', 'Empresa Exemplo Ltda.']);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    // Another file can follow.
    expect(screen.getByText('Outro arquivo CSV')).toBeVisible();
  });

  it('says why a whole file was refused, problem by problem', async () => {
    const { user } = renderPanel({
      refuseImport: [{ field: 'taxId', code: 'column_missing', params: { aliases: 'cpf, cnpj, cpf/cnpj' } }],
    });
    await user.upload(fileInput(), csv('Nome;Documento\nMaria;52998224725', 'sem-cpf.csv'));
    const alert = await screen.findByText('O arquivo ⁨sem-cpf.csv⁩ não pôde ser lido:');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Falta a coluna CPF/CNPJ (nomes aceitos: cpf, cnpj, cpf/cnpj).',
    );
  });

  it("shows the server's 413 in words and keeps the drop zone", async () => {
    const { user } = renderPanel({ rejectUploads: 413 });
    await user.upload(fileInput(), csv('Nome;CPF/CNPJ\nMaria;52998224725'));
    expect(
      await screen.findByText(plainText('O servidor recusou o arquivo: passa do limite de 5 MB.')),
    ).toBeVisible();
    expect(screen.getByText('Arquivo CSV de representados')).toBeVisible();
  });

  it('downloads the CSV example', async () => {
    const { fake, user } = renderPanel();
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
      expect(saved[0]!.name).toBe('exemplo-representados.csv');
      expect(await saved[0]!.text).toContain('Nome;CPF/CNPJ;Peso');
      expect(fake.calls).toEqual(['getRepresentedPartiesExample']);
    } finally {
      click.mockRestore();
    }
  });
});
