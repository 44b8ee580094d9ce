import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Role } from '@backoffice/domain';
import { templatesFakeState, type TemplatesFakeState } from '@admin/testing/fake-templates';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { screenStory, signedInAs, storyT } from '@admin/testing/story-setup';
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
type T = Awaited<ReturnType<typeof storyT>>;

async function rowNames(canvasElement: HTMLElement, t: T) {
  const table = await within(canvasElement).findByRole('table', { name: t('templates.list.title') });
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

/** An OPERATOR: the current workspace's templates by name, with the new and delete actions. */
export const Default: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await waitFor(async () =>
      expect(await rowNames(canvasElement, t)).toEqual([
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
  },
};

/** The channel filter asks the server again and keeps only WhatsApp templates. */
export const FilteredByChannel: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await rowNames(canvasElement, t)).toHaveLength(4));
    await userEvent.click(canvas.getByRole('radio', { name: t('templates.channels.whatsapp') }));
    await waitFor(async () => expect(await rowNames(canvasElement, t)).toEqual(['Lembrete por WhatsApp']));
  },
};

/** No template yet: the empty state offers the first one. */
export const Empty: Story = {
  beforeEach: templatesScreen('OPERATOR', { rows: [] }),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('templates.list.emptyTitle') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t('templates.list.new') })).toHaveLength(2);
  },
};

/** While the first page loads, skeleton rows stand in for it. */
export const Loading: Story = {
  beforeEach: templatesScreen('OPERATOR', { listPending: true }),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const busy = await waitFor(() => {
      const region = canvasElement.querySelector('[aria-busy="true"]');
      if (!region) throw new Error('no busy region yet');
      return region as HTMLElement;
    });
    await expect(busy).toHaveTextContent(t('templates.list.loading'));
    await expect(busy.querySelectorAll('[data-shape="rect"]').length).toBe(5);
  },
};

/** The list could not be loaded: it says so and offers a retry. */
export const Failed: Story = {
  beforeEach: templatesScreen('OPERATOR', { failList: true }),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('templates.list.failedTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** OBSERVER reads only: no new or delete actions. */
export const Observer: Story = {
  beforeEach: templatesScreen('OBSERVER'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await rowNames(canvasElement, t)).toHaveLength(4));
    await expect(canvas.queryByRole('button', { name: t('templates.list.new') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: t('templates.list.delete', { name: 'Cédula padrão' }) }),
    ).toBeNull();
  },
};

/** Deleting asks first; the danger dialog opens on cancel. */
export const ConfirmDelete: Story = {
  beforeEach: templatesScreen('OPERATOR'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await rowNames(canvasElement, t)).toHaveLength(4));
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
  },
};
