import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { chartPng } from '@portal/testing/fake-files';
import { PortalBrand } from './PortalBrand';

const logoUrl = URL.createObjectURL(new Blob([chartPng()], { type: 'image/png' }));

const meta = {
  title: 'Portal/Voter link/Brand',
  component: PortalBrand,
  args: { company: { name: 'Vila Olímpia Gestora de Recursos', logoUrl } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '17rem', padding: '0.5rem', border: '1px dashed #999' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PortalBrand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's logo and name, as the portal's bar shows them on a phone. */
export const WithLogo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vila Olímpia Gestora de Recursos')).toBeVisible();
    // Decorative: the name beside it says who it is.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** No logo: the name alone. A long name takes two lines at most. */
export const NameOnly: Story = {
  args: {
    company: {
      name: 'Administradora de Fundos Imobiliários e Participações Societárias Vila Olímpia S.A.',
      logoUrl: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A logo that cannot be loaded goes away rather than showing a broken image. */
export const LogoFails: Story = {
  args: { company: { name: 'Vila Olímpia Gestora de Recursos', logoUrl: '/api/files/missing.png' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Vila Olímpia Gestora de Recursos')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};
