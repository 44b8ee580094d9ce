import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@backoffice/ui';
import { storyT } from '../../testing/story-setup';
import { useT } from '../../lib/i18n';
import { ListSearch } from './ListSearch';

const meta = {
  title: 'App/List search',
  component: ListSearch,
  // The app's i18n: the story borrows the votings list's texts.
  parameters: { app: true },
} satisfies Meta<typeof ListSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The votings list's search, with what the list was last asked for under it. */
function VotingsSearch() {
  const t = useT();
  const [search, setSearch] = useState('');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', maxInlineSize: '24rem' }}>
      <ListSearch
        label={t('votings.list.search')}
        placeholder={t('votings.list.searchPlaceholder')}
        search={search}
        onSearch={setSearch}
      />
      <Text tone="muted">
        <bdi data-testid="asked">{search}</bdi>
      </Text>
    </div>
  );
}

/** Typing asks once it pauses, Enter at once; clearing asks for everything again. */
export const Default: Story = {
  args: { label: '', search: '', onSearch: () => undefined },
  render: () => <VotingsSearch />,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: t('votings.list.search') });
    await userEvent.type(box, 'FPLC11');
    await waitFor(() => expect(canvas.getByTestId('asked')).toHaveTextContent('FPLC11'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.clearSearch') }));
    await expect(canvas.getByTestId('asked')).toHaveTextContent('');
    await expect(box).toHaveValue('');
  },
};
