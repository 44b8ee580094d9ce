import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeApiOptions } from '@admin/testing/fake-network';
import {
  detailVotingIds,
  fakeVotingDetail,
  votingDetailFakeState,
  type VotingDetailFakeState,
} from '@admin/testing/votings/detail-state';
import { demoVoterId } from '@admin/testing/votings/rows';
import { fakeVotings } from '@admin/testing/votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';

/** A fake network's state with the detail demo votings already in it (so a test can change them first). */
function seeded(overrides: Partial<VotingDetailFakeState> = {}): FakeApiOptions {
  const options: FakeApiOptions = { state: votingDetailFakeState(overrides) };
  fakeVotingDetail(options, detailVotingIds.open);
  return options;
}

const title = () => screen.findByRole('heading', { level: 1 });
const itemSection = (name: RegExp) => screen.findByRole('region', { name });

// The screen is a lazy route chunk: transform it once before the first test waits for it.
beforeAll(() => import('./VotingDetailPage'), 60_000);

describe('voting detail: overview', () => {
  it('shows each item by head and by weight with every decimal, and conflict of interest apart', async () => {
    const options = seeded();
    // The two voters in conflict on item 1 (demo voters 5 and 12) hold quotas no float can add up exactly.
    const voters = fakeVotings(options).voters;
    voters.find((voter) => voter.id === demoVoterId(21, 5))!.weight = '123456789012345.123456';
    voters.find((voter) => voter.id === demoVoterId(21, 12))!.weight = '0.000001';
    await renderSignedIn(`/votings/${detailVotingIds.open}`, 'OPERATOR', options);
    expect(await title()).toHaveTextContent('AGE — FII Vila Olímpia Corporate');
    const item = await itemSection(/Item 1 · Aprovar a venda/);
    expect(within(item).getByText('2 votantes · 123.456.789.012.345,123457 cotas')).toBeVisible();
    expect(
      within(item).getByText(
        'Quem declarou conflito de interesse fica fora da base do quórum e não entra nos percentuais.',
      ),
    ).toBeVisible();
    // The quorum base leaves those in conflict out: 38 eligible (34 active voters and 4 represented parties), 2 in
    // conflict.
    expect(within(item).getByText(/^Percentuais sobre a base do quórum: 36 votantes e /)).toBeVisible();
    // Both charts have a table alternative; the weight table prints the decimals from their strings.
    expect(within(item).getByRole('figure', { name: 'Votos por votante' })).toBeVisible();
    const byWeight = within(item).getByRole('figure', { name: 'Votos por cotas' });
    await userEvent.click(within(byWeight).getByRole('button', { name: 'Ver como tabela' }));
    const table = within(byWeight).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Aprovar' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^Aprovar\d/)]));
    expect(within(item).getByRole('meter', { name: 'Participação na base do quórum' })).toBeVisible();
    expect(within(item).getByRole('meter', { name: 'Participação em cotas' })).toBeVisible();
  });

  it('counts one vote per voter without weights, and offers the reports once closed', async () => {
    await renderSignedIn(`/votings/${detailVotingIds.closed}`, 'OPERATOR');
    expect(await title()).toHaveTextContent('Demonstrações financeiras do FII Campinas Logística');
    expect(screen.getByText('Encerrada')).toBeVisible();
    const item = await itemSection(/Item 1 · Aprovar as demonstrações/);
    expect(within(item).getByRole('figure', { name: 'Votos por votante' })).toBeVisible();
    expect(within(item).queryByRole('figure', { name: 'Votos por cotas' })).toBeNull();
    expect(within(item).getByText('0 votantes')).toBeVisible();
    // Closed: no live refresh, and no action that changes it.
    expect(screen.queryByText(/Ao vivo/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar votante' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Baixar mapa de votos (CSV)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Baixar relatório (PDF)' })).toBeVisible();
  });

  it('says who could vote and who did, the represented party apart where it changes a number', async () => {
    // 24 voters, 18 voted; one of them also voted, as attorney, for the party it represents.
    await renderSignedIn(`/votings/${detailVotingIds.closed}`, 'OBSERVER');
    await title();
    const figure = async (label: string) => {
      const term = await screen.findByText(label, { selector: 'dt' });
      return [...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent);
    };
    expect(await figure('Aptos a votar')).toEqual(['25', '24 votantes + 1 representado']);
    expect(await figure('Votaram')).toEqual(['19', '18 votantes + 1 representado']);
    // The party voted: the 6 who did not are voters only, so no split.
    expect(await figure('Não votaram')).toEqual(['6']);
    expect(await figure('Votantes anulados')).toEqual(['0']);
    expect(screen.queryByText('Aguardando o aprovador', { selector: 'dt' })).toBeNull();
    expect(screen.getByText(/^Cada CPF\/CNPJ conta uma vez/)).toBeVisible();
    // The voters' tabs list voters: 18 concluded.
    expect(screen.getByRole('tab', { name: /^Votos concluídos/ })).toHaveTextContent('18');
  });

  it('downloads the vote map through the typed client and saves it as a file', async () => {
    const created = vi.fn((blob: Blob) => (void blob, 'blob:vote-map'));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { api } = await renderSignedIn(`/votings/${detailVotingIds.closed}`, 'OBSERVER');
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar mapa de votos (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toBe('mapa-de-votos-ago-2026-demonstracoes-financeiras-do-fii-campinas-logistica.csv');
    const csv = await created.mock.calls[0]![0].text();
    expect(csv).toMatch(/^\uFEFF?votante;cpf_cnpj;item;voto;cotas\r\n/);
    expect(api.calls.some((call) => call.path.endsWith('/reports/vote-map.csv'))).toBe(true);
    click.mockRestore();
  });

  it('reads the totals again on demand while open, with the time of the reading', async () => {
    await renderSignedIn(`/votings/${detailVotingIds.open}`, 'OPERATOR', seeded({ live: true }));
    const summary = async () =>
      within(await screen.findByRole('figure', { name: 'Participação dos aptos a votar' })).getByRole('img');
    expect(await screen.findByText('Ao vivo: atualiza a cada 10 segundos')).toBeVisible();
    expect(screen.getByText(/^atualizado às \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    // 20 voters and the one represented party whose vote counts; another party's vote awaits the approver.
    expect((await summary()).getAttribute('aria-label')).toMatch(
      /Votaram 21 .*Aguardando o aprovador 1 .*Não votaram 16 .*Total: 38/,
    );
    // Every read of the live fake's totals records one more ballot (the first read recorded the 21st); the
    // refresh reads the totals, then the voting's counts.
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar apuração' }));
    await waitFor(async () => expect((await summary()).getAttribute('aria-label')).toMatch(/Votaram 23 /));
    expect((await summary()).getAttribute('aria-label')).toMatch(/Não votaram 14 /);
  });

  it('says when the voting is not there, with the way back to the list', async () => {
    await renderSignedIn('/votings/d0000000-0000-4000-8000-000000000999', 'OPERATOR');
    expect(await screen.findByRole('heading', { name: 'Votação não encontrada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para as votações' })).toHaveAttribute(
      'href',
      '/votings/list',
    );
  });

  it('shows a draft with the way to finish its setup', async () => {
    await renderSignedIn(`/votings/${detailVotingIds.draft}`, 'OPERATOR', seeded());
    await title();
    expect(screen.getByText('Rascunho')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar configuração' }));
    await waitFor(() => expect(window.location.pathname).toBe('/votings/new'));
    expect(window.location.search).toBe(`?id=${detailVotingIds.draft}`);
  });

  it('shows a cancelled voting with its reason and no totals', async () => {
    await renderSignedIn(`/votings/${detailVotingIds.cancelled}`, 'OPERATOR');
    await title();
    expect(screen.getByText('Cancelada')).toBeVisible();
    expect(screen.getByText(/Motivo: Convocação refeita com nova pauta\./)).toBeVisible();
    expect(screen.getByText('Votação cancelada: os votos não são apurados.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancelar votação' })).toBeNull();
  });
});

describe('voting detail: tabs', () => {
  it('keeps the tab in the URL and shows each tab of voters', async () => {
    await renderSignedIn(`/votings/${detailVotingIds.open}`, 'OPERATOR');
    expect(await screen.findByRole('table', { name: 'Votantes que concluíram o voto' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: /^Votos pendentes/ }));
    await waitFor(() => expect(window.location.search).toBe('?tab=pending'));
    const pending = await screen.findByRole('table', { name: 'Votantes pendentes' });
    await waitFor(() => expect(within(pending).getAllByRole('row')).toHaveLength(15));
    expect(within(pending).getAllByText(/^(Enviado|Falhou|Não confirmado) em /).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: /^Votantes anulados/ }));
    const voided = await screen.findByRole('table', { name: 'Votantes anulados' });
    await waitFor(() =>
      expect(within(voided).getAllByText('Cotista transferiu as cotas antes da data-base.')).toHaveLength(2),
    );
    expect(window.location.search).toBe('?tab=voided');
  });

  it('opens on the tab the URL names: the audit trail with its chain verified', async () => {
    await renderSignedIn(`/votings/${detailVotingIds.open}?tab=audit`, 'OBSERVER');
    expect(await screen.findByRole('tab', { name: 'Auditoria', selected: true })).toBeVisible();
    expect(await screen.findByText('Cadeia íntegra')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Registros de auditoria' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Votação publicada');
    // Every action in words, none as its code ('voter.identified').
    for (const row of within(table).getAllByRole('row').slice(1))
      expect(row).not.toHaveTextContent(/\b[a-z_]+\.[a-z_]+\b/);
  });

  it('says where the audit chain breaks', async () => {
    await renderSignedIn(
      `/votings/${detailVotingIds.open}?tab=audit`,
      'OPERATOR',
      seeded({ tamperedSeq: 7 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Cadeia violada na entrada 7');
  });

  it('searches the voters on the server', async () => {
    const { api } = await renderSignedIn(`/votings/${detailVotingIds.open}?tab=pending`, 'OPERATOR');
    const table = await screen.findByRole('table', { name: 'Votantes pendentes' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar votante' }), 'seguradora HORIZONTE');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Seguradora Horizonte S.A.');
    // One request for the whole text once typing pauses, not one per key.
    const searches = api.calls.filter((call) => call.path.endsWith('/voters')).length;
    expect(searches).toBe(2);
  });

  it('lists the represented votes with attorney, status and choices, and the sends with their progress', async () => {
    await renderSignedIn(`/votings/${detailVotingIds.open}?tab=represented`, 'OPERATOR');
    const table = await screen.findByRole('table', { name: 'Votos representados por procuradores' });
    const row = await within(table).findByRole('row', { name: /Clube de Investimento Paineiras/ });
    expect(row).toHaveTextContent('Family Office Mantiqueira Ltda.');
    expect(row).toHaveTextContent('Apurado');
    expect(row).toHaveTextContent('Item 1: Aprovar');
    await userEvent.click(screen.getByRole('tab', { name: 'Envios' }));
    const invitations = await screen.findByRole('progressbar', { name: /^Convites de / });
    expect(invitations).toHaveAttribute('aria-valuetext', '34 de 36 enviados');
    expect(screen.getByText('1 sem confirmação')).toBeVisible();
  });
});

describe('voting detail: roles', () => {
  it('shows OBSERVER everything and no action that changes the voting', async () => {
    await renderSignedIn(`/votings/${detailVotingIds.open}?tab=pending`, 'OBSERVER');
    await title();
    const table = await screen.findByRole('table', { name: 'Votantes pendentes' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    for (const name of [
      'Adicionar votante',
      'Importar votantes',
      'Lembrar pendentes',
      'Prorrogar prazo',
      'Encerrar agora',
      'Cancelar votação',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Ações de / })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Ações' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: /^Documentos/ }));
    expect(await screen.findByRole('button', { name: 'Baixar Proposta da administração.pdf' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Adicionar documento' })).toBeNull();
  });
});
