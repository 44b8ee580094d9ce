import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  parameters: {
    docs: {
      description: {
        component: [
          'Senha com botão de mostrar/ocultar.',
          '',
          '- **Do** passe `showLabel`/`hideLabel` e o `autoComplete` certo (`current-password` ao entrar, `new-password` ao criar).',
          "- **Don't** bloqueie colar nem esconda a regra de senha: mostre-a na `description`.",
        ].join('\n'),
      },
    },
  },
  component: PasswordField,
  args: {
    label: 'Senha',
    showLabel: 'Mostrar senha',
    hideLabel: 'Ocultar senha',
    autoComplete: 'current-password',
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await userEvent.type(input, 'Demo@2026!');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Demo@2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'As senhas não conferem', defaultValue: 'abc' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Senha');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('As senhas não conferem');
  },
};
