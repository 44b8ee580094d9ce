import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Receber notificações por e-mail', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'Uma opção independente de sim/não. Para várias opções ligadas a uma pergunta, use `CheckboxGroup`.',
          '',
          '- **Do**: escreva o rótulo como uma afirmação ("Aceito os termos"); use `isIndeterminate` no "selecionar todos".',
          '- **Do**: em tabelas, use `slot="selection"` para a caixa de seleção da linha.',
          "- **Don't**: use para ações imediatas (ligar/desligar algo agora): prefira `Switch`.",
          "- **Don't**: deixe sem nome acessível: sem rótulo visível, passe `aria-label`.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Receber notificações por e-mail' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Receber notificações por e-mail' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { children: 'Selecionar todos', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Selecionar todos' });
    await expect((checkbox as HTMLInputElement).indeterminate).toBe(true);
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Manter conectado',
    description: 'Não use em computadores compartilhados.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Não use em computadores compartilhados.',
    );
  },
};

export const Invalid: Story = {
  args: {
    children: 'Aceito os termos de uso',
    isInvalid: true,
    errorMessage: 'Aceite os termos para continuar',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Aceito os termos de uso' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Aceite os termos para continuar');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { children: undefined, 'aria-label': 'Selecionar linha' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Selecionar linha' })).toBeEnabled();
  },
};
