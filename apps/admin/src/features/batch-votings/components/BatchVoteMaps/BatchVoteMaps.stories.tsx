import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VOTE_MAP_KINDS } from '@backoffice/domain';
import { childId } from '@admin/testing/batch-votings/demo-batch-details';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { batchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { voteMapsFakeState } from '@admin/testing/batch-votings/vote-map-handlers';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { listPlay } from '@admin/components/ListPage/list-story';
import { batchVotingsScreen } from '../../testing/batch-story';
import BatchDetailPage from '../BatchDetailPage/BatchDetailPage';

// The batch's vote maps on its detail (demo batch 2): one download per kind, each gathering the funds' written maps;
// the preliminary map of one fund written, no final map yet.

const meta = {
  title: 'Screens/BatchVotings/Detail/Vote maps',
  component: BatchDetailPage,
  parameters: shellScreenParameters(),
  render: shellAt(`/batch-votings/${batchId(2)}`),
} satisfies Meta<typeof BatchDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fake = {
  ...batchVotingsFakeState(),
  ...voteMapsFakeState({
    [childId(2, 1)]: {
      fundName: 'FII Paulista Lajes',
      deadline: '2026-04-30T21:00:00.000Z',
      written: { preliminary: '2026-04-29T21:00:00.000Z' },
    },
  }),
};

/** The panel, once the batch's funds have loaded (the detail's other panels load with them: allow the time). */
const panelOf = async (canvas: ReturnType<typeof within>, title: string) =>
  within(await canvas.findByRole('region', { name: title }, { timeout: 20_000 }));

/** An OBSERVER downloads them too: the three kinds, each button named by its visible text and its map. */
export const Observer: Story = {
  beforeEach: batchVotingsScreen('OBSERVER', fake),
  play: listPlay(async ({ t, canvas }) => {
    const panel = await panelOf(canvas, t('batchVotings.voteMaps.title'));
    for (const kind of VOTE_MAP_KINDS) {
      const name = t('batchVotings.voteMaps.downloadNamed', {
        name: t(`batchVotings.voteMaps.kinds.${kind}`),
      });
      await expect(panel.getByRole('button', { name })).toBeEnabled();
    }
  }),
};

/** The final map asked for before any fund's is written: said in the snackbar, the button free again. */
export const NotWrittenYet: Story = {
  beforeEach: batchVotingsScreen('OPERATOR', fake),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const panel = await panelOf(canvas, t('batchVotings.voteMaps.title'));
    const name = t('batchVotings.voteMaps.downloadNamed', { name: t('batchVotings.voteMaps.kinds.final') });
    const button = panel.getByRole('button', { name });
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(t('batchVotings.voteMaps.notReady'))).toBeVisible();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'));
  }),
};
