import type { Meta, StoryObj } from '@storybook/react-vite';
import { Save } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  parameters: {
    docs: {
      description: {
        component: [
          'Ação de um clique: salvar, enviar, abrir um diálogo. `variant` diz o peso da ação (`danger` para destruir) e `isPending` mostra o progresso sem tirar o foco do botão.',
          '',
          '- **Do** escreva o rótulo com o verbo da ação (“Salvar”, “Excluir usuário”) e use `isPending` enquanto ela roda.',
          "- **Don't** use Button para navegar (use `Link`) nem ponha mais de um `primary` no mesmo grupo de ações.",
        ].join('\n'),
      },
    },
  },
  component: Button,
  args: { children: 'Salvar', onPress: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvar' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} variant="primary">
        <Save size={16} aria-hidden /> Com ícone
      </Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const variant of buttonVariants)
      await userEvent.click(canvas.getByRole('button', { name: variant }));
    await expect(args.onPress).toHaveBeenCalledTimes(buttonVariants.length);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvar' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
