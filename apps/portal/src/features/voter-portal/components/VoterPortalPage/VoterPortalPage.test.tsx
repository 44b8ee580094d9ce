import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoLast4, demoPin } from '@portal/testing/fake-portal';
import { renderPortalPage } from '@portal/testing/portal-screen';
import { signedInWithPolicy } from '@portal/testing/portal-story';
import { goToStep } from '../../stores/ballot';

// pdf.js needs a canvas and a worker: setup.ts puts a stand-in document of two pages with text in its place
// (testing/module-fakes.ts).

let restore: () => void = () => {};
afterEach(() => restore());

// Each later step is a lazy chunk: transform them once, before a test waits for one.
beforeAll(async () => {
  await Promise.all([
    import('../DocumentsStep/DocumentsStep'),
    import('../BallotStep/BallotStep'),
    import('../AttachmentsStep/AttachmentsStep'),
    import('../ReviewStep/ReviewStep'),
    import('../ReceiptStep/ReceiptStep'),
  ]);
}, 120_000);

/** Signed in, the ballot already counted: the page opens on the receipt. */
const votedWithReceipt = {
  signedIn: true,
  ballot: {
    ballot: {
      id: '0b000000-0000-4000-8000-000000000001',
      status: 'counted' as const,
      submittedAt: '2036-06-01T15:42:00.000Z',
      receipt: 'ab'.repeat(32),
      reviewComment: null,
      approver: null,
      votes: [],
    },
  },
};

