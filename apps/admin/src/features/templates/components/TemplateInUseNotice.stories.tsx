import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { templatesFakeState } from '@admin/testing/fake-templates';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { screenStory, signedInAs, storyT } from '@admin/testing/story-setup';
import { resetTemplatesList } from '../stores/list';
import { dismissTemplateInUse } from '../stores/template-in-use';
import TemplatesListPage from './TemplatesListPage';

const meta = {
  title: 'Screens/Templates/List/In use',
  component: TemplatesListPage,
  parameters: shellScreenParameters(),
  render: shellAt('/templates/list'),
} satisfies Meta<typeof TemplatesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deleting the ballot of the workspace's votings is refused, and the notice names them, each linked. */
export const Refused: Story = {
  beforeEach: screenStory(
    () => signedInAs('OPERATOR', { state: templatesFakeState() })(),
    () => {
      resetTemplatesList();
      dismissTemplateInUse();
      return () => {
        resetTemplatesList();
        dismissTemplateInUse();
      };
    },
  ),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('templates.list.delete', { name: 'Cédula padrão' }) }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('templates.deleteDialog.title'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    const heading = await canvas.findByRole('heading', {
      name: t('templates.inUse.title', { name: '\u2068Cédula padrão\u2069' }),
    });
    const notice = heading.closest('[role="alert"]') as HTMLElement;
    await expect(within(notice).getAllByRole('link').length).toBeGreaterThan(1);
  },
};
