import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Role } from '@backoffice/domain';
import { FeedbackHost } from '../FeedbackHost';
import { StoryRoute } from '../../testing/StoryRoute';
import { screenStory, signedInAs, storyT } from '../../testing/story-setup';
import { SignedInApp } from './SignedInApp';

const meta = {
  title: 'Screens/Shell',
  // Also checked in light mode (scripts/test-storybook.mjs): it wears the top bar, sidebar or auth surfaces.
  tags: ['theme-surfaces'],
  component: SignedInApp,
  beforeEach: screenStory(),
  parameters: {
    app: true,
    fullBleed: true,
    layout: 'fullscreen',
    testViewport: { width: 1366, height: 900 },
  },
  render: () => (
    <StoryRoute path="/votings/list">
      <SignedInApp />
      <FeedbackHost />
    </StoryRoute>
  ),
} satisfies Meta<typeof SignedInApp>;

export default meta;
type Story = StoryObj<typeof meta>;

type T = Awaited<ReturnType<typeof storyT>>;

/** How many collapses the nav has (each holds at least one link once open). */
const links = (nav: HTMLElement) => within(nav).getAllByRole('button').length;

/** Opens every collapse of the areas nav and returns the hrefs it shows. */
async function visibleAreaLinks(canvasElement: HTMLElement, t: T): Promise<string[]> {
  const nav = await within(canvasElement).findByRole('navigation', { name: t('shell.navLabel') });
  for (const button of within(nav).getAllByRole('button')) {
    if (button.getAttribute('aria-expanded') === 'false') {
      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    }
  }
  // Every collapse is open: each area shows its list entry at least.
  await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThanOrEqual(links(nav)));
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

function roleStory(role: Role, expectedLinks: number, newUserVisible: boolean): Story {
  return {
    beforeEach: signedInAs(role),
    play: async ({ canvasElement, globals }) => {
      const t = await storyT(globals);
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: t('nav.votings.list') }),
      ).toBeVisible();
      await expect(canvas.getByText(t(`roles.${role}`))).toBeVisible();
      const links = await visibleAreaLinks(canvasElement, t);
      await expect(links).toHaveLength(expectedLinks);
      await expect(links.includes('/users/new')).toBe(newUserVisible);
      await expect(links.includes('/votings/new')).toBe(role !== 'OBSERVER');
    },
  };
}

/** OBSERVER reads: list entries only. */
export const Observer = roleStory('OBSERVER', 7, false);
/** OPERATOR also runs votings, communications, forms, templates and transformations. */
export const Operator = roleStory('OPERATOR', 13, false);
/** MASTER also manages users and workspaces. */
export const Master = roleStory('MASTER', 15, true);
/** ADMIN: everything. */
export const Admin = roleStory('ADMIN', 16, true);

/** Without the company's communication and forms features those areas are hidden. */
export const FeaturesOff: Story = {
  beforeEach: signedInAs('ADMIN', {
    company: {
      id: '0b6f7c2e-1111-4a1a-9a9a-000000000001',
      name: 'Demo Administradora de Fundos',
      identificationType: 'CNPJ',
      companyId: '11222333000181',
      active: true,
      logoRef: null,
      whatsapp: null,
      communication: false,
      forms: false,
    },
  }),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const links = await visibleAreaLinks(canvasElement, t);
    await expect(links.some((href) => href.startsWith('/communication') || href.startsWith('/forms'))).toBe(
      false,
    );
    await expect(links).toHaveLength(11);
  },
};

/** The AI assistant section opens by hand and lists the batch votings, the last one marked new. */
export const Assistant: Story = {
  beforeEach: signedInAs('ADMIN'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const assistant = await canvas.findByRole('navigation', { name: t('nav.assistant.sectionLabel') });
    await userEvent.click(
      within(assistant).getByRole('button', { name: new RegExp(t('nav.assistant.title')) }),
    );
    const statement = await within(assistant).findByRole('link', {
      name: new RegExp(t('nav.assistant.newFinancialStatement')),
    });
    await expect(statement).toHaveTextContent(t('nav.assistant.financialStatementCaption'));
    await expect(statement).toHaveTextContent(t('nav.assistant.newBadge'));
  },
};

/** The user menu offers sign-out. */
export const UserMenu: Story = {
  beforeEach: signedInAs('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Olívia Operadora')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell.user.menu') }));
    await expect(await canvas.findByRole('menuitem', { name: t('shell.user.signOut') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Below the large breakpoint the sidebar is a drawer opened by the menu button. */
export const SmallScreen: Story = {
  beforeEach: signedInAs('ADMIN'),
  parameters: { testViewport: { width: 800, height: 900 } },
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('shell.menuButton') }));
    await expect(await canvas.findByRole('dialog', { name: t('shell.navLabel') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** The appearance panel: the theme settings of the spec, changed with the keyboard and applied at once. */
export const Appearance: Story = {
  beforeEach: signedInAs('ADMIN'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: t('shell.appearance.button') });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: t('shell.appearance.title') });
    const collapsed = within(dialog).getByRole('radio', { name: t('shell.appearance.collapsed') });
    await userEvent.click(collapsed);
    await waitFor(() => expect(canvasElement.querySelector('[data-rail]')).not.toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: t('shell.appearance.reset') }));
    await waitFor(() => expect(canvasElement.querySelector('[data-rail]')).toBeNull());
    await userEvent.keyboard('{Escape}');
    // The button drawn at first is a stand-in the loaded menu replaces (shell pop-ups load on demand): ask again.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('shell.appearance.button') })).toHaveFocus(),
    );
  },
};

/** Whether two boxes share any area (touching edges do not count). */
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/**
 * A 390 px phone: the top bar fits the screen (nothing scrolls sideways), every control whole and inside it, the
 * logo's mark and the controls side by side, none over another; the workspace's name gives way.
 */
export const Phone: Story = {
  beforeEach: signedInAs('ADMIN'),
  parameters: { testViewport: { width: 390, height: 844 } },
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: t('nav.votings.list') });
    const help = canvas.getByRole('button', { name: t('shell.help') });
    const banner = help.closest('header')!;
    const screenWidth = document.documentElement.clientWidth;
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(screenWidth);
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    const controls = within(banner).getAllByRole('button');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(screenWidth);
    }
    await expect(help).toBeVisible();
    const mark = banner.querySelector('span[aria-hidden="true"]')!.getBoundingClientRect();
    await expect(mark.width).toBeGreaterThanOrEqual(31);
    // No two controls (nor the mark and a control) on top of each other.
    const boxes = [mark, ...controls.map((control) => control.getBoundingClientRect())];
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) await expect(overlaps(box, other)).toBe(false);
    }
  },
};
