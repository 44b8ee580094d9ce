import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bold, Italic, Link2, List, Underline } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { ToggleButton } from '../ToggleButton/ToggleButton';
import { Toolbar, ToolbarSeparator } from './Toolbar';

const meta = {
  title: 'Components/Toolbar',
  parameters: {
    docs: {
      description: {
        component: [
          'Uma fileira de controles que agem sobre uma coisa só, como a formatação de um editor de texto.',
          '',
          '- **Do** dê um nome à barra (`aria-label`) e a cada botão; agrupe com `ToolbarSeparator`.',
          '- As setas andam entre os botões (invertidas da direita para a esquerda), sem dar a volta; o Tab sai da barra, e ao voltar o foco cai no último botão usado.',
          "- **Don't** ponha nela ações de página (salvar, excluir): essas ficam no rodapé do formulário.",
        ].join('\n'),
      },
    },
  },
  component: Toolbar,
  args: { 'aria-label': 'Formatação', children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <Toolbar {...args}>
      <ToggleButton aria-label="Negrito">
        <Bold size={18} aria-hidden />
      </ToggleButton>
      <ToggleButton aria-label="Itálico" defaultSelected>
        <Italic size={18} aria-hidden />
      </ToggleButton>
      <ToggleButton aria-label="Sublinhado">
        <Underline size={18} aria-hidden />
      </ToggleButton>
      <ToolbarSeparator />
      <ToggleButton aria-label="Lista com marcadores">
        <List size={18} aria-hidden />
      </ToggleButton>
      <IconButton aria-label="Inserir link" icon={<Link2 size={18} aria-hidden />} />
    </Toolbar>
  ),
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Formatação' })).toBeVisible();
    const bold = canvas.getByRole('button', { name: 'Negrito' });
    await userEvent.tab();
    await expect(bold).toHaveFocus();
    // Right to left the arrows are mirrored: "next" is the arrow pointing along the reading direction.
    const next = canvasElement.closest('[dir="rtl"]') ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(next);
    await expect(canvas.getByRole('button', { name: 'Itálico' })).toHaveFocus();
    await userEvent.keyboard(next);
    await userEvent.keyboard(next);
    await userEvent.keyboard(next);
    await expect(canvas.getByRole('button', { name: 'Inserir link' })).toHaveFocus();
    // The last one stays the last: the arrows do not wrap around.
    await userEvent.keyboard(next);
    await expect(canvas.getByRole('button', { name: 'Inserir link' })).toHaveFocus();
  },
};
