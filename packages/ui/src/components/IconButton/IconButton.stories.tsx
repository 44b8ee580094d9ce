import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCircle, Menu } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  parameters: {
    docs: {
      description: {
        component: [
          'Botão só com ícone (lucide-react) para ações repetidas e conhecidas: menu, fechar, ajuda.',
          '',
          '- **Do** dê um `aria-label` que diga a ação (“Abrir menu”) e junte um `Tooltip` quando o ícone não for óbvio.',
          "- **Don't** use para a ação principal da tela nem com ícones ambíguos: aí vale um `Button` com texto.",
        ].join('\n'),
      },
    },
  },
  component: IconButton,
  args: { 'aria-label': 'Abrir menu', icon: <Menu size={20} aria-hidden />, onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: iconButtonVariants }, icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {iconButtonVariants.map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          aria-label={`Ajuda ${variant}`}
          icon={<HelpCircle size={20} aria-hidden />}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ajuda tonal' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Abrir menu' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
