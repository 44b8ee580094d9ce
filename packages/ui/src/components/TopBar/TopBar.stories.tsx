import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe, HelpCircle, Menu, Palette } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/vars.css';
import { BrandLogo } from '../BrandLogo/BrandLogo';
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

function Mark() {
  return (
    <svg viewBox="0 0 32 32" width="100%" height="100%" focusable="false">
      <rect width="32" height="32" rx="8" fill={vars.color.primary} />
    </svg>
  );
}

/** Whether two boxes share any area (touching edges do not count). */
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/**
 * A phone: the end slot (language, appearance, help) is never squeezed; the start slot gives way, its long name cut
 * with an ellipsis while the logo's mark keeps its size. Nothing is wider than the screen.
 */
export const OnPhone: Story = {
  parameters: { testViewport: { width: 360, height: 640 } },
  args: {
    start: (
      <>
        <IconButton aria-label="Abrir menu" icon={<Menu size={20} aria-hidden />} />
        <BrandLogo name="Administradora de Fundos Imobiliários do Brasil" mark={<Mark />} />
      </>
    ),
    end: (
      <>
        <IconButton aria-label="Idioma" icon={<Globe size={20} aria-hidden />} />
        <IconButton aria-label="Aparência" icon={<Palette size={20} aria-hidden />} />
        <IconButton aria-label="Ajuda" icon={<HelpCircle size={20} aria-hidden />} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    const screenWidth = document.documentElement.clientWidth;
    for (const button of within(banner).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(screenWidth);
    }
    const mark = banner.querySelector('span[aria-hidden="true"]')!.getBoundingClientRect();
    await expect(mark.width).toBeGreaterThanOrEqual(31);
    const menu = within(banner).getByRole('button', { name: 'Abrir menu' }).getBoundingClientRect();
    await expect(overlaps(mark, menu)).toBe(false);
    const name = within(banner).getByText('Administradora de Fundos Imobiliários do Brasil');
    // The name is cut, not spilled over the end slot.
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    const language = within(banner).getByRole('button', { name: 'Idioma' }).getBoundingClientRect();
    await expect(overlaps(name.getBoundingClientRect(), language)).toBe(false);
  },
};
