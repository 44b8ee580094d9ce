import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { storyT } from '@admin/testing/story-setup';
import { votingsScreen } from '../../testing/votings-story';
import VotingsListPage from './VotingsListPage';

const meta = {
  title: 'Screens/Votings/List/Discard draft',
  component: VotingsListPage,
  parameters: shellScreenParameters(),
  render: shellAt('/votings/list'),
} satisfies Meta<typeof VotingsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const DRAFT = 'Assembleia de cotistas — 7ª emissão de cotas do FII Renda Urbana';

/** A runner discards a draft from the list: a danger confirmation says what goes and that it cannot be undone. */
export const Confirmation: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('votings.list.discard', { title: DRAFT }) }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('votings.discard.title'),
    });
    await expect(within(dialog).getByRole('button', { name: t('votings.discard.confirm') })).toBeVisible();
  },
};
