import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { listPlay } from '@admin/components/ListPage/list-story';
import { pluralFormKey, type PluralKey } from '@admin/lib/plural';
import { translate } from '@admin/features/i18n/i18n';
import { DEFAULT_LOCALE, isSupportedLocale } from '@backoffice/domain';
import { DEMO_SPREADSHEET, batchVotingsScreen } from '../../testing/batch-story';
import BatchDetailPage from '../BatchDetailPage/BatchDetailPage';

// A draft batch with no funds yet (demo batch 3): its detail resumes the holders spreadsheet (every per-fund fact
// sent at confirm is in ResumeImport.test.tsx).

const meta = {
  title: 'Screens/BatchVotings/Detail/Resume import',
  component: BatchDetailPage,
  parameters: shellScreenParameters(),
  render: shellAt(`/batch-votings/${batchId(3)}`),
} satisfies Meta<typeof BatchDetailPage>;

export default meta;

/** A counted text as the screen writes it in the story's locale (its plural form, the count in the locale's digits). */
function countedText(globals: Record<string, unknown>, key: PluralKey, count: number): string {
  const locale = isSupportedLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE;
  const formatted = new Intl.NumberFormat(locale).format(count);
  return translate(locale, pluralFormKey(locale, key, count), { count: formatted });
}
type Story = StoryObj<typeof meta>;

/** OBSERVER: the batch has no funds yet, nothing to send. */
export const Observer: Story = {
  beforeEach: batchVotingsScreen('OBSERVER'),
  play: listPlay(async ({ t, canvas }) => {
    await expect(await canvas.findByText(t('batchVotings.resume.observer'))).toBeVisible();
  }),
};

/** An OPERATOR resumes it: the spreadsheet read, FII Alfa given fewer issued quotas than its holders' 150, and the
 * server's refusal said on that fund's row; no voting is created. */
export const FundOptionsRefused: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement, globals }) => {
    await canvas.findByRole('heading', { level: 2, name: t('batchVotings.resume.title') });
    const input = await waitFor(() => {
      const found = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await userEvent.upload(input, new File([DEMO_SPREADSHEET], 'cotistas.csv', { type: 'text/csv' }));
    const table = await canvas.findByRole('table', { name: t('batchVotings.fundOptions.title') });
    await userEvent.type(
      within(table).getByRole('textbox', {
        name: t('batchVotings.fundOptions.issuedQuotasOf', { fund: 'FII Alfa' }),
      }),
      '100',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: countedText(globals, 'batchVotings.holders.confirm', 2) }),
    );
    await expect(
      await within(table).findByText(t('batchVotings.fundOptions.errors.belowHolders', { held: '150' })),
    ).toBeVisible();
    await expect(canvas.getByText(t('batchVotings.fundOptions.errors.fixRows'))).toBeVisible();
  }),
};
