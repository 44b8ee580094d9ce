import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { batchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { listPlay } from '@admin/components/ListPage/list-story';
import { batchVotingsScreen } from '../../testing/batch-story';
import BatchDetailPage from './BatchDetailPage';

const meta = {
  title: 'Screens/BatchVotings/Detail',
  component: BatchDetailPage,
  parameters: shellScreenParameters(),
  render: shellAt(`/batch-votings/${batchId(2)}`),
} satisfies Meta<typeof BatchDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fundsOf = async (canvas: ReturnType<typeof within>, name: string) => {
  const table = await canvas.findByRole('table', { name });
  return () => within(table).queryAllByRole('rowheader');
};

/** A batch published in part: each fund's votes, quorum, status and outcome; the drafts can be published. */
export const Default: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas }) => {
    const rows = await fundsOf(canvas, t('batchVotings.detail.fundsTitle'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    await expect(canvas.getAllByRole('checkbox').length).toBeGreaterThan(0);
  }),
};

/** Two drafts selected and published; the table shows them open. */
export const PublishSelected: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas }) => {
    const rows = await fundsOf(canvas, t('batchVotings.detail.fundsTitle'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    // The drafts' rows (by their status cell), each with its checkbox.
    const draft = t('common.votingStatus.draft');
    const drafts = () =>
      canvas
        .getAllByRole('row')
        .filter((row: HTMLElement) => within(row).queryByRole('cell', { name: draft }))
        .map((row: HTMLElement) => within(row).getByRole('checkbox'));
    await expect(drafts()).toHaveLength(3);
    await userEvent.click(drafts().at(-1)!);
    await userEvent.click(drafts().at(-2)!);
    await userEvent.click(
      within(canvas.getByRole('group', { name: t('batchVotings.detail.actions') })).getAllByRole(
        'button',
      )[0]!,
    );
    await waitFor(() => expect(drafts()).toHaveLength(1));
  }),
};

/** The calendar blocks: publishing says why, issue by issue. */
export const CalendarBlocked: Story = {
  beforeEach: batchVotingsScreen(
    'OPERATOR',
    (() => {
      const state = batchVotingsFakeState();
      state['batch-votings']!.batches[1]!.batch!.calendarIssues = [
        {
          code: 'statements_late',
          severity: 'blocking',
          params: { limit: 15, days: 10, latest: '2026-04-14' },
        },
        {
          code: 'meeting_late',
          severity: 'warning',
          params: { limit: 120, days: 125, latest: '2026-04-30' },
        },
      ];
      return state;
    })(),
  ),
  play: listPlay(async ({ t, canvas }) => {
    const rows = await fundsOf(canvas, t('batchVotings.detail.fundsTitle'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    await userEvent.click(
      within(canvas.getByRole('group', { name: t('batchVotings.detail.actions') })).getAllByRole(
        'button',
      )[0]!,
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('batchVotings.detail.blockedTitle'));
  }),
};

/** OBSERVER reads: no selection, no publishing. */
export const Observer: Story = {
  beforeEach: batchVotingsScreen('OBSERVER'),
  play: listPlay(async ({ t, canvas }) => {
    const rows = await fundsOf(canvas, t('batchVotings.detail.fundsTitle'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  }),
};

/** A batch that is not there. */
export const NotFound: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  render: shellAt(`/batch-votings/${batchId(99)}`),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('batchVotings.detail.notFoundTitle') }),
    ).toBeVisible();
  }),
};
