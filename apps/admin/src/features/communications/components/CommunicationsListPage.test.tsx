import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCompany } from '@admin/testing/demo-data';
import { communicationsFakeState } from '@admin/testing/fake-communications';
import type { RecordedCall } from '@admin/testing/fake-api';
import { renderSignedIn } from '@admin/testing/signed-in';

const table = () => screen.findByRole('table', { name: 'Comunicações' });

/** The names in the table, in order (the row headers). */
async function names() {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getByRole('rowheader').textContent);
}

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/communications');

describe('communications list', () => {
  it("lists the current workspace's communications, newest first, with status, recipients and messages sent", async () => {
    await renderSignedIn('/communication/list', 'OBSERVER', { state: communicationsFakeState() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicações' })).toBeVisible();
    await waitFor(async () =>
      expect(await names()).toEqual([
        'Pagamento de rendimentos de março',
        'Resultado da assembleia — FII Beta',
        'Convocação AGE — FII Alfa',
        'Aviso sem destinatários',
      ]),
    );
    expect(screen.queryByText('Comunicado do Rio')).toBeNull();
    const sent = screen.getByRole('row', { name: /Convocação AGE/ });
    expect(within(sent).getByText('Enviada')).toBeVisible();
    expect(within(sent).getByText('1.250')).toBeVisible();
    expect(within(sent).getByText('1.238 de 1.250')).toBeVisible();
    const draft = screen.getByRole('row', { name: /Pagamento de rendimentos/ });
    expect(within(draft).getByText('Rascunho')).toBeVisible();
    expect(within(draft).getByText('Não enviada')).toBeVisible();
  });

  it('asks the server again for a search and a status, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { api } = await renderSignedIn('/communication/list', 'OPERATOR', {
      state: communicationsFakeState(),
    });
    const before = listCalls(api.calls).length;
    await waitFor(async () => expect(await names()).toHaveLength(4));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Enviando');
    await waitFor(async () => expect(await names()).toEqual(['Resultado da assembleia — FII Beta']));
    expect(listCalls(api.calls).length).toBeGreaterThan(before);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar comunicação' }), 'inexistente');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nenhuma comunicação encontrada' }),
    ).toBeVisible();
  });

  it('shows the empty state', async () => {
    await renderSignedIn('/communication/list', 'OPERATOR', { state: communicationsFakeState({ rows: [] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nenhuma comunicação ainda' })).toBeVisible();
  });

  it('says when the list could not be loaded and loads it again on retry', async () => {
    const user = userEvent.setup();
    const state = communicationsFakeState({ failList: true });
    await renderSignedIn('/communication/list', 'OPERATOR', { state });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Não foi possível carregar as comunicações' }),
    ).toBeVisible();
    state['communications']!.failList = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(async () => expect(await names()).toHaveLength(4));
  });

  it('says so when the company has communications off, asking nothing of the server', async () => {
    const { api } = await renderSignedIn('/communication/list', 'ADMIN', {
      company: demoCompany({ communication: false }),
      state: communicationsFakeState(),
    });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'As comunicações não estão ativas nesta empresa',
      }),
    ).toBeVisible();
    expect(listCalls(api.calls)).toEqual([]);
  });
});
