import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Role } from '@backoffice/domain';
import { templateId, templatesFakeState } from '@admin/testing/fake-templates';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { screenStory, signedInAs, storyT } from '@admin/testing/story-setup';
import { resetTemplatesList } from '../stores/list';
import TemplateEditorPage from './TemplateEditorPage';

/** A signed-in `role` on a fresh copy of the templates fake (each run starts from the demo templates). */
const templatesScreen = (role: Role) =>
  screenStory(
    () => signedInAs(role, { state: templatesFakeState() })(),
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
  return {
    canvas,
    name,
    subject: () => canvas.getByRole('textbox', { name: t('templates.editor.subject') }),
    body: () => canvas.getByRole('textbox', { name: t('templates.editor.body') }),
    insert: (token: string) =>
      canvas.getByRole('button', { name: t('templates.placeholders.insert', { token }) }),
  };
}

/** A new e-mail: placeholders inserted from the panel, the server's preview with sample data in a sandboxed frame. */
export const NewEmail: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, name, subject, body, insert } = await fields(canvasElement, t);
    await userEvent.type(name, 'Convite para a assembleia');
    await userEvent.type(subject(), 'Convite: ');
    await userEvent.click(insert('{{votacao}}'));
    await userEvent.type(body(), 'Olá, ');
    await userEvent.click(insert('{{nome}}'));
    await userEvent.type(body(), '. Vote até ');
    await userEvent.click(insert('{{prazo}}'));
    await expect(subject()).toHaveValue('Convite: {{votacao}}');
    await expect(body()).toHaveValue('Olá, {{nome}}. Vote até {{prazo}}');
    const frame = await canvas.findByTitle(t('templates.preview.emailFrame'));
    await waitFor(() =>
      expect(frame.getAttribute('srcdoc')).toContain('Olá, Maria da Silva. Vote até 30/11/2026 18:00'),
    );
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(canvas.getByText('Convite: Assembleia do Fundo Imobiliário Exemplo')).toBeVisible();
  },
};

/** A WhatsApp template: no subject; the preview is a chat bubble that keeps the line breaks. */
export const Whatsapp: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  render: shellAt(`/templates/${templateId(2)}`),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, name } = await fields(canvasElement, t);
    await expect(name).toHaveValue('Lembrete por WhatsApp');
    await expect(canvas.queryByRole('textbox', { name: t('templates.editor.subject') })).toBeNull();
    const bubble = await canvas.findByRole('figure', { name: t('templates.preview.whatsappLabel') });
    await waitFor(() => expect(bubble.textContent).toContain('Maria da Silva'));
    await expect(bubble.textContent).toContain('\n');
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
    await userEvent.type(body(), 'Vote nos itens abaixo.');
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
