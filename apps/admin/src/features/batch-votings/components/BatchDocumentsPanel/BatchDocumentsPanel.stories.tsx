import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { listPlay, type ListPlayContext } from '@admin/components/ListPage/list-story';
import { batchVotingsScreen } from '../../testing/batch-story';
import { BatchDocumentsPanel } from './BatchDocumentsPanel';

// The batch detail's "Documentos dos fundos" panel, on the detail screen of demo batch 2 (five funds).

const meta = {
  title: 'Screens/BatchVotings/Documents',
  component: BatchDocumentsPanel,
  args: { batchId: batchId(2) },
  parameters: shellScreenParameters(),
  render: shellAt(`/batch-votings/${batchId(2)}`),
} satisfies Meta<typeof BatchDocumentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The formatted CNPJs of the funds the panel lists as without documents. */
async function listedCnpjs(context: ListPlayContext): Promise<string[]> {
  const panel = await panelOf(context);
  await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(5));
  return panel
    .getAllByRole('listitem')
    .map((item) => /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/.exec(item.textContent ?? '')![0]);
}
const pdf = (name: string) => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' });

async function panelOf({ t, canvas }: ListPlayContext) {
  const region = await canvas.findByRole(
    'region',
    { name: t('batchVotings.documents.title') },
    { timeout: 10_000 },
  );
  return within(region);
}

async function choose(context: ListPlayContext, files: File[]) {
  const panel = await panelOf(context);
  const input = (await panel.findByText(context.t('batchVotings.documents.choose')))
    .closest('section')!
    .querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, files);
  return panel;
}

/** The funds still without documents, and the file chooser (or drop zone) for a runner. */
export const Default: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async (context) => {
    const panel = await panelOf(context);
    await expect(await panel.findByText(context.t('batchVotings.documents.choose'))).toBeVisible();
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(5));
  }),
};

/** Three PDFs previewed: two matched (punctuated and digits-only CNPJ), one without a CNPJ; nothing written yet. */
export const Preview: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async (context) => {
    const [first, second] = await listedCnpjs(context);
    const panel = await choose(context, [
      pdf(`DF 2025 - ${first!.replace('/', '_')}.pdf`),
      pdf(`${second!.replace(/\D/g, '')}_parecer.pdf`),
      pdf('leia-me.pdf'),
    ]);
    const matched = await panel.findByRole('table', {
      name: context.t('batchVotings.documents.matchedTitle'),
    });
    await waitFor(() => expect(within(matched).getAllByRole('rowheader')).toHaveLength(2));
    await expect(
      panel.getByRole('table', { name: context.t('batchVotings.documents.unmatchedTitle') }),
    ).toBeVisible();
  }),
};

/** The preview attached: the funds without documents shrink to three. */
export const Attached: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async (context) => {
    const [first, second] = await listedCnpjs(context);
    const digits = (cnpj?: string) => cnpj!.replace(/\D/g, '');
    const panel = await choose(context, [pdf(`DF ${digits(first)}.pdf`), pdf(`DF ${digits(second)}.pdf`)]);
    const attach = await panel.findByRole('button', { name: /2|٢|مستندين/ });
    await userEvent.click(attach);
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(3));
  }),
};

/** A ZIP the server refuses (the fake reads no ZIP: its 422), said in an alert. */
export const Refused: Story = {
  beforeEach: batchVotingsScreen('OPERATOR'),
  play: listPlay(async (context) => {
    const panel = await choose(context, [
      new File(['PK\u0003\u0004'], 'documentos.zip', { type: 'application/zip' }),
    ]);
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      context.t('batchVotings.documents.refused'),
    );
  }),
};

/** An OBSERVER reads the funds without documents and chooses no file. */
export const Observer: Story = {
  beforeEach: batchVotingsScreen('OBSERVER'),
  play: listPlay(async (context) => {
    const panel = await panelOf(context);
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(5));
    await expect(panel.queryByText(context.t('batchVotings.documents.choose'))).toBeNull();
  }),
};
