import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { batchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { listPlay } from '@admin/components/ListPage/list-story';
import { DEMO_SPREADSHEET, batchVotingsScreen } from '../../testing/batch-story';
import BatchDetailPage from '../BatchDetailPage/BatchDetailPage';

// A draft batch with no funds yet (demo batch 3): its detail resumes the holders spreadsheet, with each fund's facts
// (issued quotas; for a financial-statement approval the auditor's opinion and tacit approval) before confirming.

const meta = {
  title: 'Screens/BatchVotings/Detail/Resume import',
  component: BatchDetailPage,
  parameters: shellScreenParameters(),
  render: shellAt(`/batch-votings/${batchId(3)}`),
} satisfies Meta<typeof BatchDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const statementDraft = () => {
  const state = batchVotingsFakeState();
  const row = state['batch-votings']!.batches.find((candidate) => candidate.id === batchId(3))!;
  row.kind = 'financial_statement';
  row.batch!.kind = 'financial_statement';
  return state;
};

/** The spreadsheet read: each fund's options, one fund's issued quotas refused by the server on its row. */
export const FundOptionsRefused: Story = {
  beforeEach: batchVotingsScreen('OPERATOR', statementDraft()),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: t('batchVotings.resume.title') });
    const input = await within(canvasElement.ownerDocument.body).findByLabelText(
      (_, element) => element?.getAttribute('type') === 'file',
    );
    await userEvent.upload(input, new File([DEMO_SPREADSHEET], 'cotistas.csv', { type: 'text/csv' }));
    const table = await canvas.findByRole('table', { name: t('batchVotings.fundOptions.title') });
    await userEvent.type(
      within(table).getByRole('textbox', {
        name: t('batchVotings.fundOptions.issuedQuotasOf', { fund: 'FII Alfa' }),
      }),
      '100',
    );
    const panel = canvas.getByRole('region', { name: t('batchVotings.holders.title') });
    const confirm = within(panel)
      .getAllByRole('button')
      .find((button: HTMLElement) => /2/.test(button.textContent ?? ''))!;
    await userEvent.click(confirm);
    await expect(await within(table).findByRole('textbox', { name: /FII Alfa/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }),
};

/** OBSERVER: the batch has no funds yet, nothing to send. */
export const Observer: Story = {
  beforeEach: batchVotingsScreen('OBSERVER'),
  play: listPlay(async ({ t, canvas }) => {
    await expect(await canvas.findByText(t('batchVotings.resume.observer'))).toBeVisible();
  }),
};
