import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoWorkspaces } from '@admin/testing/demo-data';
import { demoVotings } from '@admin/testing/votings/demo-votings';
import { votingId } from '@admin/testing/votings/rows';
import { fakeVotings } from '@admin/testing/votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetVotings } from '../../stores/votings';
import { resetVotingsList } from '../../stores/votings-list';

// Issue 16: a draft can be discarded from the list, after a confirmation; only runners see the action, only drafts
// have it, and a draft published meanwhile is explained rather than retried.

afterEach(() => {
  resetVotingsList();
  resetVotings();
});

const DRAFT = 'Assembleia de cotistas — 7ª emissão de cotas do FII Renda Urbana';
const discardButton = () => screen.findByRole('button', { name: `Descartar o rascunho ${DRAFT}` });

describe('discarding a draft from the votings list', () => {
  it('asks first, then discards it: the row goes and the list says so', async () => {
    const { api } = await renderSignedIn('/votings/list', 'OPERATOR');
    const user = userEvent.setup();
    await user.click(await discardButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Descartar rascunho?' });
    expect(dialog).toHaveTextContent(
      `O rascunho “\u2068${DRAFT}\u2069” será descartado com seus itens, votantes e documentos. Esta ação não pode ser desfeita.`,
    );
    // Danger: the first focus is on cancel.
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Rascunho descartado')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Renda Urbana/ })).toBeNull());
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/votings/${votingId(4)}` }),
    );
  });

  it('offers it on drafts only', async () => {
    await renderSignedIn('/votings/list', 'OPERATOR');
    await discardButton();
    const drafts = demoVotings().filter(
      (voting) => voting.status === 'draft' && voting.workspaceId === demoWorkspaces[0]!.id,
    );
    expect(screen.getAllByRole('button', { name: /^Descartar o rascunho/ })).toHaveLength(drafts.length);
    const open = screen.getByRole('row', { name: /FPLC11/ });
    expect(within(open).queryByRole('button', { name: /^Descartar/ })).toBeNull();
  });

  it('explains a draft that was published meanwhile, and shows the list as it is now', async () => {
    const { api } = await renderSignedIn('/votings/list', 'OPERATOR');
    const user = userEvent.setup();
    await user.click(await discardButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Descartar rascunho?' });
    fakeVotings(api.options).votings.find((voting) => voting.id === votingId(4))!.status = 'open';
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(
      await screen.findByText(
        'Esta votação já foi publicada e não pode mais ser descartada; para encerrá-la, cancele-a na página dela.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const row = screen.getByRole('row', { name: /Renda Urbana/ });
    await waitFor(() => expect(within(row).getByText('Aberta')).toBeVisible());
  });

  it('is not offered to OBSERVER', async () => {
    await renderSignedIn('/votings/list', 'OBSERVER');
    await screen.findByRole('row', { name: /Renda Urbana/ });
    expect(screen.queryByRole('button', { name: /^Descartar/ })).toBeNull();
  });
});
