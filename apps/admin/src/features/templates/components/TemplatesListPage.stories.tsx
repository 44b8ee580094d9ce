import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Role } from '@backoffice/domain';
import { templatesFakeState, type TemplatesFakeState } from '@admin/testing/fake-templates';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { screenStory, signedInAs } from '@admin/testing/story-setup';
import { busyRegion, listPlay, listTable } from '@admin/components/ListPage/list-story';
import { resetTemplatesList } from '../stores/list';
import TemplatesListPage from './TemplatesListPage';

/** A signed-in `role` on a fresh copy of the templates fake (each run starts from the demo templates). */
const templatesScreen = (role: Role, overrides: Partial<TemplatesFakeState> = {}) =>
  screenStory(
    () => signedInAs(role, { state: templatesFakeState(overrides) })(),
    () => {
      resetTemplatesList();
      return resetTemplatesList;
    },
  );

const meta = {
  title: 'Screens/Templates/List',
  component: TemplatesListPage,
  parameters: shellScreenParameters(),
  render: shellAt('/templates/list'),
} satisfies Meta<typeof TemplatesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An OPERATOR: the current workspace's templates by name, with the new and delete actions. */
export const Default: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('templates.list.title'));
    await waitFor(() =>
      expect(names()).toEqual([
        'Aviso de encerramento',
        'Cédula padrão',
        'Convite para votação',
        'Lembrete por WhatsApp',
      ]),
    );
    await expect(canvas.queryByText('Comunicado do Rio')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('templates.list.new') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('templates.list.delete', { name: 'Cédula padrão' }) }),
    ).toBeVisible();
  }),
};

/** The channel filter asks the server again and keeps only WhatsApp templates. */
export const FilteredByChannel: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('templates.list.title'));
    await waitFor(() => expect(names()).toHaveLength(4));
    await userEvent.click(canvas.getByRole('radio', { name: t('templates.channels.whatsapp') }));
    await waitFor(() => expect(names()).toEqual(['Lembrete por WhatsApp']));
  }),
};

/** No template yet: the empty state offers the first one. */
export const Empty: Story = {
  beforeEach: templatesScreen('OPERATOR', { rows: [] }),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('templates.list.emptyTitle') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t('templates.list.new') })).toHaveLength(2);
  }),
};

/** While the first page loads, skeleton rows stand in for it. */
export const Loading: Story = {
  beforeEach: templatesScreen('OPERATOR', { listPending: true }),
  play: listPlay(async ({ t, canvasElement }) => {
    const busy = await busyRegion(canvasElement);
    await expect(busy).toHaveTextContent(t('templates.list.loading'));
    await expect(busy.querySelectorAll('[data-shape="rect"]').length).toBe(5);
  }),
};

/** The list could not be loaded: it says so and offers a retry. */
export const Failed: Story = {
  beforeEach: templatesScreen('OPERATOR', { failList: true }),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('templates.list.failedTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  }),
};

/** OBSERVER reads only: no new or delete actions. */
export const Observer: Story = {
  beforeEach: templatesScreen('OBSERVER'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('templates.list.title'));
    await waitFor(() => expect(names()).toHaveLength(4));
    await expect(canvas.queryByRole('button', { name: t('templates.list.new') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: t('templates.list.delete', { name: 'Cédula padrão' }) }),
    ).toBeNull();
  }),
};

/** Deleting asks first; the danger dialog opens on cancel. */
export const ConfirmDelete: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('templates.list.title'));
    await waitFor(() => expect(names()).toHaveLength(4));
    await userEvent.click(
      canvas.getByRole('button', { name: t('templates.list.delete', { name: 'Lembrete por WhatsApp' }) }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('templates.deleteDialog.title'),
    });
    await expect(dialog).toHaveTextContent(
      t('templates.deleteDialog.message', { name: 'Lembrete por WhatsApp' }),
    );
    await waitFor(() => expect(within(dialog).getAllByRole('button')[0]).toHaveFocus());
  }),
};
