import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { communicationId, WHATSAPP_TEMPLATE_ID } from '@admin/testing/fake-communications';
import { renderSignedIn } from '@admin/testing/signed-in';
import { templatesFakeState } from '@admin/testing/fake-templates';
import { communicationsScreenState, NOTICE_TEMPLATE_ID } from '../../testing';

describe('new communication', () => {
  it('creates a draft from a name and an e-mail template, and opens it', async () => {
    const user = userEvent.setup();
    const { api } = await renderSignedIn('/communication/new', 'OPERATOR', {
      state: communicationsScreenState(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova comunicação' })).toBeVisible();
    const template = await screen.findByRole('combobox', { name: /Modelo de mensagem/ });
    // Only the e-mail message templates are offered (not the WhatsApp one, nor the ballot).
    expect(Array.from((template as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Escolha um modelo',
      'Aviso de encerramento',
      'Comunicado aos cotistas',
      'Convite para votação',
    ]);
    // Nothing is asked of the server while a field is missing.
    await user.click(screen.getByRole('button', { name: 'Criar rascunho' }));
    expect(await screen.findByText('Dê um nome à comunicação.')).toBeVisible();
    expect(screen.getByText('Escolha um modelo de mensagem.')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Nome da comunicação/ }), '  Rendimentos de abril ');
    await user.selectOptions(template, NOTICE_TEMPLATE_ID);
    await user.click(screen.getByRole('button', { name: 'Criar rascunho' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/communication/${communicationId(200)}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rendimentos de abril' })).toBeVisible();
    expect(screen.getByText('Rascunho')).toBeVisible();
  });

  it('lists the templates of the plan’s first channel, again when the plan changes, and creates with the plan and purpose', async () => {
    const user = userEvent.setup();
    const { api } = await renderSignedIn('/communication/new', 'OPERATOR', {
      state: communicationsScreenState(),
    });
    const options = async () =>
      Array.from(
        ((await screen.findByRole('combobox', { name: /Modelo de mensagem/ })) as HTMLSelectElement).options,
      ).map((option) => option.text);
    expect(await options()).toContain('Comunicado aos cotistas');
    expect(screen.getByRole('radio', { name: /^E-mail/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Aviso legal' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Finalidade' })).toHaveAccessibleDescription(/SAIR/);

    await user.click(screen.getByRole('radio', { name: /^WhatsApp, com e-mail se falhar/ }));
    await waitFor(async () =>
      expect(await options()).toEqual([
        'Escolha um modelo',
        'Aviso de pagamento por WhatsApp',
        'Lembrete por WhatsApp',
      ]),
    );
    const asked = api.calls.filter((call) => call.method === 'GET' && call.path === '/templates');
    expect(asked).toHaveLength(2);
    // The same first channel: no new question.
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('radio', { name: /^WhatsApp, com e-mail se falhar/ }));
    expect(api.calls.filter((call) => call.method === 'GET' && call.path === '/templates')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Marketing' }));
    await user.type(screen.getByRole('textbox', { name: /Nome da comunicação/ }), 'Rendimentos');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Modelo de mensagem/ }),
      WHATSAPP_TEMPLATE_ID,
    );
    await user.click(screen.getByRole('button', { name: 'Criar rascunho' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/communication/${communicationId(200)}`));
    const created = api.calls.find((call) => call.method === 'POST' && call.path === '/communications');
    expect(created?.body).toMatchObject({
      channel: 'whatsapp_email_fallback',
      purpose: 'marketing',
      templateId: WHATSAPP_TEMPLATE_ID,
    });
  });

  it('says which field only a parameterizable communication fills', async () => {
    const user = userEvent.setup();
    await renderSignedIn('/communication/new', 'OPERATOR', { state: communicationsScreenState() });
    await user.type(await screen.findByRole('textbox', { name: /Nome da comunicação/ }), 'Aviso');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Modelo de mensagem/ }),
      'Aviso de encerramento',
    );
    await user.click(screen.getByRole('button', { name: 'Criar rascunho' }));
    expect(
      await screen.findByText(
        'O modelo usa o campo votacao, que só uma comunicação parametrizável preenche.',
      ),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/communication/new');
  });

  it('makes a parameterizable draft on its own screen', async () => {
    const user = userEvent.setup();
    const { api } = await renderSignedIn('/communication/new-communication-parameterizable', 'MASTER', {
      state: communicationsScreenState(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nova comunicação parametrizável' }),
    ).toBeVisible();
    await user.type(await screen.findByRole('textbox', { name: /Nome da comunicação/ }), 'Aviso por cotista');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Modelo de mensagem/ }),
      'Aviso de encerramento',
    );
    await user.click(screen.getByRole('button', { name: 'Criar rascunho' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/communication/${communicationId(200)}`));
    const created = api.calls.find((call) => call.method === 'POST' && call.path === '/communications');
    expect(created?.body).toMatchObject({ parameterizable: true, channel: 'email', purpose: 'legal_notice' });
  });

  it('points to the templates when the workspace has no e-mail template', async () => {
    await renderSignedIn('/communication/new', 'OPERATOR', {
      state: { ...communicationsScreenState(), ...templatesFakeState({ rows: [] }) },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nenhum modelo de e-mail neste workspace' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Criar modelo' })).toHaveAttribute('href', '/templates/new');
  });

  it('is read-only for an observer', async () => {
    await renderSignedIn('/communication/new', 'OBSERVER', { state: communicationsScreenState() });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Você não pode criar comunicações' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Criar rascunho' })).toBeNull();
  });
});
