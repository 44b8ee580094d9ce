import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyT } from '../../testing/story-setup';
import { useT } from '../../lib/i18n';
import { ListSkeleton } from './ListSkeleton';

const meta = {
  title: 'App/List skeleton',
  component: ListSkeleton,
  // The app's i18n: the examples borrow the features' texts.
  parameters: { app: true },
  args: { label: '' },
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

function UsersLoading({ rows }: { rows?: number }) {
  const t = useT();
  return <ListSkeleton label={t('users.list.loading')} rows={rows} />;
}

/** The users list's first page on its way: six row placeholders, and what is loading said once. */
export const Default: Story = {
  render: () => <UsersLoading />,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const busy = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(within(busy).getByRole('status')).toHaveTextContent(t('users.list.loading'));
    await expect(busy.querySelectorAll('[data-shape="rect"]')).toHaveLength(6);
  },
};

/** Fewer rows (the templates list shows five). */
export const FiveRows: Story = {
  render: () => <UsersLoading rows={5} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-busy="true"] [data-shape="rect"]')).toHaveLength(5);
  },
};
