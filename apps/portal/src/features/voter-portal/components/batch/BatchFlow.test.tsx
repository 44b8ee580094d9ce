import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { batchHolder } from '@portal/testing/portal-batch-demo';
import { renderPortalPage } from '@portal/testing/portal-screen';

// The holder in several funds of a batch, from the list of funds to each fund's receipt, against the typed fake.

let restore: () => void = () => {};
afterEach(() => restore());

beforeAll(async () => {
  await Promise.all([import('./BatchFundsStep'), import('./BatchReviewStep'), import('./BatchReceiptsStep')]);
}, 120_000);

const answer = async (user: ReturnType<typeof userEvent.setup>, fund: string, choices: string[]) => {
  const groups = screen.getAllByRole('radiogroup');
  expect(groups).toHaveLength(choices.length);
  for (const [index, choice] of choices.entries()) {
    await user.click(within(groups[index]!).getByRole('radio', { name: choice }));
  }
  expect(screen.getAllByText(fund)[0]).toBeVisible();
};

describe('a holder in several funds of a batch', () => {
  it('answers one fund, repeats it in every fund (no conflict carried), reviews, removes one and records', async () => {
    const page = await renderPortalPage(batchHolder());
    restore = page.restore;
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Seus fundos nesta votação' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Seus fundos nesta votação' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('CNPJ 60.746.948/0001-12')).toBeVisible();
    expect(within(list).getAllByText('Não votado')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Responder FII Aroeira Lajes' }));
    await answer(user, 'FII Aroeira Lajes', ['Aprovar', 'Conflito de interesse', 'Reprovar']);
    await user.click(screen.getByRole('button', { name: 'Repetir minhas respostas em todos os fundos' }));
    expect(screen.getByRole('status')).toHaveTextContent('Respostas repetidas em 2 fundos.');
    await user.click(screen.getByRole('button', { name: 'Concluir este fundo' }));

    // The conflict stayed in Aroeira: Ipê's second item is unanswered, so only Aroeira is ready.
    expect(await screen.findAllByText('Respostas prontas')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Alterar respostas FII Ipê Logística' }));
    const second = screen.getAllByRole('radiogroup')[1]!;
    expect(within(second).getByRole('radio', { name: 'Conflito de interesse' })).not.toBeChecked();
    expect(
      within(screen.getAllByRole('radiogroup')[0]!).getByRole('radio', { name: 'Aprovar' }),
    ).toBeChecked();
    await user.click(within(second).getByRole('radio', { name: 'Aprovar' }));
    await user.click(screen.getByRole('button', { name: 'Concluir este fundo' }));

    await user.click(await screen.findByRole('button', { name: 'Revisar e registrar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Revise seus votos por fundo' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'FII Jatobá Renda' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retirar FII Jatobá Renda' }));
    expect(screen.queryByRole('heading', { level: 3, name: 'FII Jatobá Renda' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Registrar votos em 2 fundos' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Comprovantes por fundo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Baixar comprovante FII Aroeira Lajes' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/batch-ballots\/0d000000-0000-4000-8000-0000000000f0\/receipt$/),
    );
    expect(screen.getByRole('link', { name: 'Baixar comprovante FII Ipê Logística' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Baixar comprovante FII Jatobá Renda' })).toBeNull();
    const sent = page.fake.calls.filter(
      (call) => call.method === 'POST' && call.path.endsWith('/batch-ballots'),
    );
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as { ballots: { votingId: string; answers: { choice: string }[] }[] };
    expect(body.ballots.map((ballot) => ballot.answers.map((a) => a.choice))).toEqual([
      ['approve', 'conflict', 'reject'],
      ['approve', 'approve', 'reject'],
    ]);
  });

  it("shows each fund's documents, a sibling fund's too, as downloads under the holder's session", async () => {
    const page = await renderPortalPage(batchHolder());
    restore = page.restore;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Responder FII Ipê Logística' }));
    const documents = await screen.findByRole('region', { name: 'Documentos do fundo' });
    const link = within(documents).getByRole('link', {
      name: 'Demonstrações financeiras FII Ipê Logística 2035.pdf',
    });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(
        /\/portal\/[^/]+\/batch-ballots\/0d000000-0000-4000-8000-000000000002\/documents\/0d000000-0000-4000-8000-0000000d0002$/,
      ),
    );
    const response = await fetch(link.getAttribute('href')!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // Jatobá has no document: no section.
    await user.click(screen.getByRole('button', { name: 'Voltar aos fundos' }));
    await user.click(await screen.findByRole('button', { name: 'Responder FII Jatobá Renda' }));
    await screen.findByRole('heading', { level: 2, name: 'Votação do fundo' });
    expect(screen.queryByRole('region', { name: 'Documentos do fundo' })).toBeNull();
  });

  it('a fund with items unanswered is not done, and says so', async () => {
    const page = await renderPortalPage(batchHolder());
    restore = page.restore;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Responder FII Jatobá Renda' }));
    await user.click(screen.getByRole('button', { name: 'Concluir este fundo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Responda todos os itens deste fundo.');
    expect(
      screen.getByRole('button', { name: 'Repetir minhas respostas em todos os fundos' }),
    ).toBeDisabled();
  });

  it('a holder in one fund sees the single ballot, not the list', async () => {
    const page = await renderPortalPage(batchHolder({ batch: { siblings: [] } }));
    restore = page.restore;
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Seus fundos nesta votação' })).toBeNull(),
    );
    expect(await screen.findByRole('radiogroup', { name: /Aprovação das contas/ })).toBeVisible();
  });
});
