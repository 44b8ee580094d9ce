import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { listPlay } from '@admin/components/ListPage/list-story';
import { batchVotingsScreen } from '../../testing/batch-story';
import BatchDetailPage from '../BatchDetailPage/BatchDetailPage';

// The batch's consolidated report on its detail (demo batch 2): the CSV and XLSX downloads, for every role.

const meta = {
  title: 'Screens/BatchVotings/Detail/Consolidated report',
  component: BatchDetailPage,
  parameters: shellScreenParameters(),
  render: shellAt(`/batch-votings/${batchId(2)}`),
} satisfies Meta<typeof BatchDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel, once the batch's funds have loaded (the detail's other panels load with them: allow the time). */
const panelOf = async (canvas: ReturnType<typeof within>, title: string) =>
  within(await canvas.findByRole('region', { name: title }, { timeout: 20_000 }));

/** An OBSERVER reads the report too: both downloads offered. */
export const Observer: Story = {
  beforeEach: batchVotingsScreen('OBSERVER'),
  play: listPlay(async ({ t, canvas }) => {
    const panel = await panelOf(canvas, t('batchVotings.reports.title'));
    await expect(panel.getByRole('button', { name: t('batchVotings.reports.csv') })).toBeEnabled();
    await expect(panel.getByRole('button', { name: t('batchVotings.reports.xlsx') })).toBeEnabled();
  }),
};

/** The CSV downloaded: the button is busy while it comes, then free again, and no error is said. */
export const DownloadCsv: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const panel = await panelOf(canvas, t('batchVotings.reports.title'));
    const button = panel.getByRole('button', { name: t('batchVotings.reports.csv') });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'));
    await expect(
      within(canvasElement.ownerDocument.body).queryByText(t('batchVotings.reports.failed')),
    ).toBeNull();
  }),
};
