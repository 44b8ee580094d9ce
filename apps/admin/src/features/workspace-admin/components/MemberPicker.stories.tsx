import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { UserSummary } from '@backoffice/api-client';
import { screenStory, signedInAs, storyT } from '@admin/testing/story-setup';
import { MemberPicker } from './MemberPicker';

const ana: UserSummary = {
  id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Ana Administradora',
  email: 'admin@demo.local',
  role: 'ADMIN',
};

function Picker({ isReadOnly = false }: { isReadOnly?: boolean }) {
  const [members, setMembers] = useState<UserSummary[]>([ana]);
  return (
    <div style={{ maxWidth: '40rem' }}>
      <MemberPicker members={members} onChange={setMembers} isReadOnly={isReadOnly} />
    </div>
  );
}

const meta = {
  title: 'Screens/Workspaces/Member picker',
  component: MemberPicker,
  parameters: { app: true },
  beforeEach: screenStory(signedInAs('ADMIN')),
  args: { members: [], onChange: () => undefined },
  render: () => <Picker />,
} satisfies Meta<typeof MemberPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type to search the company's users, arrows and Enter to add, Delete on a tag to remove it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const grid = () => canvas.getByRole('grid', { name: t('workspaceAdmin.form.members'), hidden: true });
    // Where the first Tab lands depends on the page around the story: start from the search box itself, a plain
    // text field until focused, which swaps the combo box in (its own chunk).
    canvas.getByRole('textbox', { name: t('workspaceAdmin.form.addMember') }).focus();
    const search = await canvas.findByRole('combobox', { name: t('workspaceAdmin.form.addMember') });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('caio');
    // The search's answer, not the first list (everyone) still showing while it is on its way.
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => {
      const options = within(listbox)
        .getAllByRole('option')
        .filter((option) => option.hasAttribute('data-key'));
      expect(options.length).toBeGreaterThan(0);
      expect(options.every((option) => option.textContent?.startsWith('Caio Araújo'))).toBe(true);
    });
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    const caio = await within(grid()).findByRole('row', { name: 'Caio Araújo', hidden: true });
    await userEvent.click(within(caio).getByRole('gridcell', { hidden: true }));
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(within(grid()).queryByRole('row', { name: 'Caio Araújo' })).toBeNull());
    await expect(within(grid()).getByRole('row', { name: 'Ana Administradora' })).toBeVisible();
  },
};

/** Read-only: the members without the search or remove buttons. */
export const ReadOnly: Story = {
  render: () => <Picker isReadOnly />,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: new RegExp(t('workspaceAdmin.form.removeMember')) }),
    ).toBeNull();
  },
};
