import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  approvalFakeState,
  approvalTokens,
  approvalHandlers,
  type ApprovalFakeState,
} from '@portal/testing/fake-approval';
import { addFakeHandlers } from '@portal/testing/fake-network';
import { PieceProviders } from '@portal/testing/portal-pieces';
import { resetApproval } from '../stores/approval';
import ApprovalPage from './ApprovalPage';

afterEach(() => resetApproval());

function renderPage(token: string, overrides: Partial<ApprovalFakeState> = {}) {
  const fake = approvalFakeState(overrides);
  addFakeHandlers(...approvalHandlers(fake));
  render(
    <PieceProviders>
      <ApprovalPage token={token} />
    </PieceProviders>,
  );
  return { fake, user: userEvent.setup() };
}

describe('the approver page', () => {
  it('shows the ballot under review: voting, deadline in Brasília, attorney, votes per item and subject, documents', async () => {
    renderPage(approvalTokens.open);
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Assembleia Geral Ordinária 2036 — Fundo Imobiliário Vila Olímpia',
    });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText('Prazo da votação').nextElementSibling).toHaveTextContent(
      '30/06/2036, 18:00 (Brasília)',
    );
    expect(screen.getByText('Procurador').nextElementSibling).toHaveTextContent('Mariana Ribeiro Alves');
    const summary = screen.getByRole('heading', { name: 'Resumo por item' }).parentElement!;
    expect(within(summary).getAllByRole('listitem')[0]).toHaveTextContent(
      '1. Aprovação das contas do exercício de 2035Aprovar: 3 · Reprovar: 1',
    );
    const subjects = screen.getByRole('heading', { level: 2, name: 'Votos por representado' }).parentElement!;
    const own = within(subjects)
      .getByRole('heading', { level: 3, name: 'Mariana Ribeiro Alves' })
      .closest('li')!;
    expect(own).toHaveTextContent('voto do próprio procurador');
    const carlos = within(subjects)
      .getByRole('heading', { level: 3, name: 'Carlos Henrique Souza' })
      .closest('li')!;
    expect(carlos).toHaveTextContent('***.101.789-** · representado');
    expect(
      within(carlos).getByText('Aprovação das contas do exercício de 2035').closest('div'),
    ).toHaveTextContent('Aprovar');
    expect(within(subjects).getByText('4 votantes nesta cédula.')).toBeVisible();
    const link = screen.getByRole('link', { name: 'procuracao-fundacao-ipe.pdf' });
    expect(link).toHaveAttribute(
      'href',
      `http://127.0.0.1:3000/api/approvals/${approvalTokens.open}/uploads/0b000000-0000-4000-8000-000000000001`,
    );
    expect(link.closest('li')).toHaveTextContent('Procuração · PDF · 242');
  });

  it('pages a ballot of 50 represented parties ten at a time', async () => {
    const { user } = renderPage(approvalTokens.many);
    await screen.findByRole('heading', { level: 2, name: 'Votos por representado' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Páginas dos representados' });
    for (let i = 0; i < 5; i += 1)
      await user.click(within(pages).getByRole('button', { name: /Próxima página/ }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1));
    expect(screen.getByText('51 votantes nesta cédula.')).toBeVisible();
  });

  it('approves after a confirmation, then says the votes count', async () => {
    const { fake, user } = renderPage(approvalTokens.open);
    await user.click(await screen.findByRole('button', { name: 'Aprovar os votos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Aprovar os votos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    const done = await screen.findByRole('heading', { level: 1, name: 'Votos aprovados' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText('Obrigado. Os votos agora contam na votação.')).toBeVisible();
    expect(fake.decisions).toEqual([{ token: approvalTokens.open, decision: 'approve' }]);
  });

  it('returns only with a comment, which goes to the attorney', async () => {
    const { fake, user } = renderPage(approvalTokens.open);
    await user.click(await screen.findByRole('button', { name: 'Devolver ao procurador' }));
    expect(screen.getByText('Escreva um comentário para devolver os votos.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: 'Comentário para o procurador' }),
      'Falta a procuração do condomínio.',
    );
    await user.click(screen.getByRole('button', { name: 'Devolver ao procurador' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Devolver os votos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Votos devolvidos' })).toBeVisible();
    expect(fake.decisions).toEqual([
      { token: approvalTokens.open, decision: 'return', comment: 'Falta a procuração do condomínio.' },
    ]);
  });

  it('keeps the page and says so when the decision could not be recorded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPage(approvalTokens.open, { failNextDecision: 500 });
    await user.click(await screen.findByRole('button', { name: 'Aprovar os votos' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Não foi possível registrar a decisão. Tente de novo.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aprovar os votos' })).toBeVisible();
  });

  it('has a clear page for an unknown link', async () => {
    renderPage(approvalTokens.unknown);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link de aprovação não encontrado' }),
    ).toBeVisible();
  });

  it('says a returned ballot was decided, with the comment sent', async () => {
    renderPage(approvalTokens.returned);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta aprovação já foi decidida' }),
    ).toBeVisible();
    expect(screen.getByText(/foram devolvidos ao procurador/)).toBeVisible();
    expect(screen.getByText(/Falta a procuração do Condomínio Jardim das Acácias/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aprovar os votos' })).toBeNull();
  });

  it('says the deadline passed, when it did', async () => {
    renderPage(approvalTokens.expired);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'O prazo da votação terminou' }),
    ).toBeVisible();
    expect(screen.getByText(/encerrou em 30\/06\/2024, 18:00/)).toBeVisible();
  });
});
