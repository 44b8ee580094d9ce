import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { listPlay, type ListPlayContext } from '@admin/components/ListPage/list-story';
import { batchVotingsScreen } from '../../testing/batch-story';
import BatchDetailPage from '../BatchDetailPage/BatchDetailPage';

// The batch detail's bulk actions (remind pending, extend, close) and its fund filters: each dialog open, the
// per-fund result after, the filters narrowing the table, and OBSERVER without any of the actions.

const meta = {
  title: 'Screens/BatchVotings/Detail/Bulk actions',
  component: BatchDetailPage,
  parameters: shellScreenParameters(),
  render: shellAt(`/batch-votings/${batchId(2)}`),
} satisfies Meta<typeof BatchDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async ({ t, canvas }: ListPlayContext) => {
  const table = await canvas.findByRole('table', { name: t('batchVotings.detail.fundsTitle') });
  await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(5));
  return table;
};

/** Selects the rows of these funds (by their names in the demo batch). */
const selectFunds = async (table: HTMLElement, names: readonly string[]) => {
  for (const name of names) {
    const row = within(table).getByRole('rowheader', { name }).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
  }
};

/** The reminder's dialog: to which funds it goes. */
export const RemindDialog: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async (context) => {
    const { t, canvas } = context;
    await ready(context);
    await userEvent.click(canvas.getByRole('button', { name: t('batchVotings.actions.remind') }));
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('dialog', { name: t('batchVotings.actions.remindTitle') }),
    ).toBeVisible();
  }),
};

/** The extension's dialog refused before sending: no deadline, no reason. */
export const ExtendDialogInvalid: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async (context) => {
    const { t, canvas } = context;
    await selectFunds(await ready(context), ['FII Paulista Lajes', 'FII Logística Campinas']);
    await userEvent.click(canvas.getByRole('button', { name: t('batchVotings.actions.extend') }));
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('batchVotings.actions.extendTitle') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('batchVotings.actions.extendConfirm') }),
    );
    await expect(
      await within(dialog).findByText(t('batchVotings.actions.errors.deadlineRequired')),
    ).toBeVisible();
  }),
};

/** Closing now: the warning, "Voltar" focused first. */
export const CloseDialog: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async (context) => {
    const { t, canvas } = context;
    await selectFunds(await ready(context), ['FII Logística Campinas']);
    await userEvent.click(canvas.getByRole('button', { name: t('batchVotings.actions.close') }));
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t('batchVotings.actions.closeTitle') });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common.keep') })).toHaveFocus());
  }),
};

/** An extension of an open fund and a draft: one done, the draft refused and named with why. */
export const ResultWithRefusal: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async (context) => {
    const { t, canvas } = context;
    await selectFunds(await ready(context), ['FII Paulista Lajes', 'FII Renda Urbana']);
    await userEvent.click(canvas.getByRole('button', { name: t('batchVotings.actions.extend') }));
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('batchVotings.actions.extendTitle') });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${t('batchVotings.actions.newDeadline')}`)), {
      target: { value: '2040-01-10T10:00' },
    });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Pedido dos cotistas');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('batchVotings.actions.extendConfirm') }),
    );
    const report = await canvas.findByRole('region', { name: t('batchVotings.actions.results.extend') });
    await expect(
      within(report).getByText(t('batchVotings.actions.results.reasons.invalid_state'), { exact: false }),
    ).toBeVisible();
  }),
};

/** The filters: the open funds without quorum, and a search by name. */
export const Filters: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async (context) => {
    const { t, canvas } = context;
    const table = await ready(context);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('batchVotings.filters.quorum') }),
      t('batchVotings.filters.notReached'),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: t('batchVotings.filters.search') }), 'renda');
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
  }),
};

/** OBSERVER reads the funds and filters them, with no bulk action. */
export const Observer: Story = {
  beforeEach: batchVotingsScreen('OBSERVER'),
  play: listPlay(async (context) => {
    const { t, canvas } = context;
    await ready(context);
    await expect(canvas.queryByRole('button', { name: t('batchVotings.actions.remind') })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: t('batchVotings.filters.search') })).toBeVisible();
  }),
};
