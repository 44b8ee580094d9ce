import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEFAULT_ROUTE } from '@admin/config/paths';
import { StoryRoute } from '@admin/testing/StoryRoute';
import { storyT } from '@admin/testing/story-setup';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Screens/Shell/Not found',
  component: NotFoundPage,
  parameters: { app: true },
  render: () => (
    <StoryRoute path="/no-such-screen">
      <NotFoundPage />
    </StoryRoute>
  ),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address no screen answers: it says so under its own title and offers the way home. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const region = within(canvasElement).getByRole('region', { name: t('shell.notFound.title') });
    await expect(
      within(region).getByRole('heading', { level: 2, name: t('shell.notFound.description') }),
    ).toBeVisible();
    await expect(within(region).getByRole('link', { name: t('shell.notFound.home') })).toHaveAttribute(
      'href',
      DEFAULT_ROUTE,
    );
  },
};

/** Arabic, right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  play: Default.play,
};
