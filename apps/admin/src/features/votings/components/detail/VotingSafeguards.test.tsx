import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeApiOptions } from '@admin/testing/fake-network';
import {
  detailVotingIds,
  fakeVotingDetail,
  votingDetailFakeState,
} from '@admin/testing/votings/detail-state';
import { fakeVotings } from '@admin/testing/votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';

// Issue 16 on the voting's screen: a voter locked out of the portal shows as locked and an operator may unlock them
// (audited); a voting is duplicated as a new draft (the same consultation again), its active voters only if asked.

function seeded(votingId: string): FakeApiOptions {
  const options: FakeApiOptions = { state: votingDetailFakeState() };
  fakeVotingDetail(options, votingId);
  return options;
}

async function open(votingId: string, role: 'OPERATOR' | 'OBSERVER', options: FakeApiOptions, tab?: string) {
  const rendered = await renderSignedIn(`/votings/${votingId}${tab ? `?tab=${tab}` : ''}`, role, options);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

/** The open demo voting's voter who is locked out of the portal now. */
const lockedVoter = (options: FakeApiOptions) =>
  fakeVotings(options).voters.find(
    (voter) => voter.votingId === detailVotingIds.open && voter.accessLockedUntil !== null,
  )!;

// The screen is a lazy route chunk: transform it once before the first test waits for it.
beforeAll(() => import('./VotingDetailPage'), 60_000);

describe('a voter locked out of the portal', () => {
  it('shows as locked, and an operator unlocks them after confirming (audited); the badge goes', async () => {
    const options = seeded(detailVotingIds.open);
    const voter = lockedVoter(options);
    const { api } = await open(detailVotingIds.open, 'OPERATOR', options, 'pending');
    const user = userEvent.setup();
    const row = (await screen.findByRole('rowheader', { name: new RegExp(voter.name) })).closest('tr')!;
    expect(within(row).getByText(/^Bloqueado até /)).toBeVisible();

    await user.click(within(row).getByRole('button', { name: `Ações de ${voter.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Desbloquear acesso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desbloquear o acesso ao portal?' });
    expect(dialog).toHaveTextContent(
      `\u2068${voter.name}\u2069 errou os dígitos do CPF/CNPJ ou o código de acesso vezes demais e está bloqueado até`,
    );
    expect(dialog).toHaveTextContent('O desbloqueio fica registrado na trilha de auditoria, em seu nome.');
    await user.click(within(dialog).getByRole('button', { name: 'Desbloquear' }));

    expect(await screen.findByText('Acesso desbloqueado: o votante já pode entrar no portal')).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('rowheader', { name: new RegExp(voter.name) }).closest('tr')!).queryByText(
          /^Bloqueado até /,
        ),
      ).toBeNull(),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: `/votings/${detailVotingIds.open}/voters/${voter.id}/unlock`,
      }),
    );
    const trail = fakeVotingDetail(api.options).audit.filter((row) => row.votingId === detailVotingIds.open);
    expect(trail.at(-1)?.entry).toMatchObject({
      action: 'voter.access_unlocked',
      actor: { kind: 'user' },
      data: { voterId: voter.id },
    });
  });

  it('shows OBSERVER who is locked, with no way to unlock', async () => {
    const options = seeded(detailVotingIds.open);
    const voter = lockedVoter(options);
    await open(detailVotingIds.open, 'OBSERVER', options, 'pending');
    const row = (await screen.findByRole('rowheader', { name: new RegExp(voter.name) })).closest('tr')!;
    expect(within(row).getByText(/^Bloqueado até /)).toBeVisible();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});

describe('duplicating a voting', () => {
  it('asks for the new title, copies the active voters when asked, and opens the new draft', async () => {
    const options = seeded(detailVotingIds.closed);
    const source = fakeVotings(options).votings.find((voting) => voting.id === detailVotingIds.closed)!;
    const active = fakeVotings(options).voters.filter(
      (voter) => voter.votingId === source.id && voter.status === 'active',
    ).length;
    const { api } = await open(detailVotingIds.closed, 'OPERATOR', options);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Duplicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicar votação' });
    // The copy's deadline, by the domain's rule: the closed voting's has passed, so next year's date.
    expect(dialog).toHaveTextContent(
      'Uma nova votação em rascunho, com a descrição, os itens, os documentos',
    );
    const title = within(dialog).getByRole('textbox', { name: /^Título da nova votação/ });
    expect(title).toHaveValue(source.title);
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Duplicar' }));
    expect(await within(dialog).findByText('Informe o título.')).toBeVisible();
    expect(api.calls.some((c) => c.path.endsWith('/duplicate'))).toBe(false);

    await user.type(title, 'AGO 2027 — Demonstrações financeiras');
    await user.click(
      within(dialog).getByRole('checkbox', { name: `Copiar também os ${active} votantes ativos` }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Duplicar' }));

    await waitFor(() => expect(window.location.pathname).toBe('/votings/new'));
    const copyId = new URLSearchParams(window.location.search).get('id');
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: `/votings/${source.id}/duplicate`,
        body: { title: 'AGO 2027 — Demonstrações financeiras', includeVoters: true },
      }),
    );
    const copy = fakeVotings(api.options).votings.find((voting) => voting.id === copyId)!;
    expect(copy).toMatchObject({ status: 'draft', title: 'AGO 2027 — Demonstrações financeiras' });
    expect(copy.items.map((item) => item.title)).toEqual(source.items.map((item) => item.title));
    expect(fakeVotings(api.options).voters.filter((voter) => voter.votingId === copyId)).toHaveLength(active);
    expect(new Date(copy.deadline).getTime()).toBeGreaterThan(Date.now());
  });

  it('is not offered to OBSERVER', async () => {
    await open(detailVotingIds.closed, 'OBSERVER', seeded(detailVotingIds.closed));
    expect(screen.queryByRole('button', { name: 'Duplicar' })).toBeNull();
  });
});
