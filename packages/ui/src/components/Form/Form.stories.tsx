import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
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
