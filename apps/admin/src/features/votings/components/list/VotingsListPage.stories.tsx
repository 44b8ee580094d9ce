import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { votingsFakeState } from '@admin/testing/votings/state';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { busyRegion, listPlay, listTable } from '@admin/components/ListPage/list-story';
import { votingsScreen } from '../../testing/votings-story';
import VotingsListPage from './VotingsListPage';

const meta = {
  title: 'Screens/Votings/List',
  component: VotingsListPage,
  parameters: shellScreenParameters(),
  render: shellAt('/votings/list'),
} satisfies Meta<typeof VotingsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An OPERATOR: the workspace's votings, newest first, each status in words, with the new-voting action. */
export const Default: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('votings.list.title'));
    await waitFor(() => expect(names()).toHaveLength(8));
    const row = canvas.getByRole('row', { name: /FPLC11/ });
    await expect(within(row).getByText(t('common.votingStatus.open'))).toBeVisible();
    await expect(within(row).getByRole('link', { name: /FPLC11/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('votings.list.new') })).toBeVisible();
    await expect(canvas.queryByText(/Porto Maravilha/)).toBeNull();
  }),
};

/** The status filter and the sort ask the server again. */
export const FilteredAndSorted: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('votings.list.title'));
    await waitFor(() => expect(names()).toHaveLength(8));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('votings.list.statusFilter') }),
      t('common.votingStatus.open'),
    );
    await waitFor(() => expect(names()).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: t('votings.list.columns.deadline') }));
    await waitFor(() =>
      expect(names()).toEqual([
        'Consulta formal — Amortização extraordinária do FII Shopping Vale',
        'AGE — FII Paulista Lajes Corporativas (FPLC11)',
      ]),
    );
  }),
};

/** A search that finds nothing says so; 'Limpar filtros' asks for the whole list again. */
export const NoMatch: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('votings.list.title'));
    await waitFor(() => expect(names()).toHaveLength(8));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('votings.list.search') }), 'zzzz');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('votings.list.noMatchTitle') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.clearFilters') }));
    const again = await listTable(canvasElement, t('votings.list.title'));
    await waitFor(() => expect(again.names()).toHaveLength(8));
    await expect(canvas.getByRole('searchbox', { name: t('votings.list.search') })).toHaveValue('');
  }),
};

/** No voting yet: the empty state offers the first one. */
export const Empty: Story = {
  beforeEach: votingsScreen('OPERATOR', votingsFakeState({ votings: [] })),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('votings.list.emptyTitle') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t('votings.list.new') })).toHaveLength(2);
  }),
};

/** While the first page loads, skeleton rows stand in for it. */
export const Loading: Story = {
  beforeEach: votingsScreen('OPERATOR', votingsFakeState({ listPending: true })),
  play: listPlay(async ({ t, canvasElement }) => {
    await expect(await busyRegion(canvasElement)).toHaveTextContent(t('votings.list.loading'));
  }),
};

/** The list could not be loaded: it says so and offers a retry. */
export const Failed: Story = {
  beforeEach: votingsScreen('OPERATOR', votingsFakeState({ failList: true })),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('votings.list.failedTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  }),
};

/** OBSERVER reads only: no new-voting action, and a draft opens its detail rather than the flow. */
export const Observer: Story = {
  beforeEach: votingsScreen('OBSERVER'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('votings.list.title'));
    await waitFor(() => expect(names()).toHaveLength(8));
    await expect(canvas.queryByRole('button', { name: t('votings.list.new') })).toBeNull();
    const draft = canvas.getByRole('row', { name: /Renda Urbana/ });
    await expect(within(draft).getByRole('link').getAttribute('href')).toMatch(/^\/votings\/d0/);
  }),
};

/** Arabic, right to left, dark: the table mirrors, names and numbers keep their own direction. */
export const RightToLeft: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  globals: { locale: 'ar', direction: 'rtl', mode: 'dark' },
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('votings.list.title'));
    await waitFor(() => expect(names()).toHaveLength(8));
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('votings.list.title'));
  }),
};
