import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { storyT } from '@admin/testing/story-setup';
import { detailPath, detailScreen, detailVotingIds } from '../../testing/detail-story';
import VotingDetailPage from './VotingDetailPage';

const meta = {
  title: 'Screens/Votings/Detail/Tabs',
  component: VotingDetailPage,
  parameters: shellScreenParameters(),
} satisfies Meta<typeof VotingDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type T = Awaited<ReturnType<typeof storyT>>;

/** The rows of a table once its first page is in (the header row aside). */
async function rows(canvasElement: HTMLElement, name: string) {
  const table = await within(canvasElement).findByRole('table', { name });
  await waitFor(() => expect(within(table).queryAllByRole('rowheader').length).toBeGreaterThan(0));
  return within(table).getAllByRole('rowheader');
}

const selectedTab = async (canvasElement: HTMLElement, t: T, key: Parameters<T>[0]) =>
  expect(
    await within(canvasElement).findByRole('tab', { name: new RegExp(t(key)), selected: true }),
  ).toBeVisible();

/** Who has voted, most recent first, with the time of the vote and the quotas. */
export const CompletedVotes: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.open, 'completed')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await selectedTab(canvasElement, t, 'votings.detail.tabs.completed');
    await expect(await rows(canvasElement, t('votings.detail.voters.tableCompleted'))).toHaveLength(20);
  },
};

/** Who has not voted yet, with the last invitation's delivery; the search narrows on the server. */
export const PendingVotes: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.open, 'pending')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(await rows(canvasElement, t('votings.detail.voters.tablePending'))).toHaveLength(14);
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: t('votings.detail.voters.search') }),
      'seguradora',
    );
    await waitFor(async () =>
      expect(await rows(canvasElement, t('votings.detail.voters.tablePending'))).toHaveLength(1),
    );
  },
};

/** A search that finds nobody says so and offers to clear it. */
export const VotersNoMatch: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.open, 'pending')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await rows(canvasElement, t('votings.detail.voters.tablePending'));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('votings.detail.voters.search') }), 'zzzz');
    await expect(
      await canvas.findByRole('heading', { name: t('votings.detail.voters.noMatch') }),
    ).toBeVisible();
  },
};

/** Nobody has voted yet (a scheduled voting): the empty state says where votes will appear. */
export const CompletedEmpty: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.scheduled, 'completed')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('votings.detail.voters.emptyCompleted') }),
    ).toBeVisible();
  },
};

/** Voided voters with the reason and when. */
export const VoidedVoters: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.open, 'voided')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(await rows(canvasElement, t('votings.detail.voters.tableVoided'))).toHaveLength(2);
  },
};

/** The voters could not be read: the tab says so and offers a retry. */
export const VotersLoadError: Story = {
  beforeEach: detailScreen('OPERATOR', { failVoters: true }),
  render: shellAt(detailPath(detailVotingIds.open, 'pending')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('votings.detail.voters.failedTitle') }),
    ).toBeVisible();
  },
};

/** Parties voted by attorneys: attorney, status (counted, under review, returned, pending) and the choices. */
export const RepresentedVotes: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.open, 'represented')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(await rows(canvasElement, t('votings.detail.represented.table'))).toHaveLength(4);
    await expect(
      within(canvasElement).getByText(t('votings.detail.represented.status.under_review')),
    ).toBeVisible();
  },
};

/** No represented vote in this voting (the cancelled one: the closed one's attorney voted for a party). */
export const RepresentedEmpty: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.cancelled, 'represented')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('votings.detail.represented.emptyTitle') }),
    ).toBeVisible();
  },
};

/** The support documents, each downloadable; runners add more until the voting closes. */
export const Documents: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.open, 'documents')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(await rows(canvasElement, t('votings.detail.documents.table'))).toHaveLength(2);
    await expect(
      within(canvasElement).getByRole('button', { name: t('votings.detail.documents.upload') }),
    ).toBeVisible();
  },
};

/** A draft without documents. */
export const DocumentsEmpty: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.draft, 'documents')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('votings.detail.documents.emptyTitle') }),
    ).toBeVisible();
  },
};

/** Invitations and reminders with their progress; the running round is read again until it is done. */
export const Dispatches: Story = {
  beforeEach: detailScreen('OPERATOR', { dispatchSteps: 2 }),
  render: shellAt(detailPath(detailVotingIds.open, 'dispatches')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const bars = await canvas.findAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await expect(canvas.getByText(t('votings.detail.dispatches.unconfirmedHint'))).toBeVisible();
  },
};

/** No invitation has gone out yet (scheduled). */
export const DispatchesEmpty: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.scheduled, 'dispatches')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('votings.detail.dispatches.emptyTitle') }),
    ).toBeVisible();
  },
};

/** The audit trail with its hash chain verified. */
export const Audit: Story = {
  beforeEach: detailScreen('OPERATOR'),
  render: shellAt(detailPath(detailVotingIds.open, 'audit')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(await within(canvasElement).findByText(t('votings.detail.audit.chainOk'))).toBeVisible();
    await expect((await rows(canvasElement, t('votings.detail.audit.table'))).length).toBeGreaterThan(20);
  },
};

/** Someone edited entry 7 behind the application's back: the chain no longer verifies from there. */
export const AuditChainBroken: Story = {
  beforeEach: detailScreen('OPERATOR', { tamperedSeq: 7 }),
  render: shellAt(detailPath(detailVotingIds.open, 'audit')),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t('votings.detail.audit.chainBroken', {
        seq: new Intl.NumberFormat((globals.locale as string | undefined) ?? 'pt-BR').format(7),
      }),
    );
  },
};
