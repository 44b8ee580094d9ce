import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_LOCALE, rowIssueMessage } from '@backoffice/domain';
import { votingsFakeState } from '@admin/testing/votings/state';
import { pluralFormKey } from '@admin/lib/plural';
import { storyT } from '@admin/testing/story-setup';
import { voterImportStore, type VoterImportState } from '../../stores/voter-import';
import { voterImportFixture } from '../../testing/voter-import-fixture';
import { DRAFT_ID, votingsScreen } from '../../testing/votings-story';
import { VoterImportPanel } from './VoterImportPanel';

/** The panel in a given state, for the voting the stories show (a draft of the votings fake). */
const inState = (state: Partial<VoterImportState>) => () => {
  Object.assign(voterImportStore, { votingId: DRAFT_ID, ...state });
};

const meta = {
  title: 'Screens/Votings/VoterImportPanel',
  component: VoterImportPanel,
  args: { votingId: DRAFT_ID },
  parameters: { app: true },
  render: (args) => (
    <div style={{ maxWidth: '64rem' }}>
      <VoterImportPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof VoterImportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const CSV = [
  'Nome;CPF/CNPJ;E-mail;Telefone;Peso',
  'Maria da Silva;529.982.247-25;maria@exemplo.com.br;(11) 98765-4321;1.250,5',
  'Empresa Exemplo Ltda.;11.222.333/0001-81;assembleias@exemplo.com.br;;100',
  'João Ninguém;123.456.789-00;joao@exemplo.com.br;;10',
].join('\r\n');

/** Nothing sent yet: the drop zone (CSV only, 50 MB) and the example to start from. */
export const Idle: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('votings.import.choose'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('votings.import.example') })).toBeVisible();
  },
};

/** The file on its way, with its upload progress. */
export const Uploading: Story = {
  beforeEach: [
    votingsScreen('OPERATOR'),
    inState({
      phase: 'uploading',
      fileName: 'cotistas-FPLC11-2026.csv',
      progress: { loaded: 38_000, total: 84_213 },
    }),
  ],
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const bar = within(canvasElement).getByRole('progressbar', {
      name: t('votings.import.uploading', { name: 'cotistas-FPLC11-2026.csv' }),
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '38000');
  },
};

/** Read: the summary, the row errors by line (an unknown code gets a generic sentence), the report and a preview. */
export const Read: Story = {
  beforeEach: [votingsScreen('OPERATOR'), inState({ phase: 'read', voterImport: voterImportFixture() })],
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const errors = canvas.getByRole('table', { name: t('votings.import.errorsTitle') });
    await expect(within(errors).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: t('votings.import.errorReport') })).toBeVisible();
    const preview = canvas.getByRole('table', { name: t('votings.import.previewTitle') });
    await expect(preview).toBeVisible();
    // Phones as people read them, not as stored (+5511980001013).
    await expect(within(preview).getByText('+55 11 98000-1013')).toBeVisible();
    await expect(within(preview).queryByText('+5511980001013')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('votings.import.discard') })).toBeVisible();
    // The second page of errors holds the code this app does not know.
    const pages = canvas.getByRole('navigation', { name: t('votings.import.errorsPagination') });
    const buttons = within(pages).getAllByRole('button');
    await userEvent.click(buttons.at(-1)!);
    await expect(
      await within(errors).findByText(
        rowIssueMessage(String(globals.locale ?? DEFAULT_LOCALE), { code: 'name_rude' }),
      ),
    ).toBeVisible();
  },
};

/** Every row has a problem: nothing to import, only discard and send a corrected file. */
export const NothingValid: Story = {
  beforeEach: [
    votingsScreen('OPERATOR'),
    inState({
      phase: 'read',
      voterImport: voterImportFixture({
        summary: { ...voterImportFixture().summary, rows: 13, valid: 0, invalid: 13 },
        preview: [],
        progress: { done: 0, total: 0 },
      }),
    }),
  ],
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('votings.import.nothingValid'))).toBeVisible();
    await expect(canvas.queryByRole('table', { name: t('votings.import.previewTitle') })).toBeNull();
  },
};

/** A file refused as a whole (a spreadsheet, a column missing): each reason, then a corrected file. */
export const Refused: Story = {
  beforeEach: [
    votingsScreen('OPERATOR'),
    inState({
      phase: 'refused',
      fileName: 'cotistas.xlsx',
      fileErrors: [
        { field: '', code: 'file_is_spreadsheet', params: { format: 'xlsx' } },
        { field: 'email', code: 'column_missing', params: { aliases: 'e-mail, email' } },
      ],
    }),
  ],
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const title = canvas.getByText(t('votings.import.refused', { name: 'cotistas.xlsx' }));
    await expect(title.closest('[role="alert"]')).toHaveTextContent('xlsx');
    await expect(canvas.getByText(t('votings.import.chooseCorrected'))).toBeVisible();
  },
};

/** Confirmed: the valid rows being written, with the import's progress. */
export const Importing: Story = {
  beforeEach: [
    votingsScreen('OPERATOR'),
    inState({
      phase: 'importing',
      voterImport: voterImportFixture({ status: 'importing', progress: { done: 412, total: 966 } }),
    }),
  ],
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const bar = within(canvasElement).getByRole('progressbar', { name: t('votings.import.importing') });
    await expect(bar).toHaveAttribute('aria-valuemax', '966');
    await expect(bar).toHaveAttribute('aria-valuenow', '412');
  },
};

/** Done: how many voters were imported, and another file if needed. */
export const Imported: Story = {
  beforeEach: [
    votingsScreen('OPERATOR'),
    inState({
      phase: 'imported',
      voterImport: voterImportFixture({ status: 'imported', progress: { done: 966, total: 966 } }),
    }),
  ],
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('votings.import.another') })).toBeVisible();
  },
};

/** The whole way against the fake server: upload, read, confirm, progress, imported. */
export const UploadAndConfirm: Story = {
  beforeEach: votingsScreen('OPERATOR', votingsFakeState({ importSteps: 3 })),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const locale = typeof globals.locale === 'string' ? globals.locale : 'pt-BR';
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([`\uFEFF${CSV}`], 'cotistas.csv', { type: 'text/csv' }));
    await userEvent.click(
      await canvas.findByRole('button', {
        name: t(pluralFormKey(locale, 'votings.import.confirm', 2), {
          count: new Intl.NumberFormat(locale).format(2),
        }),
      }),
    );
    await waitFor(
      () => expect(canvas.getByRole('button', { name: t('votings.import.another') })).toBeVisible(),
      {
        timeout: 5000,
      },
    );
  },
};

/** Discarding a read file goes back to choosing one; nothing was written. */
export const Discard: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([CSV], 'cotistas.csv', { type: 'text/csv' }));
    await userEvent.click(await canvas.findByRole('button', { name: t('votings.import.discard') }));
    await expect(await canvas.findByText(t('votings.import.choose'))).toBeVisible();
  },
};
