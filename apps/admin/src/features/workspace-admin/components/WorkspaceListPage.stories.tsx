import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@admin/config/paths';
import {
  WORKSPACE_ADMIN_STATE_KEY,
  manyWorkspaceRows,
  workspaceAdminState,
  type WorkspaceAdminFakeState,
} from '@admin/testing/fake-workspace-admin';
import { COMPANY_ID, demoUser, demoWorkspaces } from '@admin/testing/demo-data';
import { screenStory, signedInAs } from '@admin/testing/story-setup';
import { listPlay, listTable } from '@admin/components/ListPage/list-story';
import { WorkspaceScreens } from '@admin/testing/workspace-screens';
import WorkspaceListPage from './WorkspaceListPage';

const meta = {
  title: 'Screens/Workspaces/List',
  component: WorkspaceListPage,
  parameters: { app: true, testViewport: { width: 1280, height: 900 } },
  beforeEach: screenStory(signedInAs('ADMIN')),
  // The workspace screens, so that a row opens its workspace inside the story.
  render: () => <WorkspaceScreens path={paths.workspaces.list} />,
} satisfies Meta<typeof WorkspaceListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withState = (overrides: Partial<WorkspaceAdminFakeState>) => ({
  state: { [WORKSPACE_ADMIN_STATE_KEY]: workspaceAdminState(overrides) },
});

/** The company's workspaces by name, with creation date and members; MASTER and ADMIN create and delete. */
export const Default: Story = {
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { table: found, names } = await listTable(canvasElement, t('workspaceAdmin.list.tableLabel'));
    await expect(names()).toEqual([
      'Belo Horizonte Ações',
      'Curitiba Multimercado',
      'Rio de Janeiro Crédito',
      'São Paulo Fundos Imobiliários',
    ]);
    await expect(canvas.getByRole('button', { name: t('workspaceAdmin.list.new') })).toBeVisible();
    // Sorting by members goes to the server and comes back in that order.
    await userEvent.click(within(found).getByRole('button', { name: t('workspaceAdmin.list.members') }));
    await waitFor(() => expect(names()[0]).toBe('Curitiba Multimercado'));
  }),
};

/** Search ignores accents and case, on the server. */
export const Search: Story = {
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('workspaceAdmin.list.tableLabel'));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('workspaceAdmin.list.search') }), 'CREDITO');
    await waitFor(() => expect(names()).toEqual(['Rio de Janeiro Crédito']));
  }),
};

/** More than 20 workspaces: pages of 20 from the server. */
export const Pages: Story = {
  beforeEach: signedInAs('ADMIN', withState({ workspaces: manyWorkspaceRows(45) })),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('workspaceAdmin.list.tableLabel'));
    await expect(names()).toHaveLength(20);
    await expect(canvas.getByRole('navigation', { name: /.+/ })).toBeVisible();
  }),
};

/** No workspace yet: the empty state offers the first one. */
export const Empty: Story = {
  beforeEach: signedInAs('MASTER', withState({ workspaces: [] })),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: t('workspaceAdmin.list.emptyTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('workspaceAdmin.list.new') })).toBeVisible();
  }),
};

/** OBSERVER and OPERATOR read the list: no create, no delete. */
export const ReadOnly: Story = {
  beforeEach: signedInAs('OBSERVER'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { table: found } = await listTable(canvasElement, t('workspaceAdmin.list.tableLabel'));
    await expect(canvas.queryByRole('button', { name: t('workspaceAdmin.list.new') })).toBeNull();
    await expect(within(found).queryAllByRole('columnheader')).toHaveLength(3);
  }),
};

/** The list cannot be loaded: it says so and offers a retry. */
export const LoadFailed: Story = {
  beforeEach: signedInAs('ADMIN', withState({ failList: true })),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: t('workspaceAdmin.list.errorTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  }),
};

/**
 * A workspace with a voting open cannot be deleted: the confirmation says so, with what it holds (counted by the
 * server), and its confirm button stays disabled.
 */
export const DeleteBlockedByOpenVoting: Story = {
  play: listPlay(async ({ t, canvasElement }) => {
    const { table: found } = await listTable(canvasElement, t('workspaceAdmin.list.tableLabel'));
    await userEvent.click(
      within(found).getByRole('button', {
        name: t('workspaceAdmin.list.delete', { name: 'Rio de Janeiro Crédito' }),
      }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('workspaceAdmin.delete.title'),
    });
    await waitFor(() => expect(dialog.querySelector('[data-deletion-block="open_votings"]')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: t('common.delete') })).toBeDisabled();
  }),
};

/**
 * Deleting the current workspace: the confirmation lists what goes with it and where the user will be; once
 * deleted, a notice says which workspace they are in now.
 */
export const DeleteCurrentWorkspace: Story = {
  beforeEach: signedInAs('ADMIN', {
    user: demoUser('ADMIN', {
      currentWorkspaceId: demoWorkspaces[2]!.id,
      workspace: { name: demoWorkspaces[2]!.name, logoRef: null, companyId: COMPANY_ID },
    }),
  }),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { table: found } = await listTable(canvasElement, t('workspaceAdmin.list.tableLabel'));
    await userEvent.click(
      within(found).getByRole('button', {
        name: t('workspaceAdmin.list.delete', { name: 'Belo Horizonte Ações' }),
      }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('workspaceAdmin.delete.title'),
    });
    await expect(await within(dialog).findByText(t('workspaceAdmin.delete.goesWith'))).toBeVisible();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    const confirm = within(dialog).getByRole('button', { name: t('common.delete') });
    await waitFor(() => expect(confirm).toBeEnabled());
    // The workbench's screenshot keeps the confirmation open; the play goes on only when asked to (?confirm).
    if (!new URLSearchParams(window.location.search).has('confirm')) return;
    await userEvent.click(confirm);
    await expect(
      await canvas.findByRole('heading', {
        name: t('workspaceAdmin.delete.movedTitle', { name: '\u2068Curitiba Multimercado\u2069' }),
      }),
    ).toBeVisible();
  }),
};

/** Deleting the only workspace of some users is refused, naming them. */
export const DeleteRefusedLastWorkspace: Story = {
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { table: found } = await listTable(canvasElement, t('workspaceAdmin.list.tableLabel'));
    await userEvent.click(
      within(found).getByRole('button', {
        name: t('workspaceAdmin.list.delete', { name: 'São Paulo Fundos Imobiliários' }),
      }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('workspaceAdmin.delete.title'),
    });
    // The confirm button waits for the server's deletion check (disabled meanwhile): a click before it answers, as
    // on a loaded machine, would do nothing.
    const confirm = within(dialog).getByRole('button', { name: t('common.delete') });
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(confirm);
    // The refusal shows when the delete call has answered and the dialog closed: on a loaded machine (the rtl-dark pass
    // of CI) that took longer than findBy's default second.
    await expect(
      await canvas.findByText(t('workspaceAdmin.delete.lastForUsers'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Otávio Observador');
  }),
};
