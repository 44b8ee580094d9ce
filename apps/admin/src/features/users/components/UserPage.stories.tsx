import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoWorkspaces } from '@admin/testing/demo-data';
import { ShellScreen, shellScreenParameters } from '@admin/testing/shell-screen';
import { storyT } from '@admin/testing/story-setup';
import { usersScreen } from '@admin/testing/users-screen';
import UserPage from './UserPage';

const beatriz = '/users/b0000000-0000-4000-8000-000000000005';
const ownAdmin = '/users/b0000000-0000-4000-8000-000000000001';

const meta = {
  title: 'Screens/Users/Form',
  component: UserPage,
  parameters: { ...shellScreenParameters(), route: '/users/new' },
  render: (_args, { parameters }) => <ShellScreen path={parameters.route as string} />,
} satisfies Meta<typeof UserPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type T = Awaited<ReturnType<typeof storyT>>;

/** The form, once the company's workspaces are there. */
async function form(canvasElement: HTMLElement, t: T) {
  const canvas = within(canvasElement);
  await canvas.findByRole('group', { name: new RegExp(t('users.form.workspaces')) });
  return {
    canvas,
    name: canvas.getByRole('textbox', { name: new RegExp(t('users.form.name')) }),
    email: canvas.getByRole('textbox', { name: new RegExp(t('users.form.email')) }),
    role: canvas.getByRole('combobox', { name: new RegExp(t('users.form.role')) }),
  };
}

/** A MASTER's new user: roles up to MASTER, the current workspace checked, the first-access notice. */
export const New: Story = {
  beforeEach: usersScreen('MASTER'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, role } = await form(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1, name: t('users.form.newTitle') })).toBeVisible();
    await expect(canvas.getByText(t('users.form.firstAccessNote'))).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: demoWorkspaces[0]!.name })).toBeChecked();
    // The roles offered, after the placeholder (which cannot be chosen).
    const options = within(role).getAllByRole('option') as HTMLOptionElement[];
    await expect(options.filter((option) => !option.disabled).map((option) => option.textContent)).toEqual([
      t('roles.OBSERVER'),
      t('roles.OPERATOR'),
      t('roles.MASTER'),
    ]);
  },
};

/** The form's own checks come first: a malformed e-mail and the missing fields, before any call. */
export const Validation: Story = {
  beforeEach: usersScreen('ADMIN'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, email, name } = await form(canvasElement, t);
    await userEvent.type(email, 'nubia@demo');
    await userEvent.click(canvas.getByRole('button', { name: t('users.form.create') }));
    await expect(await canvas.findByText(t('validation.emailInvalid'))).toBeVisible();
    await expect(canvas.getByText(t('users.errors.nameRequired'))).toBeVisible();
    await expect(canvas.getByText(t('users.errors.roleRequired'))).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/** The server refuses a taken e-mail: the text sits under the e-mail field, and nothing typed is lost. */
export const EmailTaken: Story = {
  beforeEach: usersScreen('ADMIN'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, email, name, role } = await form(canvasElement, t);
    await userEvent.type(name, 'Outra Olívia');
    await userEvent.type(email, 'operator@demo.local');
    await userEvent.selectOptions(role, t('roles.OPERATOR'));
    await userEvent.click(canvas.getByRole('button', { name: t('users.form.create') }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(t('users.errors.emailTaken')));
    await expect(email).toHaveFocus();
    await expect(name).toHaveValue('Outra Olívia');
  },
};

/** A MASTER edits an OPERATOR: the same form, filled, with delete. */
export const Edit: Story = {
  beforeEach: usersScreen('MASTER'),
  parameters: { route: beatriz },
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, name, role } = await form(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1, name: t('users.form.editTitle') })).toBeVisible();
    await expect(name).toHaveValue('Beatriz Conceição');
    await expect(role).toHaveDisplayValue(t('roles.OPERATOR'));
    await expect(canvas.getByRole('button', { name: t('users.form.delete') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('common.saveChanges') })).toBeVisible();
  },
};

/** Oneself: no delete, no deactivation, no role change, each saying why. */
export const Self: Story = {
  beforeEach: usersScreen('ADMIN'),
  parameters: { route: ownAdmin },
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, role } = await form(canvasElement, t);
    await expect(role).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('users.form.delete') })).toBeDisabled();
    await expect(canvas.getByText(t('users.form.selfDelete'))).toBeVisible();
    await expect(canvas.getByText(t('users.form.selfActive'))).toBeVisible();
  },
};

/** An OBSERVER sees the user and cannot change or delete them. */
export const ReadOnly: Story = {
  beforeEach: usersScreen('OBSERVER'),
  parameters: { route: beatriz },
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const { canvas, name } = await form(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1, name: t('users.form.viewTitle') })).toBeVisible();
    await expect(canvas.getByText(t('users.form.readOnlyNote'))).toBeVisible();
    await expect(name).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: t('common.saveChanges') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('users.form.delete') })).toBeNull();
  },
};

/** While the user loads: placeholders, announced once. */
export const Loading: Story = {
  beforeEach: usersScreen('ADMIN', { getPending: true }),
  parameters: { route: beatriz },
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('users.form.loading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: new RegExp(t('users.form.name')) })).toBeNull();
  },
};

/** A user that does not exist (deleted, or a wrong address). */
export const NotFound: Story = {
  beforeEach: usersScreen('ADMIN'),
  parameters: { route: '/users/00000000-0000-4000-8000-000000000000' },
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('users.form.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('users.form.back') })).toBeVisible();
  },
};
