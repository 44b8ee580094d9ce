import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeVotings } from '@admin/testing/votings/state';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { storyT } from '@admin/testing/story-setup';
import { detailPath, detailScreen, detailVotingIds } from '../../testing/detail-story';
import VotingDetailPage from './VotingDetailPage';

const meta = {
  title: 'Screens/Votings/Detail',
  component: VotingDetailPage,
  parameters: shellScreenParameters(),
  render: shellAt(detailPath(detailVotingIds.open)),
} satisfies Meta<typeof VotingDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1 });

/** Open, weighted by quotas, live: every read of the totals records one more ballot, so the numbers move. */
export const OpenWithLiveTotals: Story = {
  beforeEach: detailScreen('OPERATOR', { live: true }),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent('Vila Olímpia');
    await expect(canvas.getByText(t('common.votingStatus.open'))).toBeVisible();
    await expect(await canvas.findByText(t('votings.detail.results.live', { seconds: 10 }))).toBeVisible();
    const chart = await canvas.findByRole('figure', { name: t('votings.detail.results.participationChart') });
    const before = within(chart).getByRole('img').getAttribute('aria-label');
    await userEvent.click(canvas.getByRole('button', { name: t('votings.detail.results.refresh') }));
    await waitFor(() => expect(within(chart).getByRole('img').getAttribute('aria-label')).not.toBe(before));
    await expect(canvas.getAllByRole('figure', { name: t('votings.detail.results.byWeight') })).toHaveLength(
      3,
    );
  },
};

/** A chart's table alternative: the same totals as a table, decimals printed in full. */
export const TotalsAsTable: Story = {
  beforeEach: detailScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const [byWeight] = await canvas.findAllByRole('figure', { name: t('votings.detail.results.byWeight') });
    await userEvent.click(
      within(byWeight!).getByRole('button', { name: t('votings.detail.results.showTable') }),
    );
    await expect(within(byWeight!).getByRole('table')).toBeVisible();
    const timeline = canvas.getByRole('figure', { name: t('votings.detail.results.timeline') });
    await userEvent.click(
      within(timeline).getByRole('button', { name: t('votings.detail.results.showTable') }),
    );
    await expect(within(timeline).getByRole('table')).toBeVisible();
  },
};

/** A draft: no totals yet, and the way to finish setting it up. */
export const Draft: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.draft)),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(t('common.votingStatus.draft'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('votings.detail.header.continueSetup') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('votings.detail.results.notStarted'))).toBeVisible();
  },
};

/** Scheduled: it opens later; voters can still be added and the deadline extended. */
export const Scheduled: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.scheduled)),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(t('common.votingStatus.scheduled'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('votings.detail.actions.extend') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('votings.detail.actions.close') })).toBeNull();
  },
};

/** Closed, one vote per voter: final totals and the two reports. */
export const ClosedWithReports: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.closed)),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('button', { name: t('votings.detail.reports.voteMap') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('votings.detail.reports.minutes') })).toBeVisible();
    await expect(
      await canvas.findAllByRole('figure', { name: t('votings.detail.results.byHead') }),
    ).toHaveLength(2);
    await expect(canvas.queryByRole('figure', { name: t('votings.detail.results.byWeight') })).toBeNull();
  },
};

/** Cancelled: the reason, and no totals; of the actions, only 'Duplicar' (the consultation done again). */
export const Cancelled: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.cancelled)),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(t('votings.detail.results.cancelled'))).toBeVisible();
    const actions = canvas.getByRole('group', { name: t('votings.detail.actions.label') });
    await expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([t('votings.detail.actions.duplicate')]);
  },
};

/** OBSERVER reads everything and changes nothing: no actions, no row menus, no upload. */
export const Observer: Story = {
  beforeEach: detailScreen('OBSERVER'),
  render: shellAt(detailPath(detailVotingIds.open, 'pending')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: t('votings.detail.voters.tablePending') });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    await expect(canvas.queryByRole('group', { name: t('votings.detail.actions.label') })).toBeNull();
    // Only the sortable column headers are buttons: no row has a menu of changes.
    await expect(table.querySelectorAll('button[aria-haspopup]')).toHaveLength(0);
  },
};

/** While the voting is read, placeholders stand in for it. */
export const Loading: Story = {
  beforeEach: detailScreen('OPERATOR', { votingPending: true }),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const busy = await waitFor(() => {
      const region = canvasElement.querySelector('[aria-busy="true"]');
      if (!region) throw new Error('no busy region yet');
      return region as HTMLElement;
    });
    await expect(busy).toHaveTextContent(t('votings.detail.loading'));
  },
};

/** The voting could not be read: it says so and offers a retry. */
export const LoadError: Story = {
  beforeEach: detailScreen('OPERATOR', {}, (options) => void (fakeVotings(options).failGet = true)),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('votings.detail.failed.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** A voting that is not there (deleted, or another workspace's): a way back to the list. */
export const NotFound: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt('/votings/d0000000-0000-4000-8000-000000000999'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('votings.detail.notFound.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('votings.detail.notFound.back') })).toBeVisible();
  },
};

/** Arabic, right to left, dark: the header, the charts and the tabs mirror; names and numbers keep their direction. */
export const RightToLeft: Story = {
  beforeEach: detailScreen('OPERATOR'),
  globals: { locale: 'ar', direction: 'rtl', mode: 'dark' },
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await heading(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      await within(canvasElement).findByRole('tab', { name: new RegExp(t('votings.detail.tabs.completed')) }),
    ).toBeVisible();
  },
};
