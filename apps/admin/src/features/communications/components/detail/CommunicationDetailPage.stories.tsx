import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Role } from '@backoffice/domain';
import { communicationId, type CommunicationsFakeState } from '@admin/testing/fake-communications';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { screenStory, signedInAs } from '@admin/testing/story-setup';
import { listPlay } from '@admin/components/ListPage/list-story';
import { resetCommunicationDetail } from '../../stores/detail';
import { votingsFakeState } from '@admin/testing/votings/state';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { batchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { communicationsScreenState, standardDraft, whatsappScreenState } from '../../testing';
import { demoCommunications } from '@admin/testing/fake-communications';
import CommunicationDetailPage from './CommunicationDetailPage';

/** A signed-in `role` on a fresh copy of the communications fake (sending frozen unless the story moves it). */
const screen = (role: Role, overrides: Partial<CommunicationsFakeState> = {}) =>
  screenStory(
    () => signedInAs(role, { state: communicationsScreenState({ advancePerRead: 0, ...overrides }) })(),
    () => resetCommunicationDetail,
  );

/** The same with the WhatsApp demo communications (7 sending, 8 sent, 9 a draft with e-mail behind it). */
const whatsappScreen = (overrides: Partial<CommunicationsFakeState> = {}) =>
  screenStory(
    () => signedInAs('OPERATOR', { state: whatsappScreenState({ advancePerRead: 0, ...overrides }) })(),
    () => resetCommunicationDetail,
  );

const at = (n: number) => shellAt(`/communication/${communicationId(n)}`);

const meta = {
  title: 'Screens/Communications/Detail',
  component: CommunicationDetailPage,
  parameters: shellScreenParameters(),
  render: at(3),
} satisfies Meta<typeof CommunicationDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A parameterizable draft: its spreadsheet's rows with their values, and the message the first row gets. */
export const Draft: Story = {
  beforeEach: screen('OPERATOR'),
  play: listPlay(async ({ t, canvas }) => {
    await expect(await canvas.findByTitle(t('communications.preview.frame'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('communications.detail.send') })).toBeEnabled();
  }),
};

/** A spreadsheet with refused rows: what was taken, and each refused line with its column and reason. */
export const UploadWithRefusedRows: Story = {
  beforeEach: screen('OPERATOR'),
  play: listPlay(async ({ t, canvasElement, canvas }) => {
    await canvas.findByTitle(t('communications.preview.frame'));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const csv = [
      'nome;email;votacao;prazo',
      'Ana Souza;ana@exemplo.com.br;AGE FII Alfa;31/03/2026',
      'Bruno;bruno@;AGE FII Alfa;31/03/2026',
      'Carla;carla@exemplo.com.br;;31/03/2026',
      'Ana de novo;ana@exemplo.com.br;AGE FII Alfa;31/03/2026',
    ].join('\r\n');
    await userEvent.upload(input, new File([csv], 'cotistas.csv', { type: 'text/csv' }));
    const refused = await canvas.findByRole('table', { name: t('communications.upload.issuesTable') });
    await waitFor(() => expect(within(refused).getAllByRole('row')).toHaveLength(4));
  }),
};

/** A standard draft without recipients: a spreadsheet, or the voters of one of the workspace's votings. */
export const StandardDraftFromVoting: Story = {
  beforeEach: screenStory(
    () =>
      signedInAs('OPERATOR', {
        state: {
          ...communicationsScreenState({ rows: [...demoCommunications(), standardDraft()] }),
          ...votingsFakeState(),
        },
      })(),
    () => resetCommunicationDetail,
  ),
  render: at(6),
  play: listPlay(async ({ t, canvas }) => {
    const voting = await canvas.findByRole('combobox', { name: t('communications.upload.voting') });
    await waitFor(() => expect(voting).toBeEnabled());
    await expect(canvas.getByRole('button', { name: t('communications.upload.useVoters') })).toBeDisabled();
  }),
};

/**
 * A standard draft taking a batch voting's holders: the batch picked (its funds counted; a holder of several funds gets
 * one message) and only those yet to vote in some fund.
 */
export const StandardDraftFromBatch: Story = {
  beforeEach: screenStory(
    () =>
      signedInAs('OPERATOR', {
        state: {
          ...communicationsScreenState({ rows: [...demoCommunications(), standardDraft()] }),
          ...votingsFakeState(),
          ...batchVotingsFakeState(),
        },
      })(),
    () => resetCommunicationDetail,
  ),
  render: at(6),
  play: listPlay(async ({ t, canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: t('communications.upload.sourceBatch') }));
    const batch = await canvas.findByRole('combobox', { name: t('communications.upload.batch') });
    await waitFor(() => expect(batch).toBeEnabled());
    await userEvent.selectOptions(batch, batchId(1));
    await userEvent.click(canvas.getByRole('radio', { name: t('communications.upload.pendingHolders') }));
    await expect(canvas.getByRole('button', { name: t('communications.upload.useVoters') })).toBeEnabled();
  }),
};

