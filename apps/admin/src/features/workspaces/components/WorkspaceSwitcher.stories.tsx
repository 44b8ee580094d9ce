import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoWorkspaces } from '@admin/testing/demo-data';
import { StoryRoute } from '@admin/testing/StoryRoute';
import { screenStory, signedInAs, storyT } from '@admin/testing/story-setup';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

const meta = {
  title: 'Screens/Workspace switcher',
  component: WorkspaceSwitcher,
  parameters: { app: true },
  beforeEach: screenStory(signedInAs('ADMIN')),
  render: () => (
    <StoryRoute path="/votings/list">
      <WorkspaceSwitcher />
    </StoryRoute>
  ),
} satisfies Meta<typeof WorkspaceSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const [saoPaulo, rio, beloHorizonte, curitiba] = demoWorkspaces.map((w) => w.name!);

async function open(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const t = await storyT(globals);
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: t('workspaces.trigger', { name: saoPaulo! }) }),
  );
  const dialog = await canvas.findByRole('dialog', { name: t('workspaces.title') });
  // `hidden: true`: while another overlay (the sort select) is open, React Aria hides the rest from assistive tech.
  const names = () =>
    within(within(dialog).getByRole('listbox', { name: t('workspaces.list'), hidden: true }))
      .queryAllByRole('option', { hidden: true })
      .filter((option) => option.hasAttribute('data-key'))
      .map((option) => demoWorkspaces.find((w) => option.textContent?.startsWith(w.name))?.name);
  return { t, dialog, names, search: within(dialog).getByRole('searchbox') };
}

/** All workspaces by name, the current one marked. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { names } = await open(canvasElement, globals);
    await expect(names()).toEqual([beloHorizonte, curitiba, rio, saoPaulo]);
  },
};

/** Search ignores case and accents, and matches every word. */
export const Search: Story = {
  play: async ({ canvasElement, globals }) => {
    const { names, search } = await open(canvasElement, globals);
    await userEvent.type(search, 'sao PAULO');
    await expect(names()).toEqual([saoPaulo]);
    await userEvent.clear(search);
    await userEvent.type(search, 'credito rio');
    await expect(names()).toEqual([rio]);
  },
};

/** No match says so. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, dialog, names, search } = await open(canvasElement, globals);
    await userEvent.type(search, 'Recife');
    await expect(names()).toEqual([]);
    await expect(within(dialog).getByText(t('workspaces.empty'))).toBeVisible();
  },
};

/** Sort by creation date, then turn the order around: the order button's name follows. */
export const SortByDate: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, dialog, names } = await open(canvasElement, globals);
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(t('workspaces.sortBy')) }));
    await userEvent.click(
      await within(canvasElement).findByRole('option', { name: t('workspaces.sortCreatedAt') }),
    );
    // The select's popover closes first; until then the rest of the page is hidden from the accessibility tree.
    await waitFor(() =>
      expect(names().filter((name) => name !== beloHorizonte)).toEqual([curitiba, saoPaulo, rio]),
    );
    const ascending = names();
    // The button is named after the order the list is in.
    const order = within(dialog).getByRole('button', { name: t('workspaces.ascending') });
    await userEvent.click(order);
    await waitFor(() => expect(names()).toEqual([...ascending].reverse()));
    await expect(order).toHaveAccessibleName(t('workspaces.descending'));
  },
};
