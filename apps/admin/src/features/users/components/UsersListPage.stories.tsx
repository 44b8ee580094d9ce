import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { listPlay, listTable } from '@admin/components/ListPage/list-story';
import { usersScreen } from '@admin/testing/users-screen';
import UsersListPage from './UsersListPage';

const meta = {
  title: 'Screens/Users/List',
  component: UsersListPage,
  parameters: shellScreenParameters(),
  render: shellAt('/users/list'),
} satisfies Meta<typeof UsersListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ADMIN: the first page by name, sortable, with create and per-row delete (not on their own row). */
export const Default: Story = {
  beforeEach: usersScreen('ADMIN'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { table } = await listTable(canvasElement, t('users.list.tableLabel'));
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: t('users.list.new') })).toBeVisible();
    const own = within(table)
      .getByRole('rowheader', { name: /Ana Administradora/ })
      .closest('tr')!;
    await expect(own).toHaveTextContent(t('users.list.you'));
    await expect(within(own).queryByRole('button', { name: /Ana Administradora/ })).toBeVisible();
    await expect(
      within(table).queryByRole('button', { name: t('users.list.delete', { name: 'Ana Administradora' }) }),
    ).toBeNull();
    await expect(
      within(table).getByRole('button', { name: t('users.list.delete', { name: 'Beatriz Conceição' }) }),
    ).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: t('users.columns.name') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  }),
};

/** The search ignores accents and case (on the server) and waits for typing to pause. */
export const Search: Story = {
  beforeEach: usersScreen('ADMIN'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('users.list.tableLabel'));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('users.list.search') }), 'JOAO conceicao');
    await waitFor(() => expect(names()).toEqual(['João Conceição']));
  }),
};

/** A search that finds nobody says so and offers to clear it. */
export const NoMatch: Story = {
  beforeEach: usersScreen('ADMIN'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    await listTable(canvasElement, t('users.list.tableLabel'));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('users.list.search') }), 'Recife');
    await expect(await canvas.findByText(t('users.list.noMatchTitle'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('users.list.clearFilters') })).toBeVisible();
  }),
};

/** A company with no users yet. */
export const Empty: Story = {
  beforeEach: usersScreen('ADMIN', { users: [] }),
  play: listPlay(async ({ t, canvas }) => {
    await expect(await canvas.findByText(t('users.list.emptyTitle'))).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('users.list.pagination') })).toBeNull();
  }),
};

/** While the first page loads: placeholders, announced once. */
export const Loading: Story = {
  beforeEach: usersScreen('ADMIN', { listPending: true }),
  play: listPlay(async ({ t, canvas }) => {
    await expect(await canvas.findByText(t('users.list.loading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  }),
};

/** The list could not be read: an alert with a retry. */
export const LoadError: Story = {
  beforeEach: usersScreen('ADMIN', { listFails: true }),
  play: listPlay(async ({ t, canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('users.list.errorTitle'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  }),
};

/** An OBSERVER reads: no create, no delete column. */
export const Observer: Story = {
  beforeEach: usersScreen('OBSERVER'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { table } = await listTable(canvasElement, t('users.list.tableLabel'));
    await expect(canvas.queryByRole('button', { name: t('users.list.new') })).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: t('common.actions') })).toBeNull();
    await expect(
      within(table).queryByRole('button', { name: t('users.list.delete', { name: 'Beatriz Conceição' }) }),
    ).toBeNull();
  }),
};

/** A MASTER asks to delete a user: the confirmation says who and what follows, with cancel focused. */
export const DeleteConfirm: Story = {
  beforeEach: usersScreen('MASTER'),
  play: listPlay(async ({ t, canvasElement }) => {
    const { table } = await listTable(canvasElement, t('users.list.tableLabel'));
    await expect(
      within(table).queryByRole('button', { name: t('users.list.delete', { name: 'Ana Administradora' }) }),
    ).toBeNull();
    await userEvent.click(
      within(table).getByRole('button', { name: t('users.list.delete', { name: 'Beatriz Conceição' }) }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', { name: t('users.delete.title') });
    await expect(dialog).toHaveTextContent('beatriz@demo.local');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t('common.cancel') })).toHaveFocus(),
    );
  }),
};

/** Confirmed: the row goes and the spec's message shows. */
export const Deleted: Story = {
  beforeEach: usersScreen('MASTER'),
  play: listPlay(async ({ t, canvasElement }) => {
    const { table } = await listTable(canvasElement, t('users.list.tableLabel'));
    await userEvent.click(
      within(table).getByRole('button', { name: t('users.list.delete', { name: 'Beatriz Conceição' }) }),
    );
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    await expect(await within(document.body).findByText(t('users.messages.deleted'))).toBeVisible();
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'Beatriz Conceição' })).toBeNull(),
    );
  }),
};
