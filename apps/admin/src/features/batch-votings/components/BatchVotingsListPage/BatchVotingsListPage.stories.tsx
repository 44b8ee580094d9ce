import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { batchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { busyRegion, listPlay, listTable } from '@admin/components/ListPage/list-story';
import { batchVotingsScreen } from '../../testing/batch-story';
import BatchVotingsListPage from './BatchVotingsListPage';

const meta = {
  title: 'Screens/BatchVotings/List',
  component: BatchVotingsListPage,
  parameters: shellScreenParameters(),
  render: shellAt('/batch-votings/list'),
} satisfies Meta<typeof BatchVotingsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An OPERATOR: the workspace's batches, newest first, with kind, funds, status in words and both create actions. */
export const Default: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('batchVotings.list.title'));
    await waitFor(() => expect(names()).toHaveLength(5));
    const row = canvas.getByRole('row', { name: /FIIs de tijolo/ });
    await expect(within(row).getByRole('link', { name: /FIIs de tijolo/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('batchVotings.list.new') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('batchVotings.list.newFinancialStatement') }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Porto Maravilha/)).toBeNull();
  }),
};

/** The sort asks the server again; the header is a button, reached and pressed with the keyboard. */
export const Sorted: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('batchVotings.list.title'));
    await waitFor(() => expect(names()).toHaveLength(5));
    canvas.getByRole('button', { name: t('batchVotings.list.columns.deadline') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names()[0]).toBe('Aprovação de contas 2024 — FIIs'));
  }),
};

/** A search that finds nothing says so; 'Limpar filtros' asks for the whole list again. */
export const NoMatch: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('batchVotings.list.title'));
    await waitFor(() => expect(names()).toHaveLength(5));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('batchVotings.list.search') }), 'zzzz');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('batchVotings.list.noMatchTitle') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.clearFilters') }));
    const again = await listTable(canvasElement, t('batchVotings.list.title'));
    await waitFor(() => expect(again.names()).toHaveLength(5));
  }),
};

/** No batch yet: the empty state offers the first one. */
export const Empty: Story = {
  beforeEach: batchVotingsScreen('OPERATOR', batchVotingsFakeState({ batches: [] })),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('batchVotings.list.emptyTitle') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t('batchVotings.list.new') })).toHaveLength(2);
  }),
};

/** OBSERVER reads: the same batches, no create action. */
export const Observer: Story = {
  beforeEach: batchVotingsScreen('OBSERVER'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('batchVotings.list.title'));
    await waitFor(() => expect(names()).toHaveLength(5));
    await expect(canvas.queryByRole('button', { name: t('batchVotings.list.new') })).toBeNull();
  }),
};

/** The first page is on its way: a skeleton named for it. */
export const Loading: Story = {
  beforeEach: batchVotingsScreen('OPERATOR', batchVotingsFakeState({ listPending: true })),
  play: listPlay(async ({ t, canvasElement }) => {
    await expect(await busyRegion(canvasElement)).toHaveTextContent(t('batchVotings.list.loading'));
  }),
};

/** The list cannot be loaded: it says so and offers to try again. */
export const Failed: Story = {
  beforeEach: batchVotingsScreen('OPERATOR', batchVotingsFakeState({ failList: true })),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: t('batchVotings.list.failedTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  }),
};
