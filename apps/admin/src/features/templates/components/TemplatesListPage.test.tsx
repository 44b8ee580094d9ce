import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  demoTemplates,
  templateId,
  templatesFakeState,
  type FakeTemplateRow,
} from '@admin/testing/fake-templates';
import type { RecordedCall } from '@admin/testing/fake-api';
import { demoWorkspaces } from '@admin/testing/demo-data';
import { demoVotings } from '@admin/testing/votings/demo-votings';
import { renderSignedIn } from '@admin/testing/signed-in';

const table = () => screen.findByRole('table', { name: 'Modelos de mensagem' });

/** The names in the table, in order (the row headers). */
async function names() {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getByRole('rowheader').textContent);
}

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/templates');

function manyTemplates(count: number): FakeTemplateRow[] {
  const [first] = demoTemplates();
  return Array.from({ length: count }, (_, index) => ({
    ...first!,
    id: templateId(200 + index),
    name: `Modelo ${String(index + 1).padStart(2, '0')}`,
  }));
}

describe('templates list', () => {
  it("lists the current workspace's templates by name with channel, kind, placeholders and date", async () => {
    await renderSignedIn('/templates/list', 'OPERATOR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modelos de mensagem' })).toBeVisible();
    await waitFor(async () =>
      expect(await names()).toEqual([
        'Aviso de encerramento',
        'Cédula padrão',
        'Convite para votação',
        'Lembrete por WhatsApp',
      ]),
    );
    // 'Comunicado do Rio' belongs to another workspace: the server never sends it.
    expect(screen.queryByText('Comunicado do Rio')).toBeNull();
    const invite = screen.getByRole('row', { name: /Convite para votação/ });
    expect(within(invite).getByText('E-mail')).toBeVisible();
    expect(within(invite).getByText('Mensagem')).toBeVisible();
    expect(
      within(invite)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['{{votacao}}', '{{nome}}', '{{prazo}}', '{{link}}']);
    expect(within(invite).getByText(/^02\/03\/2026/)).toHaveAttribute('datetime', '2026-03-02T14:30:00.000Z');
    const ballot = screen.getByRole('row', { name: /Cédula padrão/ });
    expect(within(ballot).getByText('Cédula')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Novo modelo' })).toBeVisible();
  });

  it('searches on the server after a pause in typing, and filters by channel and kind', async () => {
    const { api } = await renderSignedIn('/templates/list', 'OPERATOR');
    const user = userEvent.setup();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar modelo' }), 'convite VOTACAO');
    await waitFor(async () => expect(await names()).toEqual(['Convite para votação']));
    // One request for the whole text, not one per key.
    const searches = listCalls(api.calls).filter((c) => c.path === '/templates' && c.method === 'GET');
    expect(searches).toHaveLength(2);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar modelo' }));
    await waitFor(async () => expect(await names()).toHaveLength(4));
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await waitFor(async () => expect(await names()).toEqual(['Lembrete por WhatsApp']));
    await user.click(screen.getByRole('radio', { name: 'Todos os canais' }));
    await user.click(screen.getByRole('radio', { name: 'Cédula' }));
    await waitFor(async () => expect(await names()).toEqual(['Cédula padrão']));
  });

  it('says when nothing matches and clears the filters', async () => {
    await renderSignedIn('/templates/list', 'OPERATOR');
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('radio', { name: 'Cédula' }));
    expect(await screen.findByRole('heading', { name: 'Nenhum modelo encontrado' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(async () => expect(await names()).toHaveLength(4));
    expect(screen.getByRole('radio', { name: 'Todos os canais' })).toBeChecked();
  });

  it('sorts on the server by name or update date, with the keyboard too', async () => {
    const { api } = await renderSignedIn('/templates/list', 'OPERATOR');
    const user = userEvent.setup();
    await table();
    screen.getByRole('button', { name: 'Atualizado em' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () =>
      expect(await names()).toEqual([
        'Cédula padrão',
        'Lembrete por WhatsApp',
        'Convite para votação',
        'Aviso de encerramento',
      ]),
    );
    expect(screen.getByRole('columnheader', { name: 'Atualizado em' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.keyboard('{Enter}');
    await waitFor(async () => expect((await names())[0]).toBe('Aviso de encerramento'));
    expect(listCalls(api.calls).at(-1)?.path).toBe('/templates');
    const last = api.fetch.mock.calls.at(-1)?.[0] as Request;
    expect(new URL(last.url).searchParams.get('sortBy')).toBe('updatedAt');
    expect(new URL(last.url).searchParams.get('sortDirection')).toBe('desc');
  });

  it('pages by 20', async () => {
    await renderSignedIn('/templates/list', 'OPERATOR', {
      state: templatesFakeState({ rows: manyTemplates(25) }),
    });
    const user = userEvent.setup();
    await waitFor(async () => expect(await names()).toHaveLength(20));
    expect(screen.getByText('1–20 de 25')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Próxima página/ }));
    await waitFor(async () =>
      expect(await names()).toEqual(['Modelo 21', 'Modelo 22', 'Modelo 23', 'Modelo 24', 'Modelo 25']),
    );
  });

  it('opens a template from its row', async () => {
    await renderSignedIn('/templates/list', 'OPERATOR');
    const user = userEvent.setup();
    await table();
    await user.click(await screen.findByRole('button', { name: 'Cédula padrão' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar modelo' })).toBeVisible();
    expect(window.location.pathname).toBe(`/templates/${templateId(3)}`);
  });

  it('deletes a template after confirmation', async () => {
    const { api } = await renderSignedIn('/templates/list', 'OPERATOR');
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'Excluir Lembrete por WhatsApp' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir modelo?' });
    expect(dialog).toHaveTextContent('O modelo “Lembrete por WhatsApp” será excluído.');
    // Danger: the first focus is on cancel.
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Modelo excluído')).toBeVisible();
    await waitFor(async () => expect(await names()).not.toContain('Lembrete por WhatsApp'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/templates/${templateId(2)}` }),
    );
  });

  it('refuses to delete a ballot in use and names its votings, each linked to its screen', async () => {
    const { api } = await renderSignedIn('/templates/list', 'OPERATOR');
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'Excluir Cédula padrão' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir modelo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const heading = await screen.findByRole('heading', {
      name: 'O modelo “\u2068Cédula padrão\u2069” não foi excluído',
    });
    const notice = heading.closest('[role="alert"]') as HTMLElement;
    // The server's problem names every voting of the workspace whose ballot it is, by title.
    const using = demoVotings()
      .filter(
        (voting) =>
          voting.workspaceId === demoWorkspaces[0]!.id && voting.ballotTemplate?.id === templateId(3),
      )
      .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
    expect(using.length).toBeGreaterThan(1);
    expect(notice).toHaveTextContent(`Ele é a cédula destas ${using.length} votações`);
    const links = within(notice).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(using.map((voting) => voting.title));
    expect(links[0]).toHaveAttribute('href', `/votings/${using[0]!.id}`);
    expect(within(notice).getAllByRole('listitem')[0]).toHaveTextContent(
      {
        draft: 'Rascunho',
        scheduled: 'Agendada',
        open: 'Aberta',
        closed: 'Encerrada',
        cancelled: 'Cancelada',
      }[using[0]!.status],
    );
    // The confirmation closed; the template is still there; nothing else was said in the snackbar.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await names()).toContain('Cédula padrão');
    expect(screen.queryByText('Este modelo é a cédula de uma votação e não pode ser excluído.')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await user.click(within(notice).getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('heading', { name: /não foi excluído/ })).toBeNull();
  });

  it('shows OBSERVER the list without the new and delete actions', async () => {
    await renderSignedIn('/templates/list', 'OBSERVER');
    await waitFor(async () => expect(await names()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Novo modelo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).toBeNull();
  });

  it('has an empty state that offers a first template', async () => {
    await renderSignedIn('/templates/list', 'OPERATOR', { state: templatesFakeState({ rows: [] }) });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Nenhum modelo ainda' })).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: 'Novo modelo' });
    await user.click(buttons.at(-1)!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo modelo' })).toBeVisible();
  });

  it('says when the list cannot be loaded and retries', async () => {
    const { api } = await renderSignedIn('/templates/list', 'OPERATOR', {
      state: templatesFakeState({ failList: true }),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível carregar os modelos' }),
    ).toBeVisible();
    (api.options.state!.templates as { failList: boolean }).failList = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(async () => expect(await names()).toHaveLength(4));
  });
});
