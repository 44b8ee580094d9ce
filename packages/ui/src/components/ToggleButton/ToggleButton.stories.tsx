import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleButton } from './ToggleButton';

const meta = {
  title: 'Components/ToggleButton',
  parameters: {
    docs: {
      description: {
        component: [
          'Botão liga/desliga (`aria-pressed`) de algo que está ligado ou não, ex.: mostrar os arquivados, negrito.',
          '',
          '- **Do** dê um `aria-label` fixo que descreva o estado ligado (“Mostrar arquivados”).',
          "- **Don't** troque o rótulo conforme o estado nem use para uma ação única (use `Button`).",
          "- **Don't** use para escolher entre dois estados que têm nome, como a ordem crescente ou decrescente: “Ordem decrescente, não pressionado” não diz que a lista está em ordem crescente. Use um `IconButton` cujo nome diga a ordem atual (“Ordem crescente”) e mude com ela.",
        ].join('\n'),
      },
    },
  },
  component: ToggleButton,
  args: {
    'aria-label': 'Mostrar arquivados',
    children: <Archive size={18} aria-hidden />,
    onChange: fn(),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mostrar arquivados' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WithText: Story = {
  args: { 'aria-label': undefined, children: 'Negrito', defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Negrito' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
