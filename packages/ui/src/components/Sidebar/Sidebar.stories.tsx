import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navFixture } from '../../stories/navFixture';
import { NavList } from '../NavList/NavList';
import { UserPanel } from '../UserPanel/UserPanel';
import { Sidebar } from './Sidebar';

function SidebarDemo() {
  const [expandedIds, setExpandedIds] = useState<string[]>(['assistant']);
  return (
    <div style={{ width: '19rem', height: 640 }}>
      <Sidebar
        header={
          <UserPanel
            name="Otávio Observador"
            roleLabel="Observador"
            menuLabel="Menu do usuário"
            menuItems={[{ id: 'signout', label: 'Sair' }]}
            onAction={() => {}}
          />
        }
        footer={<small>v0.1.0</small>}
      >
        <NavList
          items={navFixture}
          activeId="batch-new"
          expandedIds={expandedIds}
          onExpandedChange={setExpandedIds}
          aria-label="Navegação principal"
        />
      </Sidebar>
    </div>
  );
}

const meta = {
  title: 'Shell/Sidebar',
  // Also checked in light mode (scripts/test-storybook.mjs): it wears the top bar, sidebar or auth surfaces.
  tags: ['theme-surfaces'],
  component: Sidebar,
  args: { children: null },
  render: () => <SidebarDemo />,
  parameters: {
    docs: {
      description: {
        component: `The sidebar surface: a \`header\` (e.g. the UserPanel), the scrolling middle (the NavList) and an optional \`footer\`.

**Do**
- Use it inside AppShell's \`sidebar\`: the shell makes it fixed, a rail or a drawer.

**Don't**
- Give it a width: the shell's tokens (19rem, 21.6rem at xl) decide.`,
      },
    },
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Otávio Observador')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nova votação em lote' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Usuários' }));
    await expect(canvas.getByRole('link', { name: 'Todos os usuários' })).toBeVisible();
    await expect(canvas.getByText('v0.1.0')).toBeVisible();
  },
};
