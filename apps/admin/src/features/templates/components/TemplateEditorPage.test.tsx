import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '@admin/testing/fake-api';
import { templateId, templatesFakeState } from '@admin/testing/fake-templates';
import { renderSignedIn } from '@admin/testing/signed-in';

type User = ReturnType<typeof userEvent.setup>;

const nameField = () => screen.getByRole('textbox', { name: 'Nome' });
const subjectField = () => screen.getByRole('textbox', { name: 'Assunto' });
/** The body: the visual editor (a multi-line textbox), or in HTML the text area. */
const bodyField = () => screen.getByRole('textbox', { name: 'Corpo' });
const bodyHtml = () => screen.getByRole('textbox', { name: 'Corpo' }) as HTMLTextAreaElement;

/** Types text as it is, braces included (user-event's `type` reads `{` as a key name). */
async function write(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The body as HTML: the switch turns the visual editor into the text area. */
async function asHtml(user: User) {
  await user.click(screen.getByRole('switch', { name: 'Editar como HTML' }));
  return bodyHtml();
}

const writes = (calls: RecordedCall[]) =>
  calls.filter(
    (c) =>
      c.path.startsWith('/templates') &&
      ['POST', 'PUT', 'DELETE'].includes(c.method) &&
      c.path !== '/templates/preview',
  );

// The first render of a file loads the lazy page and its styles: seconds on a loaded CI machine (it once took > 5 s).
const FIRST_RENDER = { timeout: 30_000 };

async function openNew(role: 'OPERATOR' | 'ADMIN' = 'OPERATOR', api = {}) {
  const rendered = await renderSignedIn('/templates/new', role, api);
  await screen.findByRole('heading', { level: 1, name: 'Novo modelo' }, FIRST_RENDER);
  // The visual editor is a chunk of its own.
  await screen.findByRole('textbox', { name: 'Corpo' }, FIRST_RENDER);
  return { ...rendered, user: userEvent.setup() };
}

async function openExisting(n: number, role: 'OPERATOR' | 'OBSERVER' = 'OPERATOR', api = {}) {
  const rendered = await renderSignedIn(`/templates/${templateId(n)}`, role, api);
  await screen.findByRole('heading', { level: 1, name: 'Editar modelo' }, FIRST_RENDER);
  await screen.findByRole('textbox', { name: 'Nome' });
  await screen.findByRole('textbox', { name: 'Corpo' }, FIRST_RENDER);
  return { ...rendered, user: userEvent.setup() };
}

describe('template editor', () => {
  it('creates an e-mail template with the exact body of the contract, then says so on the list', async () => {
    const { user, api } = await openNew();
    await user.type(nameField(), 'Convocação da assembleia');
    await write(user, subjectField(), 'Convocação: {{votacao}}');
    await write(user, bodyField(), 'Olá, ');
    await user.click(screen.getByRole('button', { name: 'Inserir {{nome}}' }));
    // The visual editor formats: everything selected, then bold from its toolbar.
    await user.keyboard('{Control>}a{/Control}');
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Formatação do corpo' })).getByRole('button', {
        name: 'Negrito',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Modelo criado')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Modelos de mensagem' })).toBeVisible();
    expect(window.location.pathname).toBe('/templates/list');
    expect(await screen.findByRole('button', { name: 'Convocação da assembleia' })).toBeVisible();
    expect(writes(api.calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/templates',
        body: {
          name: 'Convocação da assembleia',
          kind: 'message',
          channel: 'email',
          subject: 'Convocação: {{votacao}}',
          body: '<p><strong>Olá, {{nome}}</strong></p>',
        },
      }),
    ]);
  });

  it('inserts a placeholder as a chip where the caret is, in the field focused last, and gives the focus back', async () => {
    const { user } = await openNew();
    await write(user, bodyField(), 'Olá, ');
    await user.click(screen.getByRole('button', { name: 'Inserir {{nome}}' }));
    expect(within(bodyField()).getByText('{{nome}}')).toHaveAttribute('data-placeholder', 'nome');
    // The editor takes the focus on the next frame.
    await waitFor(() => expect(bodyField()).toHaveFocus());
    expect(screen.getByText('{{nome}} inserido em Corpo')).toHaveAttribute('role', 'status');
    await user.paste('!');
    expect(bodyField()).toHaveTextContent('Olá, {{nome}}!');

    await write(user, subjectField(), 'Convite: ');
    // The keyboard reaches the panel's buttons too.
    screen.getByRole('button', { name: 'Inserir {{votacao}}' }).focus();
    await user.keyboard('{Enter}');
    expect(subjectField()).toHaveValue('Convite: {{votacao}}');
    expect(bodyField()).toHaveTextContent('Olá, {{nome}}!');

    // As HTML, at the text area's caret.
    const html = await asHtml(user);
    expect(html).toHaveValue('<p>Olá, {{nome}}!</p>');
    await user.click(html);
    html.setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: 'Inserir {{empresa}}' }));
    expect(bodyHtml()).toHaveValue('<p>{{empresa}}Olá, {{nome}}!</p>');
    expect(bodyHtml()).toHaveFocus();
    expect(bodyHtml().selectionStart).toBe(14);
  });

  it("makes a spreadsheet column a placeholder of the template's own", async () => {
    const { user, api } = await openNew();
    await user.type(nameField(), 'Rendimentos');
    await write(user, subjectField(), 'Rendimento');
    await write(user, bodyField(), 'Valor: ');
    await user.type(screen.getByRole('textbox', { name: 'Nome do campo' }), 'Valor do rendimento (R$)');
    expect(screen.getByRole('textbox', { name: 'Nome do campo' })).toHaveAccessibleDescription(
      'Será inserido como {{valor_do_rendimento_r}}.',
    );
    await user.click(screen.getByRole('button', { name: 'Inserir campo' }));
    expect(within(bodyField()).getByText('{{valor_do_rendimento_r}}')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nome do campo' })).toHaveValue('');
    const used = screen.getByRole('list', { name: 'Campos deste modelo' });
    expect(within(used).getByRole('button', { name: 'Inserir {{valor_do_rendimento_r}}' })).toBeVisible();

    // A name with nothing usable is refused where it was typed.
    await user.type(screen.getByRole('textbox', { name: 'Nome do campo' }), 'itens');
    await user.click(screen.getByRole('button', { name: 'Inserir campo' }));
    expect(screen.getByRole('textbox', { name: 'Nome do campo' })).toHaveAccessibleDescription(
      expect.stringContaining('Use ao menos uma letra'),
    );

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Modelo criado')).toBeVisible();
    expect(writes(api.calls)[0]?.body).toMatchObject({ body: '<p>Valor: {{valor_do_rendimento_r}}</p>' });
  });

  it('links the selection to an address the server keeps, and refuses any other as typed', async () => {
    const { user } = await openNew();
    await write(user, bodyField(), 'Vote aqui');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inserir link' });
    const address = within(dialog).getByRole('textbox', { name: 'Endereço' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Use um endereço completo'));
    expect(address).toHaveFocus();
    await user.clear(address);
    await user.paste('{{link}}');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(bodyField()).getByText('Vote aqui').closest('a')).toHaveAttribute('href', '{{link}}');
    expect(await asHtml(user)).toHaveValue('<p><a href="{{link}}">Vote aqui</a></p>');
  });

  it('names an ill-formed placeholder next to the field and does not save', async () => {
    const { user, api } = await openNew();
    await user.type(nameField(), 'Aviso');
    await write(user, subjectField(), 'Aviso');
    await write(user, bodyField(), 'Seu CPF: {{CPF}}');
    expect(bodyField()).toHaveAttribute('aria-invalid', 'true');
    expect(bodyField()).toHaveAccessibleDescription(
      expect.stringContaining('O placeholder {{CPF}} tem um nome inválido'),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // The editor takes the focus on the next frame.
    await waitFor(() => expect(bodyField()).toHaveFocus());
    expect(writes(api.calls)).toEqual([]);
    expect(window.location.pathname).toBe('/templates/new');
  });

  it('asks for the required fields on save, in order, without losing anything', async () => {
    const { user, api } = await openNew();
    await write(user, bodyField(), 'Olá');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveAccessibleDescription('O nome é obrigatório.');
    expect(subjectField()).toHaveAccessibleDescription('O assunto é obrigatório para e-mail.');
    expect(bodyField()).toHaveTextContent('Olá');
    expect(writes(api.calls)).toEqual([]);
  });

  it('previews an e-mail with sample data in a sandboxed frame', async () => {
    const { user } = await openNew();
    await write(user, subjectField(), 'Convite: {{votacao}}');
    await write(user, await asHtml(user), '<p>Olá, {{nome}}.</p>');
    const frame = await screen.findByTitle('Pré-visualização do e-mail');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<p>Olá, Maria da Silva.</p>'));
    expect(frame).toHaveAttribute('sandbox', '');
    expect(screen.getByText('Convite: Assembleia do Fundo Imobiliário Exemplo')).toBeVisible();
  });

  it('writes a WhatsApp template: no subject, the text in a bubble with its line breaks', async () => {
    const { user, api } = await openNew();
    await user.type(nameField(), 'Lembrete curto');
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    expect(screen.queryByRole('textbox', { name: 'Assunto' })).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
    await write(user, bodyField(), 'Olá, {{nome}}!\nVote: {{link}}');
    // Meta counts a variable as {{1}}: 'Olá, {{1}}!' and 'Vote: {{2}}' on two lines.
    expect(bodyField()).toHaveAccessibleDescription(expect.stringContaining('23 de 1.024 caracteres'));
    const bubble = await screen.findByRole('figure', { name: 'Pré-visualização da mensagem de WhatsApp' });
    await waitFor(() =>
      expect(bubble.textContent).toBe('Olá, Maria da Silva!\nVote: https://votacao.example.com/v/3f9c2a7e'),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Modelo criado')).toBeVisible();
    expect(writes(api.calls)[0]?.body).toEqual({
      name: 'Lembrete curto',
      kind: 'message',
      channel: 'whatsapp',
      subject: null,
      body: 'Olá, {{nome}}!\nVote: {{link}}',
    });
  });

  it('makes a ballot an e-mail that must list {{itens}}', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('radio', { name: /^Cédula/ }));
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeDisabled();
    await write(user, bodyField(), 'Itens: ');
    expect(bodyField()).toHaveAccessibleDescription(
      expect.stringContaining('A cédula precisa listar os itens da votação com {{itens}}.'),
    );
    await user.click(screen.getByRole('button', { name: 'Inserir {{itens}}' }));
    expect(within(bodyField()).getByText('{{itens}}')).toBeVisible();
    expect(bodyField()).not.toHaveAttribute('aria-invalid');
    // A ballot names only the catalogue's placeholders: no spreadsheet fields.
    expect(screen.queryByRole('textbox', { name: 'Nome do campo' })).toBeNull();
  });

  it('edits a template and says so on the list', async () => {
    const { user, api } = await openExisting(1);
    expect(nameField()).toHaveValue('Convite para votação');
    expect(subjectField()).toHaveValue('Convite: {{votacao}}');
    await user.clear(nameField());
    await user.type(nameField(), 'Convite geral');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Modelo editado')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Convite geral' })).toBeVisible();
    expect(writes(api.calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/templates/${templateId(1)}`,
        body: expect.objectContaining({ name: 'Convite geral', subject: 'Convite: {{votacao}}' }),
      }),
    ]);
  });

  it('puts the server errors on their fields and keeps what was typed', async () => {
    const { user } = await openExisting(2, 'OPERATOR', {
      state: templatesFakeState({
        rejectSave: [{ field: 'body', code: 'unknown_placeholder', params: { name: 'saldo' } }],
      }),
    });
    await write(user, bodyField(), ' Até logo.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(bodyField()).toHaveAccessibleDescription(
        expect.stringContaining('O placeholder {{saldo}} não existe para este tipo de modelo.'),
      ),
    );
    // The editor takes the focus on the next frame.
    await waitFor(() => expect(bodyField()).toHaveFocus());
    expect(bodyField()).toHaveTextContent('Até logo.');
    // Changing the field takes the server's complaint away.
    await user.paste('!');
    await waitFor(() => expect(bodyField()).not.toHaveAttribute('aria-invalid'));
  });

  it('reports a failed save in the snackbar and stays with the draft', async () => {
    const { user } = await openExisting(1, 'OPERATOR', { state: templatesFakeState({ failSave: true }) });
    await user.type(nameField(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível salvar o modelo. Tente novamente.')).toBeVisible();
    expect(nameField()).toHaveValue('Convite para votação 2');
  });

  it('deletes the template from its page after confirmation', async () => {
    const { user, api } = await openExisting(4);
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir modelo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Modelo excluído')).toBeVisible();
    expect(window.location.pathname).toBe('/templates/list');
    expect(writes(api.calls)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: `/templates/${templateId(4)}` }),
    ]);
  });

  it('shows OBSERVER the template read-only, with the placeholders and the preview', async () => {
    await openExisting(3, 'OBSERVER');
    expect(nameField()).toHaveAttribute('readonly');
    // Read-only, the body is shown as stored, without loading the visual editor.
    expect(bodyHtml()).toHaveAttribute('readonly');
    expect(bodyHtml().value).toContain('{{itens}}');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Inserir/ })).toBeNull();
    expect(screen.getByText('{{itens}}', { selector: 'code' })).toBeVisible();
    const frame = await screen.findByTitle('Pré-visualização do e-mail');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Maria da Silva'));
  });

  it('tells OBSERVER that creating is not allowed', async () => {
    await renderSignedIn('/templates/new', 'OBSERVER');
    expect(await screen.findByRole('heading', { name: 'Você não pode criar modelos' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says a template of another workspace is not found', async () => {
    await renderSignedIn(`/templates/${templateId(5)}`, 'OPERATOR');
    expect(await screen.findByRole('heading', { name: 'Modelo não encontrado' })).toBeVisible();
  });
});
