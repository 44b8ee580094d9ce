import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { listPlay } from '@admin/components/ListPage/list-story';
import { batchVotingsScreen } from '../../testing/batch-story';
import BatchDetailPage from '../BatchDetailPage/BatchDetailPage';

// A draft batch with no funds yet (demo batch 3): its detail resumes the holders spreadsheet (the per-fund facts at
// confirm are the holders panel's stories' and ResumeImport.test.tsx's).

const meta = {
  title: 'Screens/BatchVotings/Detail/Resume import',
  component: BatchDetailPage,
  parameters: shellScreenParameters(),
  render: shellAt(`/batch-votings/${batchId(3)}`),
} satisfies Meta<typeof BatchDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** OBSERVER: the batch has no funds yet, nothing to send. */
export const Observer: Story = {
  beforeEach: batchVotingsScreen('OBSERVER'),
  play: listPlay(async ({ t, canvas }) => {
    await expect(await canvas.findByText(t('batchVotings.resume.observer'))).toBeVisible();
  }),
};
