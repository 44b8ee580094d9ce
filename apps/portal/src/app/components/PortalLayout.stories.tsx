import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderSlotContent } from '../../components/HeaderSlot/HeaderSlot';
import { PortalBrand } from '../../features/voter-portal/components/PortalBrand/PortalBrand';
import { chartPng } from '../../testing/fake-files';
import { containing, portalStoryMeta, portalT } from '../../testing/portal-story';
import { PortalI18nProvider } from './PortalI18nProvider';
import { PortalLayout } from './PortalLayout';

const logoUrl = URL.createObjectURL(new Blob([chartPng()], { type: 'image/png' }));

const meta = {
  title: 'Portal/Layout',
  component: PortalLayout,
  loaders: portalStoryMeta.loaders,
  decorators: [
    (Story) => (
      <PortalI18nProvider>
        <Story />
      </PortalI18nProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', testViewport: { width: 390, height: 844 } },
  args: {
    children: (
      <>
        <HeaderSlotContent>
          <PortalBrand company={{ name: 'Vila Olímpia Gestora de Recursos', logoUrl }} />
        </HeaderSlotContent>
        <p>O conteúdo da página.</p>
      </>
    ),
  },
} satisfies Meta<typeof PortalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The bar on a phone: the company's logo and name (put there by the voter's page) and the kit's language menu, whose
 * code comes when the voter reaches for it. Closing the menu gives the focus back to its button.
 */
export const Bar: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    const bar = canvasElement.querySelector('header')!;
    await expect(await within(bar).findByText('Vila Olímpia Gestora de Recursos')).toBeVisible();
    const button = within(bar).getByRole('button', { name: new RegExp(t('portal.app.language')) });
    await userEvent.click(button);
    // Named by its button (React Aria labels a menu by its trigger).
    const menu = await within(document.body).findByRole('menu', {
      name: containing(t('portal.app.language')),
    });
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(7);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(t('portal.app.language')) })).toHaveFocus(),
    );
  },
};

/** Nothing from the page (the approver's page): the language menu alone, at the end. */
export const LanguageOnly: Story = {
  args: { children: <p>O conteúdo da página.</p> },
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const bar = canvasElement.querySelector('header')!;
    await expect(
      within(bar).getByRole('button', { name: new RegExp(t('portal.app.language')) }),
    ).toBeVisible();
  },
};
