import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Receber resumo semanal', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'Liga ou desliga uma configuração que vale na hora, sem botão "Salvar".',
          '',
          '- **Do**: escreva o rótulo como o nome da configuração ("Modo escuro"), não como pergunta.',
          '- **Do**: use `description` para dizer o efeito quando ele não for óbvio.',
          "- **Don't**: use num formulário que só vale depois de enviar: prefira `Checkbox`.",
          '- **Don\'t**: mude o rótulo conforme o estado ("Ligado"/"Desligado"): o leitor de tela já anuncia.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Receber resumo semanal' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Receber resumo semanal' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { children: 'Modo manutenção', description: 'Os usuários verão um aviso e não poderão entrar.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Os usuários verão um aviso e não poderão entrar.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Não foi possível salvar a preferência' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Não foi possível salvar a preferência',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
