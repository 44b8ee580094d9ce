import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyT } from '../../testing/story-setup';
import { useT } from '../../lib/i18n';
import { ListPagination } from './ListPagination';

const meta = {
  title: 'App/List pagination',
  component: ListPagination,
  // The app's i18n: the story borrows the users list's name for its pages.
  parameters: { app: true },
} satisfies Meta<typeof ListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function UsersPages({ total, isLoading = false }: { total: number; isLoading?: boolean }) {
  const t = useT();
  const [page, setPage] = useState(1);
  return (
    <ListPagination
      label={t('users.list.pagination')}
      page={page}
      pageSize={20}
      total={total}
      isLoading={isLoading}
      onPageChange={setPage}
    />
  );
}

const args = { page: 1, pageSize: 20, total: 0, onPageChange: () => undefined };

/** 45 rows in pages of 20: the range, and the buttons move through the pages. */
export const Default: Story = {
  args,
  render: () => <UsersPages total={45} />,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: t('users.list.pagination') });
    await userEvent.click(within(nav).getAllByRole('button').at(-1)!);
    await expect(within(nav).getAllByRole('button').at(-1)).toBeDisabled();
  },
};

/** While a page loads the buttons ignore presses. */
export const Loading: Story = {
  args,
  render: () => <UsersPages total={45} isLoading />,
};

/** No rows: no pages (the list's empty state speaks). */
export const NoRows: Story = {
  args,
  render: () => <UsersPages total={0} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
