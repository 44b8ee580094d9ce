import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShellDemo } from '../../stories/ShellDemo';
import { navStyles, shellLayouts } from './AppShell';

/**
 * The shell at the large breakpoint (fixed sidebar) and below it (drawer). The test runner sets the viewport from
 * `parameters.testViewport`; in the workbench resize the canvas to see the drawer.
 */
const meta = {
  title: 'Shell/AppShell',
  // Also checked in light mode (scripts/test-storybook.mjs): it wears the top bar, sidebar or auth surfaces.
  tags: ['theme-surfaces'],
  component: ShellDemo,
  args: { layout: 'full' },
  argTypes: {
    layout: { control: 'inline-radio', options: shellLayouts },
    navStyle: { control: 'inline-radio', options: navStyles },
  },
  parameters: {
    docs: {
      description: {
        component: `The signed-in frame: top bar, sidebar and content. At ≥ 1200 px the sidebar is fixed (or, with \`navStyle="collapsed"\`, a rail of icons that opens over the content on hover or keyboard focus); below it the sidebar is a modal drawer.

**Do**
- Give \`drawerLabel\` (the drawer dialog's name) and keep the drawer state in the app's store.
- Pass the route as \`transitionKey\` so pages fade in (300 ms; none with reduced motion).
- Use \`layout="boxed"\` for a centred content column (1260 px, 1680 px at ≥ 1536 px).

**Don't**
- Style the content area from the app: compose pages from the kit's components inside it.`,
      },
    },
    fullBleed: true,
    testViewport: { width: 1280, height: 800 },
  },
  render: (args, { globals }) => (
    <ShellDemo {...args} layout={(globals.layout as 'full' | 'boxed' | undefined) ?? args.layout} />
  ),
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Abrir menu' })).toBeNull();
    await expect(canvas.getByRole('banner')).toBeVisible();
    const main = canvas.getByRole('main');
    // The content starts after the fixed sidebar (inline-start side, whatever the direction).
    const sidebarBox = nav.getBoundingClientRect();
    const mainBox = main.getBoundingClientRect();
    const isRtl = document.documentElement.dir === 'rtl';
    await expect(isRtl ? mainBox.right <= sidebarBox.left + 1 : mainBox.left >= sidebarBox.right - 1).toBe(
      true,
    );
  },
};

export const Boxed: Story = {
  args: { layout: 'boxed' },
  parameters: { testViewport: { width: 1600, height: 900 } },
  render: (args) => <ShellDemo {...args} />,
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Todos os usuários' });
    const content = heading.closest('main')!.firstElementChild!;
    await expect(content.getBoundingClientRect().width).toBeLessThanOrEqual(1260);
  },
};

export const CollapsedNav: Story = {
  args: { navStyle: 'collapsed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rail = canvas.getByTestId('sidebar-fixed');
    const panel = rail.firstElementChild as HTMLElement;
    await expect(rail.getBoundingClientRect().width).toBeLessThan(100);
    await expect(panel).toHaveAttribute('data-rail', 'collapsed');
    // Keyboard focus inside opens the rail over the content, with the texts; leaving closes it.
    const link = canvas.getByRole('link', { name: 'Início' });
    link.focus();
    await waitFor(() => expect(panel).toHaveAttribute('data-rail', 'open'));
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBeGreaterThan(250));
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeGreaterThan(1100);
    link.blur();
    await waitFor(() => expect(panel).toHaveAttribute('data-rail', 'collapsed'));
  },
};

export const Drawer: Story = {
  parameters: { testViewport: { width: 800, height: 800 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(menuButton);
    const drawer = await canvas.findByRole('dialog', { name: 'Menu de navegação' });
    const nav = within(drawer).getByRole('navigation', { name: 'Navegação principal' });
    await waitFor(() => expect(nav).toBeVisible());
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const WithFooter: Story = {
  args: { footer: '© 2026 Demo Administradora de Fundos' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(
      '© 2026 Demo Administradora de Fundos',
    );
  },
};
