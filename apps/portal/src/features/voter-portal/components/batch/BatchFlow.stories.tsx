import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoPortalToken } from '@portal/testing/fake-portal';
import { batchHolder, demoBatchSiblings } from '@portal/testing/portal-batch-demo';
import { findStepHeading, portalStory, portalStoryMeta, portalT } from '@portal/testing/portal-story';
import VoterPortalPage from '../VoterPortalPage/VoterPortalPage';

// The holder in several funds of a batch, on a phone: the list of funds, one fund answered and repeated in every fund,
// the per-fund review, each fund's receipt. Every state runs with axe in both workbench variants (rtl-dark too).

const phone = { testViewport: { width: 360, height: 740 } };

const meta = {
  title: 'Portal/Voter link/Batch',
  component: VoterPortalPage,
  ...portalStoryMeta,
  args: { token: demoPortalToken },
} satisfies Meta<typeof VoterPortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = Awaited<ReturnType<typeof portalT>>;

async function answerAroeiraAndRepeat(canvas: Canvas, t: T) {
  await userEvent.click(
    await canvas.findByRole('button', { name: t('batch.list.answerFund', { fund: 'FII Aroeira Lajes' }) }),
  );
  for (const group of canvas.getAllByRole('radiogroup')) {
    await userEvent.click(within(group).getByRole('radio', { name: t('portal.ballot.choices.approve') }));
  }
  await userEvent.click(canvas.getByRole('button', { name: t('batch.fund.repeat') }));
}

/** Three funds of the same batch under one PIN: name, CNPJ and whether voted, each with its own way to answer. */
export const Funds: Story = {
  parameters: phone,
  beforeEach: portalStory(batchHolder()),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await findStepHeading(canvas, t('batch.list.title'));
    const list = canvas.getByRole('list', { name: t('batch.list.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** One fund already voted (its badge, no answer button); the others still to answer. */
export const OneFundVoted: Story = {
  parameters: phone,
  beforeEach: portalStory(
    batchHolder({
      batch: {
        ownFund: { fundName: 'FII Aroeira Lajes', fundTaxId: '60746948000112' },
        siblings: demoBatchSiblings().map((fund, index) =>
          index === 0
            ? {
                ...fund,
                voted: true,
                receiptAvailable: true,
                ballot: {
                  id: '0b000000-0000-4000-8000-000000000009',
                  status: 'counted',
                  submittedAt: '2036-06-01T15:42:00.000Z',
                  receipt: 'cd'.repeat(32),
                  reviewComment: null,
                  approver: null,
                  votes: [],
                },
              }
            : fund,
        ),
      },
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await findStepHeading(canvas, t('batch.list.title'));
    await expect(canvas.getByText(t('batch.list.status.voted'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('batch.list.answerFund', { fund: 'FII Ipê Logística' }) }),
    ).toBeNull();
  },
};

/** A sibling fund opened: its own documents (its financial statements) above its items, each a download. */
export const SiblingFundDocuments: Story = {
  parameters: phone,
  beforeEach: portalStory(batchHolder()),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('batch.list.answerFund', { fund: 'FII Ipê Logística' }) }),
    );
    const documents = within(await canvas.findByRole('region', { name: t('batch.fund.documents') }));
    await expect(
      documents.getByRole('link', { name: 'Demonstrações financeiras FII Ipê Logística 2035.pdf' }),
    ).toBeVisible();
  },
};

/** One fund answered, then "repetir minhas respostas em todos os fundos": the status says how many were filled. */
export const AnswerAndRepeat: Story = {
  parameters: phone,
  beforeEach: portalStory(batchHolder()),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await answerAroeiraAndRepeat(canvas, t);
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
  },
};

/** The review: every fund with its answers, each with its change and remove buttons, then one confirmation. */
export const Review: Story = {
  parameters: phone,
  beforeEach: portalStory(batchHolder()),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await answerAroeiraAndRepeat(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('batch.fund.done') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('batch.list.review') }));
    await findStepHeading(canvas, t('batch.review.title'));
    await expect(
      canvas.getByRole('button', { name: t('batch.review.remove', { fund: 'FII Jatobá Renda' }) }),
    ).toBeVisible();
  },
};

/** Recorded: each fund's own receipt code and PDF link. */
export const Receipts: Story = {
  parameters: phone,
  beforeEach: portalStory(batchHolder()),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await answerAroeiraAndRepeat(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('batch.fund.done') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('batch.list.review') }));
    await findStepHeading(canvas, t('batch.review.title'));
    const confirm = canvas.getAllByRole('button').at(-1)!;
    await userEvent.click(confirm);
    await findStepHeading(canvas, t('batch.receipts.title'));
    await expect(
      canvas.getByRole('link', { name: t('batch.receipts.download', { fund: 'FII Jatobá Renda' }) }),
    ).toBeVisible();
  },
};
