import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { listPlay } from '@admin/components/ListPage/list-story';
import { changeDetails, changeItem, createBatch, newBatch } from '../../stores/new-batch';
import { DEMO_SPREADSHEET, batchVotingsScreen } from '../../testing/batch-story';
import NewBatchPage from './NewBatchPage';

const meta = {
  title: 'Screens/BatchVotings/New',
  component: NewBatchPage,
  parameters: shellScreenParameters(),
  render: shellAt('/batch-votings/new'),
} satisfies Meta<typeof NewBatchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new batch: what every fund's voting shares, and its items. */
export const Default: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('batchVotings.new.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('batchVotings.new.addItem') })).toBeVisible();
  }),
};

/** Continuing with nothing filled: each required field says so. */
export const Refused: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('batchVotings.new.continue') }));
    await waitFor(() => expect(canvas.getAllByText(t('batchVotings.new.errors.required'))).toHaveLength(3));
  }),
};

/** The financial-statement approval: its fixed item and the calendar's warning and block as the dates are picked. */
export const FinancialStatementCalendar: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  render: shellAt('/batch-votings/new-financial-statement'),
  play: listPlay(async ({ t, canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: t('batchVotings.new.titleFinancialStatement') });
    await waitFor(() => expect(newBatch.kind).toBe('financial_statement'));
    changeDetails('title', 'Aprovação de contas 2029 — FIIs');
    changeDetails('fiscalYearEnd', '2029-12-31');
    changeDetails('deadline', '2030-06-15T18:00:00');
    const calendar = canvas.getByRole('region', { name: t('batchVotings.calendar.title') });
    await waitFor(() => expect(calendar).toHaveTextContent(t('batchVotings.calendar.blocking')));
    await expect(calendar).toHaveTextContent(t('batchVotings.calendar.warning'));
  }),
};

/** The spreadsheet read: its funds with their holders, and the refused rows by line and reason; nothing written. */
export const SpreadsheetPreview: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: t('batchVotings.new.title') });
    await waitFor(() => expect(newBatch.items).toHaveLength(1));
    // The workspace's only ballot template, chosen once the templates are read.
    await waitFor(() => expect(newBatch.ballotTemplateId).not.toBeNull());
    changeDetails('title', 'Troca de gestor — FIIs');
    changeDetails('deadline', '2030-06-15T18:00:00');
    changeItem(newBatch.items[0]!.key, 'Aprovar a troca do gestor');
    await createBatch();
    await canvas.findByRole('heading', { level: 2, name: t('batchVotings.holders.title') });
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([DEMO_SPREADSHEET], 'cotistas.csv', { type: 'text/csv' }));
    await expect(
      await canvas.findByRole('table', { name: t('batchVotings.fundOptions.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: t('batchVotings.holders.errorsTitle') })).toBeVisible();
  }),
};

/** OBSERVER reads only: no form. */
export const Observer: Story = {
  beforeEach: batchVotingsScreen('OBSERVER'),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('batchVotings.new.noPermissionTitle') }),
    ).toBeVisible();
  }),
};
