import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, MoreVertical, User } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem, MenuTrigger } from './Menu';

const meta = {
  title: 'Components/Menu',
  parameters: {
    docs: {
      description: {
        component: [
          'Lista de ações num popover, aberta por um botão (`MenuTrigger`).',
          '',
          '- **Do** use `MenuItem` com verbos curtos e ícones `aria-hidden`, e dê nome ao botão e ao Menu.',
          "- **Don't** use para a navegação principal (use `NavList`) nem para escolher o valor de um campo (use `Select`).",
        ].join('\n'),
      },
    },
  },
  component: Menu,
  args: { 'aria-label': 'Ações da conta', onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <IconButton aria-label="Abrir ações" icon={<MoreVertical size={20} aria-hidden />} />
      <Menu {...args}>
        <MenuItem id="profile" icon={<User size={16} aria-hidden />}>
          Perfil
        </MenuItem>
        <MenuItem id="signout" icon={<LogOut size={16} aria-hidden />}>
          Sair
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Abrir ações' });
    await userEvent.click(trigger);
    const menu = await canvas.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    await expect((args.onAction as ReturnType<typeof fn>).mock.calls[0]?.[0]).toBe('signout');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect((args.onAction as ReturnType<typeof fn>).mock.calls[0]?.[0]).toBe('signout');
  },
};
