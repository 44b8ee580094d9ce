import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCircle } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  parameters: {
    docs: {
      description: {
        component: [
          'Dica curta que aparece ao passar o mouse ou focar com o teclado.',
          '',
          '- **Do** use para nomear botões de ícone e dar uma informação complementar curta.',
          "- **Don't** ponha nela informação essencial ou interativa: no toque ela não aparece.",
        ].join('\n'),
      },
    },
  },
  component: Tooltip,
  args: { children: 'Área do Conhecimento - Centro de Ajuda', placement: 'bottom' },
  render: (args) => (
    <div style={{ padding: 48 }}>
      <TooltipTrigger>
        <IconButton aria-label="Ajuda" icon={<HelpCircle size={20} aria-hidden />} />
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus opens the tooltip at once; Escape closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Área do Conhecimento - Centro de Ajuda');
    await expect(canvas.getByRole('button', { name: 'Ajuda' })).toHaveAttribute(
      'aria-describedby',
      tooltip.id,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};
