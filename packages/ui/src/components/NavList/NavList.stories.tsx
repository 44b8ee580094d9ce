import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navFixture } from '../../stories/navFixture';
import { NavList, type NavListProps } from './NavList';

function ControlledNavList(props: NavListProps) {
  const [expandedIds, setExpandedIds] = useState(props.expandedIds);
  return (
    <div style={{ maxWidth: 300 }}>
      <NavList
        {...props}
        expandedIds={expandedIds}
        onExpandedChange={(ids) => {
          props.onExpandedChange(ids);
          setExpandedIds(ids);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/NavList',
  // Also checked in light mode (scripts/test-storybook.mjs): it wears the top bar, sidebar or auth surfaces.
  tags: ['theme-surfaces'],
  component: NavList,
  args: {
    items: navFixture,
    activeId: 'users-new',
    expandedIds: ['users'],
    onExpandedChange: fn(),
    'aria-label': 'Navegação principal',
  },
  argTypes: { items: { control: false } },
  render: (args) => <ControlledNavList {...args} />,
  parameters: {
    docs: {
      description: {
        component: `The navigation tree: groups (titled sections), collapses (disclosures) and items (links, \`aria-current="page"\` on the active one).

**Do**
- Open the collapse that holds the active item (\`expandedIds\`), and give items icons (the collapsed rail shows only icons).
- Filter the tree by role before passing it (the app's nav config does).

**Don't**
- Nest more than two levels: the rail and the drawer get hard to use.`,
      },
    },
  },
} satisfies Meta<typeof NavList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
    const active = within(nav).getByRole('link', { name: 'Novo usuário' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    await expect(within(nav).getByRole('button', { name: 'Usuários' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Collapses open and close from the keyboard, and report their ids. */
export const Keyboard: Story = {
  args: { activeId: null, expandedIds: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab(); // Início
    await userEvent.tab(); // Usuários
    const users = canvas.getByRole('button', { name: 'Usuários' });
    await expect(users).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['users']);
    await expect(users).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Todos os usuários' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(users).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Todos os usuários' })).toBeNull();
  },
};

export const AssistantWithBadges: Story = {
  args: { activeId: 'batch-fs', expandedIds: ['assistant'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Nova votação de aprovação de contas/ });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveTextContent('Demonstrativo financeiro');
    await expect(link).toHaveTextContent('Novo');
    await expect(canvas.getByRole('link', { name: 'Centro de Ajuda' })).toHaveAttribute('target', '_blank');
  },
};
