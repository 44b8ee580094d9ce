import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  parameters: {
    docs: {
      description: {
        component: [
          'Campo de texto de uma linha com rótulo, descrição e mensagem de erro.',
          '',
          '- **Do** dê sempre um `label` visível, o `type`/`autoComplete` certo (email, tel) e um `errorMessage` que diga como corrigir.',
          "- **Don't** use o `placeholder` como rótulo ou para instruções: ele some ao digitar.",
        ].join('\n'),
      },
    },
  },
  component: TextField,
  args: { label: 'E-mail', type: 'email', autoComplete: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'admin@demo.local');
    await expect(input).toHaveValue('admin@demo.local');
    await expect(args.onChange).toHaveBeenLastCalledWith('admin@demo.local');
  },
};

export const WithDescription: Story = {
  args: { label: 'Nome', type: 'text', description: 'Como aparecerá para os outros usuários.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome' });
    await expect(input).toHaveAccessibleDescription('Como aparecerá para os outros usuários.');
  },
};

/** Validation on blur-free "aria" behaviour: the message shows while the value is invalid. */
export const Validated: Story = {
  args: {
    isRequired: true,
    validationBehavior: 'aria',
    defaultValue: 'admin@',
    validate: (value: string) =>
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'Insira um email válido!',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Insira um email válido!');
    await userEvent.type(input, 'demo.local');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Insira um email válido!')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Usuário não encontrado ou não cadastrado', defaultValue: 'x@y.z' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Usuário não encontrado ou não cadastrado');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'admin@demo.local' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  },
};
