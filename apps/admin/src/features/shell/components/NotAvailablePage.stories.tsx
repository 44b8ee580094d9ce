import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '@admin/config/paths';
import { useT } from '@admin/lib/i18n';
import { StoryRoute } from '@admin/testing/StoryRoute';
import { storyT } from '@admin/testing/story-setup';
import { NotAvailablePage } from './NotAvailablePage';

/** An area not built yet (the batch votings' list), under the title its menu entry gives it. */
function BatchVotingsNotAvailable() {
  const t = useT();
  return (
    <StoryRoute path={paths.batchVotings.list}>
      <NotAvailablePage title={t('nav.assistant.list')} />
    </StoryRoute>
  );
}

const meta = {
  title: 'Screens/Shell/Not available',
  component: NotAvailablePage,
  parameters: { app: true },
  args: { title: '' },
  render: () => <BatchVotingsNotAvailable />,
} satisfies Meta<typeof NotAvailablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The area's title, then honestly: not available yet. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const region = within(canvasElement).getByRole('region', { name: t('nav.assistant.list') });
    await expect(
      within(region).getByRole('heading', { level: 2, name: t('shell.notAvailable.title') }),
    ).toBeVisible();
    await expect(region).toHaveTextContent(t('shell.notAvailable.description'));
  },
};
