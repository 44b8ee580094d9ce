import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Role } from '@backoffice/domain';
import { templateId, templatesFakeState } from '@admin/testing/fake-templates';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { screenStory, signedInAs, storyT } from '@admin/testing/story-setup';
import { resetTemplatesList } from '../stores/list';
import TemplateEditorPage from './TemplateEditorPage';

/**
 * A signed-in `role` on a fresh copy of the templates fake (each run starts from the demo templates); `firstBody`
 * replaces the first template's body.
 */
const templatesScreen = (role: Role, firstBody?: string) =>
  screenStory(
    () => {
      const state = templatesFakeState();
      const first = state.templates!.rows[0]!;
      if (firstBody !== undefined) state.templates!.rows[0] = { ...first, body: firstBody };
      return signedInAs(role, { state })();
    },
    () => {
      resetTemplatesList();
      return resetTemplatesList;
    },
  );

const meta = {
  title: 'Screens/Templates/Editor',
  component: TemplateEditorPage,
  parameters: shellScreenParameters({ width: 1366, height: 1100 }),
  render: shellAt('/templates/new'),
} satisfies Meta<typeof TemplateEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type T = Awaited<ReturnType<typeof storyT>>;

async function fields(canvasElement: HTMLElement, t: T) {
  const canvas = within(canvasElement);
  const name = await canvas.findByRole('textbox', { name: t('templates.editor.name') });
  // The visual editor is a chunk of its own.
  await canvas.findByRole('textbox', { name: t('templates.editor.body') });
  return {
    canvas,
    name,
    subject: () => canvas.getByRole('textbox', { name: t('templates.editor.subject') }),
    body: () => canvas.getByRole('textbox', { name: t('templates.editor.body') }),
    insert: (token: string) =>
      canvas.getByRole('button', { name: t('templates.placeholders.insert', { token }) }),
    toolbar: () => within(canvas.getByRole('toolbar', { name: t('templates.bodyEditor.toolbar') })),
  };
}

/**
 * A new e-mail in the visual editor: placeholders inserted from the panel as chips, a heading and bold from the
 * toolbar, the server's preview with sample data in a sandboxed frame.
 */
export const NewEmail: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, name, subject, body, insert, toolbar } = await fields(canvasElement, t);
    await userEvent.type(name, 'Convite para a assembleia');
    await userEvent.type(subject(), 'Convite: ');
    await userEvent.click(insert('{{votacao}}'));
    await userEvent.click(body());
    await userEvent.click(toolbar().getByRole('button', { name: t('templates.bodyEditor.heading') }));
    await waitFor(() => expect(body()).toHaveFocus());
    await userEvent.keyboard('Assembleia geral{Enter}Olá, ');
    await userEvent.click(insert('{{nome}}'));
    await waitFor(() => expect(body()).toHaveFocus());
    const bold = () => toolbar().getByRole('button', { name: t('templates.bodyEditor.bold') });
    // Each toolbar button gives the focus back to the text (on the next frame).
    const pressBold = async () => {
      await userEvent.click(bold());
      await waitFor(() => expect(body()).toHaveFocus());
    };
    await userEvent.keyboard('. Vote ');
    await pressBold();
    await userEvent.keyboard('até');
    await pressBold();
    await userEvent.keyboard(' ');
    await userEvent.click(insert('{{prazo}}'));
    await expect(subject()).toHaveValue('Convite: {{votacao}}');
    await expect(body()).toHaveTextContent('Assembleia geralOlá, {{nome}}. Vote até {{prazo}}');
    await expect(within(body()).getByText('até').tagName).toBe('STRONG');
    const frame = await canvas.findByTitle(t('templates.preview.emailFrame'));
    await waitFor(() =>
      expect(frame.getAttribute('srcdoc')).toContain(
        '<h2>Assembleia geral</h2><p>Olá, Maria da Silva. Vote <strong>até</strong> 30/11/2026 18:00</p>',
      ),
    );
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(canvas.getByText('Convite: Assembleia do Fundo Imobiliário Exemplo')).toBeVisible();
  },
};

