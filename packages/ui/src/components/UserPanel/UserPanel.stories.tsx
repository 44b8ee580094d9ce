import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserPanel } from './UserPanel';

const meta = {
  title: 'Shell/UserPanel',
  // Also checked in light mode (scripts/test-storybook.mjs): it wears the top bar, sidebar or auth surfaces.
  tags: ['theme-surfaces'],
  component: UserPanel,
  args: {
    name: 'Ana Administradora',
    roleLabel: 'Administrador',
    menuLabel: 'Menu do usuário',
    menuItems: [{ id: 'signout', label: 'Sair', icon: <LogOut size={16} aria-hidden /> }],
    onAction: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <UserPanel {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: `Photo (or initial), name and role of the signed-in user, with a menu (e.g. 'Sair').

**Do**
- Pass \`menuLabel\` (the menu button's name) and the menu's items.

**Don't**
- Add actions beside the menu: put them in it.`,
      },
    },
  },
} satisfies Meta<typeof UserPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ana Administradora')).toBeVisible();
    await expect(canvas.getByText('Administrador')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu do usuário' }));
    const menu = await canvas.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    await expect(args.onAction).toHaveBeenCalledWith('signout');
  },
};

export const LongName: Story = {
  args: { name: 'Paula Primeiro Acesso de Albuquerque Cavalcanti', roleLabel: 'Operador' },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(/Paula Primeiro Acesso/);
    // Ellipsis instead of overflow.
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};
