import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from '../Dialog/Dialog';
import { Popover } from './Popover';

const meta = {
  title: 'Components/Popover',
  parameters: {
    docs: {
      description: {
        component: [
          'Painel ancorado a um gatilho, para conteúdo interativo curto (dentro de `DialogTrigger`).',
          '',
          '- **Do** ponha dentro um `Dialog` com `aria-label`, para o foco entrar e o Esc fechar.',
          "- **Don't** use para dicas só de leitura (use `Tooltip`) nem para fluxos longos (use `Modal`).",
        ].join('\n'),
      },
    },
  },
  component: Popover,
  args: { placement: 'bottom start', children: null },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Trocar workspace</Button>
      <Popover {...args}>
        <Dialog aria-label="Workspaces">
          <p style={{ margin: 0 }}>Conteúdo do popover</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Trocar workspace' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Workspaces' });
    await expect(dialog).toHaveTextContent('Conteúdo do popover');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