/** Scheduled: when it goes, and the way back to draft or to cancel it; its recipients are fixed. */
export const Scheduled: Story = {
  beforeEach: screen('OPERATOR', {
    rows: demoCommunications().map((row) =>
      row.id === communicationId(3)
        ? { ...row, status: 'scheduled', scheduledAt: '2026-12-01T12:00:00.000Z' }
        : row,
    ),
  }),
  play: listPlay(async ({ t, canvas }) => {
    await expect(await canvas.findByText(t('communications.schedule.at'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('communications.schedule.unschedule') })).toBeVisible();
    await expect(canvas.queryByText(t('communications.upload.title'))).toBeNull();
  }),
};

/** The schedule's dialog: a date and time in the operator's zone. */
export const ScheduleDialog: Story = {
  beforeEach: screen('OPERATOR'),
  play: listPlay(async ({ t, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('communications.schedule.button') }));
    const body = within(document.body);
    await expect(await body.findByRole('dialog', { name: t('communications.schedule.title') })).toBeVisible();
  }),
};

/** Being sent: the counts and a progress bar, read again every few seconds. */
export const Sending: Story = {
  beforeEach: screen('OPERATOR'),
  render: at(2),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: t('communications.detail.progress') }),
    ).toBeVisible();
  }),
};

/** Sent, some failed with the mail server's reason: resend to those only. */
export const SentWithFailures: Story = {
  beforeEach: screen('OPERATOR'),
  render: at(1),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: t('communications.detail.resend.failed') }),
    ).toBeVisible();
  }),
};

/** The resend's confirmation says how many get the message again. */
export const ResendConfirmation: Story = {
  beforeEach: screen('OPERATOR'),
  render: at(1),
  play: listPlay(async ({ t, canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: t('communications.detail.resend.failed') }),
    );
    const body = within(document.body);
    await expect(
      await body.findByRole('alertdialog', { name: t('communications.detail.resend.failedTitle') }),
    ).toBeVisible();
  }),
};

/** A WhatsApp send in progress: handed-over messages move sent → delivered → read (some fail) read by read. */
export const WhatsappSending: Story = {
  beforeEach: whatsappScreen({ advancePerRead: 0.5 }),
  render: at(7),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: t('communications.detail.progress') }),
    ).toBeVisible();
    const summary = canvas.getByRole('region', { name: t('communications.detail.summaryTitle') });
    await expect(within(summary).getByText(t('communications.detail.counts.read'))).toBeVisible();
  }),
};

/** A sent WhatsApp marketing message: delivered and read counts, each row's channel, status and receipt. */
export const WhatsappSent: Story = {
  beforeEach: whatsappScreen(),
  render: at(8),
  play: listPlay(async ({ t, canvas }) => {
    const table = await canvas.findByRole('table', { name: t('communications.recipients.title') });
    await waitFor(() =>
      expect(within(table).getAllByText(t('communications.recipients.receipt.read')).length).toBeGreaterThan(
        0,
      ),
    );
    const summary = canvas.getByRole('region', { name: t('communications.detail.summaryTitle') });
    await expect(within(summary).getByText(t('communications.detail.counts.delivered'))).toBeVisible();
  }),
};

/** A row's timeline: what WhatsApp reported, oldest first, with the date and time and a failure's reason. */
export const WhatsappTimeline: Story = {
  beforeEach: whatsappScreen(),
  render: at(8),
  play: listPlay(async ({ t, canvas }) => {
    const table = await canvas.findByRole('table', { name: t('communications.recipients.title') });
    // Each row's button is named after its person: 'Histórico da entrega a Aline Carvalho'.
    const name = new RegExp(`^${t('communications.recipients.timelineOf', { who: '' }).trim()}`);
    const [first] = await within(table).findAllByRole('button', { name });
    first!.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await expect(await body.findByRole('dialog')).toBeVisible();
  }),
};

/** A WhatsApp draft's preview: the bubble, its length against 1,024, the template on Meta, and the fallback e-mail. */
export const WhatsappPreview: Story = {
  beforeEach: whatsappScreen(),
  render: at(9),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('group', { name: t('communications.preview.whatsapp') }),
    ).toBeVisible();
    await expect(await canvas.findByTitle(t('communications.preview.frame'))).toBeVisible();
  }),
};

/** An observer follows a communication but neither uploads nor sends. */
export const ReadOnly: Story = {
  beforeEach: screen('OBSERVER'),
  play: listPlay(async ({ t, canvas }) => {
    await canvas.findByRole('table', { name: t('communications.recipients.title') });
    await expect(canvas.queryByRole('button', { name: t('communications.detail.send') })).toBeNull();
    await expect(canvas.queryByText(t('communications.upload.title'))).toBeNull();
  }),
};

/** A link to a communication that is not there (deleted, or another workspace's). */
export const NotFound: Story = {
  beforeEach: screen('OPERATOR'),
  render: shellAt(`/communication/${communicationId(99)}`),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('communications.detail.notFoundTitle') }),
    ).toBeVisible();
  }),
};

/** While the communication loads. */
export const Loading: Story = {
  beforeEach: screen('OPERATOR', { detailPending: true }),
  play: listPlay(async ({ t, canvas }) => {
    await expect(await canvas.findByText(t('communications.detail.loading'))).toBeInTheDocument();
  }),
};
