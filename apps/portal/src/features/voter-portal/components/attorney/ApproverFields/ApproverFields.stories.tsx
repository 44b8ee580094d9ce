import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pieceStories, pieceT } from '@portal/testing/portal-pieces';
import type { ApproverDraft } from './approver';
import { ApproverFields } from './ApproverFields';

interface OwnerProps {
  deadline?: string;
}

function Owner({ deadline }: OwnerProps) {
  const [value, setValue] = useState<ApproverDraft | null>(null);
  return (
    <div style={{ maxWidth: '52rem' }}>
      <ApproverFields value={value} onChange={setValue} deadline={deadline} />
    </div>
  );
}

const meta = {
  title: 'Portal/Attorney/ApproverFields',
  component: Owner,
  args: { deadline: '2036-06-30T21:00:00.000Z' },
  ...pieceStories<OwnerProps>(),
} satisfies Meta<typeof Owner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off by default, with what an approver means; switched on it asks for name and e-mail, checked on leaving. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('attorney.approver.underReview'))).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: t('attorney.approver.toggle') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('attorney.approver.name')) }),
      'Rita Lima',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('attorney.approver.email')) }),
      'rita@@exemplo',
    );
    await userEvent.tab();
    await expect(canvas.getByText(t('attorney.approver.errors.emailInvalid'))).toBeVisible();
  },
};
