import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { votingsFakeState } from '@admin/testing/votings/state';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { storyT } from '@admin/testing/story-setup';
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
type T = Awaited<ReturnType<typeof storyT>>;

async function titles(canvasElement: HTMLElement, t: T) {
  const table = await within(canvasElement).findByRole('table', { name: t('votings.list.title') });
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

/** An OPERATOR: the workspace's votings, newest first, each status in words, with the new-voting action. */
export const Default: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await titles(canvasElement, t)).toHaveLength(8));
    const row = canvas.getByRole('row', { name: /FPLC11/ });
    await expect(within(row).getByText(t('common.votingStatus.open'))).toBeVisible();
    await expect(within(row).getByRole('link', { name: /FPLC11/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('votings.list.new') })).toBeVisible();
    await expect(canvas.queryByText(/Porto Maravilha/)).toBeNull();
  },
};

/** The status filter and the sort ask the server again. */
export const FilteredAndSorted: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await titles(canvasElement, t)).toHaveLength(8));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('votings.list.allStatuses')) }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: t('common.votingStatus.open') }),
    );
    await waitFor(async () => expect(await titles(canvasElement, t)).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: t('votings.list.columns.deadline') }));
    await waitFor(async () =>
      expect(await titles(canvasElement, t)).toEqual([
        'Consulta formal — Amortização extraordinária do FII Shopping Vale',
        'AGE — FII Paulista Lajes Corporativas (FPLC11)',
      ]),
    );
  },
};

/** No voting yet: the empty state offers the first one. */
export const Empty: Story = {
  beforeEach: votingsScreen('OPERATOR', votingsFakeState({ votings: [] })),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('votings.list.emptyTitle') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t('votings.list.new') })).toHaveLength(2);
  },
};

/** While the first page loads, skeleton rows stand in for it. */
export const Loading: Story = {
  beforeEach: votingsScreen('OPERATOR', votingsFakeState({ listPending: true })),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const busy = await waitFor(() => {
      const region = canvasElement.querySelector('[aria-busy="true"]');
      if (!region) throw new Error('no busy region yet');
      return region as HTMLElement;
    });
    await expect(busy).toHaveTextContent(t('votings.list.loading'));
  },
};

/** The list could not be loaded: it says so and offers a retry. */
export const Failed: Story = {
  beforeEach: votingsScreen('OPERATOR', votingsFakeState({ failList: true })),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('votings.list.failedTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** OBSERVER reads only: no new-voting action, and a draft opens its detail rather than the flow. */
export const Observer: Story = {
  beforeEach: votingsScreen('OBSERVER'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await titles(canvasElement, t)).toHaveLength(8));
    await expect(canvas.queryByRole('button', { name: t('votings.list.new') })).toBeNull();
    const draft = canvas.getByRole('row', { name: /Renda Urbana/ });
    await expect(within(draft).getByRole('link').getAttribute('href')).toMatch(/^\/votings\/d0/);
  },
};

/** Arabic, right to left, dark: the table mirrors, names and numbers keep their own direction. */
export const RightToLeft: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  globals: { locale: 'ar', direction: 'rtl', mode: 'dark' },
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await waitFor(async () => expect(await titles(canvasElement, t)).toHaveLength(8));
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      t('votings.list.title'),
    );
  },
};
