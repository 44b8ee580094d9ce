import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCircle, Menu } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { TopBar } from './TopBar';

const onMenu = fn();

const meta = {
  title: 'Shell/TopBar',
  // Also checked in light mode (scripts/test-storybook.mjs): it wears the top bar, sidebar or auth surfaces.
  tags: ['theme-surfaces'],
  component: TopBar,
  parameters: {
    docs: {
      description: {
        component: `The bar above everything: \`start\` (menu button, logo, workspace) and \`end\` (language, help) slots. In semi-dark mode it wears the dark theme.

**Do**
- Keep it to icon buttons and short texts so it fits a 360 px phone.

**Don't**
- Put page actions here: they belong to the page.`,
      },
    },
    fullBleed: true,
  },
  args: {
    start: (
      <>
        <IconButton aria-label="Abrir menu" icon={<Menu size={20} aria-hidden />} onPress={onMenu} />
        <strong>Backoffice</strong>
      </>
    ),
    end: <IconButton aria-label="Ajuda" icon={<HelpCircle size={20} aria-hidden />} />,
  },
  argTypes: { start: { control: false }, end: { control: false } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const [menu, help] = within(banner).getAllByRole('button');
    await expect(menu).toHaveAccessibleName('Abrir menu');
    await expect(help).toHaveAccessibleName('Ajuda');
    // start slot at the inline start, end slot at the inline end.
    const isRtl = document.documentElement.dir === 'rtl';
    const menuX = menu!.getBoundingClientRect().left;
    const helpX = help!.getBoundingClientRect().left;
    await expect(isRtl ? menuX > helpX : menuX < helpX).toBe(true);
    await userEvent.click(menu!);
    await expect(onMenu).toHaveBeenCalled();
  },
};
