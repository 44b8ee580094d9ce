import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@admin/config/paths';
import { screenStory, signedInAs, storyT } from '@admin/testing/story-setup';
import { WorkspaceScreens } from '@admin/testing/workspace-screens';
import WorkspaceFormPage from './WorkspaceFormPage';

const SAO_PAULO = 'a0000000-0000-4000-8000-000000000001';

const meta = {
  title: 'Screens/Workspaces/Form',
  component: WorkspaceFormPage,
  parameters: { app: true, testViewport: { width: 1280, height: 900 } },
  beforeEach: screenStory(signedInAs('ADMIN')),
  render: () => <WorkspaceScreens path={paths.workspaces.new} />,
} satisfies Meta<typeof WorkspaceFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const editRender = () => <WorkspaceScreens path={paths.workspaces.edit.replace(':id', SAO_PAULO)} />;

/** A new workspace: its name and members picked from the company's users; saved, it is on the list. */
export const New: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: new RegExp(t('workspaceAdmin.form.name')) }),
      'Recife Renda Fixa',
    );
    // The search is a plain text field until focused, which swaps the combo box in (its own chunk).
    canvas.getByRole('textbox', { name: t('workspaceAdmin.form.addMember') }).focus();
    const search = await canvas.findByRole('combobox', { name: t('workspaceAdmin.form.addMember') });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'bea');
    await userEvent.click(await body.findByRole('option', { name: /Beatriz Conceição/ }));
    await userEvent.keyboard('{Escape}');
    const members = canvas.getByRole('grid', { name: t('workspaceAdmin.form.members') });
    await expect(within(members).getByRole('row', { name: 'Beatriz Conceição' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('workspaceAdmin.form.create') }));
    await expect(await canvas.findByRole('rowheader', { name: 'Recife Renda Fixa' })).toBeVisible();
    await expect(await body.findByText(t('workspaceAdmin.feedback.created'))).toBeVisible();
  },
};

/** A name another workspace has (accents and case aside) is refused on the field; what was typed stays. */
export const DuplicateName: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: new RegExp(t('workspaceAdmin.form.name')) });
    await userEvent.type(name, 'curitiba multimercado');
    await userEvent.click(canvas.getByRole('button', { name: t('workspaceAdmin.form.create') }));
    await expect(await canvas.findByText(t('workspaceAdmin.errors.nameDuplicate'))).toBeVisible();
    await expect(name).toHaveValue('curitiba multimercado');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** One workspace with its members; removing the only workspace of a member is refused, naming them. */
export const Edit: Story = {
  render: editRender,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'São Paulo Fundos Imobiliários' }),
    ).toBeVisible();
    const members = canvas.getByRole('grid', { name: t('workspaceAdmin.form.members') });
    const otavio = within(members).getByRole('row', { name: 'Otávio Observador' });
    await userEvent.click(
      within(otavio).getByRole('button', { name: new RegExp(t('workspaceAdmin.form.removeMember')) }),
    );
    await waitFor(() => expect(within(members).queryByRole('row', { name: 'Otávio Observador' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t('common.saveChanges') }));
    await expect(await canvas.findByText(/Otávio Observador/)).toBeVisible();
  },
};

/** OBSERVER and OPERATOR see the workspace, read-only. */
export const ReadOnly: Story = {
  beforeEach: signedInAs('OPERATOR'),
  render: editRender,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('workspaceAdmin.form.readOnly'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('workspaceAdmin.form.name') })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.queryByRole('button', { name: t('common.saveChanges') })).toBeNull();
  },
};
