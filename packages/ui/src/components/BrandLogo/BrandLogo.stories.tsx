import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/vars.css';
import { BrandLogo } from './BrandLogo';

function ProductMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" focusable="false">
      <rect width="32" height="32" rx="8" fill={vars.color.primary} />
      <circle cx="16" cy="16" r="7" fill={vars.color.onPrimary} />
    </svg>
  );
}

// A company logo as a data URL so the workbench needs no network.
const companyLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0b5394"/><path d="M8 22 16 8l8 14z" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Shell/BrandLogo',
  component: BrandLogo,
  args: { name: 'Backoffice', mark: <ProductMark /> },
  parameters: {
    docs: {
      description: {
        component: `The product's or a company's mark with its name, e.g. in the top bar.

**Do**
- Pass the company's logo as \`logoSrc\` (run-time brand); the product mark stays as the fallback.
- Use \`compact\` in the top bar so phones show only the mark.

**Don't**
- Put the name inside the image only: the name is the logo's accessible text.`,
      },
    },
  },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductMarkAndName: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Backoffice')).toBeVisible();
  },
};

export const CompanyLogo: Story = {
  args: { name: 'Demo Administradora de Fundos', logoSrc: companyLogo },
};

export const Compact: Story = {
  args: { compact: true },
  parameters: { testViewport: { width: 360, height: 640 } },
  play: async ({ canvasElement }) => {
    // Hidden visually on a phone, still the accessible text.
    await expect(within(canvasElement).getByText('Backoffice').getBoundingClientRect().width).toBeLessThan(2);
  },
};
