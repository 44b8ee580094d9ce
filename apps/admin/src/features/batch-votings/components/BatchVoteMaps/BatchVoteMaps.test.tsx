import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { childId } from '@admin/testing/batch-votings/demo-batch-details';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { voteMapsFakeState } from '@admin/testing/batch-votings/vote-map-handlers';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetBatchDetail } from '../../stores/batch-detail';

afterEach(() => resetBatchDetail());

describe('batch vote maps', () => {
  it("offers each kind's download to an OBSERVER and says when no fund's map is written yet", async () => {
    const { api } = await renderSignedIn(`/batch-votings/${batchId(2)}`, 'OBSERVER', {
      state: voteMapsFakeState({
        [childId(2, 1)]: {
          fundName: 'FII Paulista Lajes',
          deadline: '2026-04-30T21:00:00.000Z',
          written: { preliminary: '2026-04-29T21:00:00.000Z' },
        },
      }),
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Mapas de votos do lote' });
    const buttons = within(panel).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Baixar CSV — Mapa sintético preliminar',
      'Baixar CSV — Mapa sintético final',
      'Baixar CSV — Mapa analítico final',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Baixar CSV — Mapa sintético final' }));
    // Said in the app's snackbar (the shell's feedback host).
    expect(await screen.findByText('O mapa de votos ainda não foi gerado.')).toBeVisible();
    expect(api.calls.some((call) => call.path.endsWith('/vote-maps/final.csv'))).toBe(true);
  });
});