/** A parameterizable communication's template: a spreadsheet column becomes a placeholder of its own. */
export const SpreadsheetFields: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, body, insert } = await fields(canvasElement, t);
    await userEvent.click(body());
    await userEvent.keyboard('Olá, ');
    await userEvent.click(insert('{{nome}}'));
    await waitFor(() => expect(body()).toHaveFocus());
    await userEvent.keyboard('. Rendimento por cota: ');
    const fieldName = canvas.getByRole('textbox', { name: t('templates.placeholders.custom.label') });
    // Enter inserts the field, and the caret is back in the body just after it.
    await userEvent.type(fieldName, 'Valor do rendimento{Enter}');
    await waitFor(() => expect(body()).toHaveFocus());
    await userEvent.keyboard(', pago em ');
    await userEvent.type(fieldName, 'Data de pagamento');
    await userEvent.click(canvas.getByRole('button', { name: t('templates.placeholders.custom.add') }));
    await expect(within(body()).getByText('{{valor_do_rendimento}}')).toBeVisible();
    await expect(within(body()).getByText('{{data_de_pagamento}}')).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: t('templates.placeholders.custom.used') }).querySelectorAll('li'),
    ).toHaveLength(2);
  },
};

/** A WhatsApp template: no subject, no toolbar, the characters counted as Meta counts them; a chat bubble. */
export const Whatsapp: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  render: shellAt(`/templates/${templateId(2)}`),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, name, body } = await fields(canvasElement, t);
    await expect(name).toHaveValue('Lembrete por WhatsApp');
    await expect(canvas.queryByRole('textbox', { name: t('templates.editor.subject') })).toBeNull();
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(body()).toHaveAccessibleDescription(expect.stringMatching(/\b65\b.*1[.,]?024/));
    const bubble = await canvas.findByRole('figure', { name: t('templates.preview.whatsappLabel') });
    await waitFor(() => expect(bubble.textContent).toContain('Maria da Silva'));
    await expect(bubble.textContent).toContain('\n');
  },
};

/** Over Meta's 1,024 characters: said next to the body, the count in red, before any save. */
export const WhatsappTooLong: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  render: shellAt(`/templates/${templateId(2)}`),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { body } = await fields(canvasElement, t);
    await userEvent.click(body());
    await userEvent.paste(` ${'Informamos que a assembleia foi convocada. '.repeat(23)}`);
    await expect(body()).toHaveAttribute('aria-invalid', 'true');
    // The message names Meta's limit and how a placeholder counts ({{1}}), in every locale.
    await expect(body()).toHaveAccessibleDescription(expect.stringContaining('{{1}}'));
  },
};

/** A body with a table and an inline style: the visual editor would lose them, so it is edited as HTML. */
export const HtmlOnlyBody: Story = {
  beforeEach: templatesScreen(
    'OPERATOR',
    '<p style="text-align:center">Olá, {{nome}}.</p><table><tr><th>Fundo</th><td>{{votacao}}</td></tr></table>',
  ),
  render: shellAt(`/templates/${templateId(1)}`),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, body } = await fields(canvasElement, t);
    await expect(canvas.queryByRole('switch', { name: t('templates.bodyEditor.editHtml') })).toBeNull();
    await expect(canvas.getByRole('note')).toHaveTextContent(t('templates.bodyEditor.htmlOnly'));
    await expect((body() as HTMLTextAreaElement).value).toContain('<table>');
  },
};

/** A ballot: e-mail only, and the body must list the voting's items with {{itens}} (said next to the body). */
export const BallotMissingItems: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, name, subject, body } = await fields(canvasElement, t);
    await userEvent.type(name, 'Cédula da assembleia');
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(`^${t('templates.kinds.ballot')}`) }));
    await expect(canvas.getByRole('radio', { name: t('templates.channels.whatsapp') })).toBeDisabled();
    await userEvent.type(subject(), 'Cédula');
    await userEvent.click(body());
    await userEvent.keyboard('Vote nos itens abaixo.');
    await expect(body()).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText(t('templates.errors.missingPlaceholder', { token: '{{itens}}' })),
    ).toBeVisible();
  },
};

/** An existing e-mail template, as an OPERATOR edits it (delete at the top). */
export const EditEmail: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  render: shellAt(`/templates/${templateId(1)}`),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, name } = await fields(canvasElement, t);
    await expect(name).toHaveValue('Convite para votação');
    await expect(canvas.getByRole('button', { name: t('common.delete') })).toBeVisible();
    const frame = await canvas.findByTitle(t('templates.preview.emailFrame'));
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Maria da Silva'));
  },
};

/** OBSERVER: the template read-only, the placeholders listed without insert buttons, the preview still there. */
export const ReadOnly: Story = {
  beforeEach: templatesScreen('OBSERVER'),
  render: shellAt(`/templates/${templateId(3)}`),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, name, body } = await fields(canvasElement, t);
    await expect(name).toHaveAttribute('readonly');
    await expect(body()).toHaveAttribute('readonly');
    await expect(canvas.getByText(t('templates.editor.readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('common.save') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /\{\{/ })).toBeNull();
    const frame = await canvas.findByTitle(t('templates.preview.emailFrame'));
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Aprovação das demonstrações'));
  },
};
