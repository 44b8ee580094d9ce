import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger, Modal } from '../Dialog/Dialog';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());

const meta = {
  title: 'Components/Form',
  parameters: {
    docs: {
      description: {
        component: [
          'Formulário RAC: validação nativa no envio e erros do servidor por campo (`validationErrors`).',
          '',
          '- **Do** dê um `name` a cada campo e passe os erros do servidor em `validationErrors` com as mesmas chaves.',
          "- **Don't** valide a cada tecla nem desabilite o botão de envio para indicar erros: deixe enviar e mostre o que falta.",
        ].join('\n'),
      },
    },
  },
  component: Form,
  args: { onSubmit, 'aria-label': 'Entrar', children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <Form {...args}>
      <TextField
        name="email"
        label="E-mail"
        type="email"
        isRequired
        validate={(value) => (value ? null : 'O e-mail é obrigatório')}
      />
      <PasswordField
        name="password"
        label="Senha"
        isRequired
        showLabel="Mostrar senha"
        hideLabel="Ocultar senha"
        validate={(value) => (value ? null : 'A senha é obrigatória')}
      />
      <Button type="submit">Entrar</Button>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('O e-mail é obrigatório');
    await expect(canvas.getByText('A senha é obrigatória')).toBeVisible();

    await userEvent.type(email, 'admin@demo.local');
    await userEvent.type(canvas.getByLabelText(/Senha/), 'Demo@2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Server-side errors keyed by field name. */
export const ServerErrors: Story = {
  args: { validationErrors: { email: 'Usuário não encontrado ou não cadastrado' } },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Usuário não encontrado ou não cadastrado');
  },
};

const onStepSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());
const onDialogSubmit = fn((event: { preventDefault: () => void; stopPropagation: () => void }) => {
  event.preventDefault();
  event.stopPropagation();
});

/**
 * A dialog's form opened from inside a page's form (a step of a flow, say): it submits only itself — the page's
 * form is never submitted with it, and the dialog keeps its own name.
 */
export const DialogFormInsideAForm: Story = {
  args: { onSubmit: onStepSubmit, 'aria-label': 'Etapa' },
  render: (args) => (
    <Form {...args}>
      <DialogTrigger>
        <Button variant="secondary">Adicionar votante</Button>
        <Modal>
          <Dialog title="Adicionar votante">
            <Form onSubmit={onDialogSubmit} aria-label="Votante">
              <TextField name="name" label="Nome" />
              <Button type="submit">Adicionar</Button>
            </Form>
          </Dialog>
        </Modal>
      </DialogTrigger>
      <Button type="submit">Continuar</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar votante' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Adicionar votante' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Maria{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(onDialogSubmit).toHaveBeenCalledTimes(2);
    await expect(onStepSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('form', { name: 'Votante' })).toBeVisible();
  },
};