describe('the voter page', () => {
  it('goes from the last 4 digits to the PIN, moving the focus to the new step’s heading', async () => {
    const page = await renderPortalPage();
    restore = page.restore;
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Vila Olímpia');
    expect(screen.getByText(/Prazo para votar: .*2036.*\(horário de Brasília\)/)).toBeVisible();

    const field = screen.getByRole('textbox', { name: '4 últimos dígitos do CPF' });
    await user.type(field, '1111{Enter}');
    expect(await screen.findByText(/CPF ou CNPJ incorreto/)).toBeVisible();
    expect(screen.getByText(/Restam 4 tentativas/)).toBeVisible();

    await user.clear(field);
    await user.type(field, `${demoLast4}{Enter}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Digite o código recebido' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(/Enviamos um código de 6 dígitos para \u2068m\*\*\*@example\.com\u2069/),
    ).toBeVisible();
  });

  it('says only digits are allowed in the PIN, and signs in with the right one', async () => {
    const page = await renderPortalPage({ pinPending: true });
    restore = page.restore;
    const user = userEvent.setup();
    const pin = await screen.findByRole('textbox', { name: /Código de acesso/ });
    await user.type(pin, '4a');
    expect(await screen.findByText('Somente números são permitidos')).toBeVisible();
    await user.type(pin, `${demoPin.slice(1)}{Enter}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Leia os documentos' })).toBeVisible();
  });

  it('refuses a letter in the CPF’s last 4 as it is typed, with the spec’s words, spending no try', async () => {
    const page = await renderPortalPage();
    restore = page.restore;
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: '4 últimos dígitos do CPF' });
    await user.type(field, '77a');
    expect(field).toHaveValue('77');
    expect(await screen.findByText('Somente números são permitidos')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '00');
    expect(field).toHaveValue('7700');
    expect(screen.queryByText('Somente números são permitidos')).not.toBeInTheDocument();
    expect(page.fake.calls.filter((call) => call.path.endsWith('/identity'))).toHaveLength(0);
    // The first wrong answer has every try but one left, each sentence on its own line.
    await user.type(field, '{Enter}');
    const mismatch = await screen.findByText('CPF ou CNPJ incorreto');
    const hint = screen.getByText('Restam 4 tentativas antes do bloqueio temporário.');
    expect(mismatch.parentElement).toBe(hint.parentElement);
    expect(mismatch).not.toBe(hint);
  });

  it('says a wrong PIN with the PIN’s own tries left (4 after wrong last 4s)', async () => {
    const page = await renderPortalPage();
    restore = page.restore;
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: '4 últimos dígitos do CPF' });
    await user.type(field, '0000{Enter}');
    await screen.findByText('Restam 4 tentativas antes do bloqueio temporário.');
    await user.clear(field);
    await user.type(field, '1111{Enter}');
    await screen.findByText('Restam 3 tentativas antes do bloqueio temporário.');
    await user.clear(field);
    await user.type(field, `${demoLast4}{Enter}`);
    const pin = await screen.findByRole('textbox', { name: /Código de acesso/ });
    await user.type(pin, '000000{Enter}');
    expect(await screen.findByText('Código incorreto.')).toBeVisible();
    expect(screen.getByText('Restam 4 tentativas antes do bloqueio temporário.')).toBeVisible();
  });

  it('shows a PDF page by page with its text for screen readers, and requires the policy box', async () => {
    const page = await renderPortalPage({ signedIn: true });
    restore = page.restore;
    const user = userEvent.setup();
    expect(await screen.findByText('Página 1 de 2')).toBeVisible();
    expect(await screen.findByText('Título da página 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Página 2 de 2')).toBeVisible();
    expect(await screen.findByText('Título da página 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Marque a caixa para confirmar que leu os documentos e concorda com a política.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Li os documentos/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Registre os seus votos' })).toBeVisible();
  });

  it('answers with the spec’s words, says at the ballot step which item is unanswered (not ticking it), then shows the receipt', async () => {
    const page = await renderPortalPage(signedInWithPolicy());
    restore = page.restore;
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Registre os seus votos' });
    const groups = screen.getAllByRole('radiogroup');
    expect(
      within(groups[0]!)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Aprovar', 'Reprovar', 'Abster-se', 'Conflito de interesse']);
    await user.click(within(groups[0]!).getByRole('radio', { name: 'Aprovar' }));
    await user.click(within(groups[1]!).getByRole('radio', { name: 'Reprovar' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // Still on the ballot: what is missing is said here, the item is marked, and the step is not done.
    const missingName = 'Responda a todos os itens para continuar';
    const missing = await screen.findByRole('alert', { name: missingName });
    expect(missing).toHaveTextContent('Seus votos:');
    await waitFor(() => expect(missing).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'Registre os seus votos' })).toBeVisible();
    expect(screen.getByText('Escolha uma resposta para este item.')).toBeVisible();
    expect(screen.getAllByRole('radiogroup')[2]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('radiogroup')[0]).not.toHaveAttribute('aria-invalid');
    await user.click(
      within(missing).getByRole('button', { name: 'Item 3 · Orçamento de manutenção para 2036' }),
    );
    await waitFor(() =>
      expect(within(screen.getAllByRole('radiogroup')[2]!).getAllByRole('radio')[0]).toHaveFocus(),
    );

    await user.click(within(screen.getAllByRole('radiogroup')[2]!).getByRole('radio', { name: 'Abster-se' }));
    expect(screen.queryByRole('alert', { name: missingName })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Revisar' }));
    await user.click(await screen.findByRole('button', { name: 'Finalizar votação' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Comprovante de votação' })).toBeVisible();
    expect(screen.getByText('Contabilizado')).toBeVisible();
    expect(page.fake.state.ballot.ballot?.votes).toHaveLength(3);
  });

  it('ticks a step behind the voter only when it is done: an unanswered item leaves “Votos” needing attention', async () => {
    const page = await renderPortalPage(signedInWithPolicy({ ballot: { requiresSupportDocument: true } }));
    restore = page.restore;
    await screen.findByRole('heading', { level: 2, name: 'Registre os seus votos' });
    const statuses = () =>
      Array.from(
        document.querySelectorAll('[role="group"][aria-label="Etapas da votação"] [data-status]'),
      ).map((segment) => segment.getAttribute('data-status'));
    expect(statuses()).toEqual(['complete', 'complete', 'current', 'upcoming', 'upcoming', 'upcoming']);
    // On the review with an item and the support document missing (a session resumed there, say).
    act(() => goToStep('review'));
    await screen.findByRole('heading', { level: 2, name: 'Revise e finalize' });
    expect(statuses()).toEqual(['complete', 'complete', 'error', 'error', 'current', 'upcoming']);
  });

  it('says a support document is required when the voting asks for one', async () => {
    const page = await renderPortalPage(signedInWithPolicy({ ballot: { requiresSupportDocument: true } }));
    restore = page.restore;
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Registre os seus votos' });
    for (const group of screen.getAllByRole('radiogroup')) {
      await user.click(within(group).getByRole('radio', { name: 'Aprovar' }));
    }
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Revisar' }));
    await user.click(await screen.findByRole('button', { name: 'Finalizar votação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você precisa adicionar pelo menos 1 documento de suporte',
    );
  });

  it('copies the receipt’s hash', async () => {
    const page = await renderPortalPage(votedWithReceipt);
    restore = page.restore;
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith('ab'.repeat(32));
    expect(await screen.findByText('Código copiado.')).toBeVisible();
  });

  it('signs out with “Sair”: back to the identity step, the focus on the page’s heading, a polite notice', async () => {
    const page = await renderPortalPage(signedInWithPolicy());
    restore = page.restore;
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Registre os seus votos' });
    const signOut = screen.getByRole('button', { name: 'Sair' });
    signOut.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: 'Confirme sua identidade' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Você saiu. Para entrar de novo, confirme sua identidade.',
    );
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
    expect(page.fake.state.session).toBe(false);
    expect(screen.getByRole('textbox', { name: '4 últimos dígitos do CPF' })).toHaveValue('');
  });

  it('shows “Sair” on the receipt, and not before the PIN', async () => {
    const page = await renderPortalPage(votedWithReceipt);
    restore = page.restore;
    expect(await screen.findByRole('heading', { level: 2, name: 'Comprovante de votação' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeVisible();
    page.unmount();
    restore();

    const before = await renderPortalPage({ pinPending: true });
    restore = before.restore;
    await screen.findByRole('textbox', { name: /Código de acesso/ });
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });
});
